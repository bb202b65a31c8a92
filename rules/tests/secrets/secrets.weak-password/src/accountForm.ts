// the change-password form's values, as the screen keeps them
export interface ChangePasswordValues {
  email: string;
  // ok: secrets.weak-password
  password: string;
  // ok: secrets.weak-password
  passwordHint?: string;
}

export type SignInRequest = {
  username: string;
  // ok: secrets.weak-password
  password: String;
};

// a demo account the e2e seed creates, kept in the shipped code by mistake
export const demoAccount = {
  email: 'demo@example.org',
  // ruleid: secrets.weak-password
  password: 'Summer2024',
};

declare function handleToastMessage(error: unknown, operation: string, messageKey: string): void;

// the toast's text is looked up by the operation and its outcome
export function onPasswordChanged(error?: Error) {
  // ok: secrets.weak-password
  handleToastMessage(error ?? null, "changePassword", error ? "failure" : "success");
  // ok: secrets.weak-password
  handleToastMessage(null, "updatePassword", "success");
}
