import AsyncStorage from '@react-native-async-storage/async-storage';
import { Linking } from 'react-native';
import * as WebBrowser from 'expo-web-browser';

const WEB_CLIENT_URL = 'https://drive.example.com';

export async function login(email: string, password: string) {
  const res = await fetch(`${WEB_CLIENT_URL}/api/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
  const { token, sessionId } = await res.json();
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('authToken', token);
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('sessionId', sessionId);
}

// The checkout session's id goes into the URL the browser opens; it is kept to recognise the return link.
export async function redirectToCheckout(sessionId: string) {
  const link = `${WEB_CLIENT_URL}/checkout/${sessionId}`;
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('tmpCheckoutSessionId', sessionId);
  Linking.openURL(link);
}

export async function openBillingPortal(portalSessionId: string) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('billingPortalSession', portalSessionId);
  await WebBrowser.openBrowserAsync(`${WEB_CLIENT_URL}/billing/${portalSessionId}`);
}

// The URL the browser opens carries another value: the stored session is still the login's.
export async function openHelp(sessionToken: string, topic: string) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('sessionToken', sessionToken);
  Linking.openURL(`${WEB_CLIENT_URL}/help/${topic}`);
}
