import safeEval from 'safe-eval';
import { evaluate } from 'mathjs';

const PRICE_FORMULA = 'price * qty';

export function priceOf(rule: { formula: string }, price: number, qty: number): number {
  // ruleid: node.injection.sandbox-library
  return safeEval(rule.formula, { price, qty });
}

export function defaultPrice(price: number, qty: number): number {
  // ok: node.injection.sandbox-library
  return safeEval(PRICE_FORMULA, { price, qty });
}

export function mathPrice(rule: { formula: string }, price: number, qty: number): number {
  // ok: node.injection.sandbox-library
  return evaluate(rule.formula, { price, qty });
}
