const { QueryTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = {
  findByCredentials: (username, password) => {
    // the password it is handed compared with the column as typed (concatenated SQL)
    // ruleid: node.password.no-hashing-library
    const sql = "select * from account where username='" + username + "' AND password='" + password + "'";
    return sequelize.query(sql, { type: QueryTypes.SELECT });
  },
  findByUsername: (username) => {
    if (username) {
      // ok: node.password.no-hashing-library
      return sequelize.query('select username from account where username = ?', { replacements: [username] });
    }
    return [];
  },
};
