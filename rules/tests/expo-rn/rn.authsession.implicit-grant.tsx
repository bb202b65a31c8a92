import * as AuthSession from 'expo-auth-session';
import { ResponseType, useAuthRequest } from 'expo-auth-session';
import * as WebBrowser from 'expo-web-browser';

WebBrowser.maybeCompleteAuthSession();

const discovery = {
  authorizationEndpoint: 'https://id.shop.app/oauth/authorize',
  tokenEndpoint: 'https://id.shop.app/oauth/token',
};
const redirectUri = AuthSession.makeRedirectUri({ scheme: 'com.shop.app' });

export function useImplicitLogin() {
  return useAuthRequest(
    {
      clientId: 'shop-mobile',
      // ruleid: rn.authsession.implicit-grant
      responseType: ResponseType.Token,
      scopes: ['openid', 'orders:read'],
      redirectUri,
    },
    discovery,
  );
}

export const legacyRequest = new AuthSession.AuthRequest({
  clientId: 'shop-legacy',
  // ruleid: rn.authsession.implicit-grant
  responseType: 'token',
  redirectUri,
});

export function useCodeLogin() {
  return useAuthRequest(
    {
      clientId: 'shop-mobile',
      // ok: rn.authsession.implicit-grant
      responseType: ResponseType.Code,
      scopes: ['openid', 'orders:read'],
      redirectUri,
    },
    discovery,
  );
}

export const codeRequest = new AuthSession.AuthRequest({
  clientId: 'shop-legacy',
  // ok: rn.authsession.implicit-grant
  responseType: AuthSession.ResponseType.Code,
  redirectUri,
});
