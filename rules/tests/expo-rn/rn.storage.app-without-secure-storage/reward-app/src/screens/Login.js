import React from 'react';
import { Button } from 'react-native';
import { setLanguage, setRefreshToken } from '../services/DataManager';

export default function Login({ api, credentials }) {
  const submit = async () => {
    const { data } = await api.post('/login', credentials);
    await setRefreshToken(data.refreshToken);
    await setLanguage(data.locale);
  };
  return <Button title="Log in" onPress={submit} />;
}
