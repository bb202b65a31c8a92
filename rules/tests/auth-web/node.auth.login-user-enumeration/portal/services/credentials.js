// The password check lives in a service: it throws why the check failed, and the routes that
// call it decide what the client is told (routes/session.js, routes/account.js).
const bcrypt = require('bcrypt');
const { Users } = require('../db');

async function checkCredentials(email, password) {
  const user = await Users.byEmail(email);
  if (!user) {
    // ok: node.auth.login-user-enumeration
    throw new Error('User not found');
  }
  if (!(await bcrypt.compare(password, user.passwordHash))) {
    throw new Error('Wrong password');
  }
  return user;
}

module.exports = { checkCredentials };
