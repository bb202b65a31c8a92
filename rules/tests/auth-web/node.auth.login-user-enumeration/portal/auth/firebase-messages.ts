import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, getAuth } from 'firebase/auth';

// the sign-in screen words the codes Firebase Authentication answers with; whether an unknown
// e-mail and a wrong password can be told apart is the Firebase project's setting
const SIGN_IN_MESSAGES: Record<string, string> = {
  // ok: node.auth.login-user-enumeration
  'auth/user-not-found': 'No account found with this email address.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  'auth/too-many-requests': 'Too many attempts. Try again later.',
};

export async function signIn(email: string, password: string): Promise<string | null> {
  try {
    await signInWithEmailAndPassword(getAuth(), email, password);
    return null;
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code : '';
    return SIGN_IN_MESSAGES[code] ?? 'Sign-in failed.';
  }
}
