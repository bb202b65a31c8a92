import * as Linking from 'expo-linking';
import { Stack, router, useLocalSearchParams } from 'expo-router';
import { useCallback, useRef, useState } from 'react';
import { ActivityIndicator, StyleSheet, View } from 'react-native';
import WebView, { WebViewMessageEvent, WebViewNavigation } from 'react-native-webview';

import { useAuth } from '../src/auth/AuthProvider';
import { trackEvent } from '../src/lib/analytics';

// app/webview.tsx — opened from campaigns: shop://webview?url=...&title=...
type BridgeMessage =
  | { type: 'close' }
  | { type: 'track'; name: string }
  | { type: 'open-external'; url: string }
  | { type: 'navigate'; path: string };

const SHOP_ORIGIN = 'https://shop.app';

export default function CampaignWebViewScreen() {
  const { url, title } = useLocalSearchParams<{ url: string; title?: string }>();
  const { session } = useAuth();
  const webRef = useRef<WebView>(null);
  const [loading, setLoading] = useState(true);

  const onMessage = useCallback((event: WebViewMessageEvent) => {
    const message = JSON.parse(event.nativeEvent.data) as BridgeMessage;
    switch (message.type) {
      case 'close':
        router.back();
        break;
      case 'track':
        trackEvent(message.name);
        break;
      case 'open-external':
        // ruleid: rn.linking.open-url-untrusted
        Linking.openURL(message.url);
        break;
      case 'navigate':
        router.push(message.path as never);
        break;
    }
  }, []);

  const onLoadEnd = useCallback(() => {
    setLoading(false);
    if (session) {
      // ruleid: rn.webview.injected-js-interpolation
      webRef.current?.injectJavaScript(`window.shopLogin('${session.accessToken}'); true;`);
    }
    webRef.current?.injectJavaScript(`window.setLocale(${JSON.stringify('en-US')}); true;`);
  }, [session]);

  const onShouldStartLoad = useCallback((req: WebViewNavigation) => {
    if (req.url.startsWith(SHOP_ORIGIN)) return true;
    void Linking.openURL(req.url);
    return false;
  }, []);

  return (
    <View style={styles.container}>
      <Stack.Screen options={{ title: title ?? 'Shop' }} />
      <WebView
        ref={webRef}
        // ruleid: rn.webview.source-from-params
        source={{ uri: url }}
        // ruleid: rn.webview.origin-whitelist-wildcard
        originWhitelist={['*']}
        onMessage={onMessage}
        onLoadEnd={onLoadEnd}
        onShouldStartLoadWithRequest={onShouldStartLoad}
        // ruleid: rn.webview.mixed-content-always
        mixedContentMode="always"
        webviewDebuggingEnabled={__DEV__}
        sharedCookiesEnabled
        javaScriptEnabled
      />
      {loading ? <ActivityIndicator style={StyleSheet.absoluteFill} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: '#fff' },
});
