import * as Linking from 'expo-linking';
import { parse, useURL } from 'expo-linking';
import React, { useEffect } from 'react';
import { exchangeCodeAsync } from 'expo-auth-session';

import { discovery, CLIENT_ID, REDIRECT_URI } from '@/config/oauth';

type SignIn = (p: { code: string }) => Promise<void>;

// the app's deep link (acme://auth?code=...) is handed straight to the token endpoint
export function useDeepLinkSignIn(signIn: SignIn) {
  const url = useURL();
  useEffect(() => {
    if (!url) return;
    const { queryParams } = parse(url);
    const code = queryParams?.code as string | undefined;
    if (code) {
      // ruleid: rn.oauth.link-code-without-state
      signIn({ code });
    }
  }, [url]);
}

export async function handleInitialLink() {
  const initial = await Linking.getInitialURL();
  if (!initial) return null;
  // ruleid: rn.oauth.link-code-without-state
  return exchangeCodeAsync({ clientId: CLIENT_ID, redirectUri: REDIRECT_URI, code: new URL(initial).searchParams.get('code')! }, discovery);
}

export function AuthCallback({ onSession }: { onSession: (s: unknown) => void }) {
  useEffect(() => {
    const sub = Linking.addEventListener('url', async ({ url }) => {
      const parsed = new URL(url);
      const code = parsed.searchParams.get('code');
      if (!code) return;
      // ok: rn.oauth.link-code-without-state
      console.log('received code', code.length);
      // ruleid: rn.oauth.link-code-without-state
      onSession(await fetchTokens(code));
    });
    return () => sub.remove();
  }, []);
  return null;
}

async function fetchTokens(code: string) {
  const res = await fetch(discovery.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=authorization_code&client_id=${CLIENT_ID}&code=${encodeURIComponent(code)}&redirect_uri=${REDIRECT_URI}`,
  });
  return res.json();
}
