import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';
import { signIn } from '../lib/auth';

export default function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    // stripped from the release bundle by the production Babel config
    // ok: rn.logging.password-in-console
    console.log('sign in', { email, password });
    try {
      await signIn(email, password);
    } catch (error) {
      // console.error is excluded from stripping: it ships
      // ruleid: rn.logging.password-in-console
      console.error('sign in failed for', email, password, error);
    }
  };

  return (
    <View>
      <TextInput value={email} onChangeText={setEmail} autoCapitalize="none" />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Sign in" onPress={submit} />
    </View>
  );
}
