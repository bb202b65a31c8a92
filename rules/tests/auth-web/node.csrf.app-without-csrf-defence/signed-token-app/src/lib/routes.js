// runs the middleware on every request whose path is not under the prefix
exports.exceptUnder = (prefix, middleware) => (req, res, next) =>
  req.path.startsWith(prefix) ? next() : middleware(req, res, next);
