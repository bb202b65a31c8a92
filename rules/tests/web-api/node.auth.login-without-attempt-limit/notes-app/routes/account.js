const express = require('express');
const sessions = require('../controllers/sessions');

const router = express.Router();

// the handler named by reference checks the password in the controller
// ruleid: node.auth.login-without-attempt-limit
router.post('/signin', sessions.create);

// an OAuth provider checks the credential: the callback reads no password
// ok: node.auth.login-without-attempt-limit
router.post('/sso/login', sessions.startSso);

module.exports = router;
