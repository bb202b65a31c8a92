import NextAuth from 'next-auth'; // ok: next.review.auth-boundary
import GitHub from 'next-auth/providers/github';

export const { handlers, auth, signIn, signOut } = NextAuth({
  providers: [GitHub],
  callbacks: {
    authorized: async ({ auth }) => !!auth,
  },
});
