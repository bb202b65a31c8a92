import express from 'express';

const app = express();
// ok: node.authz.identity-in-app-locals
app.locals.isDebug = process.env.DEBUG === '1';
// ok: node.authz.identity-in-app-locals
app.locals.user = null;

export async function login(req, res) {
  const user = await api.login(req.body.email, req.body.password);
  // ruleid: node.authz.identity-in-app-locals
  req.app.locals.isLoggedIn = true;
  // ok: node.authz.identity-in-app-locals (the first write of the handler says it)
  req.app.locals.currentUser = user;
  // ok: node.authz.identity-in-app-locals
  req.app.locals.isAdmin = user?.role == 'admin';
  res.redirect('/profile');
}

app.use((req, res, next) => {
  // ruleid: node.authz.identity-in-app-locals
  app.locals.user = req.session.user;
  // ok: node.authz.identity-in-app-locals
  res.locals.user = req.session.user;
  // ok: node.authz.identity-in-app-locals
  req.app.locals.requestCount = (req.app.locals.requestCount || 0) + 1;
  next();
});

export function configure(server) {
  // ok: node.authz.identity-in-app-locals
  server.locals.title = 'Portal';
  // ok: node.authz.identity-in-app-locals
  app.locals.role = 'viewer';
}

export function logout(req, res) {
  // ok: node.authz.identity-in-app-locals
  req.app.locals.isLoggedIn = false;
  // ok: node.authz.identity-in-app-locals
  req.app.locals.currentUser = undefined;
  res.redirect('/');
}
