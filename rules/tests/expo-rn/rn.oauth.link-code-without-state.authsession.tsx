import * as AuthSession from 'expo-auth-session';
import { useURL } from 'expo-linking';
import * as WebBrowser from 'expo-web-browser';
import React, { useEffect } from 'react';

import { discovery, CLIENT_ID } from '@/config/oauth';

const redirectUri = AuthSession.makeRedirectUri({ scheme: 'com.acme.app' });

// useAuthRequest checks the state of the response itself: the code it hands back is bound to this login
export function useLogin(onTokens: (t: AuthSession.TokenResponse) => void) {
  const url = useURL();
  const [request, response, promptAsync] = AuthSession.useAuthRequest({ clientId: CLIENT_ID, redirectUri, scopes: ['openid'] }, discovery);
  useEffect(() => {
    if (response?.type !== 'success' || !request) return;
    const code = response.params.code;
    // ok: rn.oauth.link-code-without-state
    AuthSession.exchangeCodeAsync({ clientId: CLIENT_ID, redirectUri, code, extraParams: { code_verifier: request.codeVerifier! } }, discovery).then(onTokens);
  }, [response, url]);
  return promptAsync;
}

// the auth session hands its result URL back to this caller alone
export async function signInWithBrowser(authUrl: string) {
  const result = await WebBrowser.openAuthSessionAsync(authUrl, redirectUri);
  if (result.type !== 'success') return null;
  const code = new URL(result.url).searchParams.get('code')!;
  // ok: rn.oauth.link-code-without-state
  return AuthSession.exchangeCodeAsync({ clientId: CLIENT_ID, redirectUri, code }, discovery);
}
