const mongoose = require('mongoose');

const AdminSchema = new mongoose.Schema({
  login: String,
  // ok: node.password.no-hashing-library
  password: String,
});

module.exports = mongoose.model('Admin', AdminSchema);
