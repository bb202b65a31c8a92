const mongoose = require('mongoose');

const Customer = mongoose.model('Customer', new mongoose.Schema({ username: String, passwordHash: String }));

module.exports = { Customer };
