import { existsSync, createReadStream } from 'fs';
import path from 'path';
import { getRoutes } from '../router/Router.js';

const THEMES_DIR = path.resolve('themes');

// a middleware that merges route parameters into req.params and reads the route the router
// attached to the request: the route is the app's, not the caller's
export function routeMiddleware() {
  return (request, response, next) => {
    request.params = { ...(request.locals?.customParams || {}), ...request.params };
    const { currentRoute } = request;
    // ok: node.path.fs-request-input
    if (!existsSync(currentRoute.folder)) {
      response.statusCode = 404;
      request.currentRoute = getRoutes().find((r) => r.id === 'notFound');
    }
    next();
  };
}

export function themeAsset(req, res) {
  const theme = { root: THEMES_DIR };
  theme.file = req.params.file;
  // ok: node.path.fs-request-input
  if (!existsSync(theme.root)) return res.sendStatus(404);
  // ruleid: node.path.fs-request-input
  createReadStream(path.join(theme.root, theme.file)).pipe(res);
}

export function themePreview(req, res) {
  const theme = { root: THEMES_DIR };
  theme['file'] = req.query.file;
  const { root, file } = theme;
  // ok: node.path.fs-request-input
  if (!existsSync(root)) return res.sendStatus(404);
  // ruleid: node.path.fs-request-input
  createReadStream(path.join(root, file)).pipe(res);
}

// the request's parts destructured from it: a route attaching its own field first changes nothing
export function download(req, res) {
  req.startedAt = Date.now();
  const { query } = req;
  // ruleid: node.path.fs-request-input
  createReadStream(path.join(THEMES_DIR, query.file)).pipe(res);
}
