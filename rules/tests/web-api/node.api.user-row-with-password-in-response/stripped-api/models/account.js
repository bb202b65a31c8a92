const mongoose = require('mongoose');

const accountSchema = new mongoose.Schema({
  email: String,
  passwordHash: String,
});

accountSchema.set('toJSON', {
  transform(doc, ret) {
    delete ret.passwordHash;
    return ret;
  },
});

module.exports = mongoose.model('Account', accountSchema);
