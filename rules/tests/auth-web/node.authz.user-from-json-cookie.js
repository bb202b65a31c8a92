export const loadCookies = (req, res, next) => {
  const cookie = req.cookies?.user;
  if (cookie) {
    // ruleid: node.authz.user-from-json-cookie
    const user = JSON.parse(cookie);
    req.app.locals.isAdmin = user?.role == 'admin';
  }
  next();
};

export function currentUser(req) {
  // ruleid: node.authz.user-from-json-cookie
  return req.cookies.userInfo ? JSON.parse(req.cookies.userInfo) : null;
}

export function account(req) {
  // ruleid: node.authz.user-from-json-cookie
  return JSON.parse(req.cookies['account'] || '{}');
}

export function preferences(req, res, next) {
  const prefs = req.cookies.preferences;
  // ok: node.authz.user-from-json-cookie
  res.locals.prefs = prefs ? JSON.parse(prefs) : {};
  // ok: node.authz.user-from-json-cookie
  res.locals.cart = JSON.parse(req.cookies.cart || '[]');
  next();
}

export function signedUser(req) {
  // ok: node.authz.user-from-json-cookie
  return JSON.parse(req.signedCookies.user || 'null');
}
