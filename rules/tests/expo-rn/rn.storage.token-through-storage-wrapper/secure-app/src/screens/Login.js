import React from 'react';
import { Button } from 'react-native';
import { api } from '../lib/api';
import { keepRefreshToken, rememberSession, rememberToken, signIn } from '../lib/session';

export default function Login({ credentials }) {
  const submit = async () => {
    const res = await signIn(api, credentials);
    await rememberSession(res);
    await rememberToken(res);
    await keepRefreshToken(res.data);
  };
  return <Button title="Sign in" onPress={submit} />;
}
