const mongoose = require('mongoose');

const userSchema = new mongoose.Schema({
  username: String,
  // ok: node.password.no-hashing-library
  password: String,
  passsalt: String,
  email: String,
});

module.exports = mongoose.model('user', userSchema);
