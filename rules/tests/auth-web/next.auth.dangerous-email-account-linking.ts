import NextAuth from 'next-auth';
import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';
import Credentials from 'next-auth/providers/credentials';
import { PrismaAdapter } from '@auth/prisma-adapter';
import { prisma } from '@/lib/db';
import { verifyCredentials } from '@/lib/users';

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter: PrismaAdapter(prisma),
  providers: [
    // ruleid: next.auth.dangerous-email-account-linking
    GitHub({ allowDangerousEmailAccountLinking: true }),
    Google({
      clientId: process.env.AUTH_GOOGLE_ID,
      clientSecret: process.env.AUTH_GOOGLE_SECRET,
      // ruleid: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    }),
    Credentials({ authorize: verifyCredentials }),
  ],
});

export const staffAuth = NextAuth({
  adapter: PrismaAdapter(prisma),
  providers: [
    // ok: next.auth.dangerous-email-account-linking
    Google({ clientId: process.env.AUTH_GOOGLE_ID, clientSecret: process.env.AUTH_GOOGLE_SECRET }),
    // ok: next.auth.dangerous-email-account-linking
    GitHub({ allowDangerousEmailAccountLinking: false }),
  ],
});
