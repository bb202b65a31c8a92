const mongoose = require('mongoose');

// a user's own notes: every field is the writer's to set
const noteSchema = new mongoose.Schema({ name: String, body: String, type: String });

module.exports = mongoose.model('Note', noteSchema);
