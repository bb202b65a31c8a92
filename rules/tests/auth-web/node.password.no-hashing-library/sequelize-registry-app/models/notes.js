module.exports = function (sequelize, DataTypes) {
  return sequelize.define('notes', {
    body: { type: DataTypes.TEXT },
  });
};
