import NextAuth from 'next-auth';
import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';
import GoogleProvider from 'next-auth/providers/google';
import LinkedInProvider from 'next-auth/providers/linkedin';
import Credentials from 'next-auth/providers/credentials';
import { PrismaAdapter } from '@auth/prisma-adapter';
import { prisma } from '@/lib/db';
import { verifyCredentials } from '@/lib/users';

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter: PrismaAdapter(prisma),
  providers: [
    // ruleid: next.auth.dangerous-email-account-linking
    GitHub({ allowDangerousEmailAccountLinking: true }),
    // Google only reports addresses it verified: linking by email is the documented safe case
    // (this case was `ruleid` until the realworld triage showed it in dub and papermark)
    Google({
      clientId: process.env.AUTH_GOOGLE_ID,
      clientSecret: process.env.AUTH_GOOGLE_SECRET,
      // ok: next.auth.dangerous-email-account-linking
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

// The shape of dub and papermark: Google next to providers whose email claim nobody verified.
export const authOptions = {
  providers: [
    GoogleProvider({
      clientId: process.env.GOOGLE_CLIENT_ID as string,
      clientSecret: process.env.GOOGLE_CLIENT_SECRET as string,
      // ok: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    }),
    LinkedInProvider({
      clientId: process.env.LINKEDIN_CLIENT_ID as string,
      clientSecret: process.env.LINKEDIN_CLIENT_SECRET as string,
      authorization: { params: { scope: 'openid profile email' } },
      // ruleid: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    }),
    {
      id: 'saml',
      name: 'BoxyHQ',
      type: 'oauth',
      userinfo: `${process.env.NEXTAUTH_URL}/api/auth/saml/userinfo`,
      // a tenant's own IdP asserts any email it likes
      // ruleid: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    },
  ],
};
