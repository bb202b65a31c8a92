const mongoose = require('mongoose');

const accountSchema = new mongoose.Schema({
  username: String,
  // ok: node.password.no-hashing-library
  password: String,
  role: String,
});

module.exports = mongoose.model('Account', accountSchema);
