const { DataTypes } = require('sequelize');

module.exports = (sequelize) =>
  sequelize.define('User', {
    email: { type: DataTypes.STRING, unique: true },
    // ok: node.password.no-hashing-library
    password: { type: DataTypes.STRING, allowNull: false },
  });
