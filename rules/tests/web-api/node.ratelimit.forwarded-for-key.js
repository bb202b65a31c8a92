const rateLimit = require('express-rate-limit');

const rateLimitMap = new Map();

const loginRateLimiter = (options) => (req, res, next) => {
  const ip = req.headers['x-forwarded-for'] || req.connection.remoteAddress;
  // ruleid: node.ratelimit.forwarded-for-key
  const attempts = (rateLimitMap.get(ip) || []).filter((t) => t > Date.now() - options.windowMs);
  if (attempts.length >= options.max) return res.status(429).end();
  rateLimitMap.set(ip, [...attempts, Date.now()]);
  next();
};

const trustedProxyLimiter = (options) => (req, res, next) => {
  // req.ip honours `app.set('trust proxy', 1)`: the proxy's own address entry, not the client's claim
  const ip = req.ip;
  // ok: node.ratelimit.forwarded-for-key
  const attempts = (rateLimitMap.get(ip) || []).filter((t) => t > Date.now() - options.windowMs);
  if (attempts.length >= options.max) return res.status(429).end();
  rateLimitMap.set(ip, [...attempts, Date.now()]);
  next();
};

const apiLimiter = rateLimit({
  windowMs: 60 * 1000,
  max: 100,
  // ruleid: node.ratelimit.forwarded-for-key
  keyGenerator: (req) => {
    return req.headers['x-forwarded-for'];
  },
});

const accountLimiter = rateLimit({
  windowMs: 60 * 1000,
  max: 10,
  // ok: node.ratelimit.forwarded-for-key
  keyGenerator: (req) => {
    return req.user ? `user:${req.user.id}` : req.ip;
  },
});

module.exports = { loginRateLimiter, trustedProxyLimiter, apiLimiter, accountLimiter };
