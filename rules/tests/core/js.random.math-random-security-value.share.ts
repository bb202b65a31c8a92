// The same words in a module that draws nothing: a shared note's access password.
export function createShareToken(): string {
  // ruleid: js.random.math-random-security-value
  const accessPassword = Math.floor(100000 + Math.random() * 900000).toString();
  return accessPassword;
}
