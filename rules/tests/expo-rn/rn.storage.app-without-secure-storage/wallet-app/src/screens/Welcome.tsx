import React from 'react';
import { Button } from 'react-native';
import { markOnboarded, persistSession, saveDisplayedErc20s } from '../storage';

export default function Welcome({ session, contracts }) {
  const done = async () => {
    await persistSession(session);
    await markOnboarded();
    await saveDisplayedErc20s(contracts);
  };
  return <Button title="Done" onPress={done} />;
}
