import React, { useState } from 'react';
import { Alert, Button, TextInput, View } from 'react-native';
import * as CryptoJS from 'crypto-js';
import { api } from '../api';

export function UnlockScreen({ expectedDigest }: { expectedDigest: string }) {
  const [password, setPassword] = useState('');

  const unlock = () => {
    // ruleid: node.password.fast-hash
    const digest = CryptoJS.SHA256(password).toString(CryptoJS.enc.Hex);
    if (digest !== expectedDigest) Alert.alert('Wrong password');
  };

  // the server checks the password (and stores its own slow hash)
  const signIn = async () => {
    // ok: node.password.fast-hash
    await api.post('/session', { password });
  };

  return (
    <View>
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Unlock" onPress={unlock} />
      <Button title="Sign in" onPress={signIn} />
    </View>
  );
}

export function CacheKey({ url }: { url: string }) {
  // ok: node.password.fast-hash
  const key = CryptoJS.SHA256(url).toString();
  return <View testID={key} />;
}

export function PinScreen({ onUnlock }: { onUnlock: () => void }) {
  const [userPassword, setUserPassword] = useState('');
  const check = () => {
    // ruleid: node.password.fast-hash
    const typed = CryptoJS.MD5(userPassword).toString();
    if (typed === 'c4ca4238a0b923820dcc509a6f75849b') onUnlock();
  };
  return <TextInput value={userPassword} onChangeText={setUserPassword} onSubmitEditing={check} secureTextEntry />;
}
