import React from 'react';
import { Button } from 'react-native';
import { useNavigation } from '@react-navigation/native';

const VERIFICATION_HELP = 'https://docs.example.org/verifications/aura';

export default function HomeScreen() {
  const navigation = useNavigation<any>();
  return <Button title="How to verify" onPress={() => navigation.navigate('TaskHelp', { url: VERIFICATION_HELP })} />;
}
