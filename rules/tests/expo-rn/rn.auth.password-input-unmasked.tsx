import React, { useState } from 'react';
import { View, TextInput, Button, Pressable, Text } from 'react-native';

export function SignInScreen({ onSubmit }: { onSubmit: (u: string, p: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [resetPin, setResetPin] = useState('');

  return (
    <View>
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput value={username} onChangeText={setUsername} placeholder="Username" autoCapitalize="none" />
      {/* ruleid: rn.auth.password-input-unmasked */}
      <TextInput value={password} onChangeText={setPassword} placeholder="Password" />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput value={password} onChangeText={setPassword} placeholder="Password" secureTextEntry textContentType="password" />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput value={password} onChangeText={setPassword} placeholder="Password" secureTextEntry={!showPassword} />
      <Pressable onPress={() => setShowPassword(!showPassword)}><Text>Show</Text></Pressable>
      {/* ruleid: rn.auth.password-input-unmasked */}
      <TextInput value={pin} onChangeText={setPin} keyboardType="number-pad" maxLength={4} />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput placeholder="Password hint (optional)" />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput placeholder="Enter the 6-digit PIN we texted you" value={resetPin} onChangeText={setResetPin} keyboardType="number-pad" maxLength={6} />
      <Button title="Sign in" onPress={() => onSubmit(username, password)} />
    </View>
  );
}

export function PasswordField(props: React.ComponentProps<typeof TextInput>) {
  // ok: rn.auth.password-input-unmasked
  return <TextInput placeholder="Password" autoCorrect={false} {...props} />;
}
