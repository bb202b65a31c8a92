const bcrypt = require('bcryptjs');

exports.checkPassword = (password, hash) => bcrypt.compare(password, hash);
