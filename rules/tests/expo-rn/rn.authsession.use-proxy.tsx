import * as AuthSession from 'expo-auth-session';
import * as Google from 'expo-auth-session/providers/google';
import { Platform } from 'react-native';

const useProxy = Platform.select({ web: false, default: true });

// ruleid: rn.authsession.use-proxy
const legacyRedirectUri = AuthSession.makeRedirectUri({ useProxy });

export function useGoogleSignIn() {
  const [request, response, promptAsync] = Google.useAuthRequest({
    clientId: process.env.EXPO_PUBLIC_GOOGLE_CLIENT_ID,
    // ruleid: rn.authsession.use-proxy
    redirectUri: AuthSession.makeRedirectUri({ useProxy: true }),
  });

  const signIn = () =>
    // ruleid: rn.authsession.use-proxy
    promptAsync({ useProxy: true });

  return { request, response, signIn, legacyRedirectUri };
}

export function useShopSignIn(discovery: AuthSession.DiscoveryDocument | null) {
  // ok: rn.authsession.use-proxy
  const redirectUri = AuthSession.makeRedirectUri({ scheme: 'com.shop.app', path: 'oauth' });
  const [request, response, promptAsync] = AuthSession.useAuthRequest(
    { clientId: 'shop-mobile', redirectUri, scopes: ['openid', 'profile'] },
    discovery,
  );
  // ok: rn.authsession.use-proxy
  const signIn = () => promptAsync({ useProxy: false });
  return { request, response, signIn };
}
