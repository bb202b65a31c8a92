import jwt from 'jsonwebtoken';

export const authMiddleware = async (req, res) => {
  const token = req.cookies?.token;
  if (!token) {
    res.status(401).json({ message: 'Unauthorized' });
    return false;
  }
  req.user = jwt.verify(token, process.env.JWT_SECRET);
  return true;
};

export const adminMiddleware = async (req, res) => {
  if (req.user?.role !== 'admin') {
    res.status(403).json({ message: 'Forbidden' });
    return false;
  }
  return true;
};

// runs each middleware in turn and the handler only when all of them let the request through
export function withProtection(handler, ...middleware) {
  return async (req, res) => {
    for (const check of middleware) {
      if (!(await check(req, res))) return;
    }
    return handler(req, res);
  };
}
