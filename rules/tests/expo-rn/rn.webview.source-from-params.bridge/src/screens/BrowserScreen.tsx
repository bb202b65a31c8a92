import React, { useState } from 'react';
import { TextInput } from 'react-native';
import { useNavigation } from '@react-navigation/native';

export default function BrowserScreen() {
  const navigation = useNavigation();
  const [typed, setTyped] = useState('');
  return (
    <TextInput
      value={typed}
      onChangeText={setTyped}
      onSubmitEditing={() => navigation.navigate('BrowserWebViewScreen', { uri: typed })}
    />
  );
}
