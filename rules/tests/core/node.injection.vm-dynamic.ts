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

// a helper exported for other modules: where its source comes from is not shown (review, info)
export function compileTransform(source: string) {
  // ruleid: node.injection.vm-dynamic
  const script = new vm.Script(`(${source})(input)`, { filename: 'transform.js' });
  return (input: unknown) => script.runInNewContext({ input });
}

function applyRule(rule: string, ctx: object) {
  // ruleid: node.injection.vm-dynamic
  return runInNewContext(rule, ctx, { timeout: 50 });
}

export function evaluateRule(req: Request, res: Response) {
  const { rule, context } = req.body;
  res.json({ result: applyRule(rule, context) });
}

// an evaluator the operator configured for the deployment, run on rows the app stored
const EVALUATORS: Record<string, string> = { score: 'row.upvotes - row.downvotes' };
function scoreRows(rows: object[], name: keyof typeof EVALUATORS) {
  // ok: node.injection.vm-dynamic
  const script = new vm.Script(EVALUATORS[name]);
  return rows.map((row) => script.runInNewContext({ row }));
}

export function ranking(req: Request, res: Response) {
  const rows = (req.body.rows ?? []) as object[];
  res.json(scoreRows(rows, 'score'));
}

export function maxOf(a: number, b: number) {
  // ok: node.injection.vm-dynamic
  return vm.runInNewContext('Math.max(a, b)', { Math, a, b });
}
