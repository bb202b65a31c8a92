const mongoose = require('mongoose');

module.exports = mongoose.model('Visit', new mongoose.Schema({ path: String, at: Date }));
