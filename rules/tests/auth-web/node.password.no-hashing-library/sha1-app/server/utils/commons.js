const sha1 = require('sha1');

exports.randStr = () => Math.random().toString(36).substr(2);

exports.generatePassword = (password, passsalt) => {
  return sha1(password + sha1(passsalt));
};
