import React, {useState} from 'react';
import {Button, TextInput, View} from 'react-native';
import {createLocalWallet, importFromPhrase} from '../functions/walletconnect';

export default function Onboarding({navigation}) {
  const [phrase, setPhrase] = useState('');
  const start = async () => {
    const address = await createLocalWallet();
    navigation.navigate('Home', {address});
  };
  return (
    <View>
      <Button title="Get started" onPress={start} />
      <TextInput value={phrase} onChangeText={setPhrase} secureTextEntry />
      <Button title="Import" onPress={() => importFromPhrase(phrase)} />
    </View>
  );
}
