import vm from 'node:vm';
import { runInNewContext } from 'node:vm';
import { evaluate } from 'mathjs';
import type { Request, Response } from 'express';

export function pricing(req: Request, res: Response) {
  // ruleid: node.injection.vm-dynamic
  const price = vm.runInNewContext(req.body.formula, { Math, base: 100 });
  res.json({ price });
}

export function pricingSafe(req: Request, res: Response) {
  // ok: node.injection.vm-dynamic
  const price = evaluate(String(req.body.formula), { base: 100 });
  res.json({ price });
}

export function compileTransform(source: string) {
  // ruleid: node.injection.vm-dynamic
  const script = new vm.Script(`(${source})(input)`, { filename: 'transform.js' });
  return (input: unknown) => script.runInNewContext({ input });
}

export function applyRule(rule: string, ctx: object) {
  // ruleid: node.injection.vm-dynamic
  return runInNewContext(rule, ctx, { timeout: 50 });
}

export function maxOf(a: number, b: number) {
  // ok: node.injection.vm-dynamic
  return vm.runInNewContext('Math.max(a, b)', { Math, a, b });
}
