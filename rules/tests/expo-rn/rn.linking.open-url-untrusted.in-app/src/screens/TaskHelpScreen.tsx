import React from 'react';
import { Button, Linking } from 'react-native';
import { useRoute } from '@react-navigation/native';

// The help page of a task: the app's own navigation passes its address; no link opens this screen
export default function TaskHelpScreen() {
  const route = useRoute<any>();
  const { url } = route.params;
  // ok: rn.linking.open-url-untrusted
  return <Button title="Open the guide" onPress={() => Linking.openURL(url)} />;
}
