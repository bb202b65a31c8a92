import type { Request, Response } from 'express';
import { evaluate } from 'mathjs';

export function calculate(req: Request, res: Response) {
  // ruleid: js.injection.eval-dynamic
  const value = eval(req.query.expr as string);
  res.json({ value });
}

export function calculateSafe(req: Request, res: Response) {
  // ok: js.injection.eval-dynamic
  const value = evaluate(String(req.query.expr));
  res.json({ value });
}

export function compileSorter(field: string) {
  // ruleid: js.injection.eval-dynamic
  return new Function('a', 'b', `return a.${field} < b.${field} ? -1 : 1`);
}

export function compileSorterSafe(field: 'name' | 'createdAt') {
  // ok: js.injection.eval-dynamic
  return (a: Record<string, string>, b: Record<string, string>) => (a[field] < b[field] ? -1 : 1);
}

export function parseLegacyConfig(text: string) {
  // ruleid: js.injection.eval-dynamic
  return eval('(' + text + ')');
}

export function parseConfig(text: string) {
  // ok: js.injection.eval-dynamic
  return JSON.parse(text);
}

export const globalObject = () =>
  // ok: js.injection.eval-dynamic
  Function('return this')();
