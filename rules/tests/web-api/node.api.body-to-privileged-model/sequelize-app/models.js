const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL);

const Account = sequelize.define('account', {
  email: DataTypes.STRING,
  isAdmin: { type: DataTypes.BOOLEAN, defaultValue: false },
});

const Product = sequelize.define('product', { name: DataTypes.STRING, price: DataTypes.DECIMAL });

module.exports = { sequelize, Account, Product };
