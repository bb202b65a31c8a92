import * as AuthSession from 'expo-auth-session';
import { authorize } from 'react-native-app-auth';

const discovery = {
  authorizationEndpoint: 'https://id.shop.app/oauth/authorize',
  tokenEndpoint: 'https://id.shop.app/oauth/token',
};
const redirectUri = AuthSession.makeRedirectUri({ scheme: 'com.shop.app' });

export const request = new AuthSession.AuthRequest({
  clientId: 'shop-mobile',
  redirectUri,
  scopes: ['openid', 'profile'],
  // ruleid: rn.authsession.pkce-disabled
  usePKCE: true,
});

export async function loginWithAppAuth() {
  return authorize({
    issuer: 'https://id.shop.app',
    clientId: 'shop-mobile',
    redirectUrl: 'com.shop.app:/oauth',
    scopes: ['openid'],
    // ruleid: rn.authsession.pkce-disabled
    usePKCE: true,
  });
}

export const pkceRequest = new AuthSession.AuthRequest({
  clientId: 'shop-mobile',
  redirectUri,
  scopes: ['openid', 'profile'],
  // ok: rn.authsession.pkce-disabled
  usePKCE: true,
});

export async function promptWithDefaults() {
  // ok: rn.authsession.pkce-disabled
  const req = new AuthSession.AuthRequest({ clientId: 'shop-mobile', redirectUri });
  return req.promptAsync(discovery);
}
