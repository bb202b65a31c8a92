import { useRef } from 'react';
import { Linking, SafeAreaView } from 'react-native';
import WebView, { WebViewMessageEvent, WebViewProps } from 'react-native-webview';

import { handleBridgeMessage } from '../bridge';
import { TERMS_HTML } from '../content/terms';

const HELP_CENTER_URL = 'https://help.shop.app';
const PAYMENT_LISTENER = "window.addEventListener('payment-complete', () => window.ReactNativeWebView.postMessage('paid')); true;";

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

export function CheckoutScreen({ checkoutUrl, onPaid }: { checkoutUrl: string; onPaid: () => void }) {
  return (
    <WebView
      source={{ uri: checkoutUrl }}
      // ruleid: rn.webview.origin-whitelist-wildcard
      originWhitelist={['https://*']}
      injectedJavaScript={PAYMENT_LISTENER}
      onMessage={onPaid}
    />
  );
}

export function WebViewWithProps(props: WebViewProps) {
  // ruleid: rn.webview.origin-whitelist-wildcard
  return <WebView {...props} originWhitelist={['https://*']} source={{ uri: HELP_CENTER_URL }} />;
}

// No bridge, no injected script, no file access: a page navigated to reaches nothing of the app.
export function ChatScreen({ chatUrl }: { chatUrl: string }) {
  return (
    <WebView
      source={{ uri: chatUrl }}
      // ok: rn.webview.origin-whitelist-wildcard
      originWhitelist={["*"]}
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

// A local log viewer: file access lets it open the app's own files; there is no bridge.
export function LogPreviewScreen({ logFileUri }: { logFileUri: string }) {
  return (
    <WebView
      source={{ uri: logFileUri }}
      javaScriptEnabled
      // ok: rn.webview.origin-whitelist-wildcard
      originWhitelist={["*"]}
      allowFileAccess
    />
  );
}

const DappBrowserWebview = WebView;

// The blog view: its navigation handler keeps the app's own pages in the view and hands every
// other link to the system browser, so the wildcard only passes each load to it.
const BLOG_HOST = 'blog.awardwallet.example';

export function BlogScreen({ onShare }: { onShare: (url: string) => void }) {
  return (
    <WebView
      source={{ uri: `https://${BLOG_HOST}/` }}
      // ok: rn.webview.origin-whitelist-wildcard
      originWhitelist={['*']}
      onMessage={(event) => onShare(event.nativeEvent.data)}
      onShouldStartLoadWithRequest={(request) => {
        if (new URL(request.url).host === BLOG_HOST) return true;
        Linking.openURL(request.url);
        return false;
      }}
    />
  );
}
