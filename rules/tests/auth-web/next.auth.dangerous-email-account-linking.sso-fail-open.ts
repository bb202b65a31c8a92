// The shape of papermark's auth options: the domain check only runs when the team has a domain,
// and an admin may create the SAML connection without one (or name any non-generic domain), so
// the team's IdP can assert any address and be signed into that account.
import type { NextAuthOptions } from 'next-auth';
import { prisma } from '@/lib/prisma';

export const authOptions: NextAuthOptions = {
  providers: [
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
      profile: async (profile) => ({ id: profile.id || profile.email, name: null, email: profile.email, image: null }),
      options: { clientId: 'dummy', clientSecret: process.env.NEXTAUTH_SECRET as string },
      // ruleid: next.auth.dangerous-email-account-linking
      allowDangerousEmailAccountLinking: true,
    },
  ],
};

export const getAuthOptions = (): NextAuthOptions => ({
  ...authOptions,
  callbacks: {
    ...authOptions.callbacks,
    signIn: async ({ user, account, profile }) => {
      if (!user.email) return false;
      if (account?.provider === 'saml') {
        const tenant = (profile as { requested?: { tenant?: string } })?.requested?.tenant;
        if (tenant) {
          const team = await prisma.team.findUnique({ where: { id: tenant }, select: { ssoEmailDomain: true } });
          if (team?.ssoEmailDomain) {
            const userEmailDomain = user.email.split('@')[1]?.toLowerCase();
            if (userEmailDomain !== team.ssoEmailDomain.toLowerCase()) {
              return false;
            }
          }
        }
      }
      return true;
    },
  },
});
