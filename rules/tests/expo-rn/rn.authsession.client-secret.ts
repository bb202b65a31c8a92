import * as AuthSession from 'expo-auth-session';
import { exchangeCodeAsync, refreshAsync } from 'expo-auth-session';

import { api } from './api';

const discovery = {
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
};
const redirectUri = AuthSession.makeRedirectUri({ scheme: 'com.shop.app' });

export async function exchangeOnDevice(code: string, codeVerifier: string) {
  return exchangeCodeAsync(
    {
      clientId: 'Iv1.8a61f9b3a7aba766',
      // ruleid: rn.authsession.client-secret
      clientSecret: '4f2b9c1d7e8a6b5c3d2e1f0a9b8c7d6e5f4a3b2c',
      code,
      redirectUri,
      extraParams: { code_verifier: codeVerifier },
    },
    discovery,
  );
}

export async function refreshOnDevice(refreshToken: string) {
  return refreshAsync(
    {
      clientId: 'Iv1.8a61f9b3a7aba766',
      // ruleid: rn.authsession.client-secret
      clientSecret: process.env.GITHUB_CLIENT_SECRET,
      refreshToken,
    },
    discovery,
  );
}

export async function exchangeOnBackend(code: string, codeVerifier: string) {
  // The backend holds the client secret and performs the exchange.
  // ok: rn.authsession.client-secret
  return api.post('/oauth/github/exchange', { code, codeVerifier, redirectUri });
}

export async function exchangePublicClient(code: string, codeVerifier: string) {
  return exchangeCodeAsync(
    {
      clientId: 'shop-mobile',
      // ok: rn.authsession.client-secret
      clientSecret: undefined,
      code,
      redirectUri,
      extraParams: { code_verifier: codeVerifier },
    },
    discovery,
  );
}
