// The value model: code text that is a constant (a `const` bound to a literal, a template of
// constants) is quiet; code from a request is reported.
import type { Request, Response } from 'express';

const FEATURE_CHECK = 'return typeof Proxy === "function"';
const GLOBAL_NAME = 'globalThis';

export function supportsProxy(): boolean {
  // ok: js.injection.eval-dynamic
  return new Function(FEATURE_CHECK)();
}

export function globalObject(): unknown {
  const code = `return ${GLOBAL_NAME}`;
  // ok: js.injection.eval-dynamic
  return Function(code)();
}

export function calculate(req: Request, res: Response) {
  const expression = req.body.expression;
  // ruleid: js.injection.eval-dynamic
  res.json({ result: eval(expression) });
}
