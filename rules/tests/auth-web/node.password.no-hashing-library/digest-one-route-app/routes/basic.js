const db = require('../db');

module.exports = (router) => {
  router.post('/basic/login', (req, res) => {
    const { username, password } = req.body;
    // ruleid: node.password.no-hashing-library
    db.query('SELECT * FROM users WHERE username = ? AND password = ?', [username, password], (err, rows) => {
      res.render('login', { user: rows && rows[0], err });
    });
  });
};
