import { useRef } from 'react';
import { SafeAreaView } from 'react-native';
import WebView, { WebViewMessageEvent } from 'react-native-webview';

import { handleBridgeMessage } from '../bridge';
import { TERMS_HTML } from '../content/terms';

const HELP_CENTER_URL = 'https://help.shop.app';

export function HelpCenterScreen() {
  const ref = useRef<WebView>(null);
  return (
    <SafeAreaView style={{ flex: 1 }}>
      <WebView
        ref={ref}
        // ruleid: rn.webview.origin-whitelist-wildcard
        originWhitelist={['https://*']}
        source={{ uri: HELP_CENTER_URL }}
        onMessage={(event: WebViewMessageEvent) => handleBridgeMessage(event)}
      />
    </SafeAreaView>
  );
}

export function CheckoutScreen({ checkoutUrl }: { checkoutUrl: string }) {
  return (
    <WebView
      source={{ uri: checkoutUrl }}
      // ruleid: rn.webview.origin-whitelist-wildcard
      originWhitelist={['https://*']}
    />
  );
}

export function TermsScreen() {
  // Inline HTML needs the wildcard (about:blank origin); nothing is navigated to.
  // ok: rn.webview.origin-whitelist-wildcard
  return <WebView originWhitelist={['*']} source={{ html: TERMS_HTML }} />;
}

export function StatusScreen() {
  // ok: rn.webview.origin-whitelist-wildcard
  return <WebView originWhitelist={['https://status.shop.app']} source={{ uri: 'https://status.shop.app' }} />;
}

// An in-app browser tab is meant to open whatever site the user goes to.
export function BrowserTab({ url, onNavigationStateChange }: { url: string; onNavigationStateChange: () => void }) {
  return (
    <DappBrowserWebview
      allowsBackForwardNavigationGestures
      // ok: rn.webview.origin-whitelist-wildcard
      originWhitelist={['*']}
      source={{ uri: url }}
      onNavigationStateChange={onNavigationStateChange}
    />
  );
}

export function ReaderTab({ url }: { url: string }) {
  return (
    <WebView
      fraudulentWebsiteWarningEnabled
      // ok: rn.webview.origin-whitelist-wildcard
      originWhitelist={['*']}
      source={{ uri: url }}
    />
  );
}

const DappBrowserWebview = WebView;
