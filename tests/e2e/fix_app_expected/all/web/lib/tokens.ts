export function newResetToken(): string {
  const resetToken = crypto.randomUUID();
  return resetToken;
}
