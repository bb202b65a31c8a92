import type { NextAuthOptions } from 'next-auth';
import GitHubProvider from 'next-auth/providers/github';
import CredentialsProvider from 'next-auth/providers/credentials';
import { verifyUser } from '@/lib/users';

export const authOptions: NextAuthOptions = {
  providers: [
    GitHubProvider({ clientId: process.env.GITHUB_ID!, clientSecret: process.env.GITHUB_SECRET! }),
    CredentialsProvider({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      authorize: (credentials) => verifyUser(credentials?.email, credentials?.password),
    }),
  ],
  session: { strategy: 'jwt', maxAge: 60 * 60 * 8 },
  // ruleid: next.auth.hardcoded-secret
  secret: 'x7Kq9mPz2vLw5nRt8yBc3dFg6hJk1sQa',
};

export const previewAuthOptions: NextAuthOptions = {
  providers: [GitHubProvider({ clientId: process.env.GITHUB_ID!, clientSecret: process.env.GITHUB_SECRET! })],
  // ok: next.auth.hardcoded-secret
  secret: process.env.NEXTAUTH_SECRET,
};

export const legacyAuthOptions: NextAuthOptions = {
  providers: [],
  // ruleid: next.auth.hardcoded-secret
  secret: `legacy-nextauth-secret`,
};

export const webhookConfig = {
  // ok: next.auth.hardcoded-secret
  secret: 'not-in-a-nextauth-config',
  retries: 3,
};
