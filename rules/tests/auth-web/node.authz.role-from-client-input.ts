import type { NextFunction, Request, Response } from 'express';
import { NextResponse, type NextRequest } from 'next/server';

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  // ruleid: node.authz.role-from-client-input
  if (req.cookies.role !== 'admin') return res.status(403).json({ error: 'Forbidden' });
  next();
}

export function requireAdminFromSession(req: Request, res: Response, next: NextFunction) {
  // ok: node.authz.role-from-client-input
  if (req.session.user?.role !== 'admin') return res.status(403).json({ error: 'Forbidden' });
  next();
}

export function debugToolbar(req: Request, res: Response, next: NextFunction) {
  // ruleid: node.authz.role-from-client-input
  res.locals.showAdminTools = req.query.admin === 'true';
  next();
}

export function adminMiddleware(request: NextRequest) {
  // ruleid: node.authz.role-from-client-input
  if (request.cookies.get('role')?.value !== 'admin') {
    return NextResponse.redirect(new URL('/403', request.url));
  }
  return NextResponse.next();
}

export function themeMiddleware(request: NextRequest) {
  // ok: node.authz.role-from-client-input
  const theme = request.cookies.get('theme')?.value === 'dark' ? 'dark' : 'light';
  const response = NextResponse.next();
  response.headers.set('x-theme', theme);
  return response;
}

export async function listUsers(req: Request, res: Response) {
  const where: Record<string, unknown> = { orgId: req.session.user!.orgId };
  // ok: node.authz.role-from-client-input
  if (req.query.role === 'admin' || req.query.role === 'member') where.role = req.query.role;
  res.json(await db.user.findMany({ where, take: 50 }));
}

export function signedRole(req: Request) {
  // ok: node.authz.role-from-client-input
  return req.signedCookies.role === 'admin';
}
