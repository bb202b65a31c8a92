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

// Indirect and optional calls, and an escaped name, run the same code (issue 25 #11).
export function indirect(req: Request) {
  // ruleid: js.injection.eval-dynamic
  return (0, eval)(req.body.code);
}

export function optionalCall(req: Request) {
  // ruleid: js.injection.eval-dynamic
  return eval?.(req.body.code);
}

export function escapedName(req: Request) {
  // ruleid: js.injection.eval-dynamic
  return \u0065val(req.body.code);
}

export function escapedGlobal(req: Request) {
  // ruleid: js.injection.eval-dynamic
  return (0, globalThis.ev\u{61}l)(req.body.code);
}

export function indirectConstant() {
  // ok: js.injection.eval-dynamic
  return (0, eval)('this');
}

export function evaluator(req: Request, evaluate: (code: string) => number) {
  // ok: js.injection.eval-dynamic
  return (0, evaluate)(req.body.code);
}

// a prefix check says what the text starts with, not that it is safe to run
export async function restoreState(req: Request, res: Response) {
  const input = req.body.state;
  if (typeof input === 'string' && input.startsWith('{')) {
    // ruleid: js.injection.eval-dynamic
    res.json(eval('(' + input + ')'));
  }
}

// a callback handed to a timer is a function, not code text
export function useHoverIntent(onIntent?: React.MouseEventHandler<HTMLElement>, delay = 100) {
  // ok: js.injection.eval-dynamic
  return () => window.setTimeout(onIntent, delay);
}

export function schedule(task: () => void, ms: number) {
  // ok: js.injection.eval-dynamic
  return setTimeout(task, ms);
}

// a string a caller hands over is run as code: a review item
export function scheduleScript(script: string, ms: number) {
  // ruleid: js.injection.eval-dynamic
  return setTimeout(script, ms);
}
