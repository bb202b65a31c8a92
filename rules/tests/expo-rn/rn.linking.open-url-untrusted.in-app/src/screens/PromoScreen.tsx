import React, { useEffect } from 'react';
import { Button, Linking } from 'react-native';
import { useRoute } from '@react-navigation/native';

// A promotion: `promo/:target` links open this screen with a target of the link's choosing
export default function PromoScreen() {
  const route = useRoute<any>();
  const { target, autoOpen } = route.params;
  useEffect(() => {
    // ruleid: rn.linking.open-url-untrusted
    if (autoOpen) Linking.openURL(target);
  }, [autoOpen, target]);
  // opened only when the user taps: the link could have opened the same URL itself
  // ok: rn.linking.open-url-untrusted
  return <Button title="Open the offer" onPress={() => Linking.openURL(target)} />;
}
