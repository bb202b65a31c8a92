const express = require('express');
const User = require('../models/user');

const router = express.Router();

// the signed-in caller's own record, looked up outside the callback that answers
router.put('/changepsw', function (req, res) {
  User.findOne({ _id: req.user.id })
    .select('+password')
    .exec(function (err, user) {
      if (err) return res.status(500).send({ success: false });
      if (!user) {
        // ok: node.auth.login-user-enumeration
        return res.status(401).send({ success: false, msg: 'User not found.' });
      }
      user.comparePassword(req.body.oldpsw, function (cmpErr, isMatch) {
        if (!isMatch || cmpErr) return res.status(401).send({ success: false, msg: 'Wrong password.' });
        user.password = req.body.newpsw;
        return user.save(() => res.json({ success: true }));
      });
    });
});

// the sign-in by the email typed, answered in the same kind of callback
router.post('/signin', function (req, res) {
  const email = req.body.email.toLowerCase();
  User.findOne({ email: email })
    .select('+password')
    .exec(function (err, user) {
      if (err) return res.status(500).send({ success: false });
      if (!user) {
        // ruleid: node.auth.login-user-enumeration
        return res.status(401).send({ success: false, msg: 'Authentication failed. User not found.' });
      }
      user.comparePassword(req.body.password, function (cmpErr, isMatch) {
        if (!isMatch || cmpErr) return res.status(401).send({ success: false, msg: 'Authentication failed. Wrong password.' });
        return res.json({ success: true, token: issueToken(user) });
      });
    });
});

module.exports = router;
