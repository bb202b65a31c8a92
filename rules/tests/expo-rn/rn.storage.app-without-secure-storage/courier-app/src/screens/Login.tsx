import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';
import { signIn } from '../auth/session';
import { saveTheme } from '../settings/theme';

export default function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <View>
      <TextInput value={email} onChangeText={setEmail} />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Sign in" onPress={() => signIn(email, password)} />
      <Button title="Dark" onPress={() => saveTheme('dark')} />
    </View>
  );
}
