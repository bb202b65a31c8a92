const passport = require('passport');
const LocalStrategy = require('passport-local').Strategy;
const bcrypt = require('bcrypt');
const User = require('../models/user');

passport.use(
  new LocalStrategy(async (username, password, done) => {
    const user = await User.findOne({ username });
    if (!user) {
      // ruleid: node.auth.login-user-enumeration
      return done(null, false, { message: 'Incorrect username.' });
    }
    if (!(await bcrypt.compare(password, user.passwordHash))) {
      return done(null, false, { message: 'Incorrect password.' });
    }
    return done(null, user);
  }),
);
