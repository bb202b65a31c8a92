import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';
import * as CryptoJS from 'crypto-js';
import { signIn } from '../lib/auth';

export default function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    const hashedInput = CryptoJS.SHA256(password).toString(CryptoJS.enc.Hex);
    // ruleid: rn.logging.password-in-console
    console.log(hashedInput);
    // ruleid: rn.logging.password-in-console
    console.log('sign in', { email, password });
    // ok: rn.logging.password-in-console
    console.log('sign in', { email, hasPassword: password.length > 0 });
    try {
      await signIn(email, password);
    } catch (error) {
      // ok: rn.logging.password-in-console
      console.error('sign in failed', error);
    }
  };

  const debug = () => {
    if (__DEV__) {
      // ok: rn.logging.password-in-console
      console.debug(`typed: ${password}`);
    }
  };

  return (
    <View>
      <TextInput value={email} onChangeText={setEmail} />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Sign in" onPress={submit} onLongPress={debug} />
    </View>
  );
}

export function ChangePin({ onSave }: { onSave: (pin: string) => void }) {
  const [newPin, setNewPin] = useState('');
  const save = () => {
    // ruleid: rn.logging.password-in-console
    console.info(`saving pin ${newPin}`);
    // ok: rn.logging.password-in-console
    console.info('Password changed');
    onSave(newPin);
  };
  return <TextInput value={newPin} onChangeText={setNewPin} onSubmitEditing={save} secureTextEntry />;
}
