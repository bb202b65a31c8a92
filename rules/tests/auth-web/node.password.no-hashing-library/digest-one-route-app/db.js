const mysql = require('mysql');

module.exports = mysql.createConnection({ host: process.env.DB_HOST, user: process.env.DB_USER, database: 'levels' });
