import * as AuthSession from 'expo-auth-session';
import * as Crypto from 'expo-crypto';
import { Link, router, useLocalSearchParams } from 'expo-router';
import * as SecureStore from 'expo-secure-store';
import * as WebBrowser from 'expo-web-browser';
import { useEffect, useState } from 'react';
import { Alert, Button, StyleSheet, Text, TextInput, View } from 'react-native';

import { api } from '../src/lib/api';
import { safeInternalPath } from '../src/lib/navigation';

WebBrowser.maybeCompleteAuthSession();

const SECURE_OPTIONS: SecureStore.SecureStoreOptions = {
  keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
};

const discovery = {
  authorizationEndpoint: 'https://id.shop.app/oauth/authorize',
  tokenEndpoint: 'https://id.shop.app/oauth/token',
};

const redirectUri = AuthSession.makeRedirectUri({ scheme: 'shop', path: 'oauth' });

type Tokens = { accessToken: string; refreshToken: string };

async function storeTokens(tokens: Tokens) {
  await SecureStore.setItemAsync('shop.accessToken', tokens.accessToken, SECURE_OPTIONS);
  await SecureStore.setItemAsync('shop.refreshToken', tokens.refreshToken, {
    keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
    requireAuthentication: false,
  });
}

export default function SignInScreen() {
  const { redirect } = useLocalSearchParams<{ redirect?: string }>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const [request, response, promptAsync] = AuthSession.useAuthRequest(
    {
      clientId: 'shop-mobile',
      redirectUri,
      responseType: AuthSession.ResponseType.Code,
      scopes: ['openid', 'profile', 'orders'],
      extraParams: { nonce: Crypto.randomUUID() },
    },
    discovery,
  );

  useEffect(() => {
    if (response?.type !== 'success' || !request?.codeVerifier) return;
    // The backend exchanges the code; the app never holds a client secret.
    api
      .post<Tokens>('/oauth/exchange', { code: response.params.code, codeVerifier: request.codeVerifier, redirectUri })
      .then(({ data }) => storeTokens(data))
      .then(() => router.replace(safeInternalPath(redirect)))
      .catch(() => Alert.alert('Sign-in failed', 'Please try again.'));
  }, [response, request, redirect]);

  const onSubmit = async () => {
    setBusy(true);
    try {
      const { data } = await api.post<Tokens>('/auth/login', { email: email.trim(), password });
      await storeTokens(data);
      setPassword('');
      router.replace(safeInternalPath(redirect));
    } catch {
      Alert.alert('Sign-in failed', 'Check your email and password.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <View style={styles.container}>
      <Text style={styles.title}>Welcome back</Text>
      <TextInput
        style={styles.input}
        value={email}
        onChangeText={setEmail}
        autoCapitalize="none"
        autoComplete="email"
        keyboardType="email-address"
        placeholder="Email"
      />
      <TextInput
        style={styles.input}
        value={password}
        onChangeText={setPassword}
        secureTextEntry
        autoComplete="current-password"
        textContentType="password"
        placeholder="Password"
      />
      <Button title={busy ? 'Signing in…' : 'Sign in'} onPress={onSubmit} disabled={busy} />
      <Button title="Continue with Shop ID" onPress={() => promptAsync()} disabled={!request} />
      <Button title="Privacy policy" onPress={() => WebBrowser.openBrowserAsync('https://shop.app/privacy')} />
      <Link href="/forgot-password" style={styles.link}>
        Forgot password?
      </Link>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 24, justifyContent: 'center', gap: 12 },
  title: { fontSize: 24, fontWeight: '600' },
  input: { borderWidth: 1, borderColor: '#ccc', borderRadius: 8, padding: 12 },
  link: { color: '#2563eb', textAlign: 'center' },
});
