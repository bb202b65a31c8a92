import NextAuth from 'next-auth';
import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';

export const { handlers, auth, signIn, signOut } = NextAuth({
  providers: [GitHub, Google],
  session: { strategy: 'jwt' },
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.role = user.role;
      return token;
    },
    // ruleid: next.auth.redirect-callback-returns-url
    async redirect({ url }) {
      return url;
    },
  },
});

export const adminAuth = NextAuth({
  providers: [Google],
  callbacks: {
    // ruleid: next.auth.redirect-callback-returns-url
    redirect: ({ url }) => url,
  },
});

export const partnerAuth = NextAuth({
  providers: [GitHub],
  callbacks: {
    // ok: next.auth.redirect-callback-returns-url
    async redirect({ url, baseUrl }) {
      if (url.startsWith('/')) return `${baseUrl}${url}`;
      if (new URL(url).origin === baseUrl) return url;
      return baseUrl;
    },
  },
});

export const docsAuth = NextAuth({
  providers: [GitHub],
  callbacks: {
    // ok: next.auth.redirect-callback-returns-url
    redirect: ({ url, baseUrl }) => (new URL(url, baseUrl).origin === baseUrl ? url : baseUrl),
  },
});
