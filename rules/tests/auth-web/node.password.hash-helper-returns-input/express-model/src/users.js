const db = require('./db');
const Security = require('./security');

async function signUp(req, res) {
  const { email, password } = req.body;
  await db.query('INSERT INTO users (email, password) VALUES (?, ?)', [email, Security.encryptPassword(password)]);
  res.sendStatus(201);
}

module.exports = { signUp };
