export function newResetToken(): string {
  const resetToken = Math.random().toString(36).slice(2);
  return resetToken;
}
