import React, { useState } from 'react';
import { Button, TextInput } from 'react-native';
import { logIn } from '../auth/session';

export default function Login({ navigation }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = async () => navigation.navigate('Home', { user: await logIn(username, password) });
  return (
    <>
      <TextInput value={username} onChangeText={setUsername} />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Log in" onPress={submit} />
    </>
  );
}
