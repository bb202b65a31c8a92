// UI code around passwords: names and labels, never a committed password.
export function LoginForm() {
  // ok: secrets.weak-password
  const form = { type: "password", password: newPassword };
  // ok: secrets.weak-password
  const labels = { password: "Password", confirmPassword: "Confirm" };
  // ruleid: secrets.weak-password
  const smtp = { user: "mailer@acme.dev", password: "Welcome1" };
  return { form, labels, smtp };
}
