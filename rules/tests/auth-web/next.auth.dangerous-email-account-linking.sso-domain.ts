// The shape of dub's auth options: a workspace's SAML connection (BoxyHQ Jackson) links by email,
// but the signIn callback only lets it sign in addresses of the workspace's own domain.
import type { NextAuthOptions } from 'next-auth';
import GithubProvider from 'next-auth/providers/github';
import GoogleProvider from 'next-auth/providers/google';
import { prisma } from '@/lib/prisma';

export const authOptions: NextAuthOptions = {
  providers: [
    GoogleProvider({
      clientId: process.env.GOOGLE_CLIENT_ID as string,
      clientSecret: process.env.GOOGLE_CLIENT_SECRET as string,
      // ok: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    }),
    GithubProvider({
      clientId: process.env.GITHUB_CLIENT_ID as string,
      clientSecret: process.env.GITHUB_CLIENT_SECRET as string,
      // Auth.js takes the GitHub primary address without its `verified` flag, and GitHub lets a
      // user make an unverified address primary: the domain check below is for SAML only
      // ruleid: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    }),
    {
      id: 'saml',
      name: 'BoxyHQ',
      type: 'oauth',
      version: '2.0',
      checks: ['pkce', 'state'],
      authorization: {
        url: `${process.env.NEXTAUTH_URL}/api/auth/saml/authorize`,
        params: { scope: '', response_type: 'code', provider: 'saml' },
      },
      token: { url: `${process.env.NEXTAUTH_URL}/api/auth/saml/token`, params: { grant_type: 'authorization_code' } },
      userinfo: `${process.env.NEXTAUTH_URL}/api/auth/saml/userinfo`,
      options: { clientId: 'dummy', clientSecret: process.env.NEXTAUTH_SECRET as string },
      // ok: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    },
  ],
  pages: { signIn: '/login', error: '/login' },
  callbacks: {
    signIn: async ({ user, account, profile }) => {
      if (!user.email) {
        return false;
      }
      if (account?.provider === 'saml') {
        const tenant = (profile as { requested?: { tenant?: string } })?.requested?.tenant;
        if (!tenant) {
          return false;
        }
        const workspace = await prisma.project.findUnique({
          where: { id: tenant },
          select: { ssoEmailDomain: true },
        });
        if (!workspace?.ssoEmailDomain) {
          return false;
        }
        const emailDomain = user.email.split('@')[1];
        if (emailDomain.toLowerCase() !== workspace.ssoEmailDomain.toLowerCase()) {
          return false;
        }
      }
      return true;
    },
  },
};
