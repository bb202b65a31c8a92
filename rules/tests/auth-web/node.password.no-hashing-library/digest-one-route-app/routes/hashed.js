const crypto = require('crypto');
const db = require('../db');

function digest(text) {
  return crypto.createHash('sha256').update(text).digest('hex');
}

module.exports = (router) => {
  router.post('/hashed/login', (req, res) => {
    const { username, password } = req.body;
    db.query('SELECT * FROM hashed_users WHERE username = ? AND password = ?', [username, digest(password)], (err, rows) => {
      res.render('login', { user: rows && rows[0], err });
    });
  });
};
