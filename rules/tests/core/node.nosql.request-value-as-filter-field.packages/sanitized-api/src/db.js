const mongoose = require('mongoose');

// operator objects in filter values are wrapped in $eq for every query
mongoose.set('sanitizeFilter', true);

module.exports = () => mongoose.connect(process.env.MONGO_URL);
