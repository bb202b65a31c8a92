module.exports = function (sequelize, DataTypes) {
  const Users = sequelize.define('users', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    // ok: node.password.no-hashing-library
    password: {
      type: DataTypes.STRING,
      allowNull: false,
    },
  });
  return Users;
};
