import AsyncStorage from '@react-native-async-storage/async-storage';
import * as AuthSession from 'expo-auth-session';
import * as Linking from 'expo-linking';
import { router } from 'expo-router';
import * as SecureStore from 'expo-secure-store';
import * as WebBrowser from 'expo-web-browser';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import { api, setAuthHeader } from '../lib/api';

WebBrowser.maybeCompleteAuthSession();

type Session = { accessToken: string; refreshToken: string; expiresAt: number; userId: string };

type AuthContextValue = {
  session: Session | null;
  loading: boolean;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  signInWithShopId: () => Promise<void>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const ACCESS_TOKEN_KEY = 'shop.accessToken';
const REFRESH_TOKEN_KEY = 'shop.refreshToken';

const discovery = {
  authorizationEndpoint: 'https://id.shop.app/oauth/authorize',
  tokenEndpoint: 'https://id.shop.app/oauth/token',
  revocationEndpoint: 'https://id.shop.app/oauth/revoke',
};

// ruleid: rn.authsession.use-proxy
const redirectUri = AuthSession.makeRedirectUri({ useProxy: true });

async function persistSession(session: Session) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(ACCESS_TOKEN_KEY, session.accessToken);
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(REFRESH_TOKEN_KEY, session.refreshToken);
  await AsyncStorage.setItem('shop.lastUserId', session.userId);
}

async function loadSession(): Promise<Session | null> {
  const [accessToken, refreshToken, userId] = await Promise.all([
    AsyncStorage.getItem(ACCESS_TOKEN_KEY),
    SecureStore.getItemAsync(REFRESH_TOKEN_KEY),
    AsyncStorage.getItem('shop.lastUserId'),
  ]);
  if (!accessToken || !refreshToken || !userId) return null;
  return { accessToken, refreshToken, userId, expiresAt: 0 };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  const [request, , promptAsync] = AuthSession.useAuthRequest(
    {
      clientId: 'shop-mobile',
      redirectUri,
      scopes: ['openid', 'profile', 'orders'],
      // ruleid: rn.authsession.pkce-disabled
      usePKCE: false,
    },
    discovery,
  );

  useEffect(() => {
    loadSession()
      .then((stored) => {
        if (stored) {
          setAuthHeader(stored.accessToken);
          setSession(stored);
        }
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    const sub = Linking.addEventListener('url', ({ url }) => {
      const { path } = Linking.parse(url);
      if (path === 'logout') void signOut();
    });
    return () => sub.remove();
  }, []);

  const signInWithPassword = useCallback(async (email: string, password: string) => {
    const { data } = await api.post<Session>('/auth/login', { email, password });
    await persistSession(data);
    setAuthHeader(data.accessToken);
    setSession(data);
    router.replace('/(tabs)');
  }, []);

  const signInWithShopId = useCallback(async () => {
    const result = await promptAsync();
    if (result.type !== 'success' || !request?.codeVerifier) return;
    const tokens = await AuthSession.exchangeCodeAsync(
      {
        clientId: 'shop-mobile',
        // the specific rule is in the extended profile; a default scan reports the committed secret itself
        // ruleid: rn.authsession.client-secret, secrets.generic-secret
        clientSecret: '9c1f7e2b4a6d8c0e3f5a7b9d1c3e5f7a',
        code: result.params.code,
        redirectUri,
        extraParams: { code_verifier: request.codeVerifier },
      },
      discovery,
    );
    const { data: me } = await api.get<{ id: string }>('/me', { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    const next: Session = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? '',
      expiresAt: Date.now() + (tokens.expiresIn ?? 3600) * 1000,
      userId: me.id,
    };
    await persistSession(next);
    setSession(next);
  }, [promptAsync, request]);

  const signOut = useCallback(async () => {
    await AsyncStorage.multiRemove([ACCESS_TOKEN_KEY, 'shop.lastUserId']);
    await SecureStore.deleteItemAsync(REFRESH_TOKEN_KEY);
    setSession(null);
    router.replace('/sign-in');
  }, []);

  const value = useMemo(
    () => ({ session, loading, signInWithPassword, signInWithShopId, signOut }),
    [session, loading, signInWithPassword, signInWithShopId, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
