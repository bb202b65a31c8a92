const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL);
const Model = {
  users: require('./users')(sequelize, DataTypes),
  notes: require('./notes')(sequelize, DataTypes),
};

module.exports = Model;
