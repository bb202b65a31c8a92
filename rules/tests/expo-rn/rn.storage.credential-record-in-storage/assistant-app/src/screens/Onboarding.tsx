import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';
import { saveProfile, saveRecoveryPrompt, saveSkills } from '../services/skills';
import { defaultSkills } from '../skills/defaults';

export function Onboarding({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [secretQuestion, setSecretQuestion] = useState('');
  const [secretAnswer, setSecretAnswer] = useState('');

  const finish = async () => {
    await saveProfile({ username, secretQuestion, secretAnswer });
    await saveRecoveryPrompt({ username, secretQuestion });
    await saveSkills(defaultSkills);
    onDone();
  };

  return (
    <View>
      <TextInput value={username} onChangeText={setUsername} />
      <TextInput value={secretQuestion} onChangeText={setSecretQuestion} />
      <TextInput value={secretAnswer} onChangeText={setSecretAnswer} secureTextEntry />
      <Button title="Continue" onPress={finish} />
    </View>
  );
}
