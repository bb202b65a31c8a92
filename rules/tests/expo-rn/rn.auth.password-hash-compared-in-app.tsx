import React, { useState } from 'react';
import { Alert, Button, TextInput, View } from 'react-native';
import { router } from 'expo-router';
import * as CryptoJS from 'crypto-js';
import * as Crypto from 'expo-crypto';
import { api } from '../lib/api';

// ruleid: rn.auth.password-hash-compared-in-app
const CORRECT_PASSWORD_HASH = '886f155acaa2d9a4c981aef4d45335ae5b4034e78b033182d989708afa4be2b5';

// ok: rn.auth.password-hash-compared-in-app
const UPDATE_BUNDLE_SHA256 = '5b4034e78b033182d989708afa4be2b5886f155acaa2d9a4c981aef4d45335ae';

export default function LoginScreen() {
  const [password, setPassword] = useState('');

  const validatePassword = () => {
    const hashedInput = CryptoJS.SHA256(password).toString(CryptoJS.enc.Hex);
    if (hashedInput === CORRECT_PASSWORD_HASH) {
      router.replace('./secret');
    } else {
      Alert.alert('Authentication failed');
    }
  };

  // the server checks the password
  const signIn = async () => {
    const session = await api.post('/session', { password });
    if (session.ok) router.replace('./secret');
  };

  return (
    <View>
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Unlock" onPress={validatePassword} />
      <Button title="Sign in" onPress={signIn} />
    </View>
  );
}

export async function verifyUpdate(bundle: string) {
  // an integrity check of a download, not of something the user typed
  return CryptoJS.SHA256(bundle).toString() === UPDATE_BUNDLE_SHA256;
}

export function PinPad({ onUnlock }: { onUnlock: () => void }) {
  const [pin, setPin] = useState('');
  const submit = async () => {
    const typed = await Crypto.digestStringAsync(Crypto.CryptoDigestAlgorithm.SHA256, pin);
    // ruleid: rn.auth.password-hash-compared-in-app
    if (typed === '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4') onUnlock();
  };
  return <TextInput value={pin} onChangeText={setPin} onSubmitEditing={submit} keyboardType="number-pad" secureTextEntry />;
}

export function ConfirmPassword({ stored }: { stored: string }) {
  const [password, setPassword] = useState('');
  // ok: rn.auth.password-hash-compared-in-app
  const same = CryptoJS.SHA256(password).toString() === stored;
  return <TextInput value={password} onChangeText={setPassword} secureTextEntry editable={!same} />;
}
