const rateLimit = require('express-rate-limit');

// ten tries per quarter hour per client on the sign-in routes
module.exports.authLimiter = rateLimit({ windowMs: 15 * 60 * 1000, limit: 10, standardHeaders: 'draft-7' });
