import React from 'react';
import { Button, Linking } from 'react-native';
import { useRoute } from '@react-navigation/native';

// A promotion: `promo/:target` links open this screen with a target of the link's choosing
export default function PromoScreen() {
  const route = useRoute<any>();
  const { target } = route.params;
  // ruleid: rn.linking.open-url-untrusted
  return <Button title="Open the offer" onPress={() => Linking.openURL(target)} />;
}
