import type { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import jwt from 'jsonwebtoken';

// Shaped like an origin, which every site's origin is: a format check, not an allow-list.
const ORIGIN_SHAPE = /^(null|[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d+)?)$/i;
// Names the hosts it admits.
const OWN_ORIGINS = /^https:\/\/([a-z0-9-]+\.)?tables-example\.com$/;

export const parseCookies = cookieParser();

export function cookieAuth(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies.session_token;
  res.locals.user = token ? jwt.verify(token, process.env.JWT_SECRET!) : null;
  next();
}

export function publicCors(req: Request, res: Response, next: NextFunction) {
  const requestOrigin = req.headers.origin;
  if (requestOrigin && ORIGIN_SHAPE.test(requestOrigin)) {
    // ruleid: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', requestOrigin);
    res.header('Access-Control-Allow-Credentials', 'true');
    res.header('Vary', 'Origin');
  }
  next();
}

export function inlineShapeCors(req: Request, res: Response, next: NextFunction) {
  if (/^https?:\/\/[^/]+$/.test(req.headers.origin ?? '')) {
    // ruleid: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', req.headers.origin);
    res.header('Access-Control-Allow-Credentials', 'true');
  }
  next();
}

export function ownCors(req: Request, res: Response, next: NextFunction) {
  const requestOrigin = req.headers.origin;
  if (requestOrigin && OWN_ORIGINS.test(requestOrigin)) {
    // ok: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', requestOrigin);
    res.header('Access-Control-Allow-Credentials', 'true');
  }
  next();
}

export function devCors(req: Request, res: Response, next: NextFunction) {
  if (/^http:\/\/localhost:\d+$/.test(req.headers.origin ?? '')) {
    // ok: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', req.headers.origin);
    res.header('Access-Control-Allow-Credentials', 'true');
  }
  next();
}
