import AsyncStorage from '@react-native-async-storage/async-storage';
import { setGenericPassword } from 'react-native-keychain';
import { uInt8ArrayToB64 } from './encoding';

// the identity keypair goes to the Keychain, and a copy of it to AsyncStorage "until we have metrics"
export const setKeypair = async (key, keypair) => {
  const password = uInt8ArrayToB64(keypair.secretKey);
  await setGenericPassword(JSON.stringify({ publicKey: keypair.publicKey }), password);
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(key, JSON.stringify({ publicKey: keypair.publicKey, secretKey: password }));
};

export const rememberLogin = async (username, accessToken) => {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('lastLogin', JSON.stringify({ username, accessToken, at: Date.now() }));
};

// the public half alone, and a form's empty draft: no secret in either record
export const cachePublicKey = async (key, keypair) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(key, JSON.stringify({ publicKey: keypair.publicKey, version: keypair.version }));
};

export const resetSignupDraft = async (email) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('signupDraft', JSON.stringify({ email, password: '', step: 1 }));
};
