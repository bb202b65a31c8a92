import * as Linking from 'expo-linking';
import * as Notifications from 'expo-notifications';
import { useLocalSearchParams } from 'expo-router';
import * as WebBrowser from 'expo-web-browser';
import { useEffect } from 'react';
import { Button, View } from 'react-native';
import WebView, { WebViewMessageEvent } from 'react-native-webview';

import { isAllowedExternalUrl } from '../lib/urls';

export function useNotificationLinks() {
  useEffect(() => {
    const sub = Notifications.addNotificationResponseReceivedListener((response) => {
      const { url } = response.notification.request.content.data as { url: string };
      // ruleid: rn.linking.open-url-untrusted
      Linking.openURL(url);
    });
    return () => sub.remove();
  }, []);
}

export default function PromoScreen() {
  const { target, orderId, next } = useLocalSearchParams<{ target: string; orderId: string; next?: string }>();

  // opened as the screen mounts: the link alone sends the app to any scheme, no tap asked
  useEffect(() => {
    if (next) {
      // ruleid: rn.linking.open-url-untrusted
      Linking.openURL(next);
    }
  }, [next]);

  const onMessage = (event: WebViewMessageEvent) => {
    const message = JSON.parse(event.nativeEvent.data);
    if (message.type === 'open') {
      // ruleid: rn.linking.open-url-untrusted
      WebBrowser.openBrowserAsync(message.url);
    }
  };

  const openChecked = () => {
    if (!isAllowedExternalUrl(target)) return;
    // ok: rn.linking.open-url-untrusted
    Linking.openURL(target);
  };

  return (
    <View>
      {/* the user taps to open the link's own URL: the link could have opened it directly */}
      {/* ok: rn.linking.open-url-untrusted */}
      <Button title="Open offer" onPress={() => Linking.openURL(target)} />
      <Button title="Checked offer" onPress={openChecked} />
      {/* ok: rn.linking.open-url-untrusted */}
      <Button title="Track" onPress={() => WebBrowser.openBrowserAsync(`https://track.shop.app/orders/${encodeURIComponent(orderId)}`)} />
      {/* ok: rn.linking.open-url-untrusted */}
      <Button title="Help" onPress={() => Linking.openURL('https://help.shop.app')} />
      <WebView source={{ uri: 'https://shop.app/promo' }} onMessage={onMessage} />
    </View>
  );
}
