const mongoose = require('mongoose');

const User = new mongoose.Schema({
  username: { type: String },
  role: { type: String },
  // ok: node.password.no-hashing-library
  password: {
    type: String,
  },
});

module.exports = mongoose.model('User', User);
