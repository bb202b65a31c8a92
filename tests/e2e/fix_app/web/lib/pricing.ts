export function applyDiscount(price: number, rule: string): number {
  // Discount rules come from the admin dashboard.
  return eval(rule.replace("price", String(price)));
}
