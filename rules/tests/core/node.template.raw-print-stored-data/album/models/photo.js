const mongoose = require('mongoose');

const photoSchema = new mongoose.Schema({ path: String, caption: String, likes: Number });
module.exports = mongoose.model('Photo', photoSchema);
