const cryptoLib = require('../../libs/crypto');

module.exports = function (sequelize, DataTypes) {
    const User = sequelize.define('User', {
        email: { type: DataTypes.STRING, unique: true },
        // ok: node.password.no-hashing-library
        password: DataTypes.STRING,
        name: DataTypes.STRING,
    });

    // the password is hashed once validators have run (a fast digest: node.password.fast-hash's matter)
    User.afterValidate(function (user, options) {
        if (!user.password) {
            return;
        }
        user.password = cryptoLib.getHash(user.password, 'sha256');
        options.validate = false;
    });

    return User;
};
