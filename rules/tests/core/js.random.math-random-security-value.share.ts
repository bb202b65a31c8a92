// The same words in a module that draws nothing: a shared note's access password.
export function createShareToken(): string {
  // ruleid: js.random.math-random-security-value
  const token = Math.random().toString(36).slice(2, 10);
  return token;
}
