import React, { useState } from 'react';
import { Button, Text, TextInput, View } from 'react-native';

// ruleid: rn.auth.accounts-compared-in-app
const STAFF_ACCOUNTS = [
  { email: 'manager@clinic.example', password: 'Clinic#2023', role: 'manager' },
  { email: 'nurse@clinic.example', password: 'nurse1234', role: 'nurse' },
];

export function StaffLogin({ onSignedIn }: { onSignedIn: (role: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const signIn = () => {
    for (const account of STAFF_ACCOUNTS) {
      if (account.email === email.trim() && account.password === password) {
        onSignedIn(account.role);
        return;
      }
    }
    setError('Unknown account');
  };

  return (
    <View>
      <TextInput value={email} onChangeText={setEmail} autoCapitalize="none" />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Sign in" onPress={signIn} />
      <Text>{error}</Text>
    </View>
  );
}

// ok: rn.auth.accounts-compared-in-app
const DEMO_FIELDS = [{ email: 'you@example.com', password: 'Choose a password' }];

export function SignUpHints() {
  return DEMO_FIELDS.map((field) => <Text key={field.email}>{field.password}</Text>);
}
