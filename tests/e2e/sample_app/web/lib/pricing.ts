type Rule = { expression: string; minimum: number };

export function applyDiscount(total: number, rule: Rule): number {
  const discount = eval(rule.expression.replace("total", String(total)));
  return Math.max(rule.minimum, total - discount);
}

export function formatPrice(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
