import React, { useEffect } from 'react';
import { Text, Linking } from 'react-native';
import { useRoute } from '@react-navigation/native';

// The help page of a task opens its guide as it mounts: the app's own navigation passes its
// address, and no link opens this screen
export default function TaskHelpScreen() {
  const route = useRoute<any>();
  const { url } = route.params;
  useEffect(() => {
    // ok: rn.linking.open-url-untrusted
    Linking.openURL(url);
  }, [url]);
  return <Text>Opening the guide…</Text>;
}
