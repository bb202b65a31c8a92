exports.requireAuth = (req, res, next) => (req.session && req.session.userId ? next() : res.sendStatus(401));
