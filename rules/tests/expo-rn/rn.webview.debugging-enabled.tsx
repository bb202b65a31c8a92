import Constants from 'expo-constants';
import WebView from 'react-native-webview';

const APP_URL = 'https://app.shop.app';
const isInternalBuild = Constants.expoConfig?.extra?.internal === true;

export function AppShell() {
  return (
    <WebView
      source={{ uri: APP_URL }}
      // ruleid: rn.webview.debugging-enabled
      webviewDebuggingEnabled
      sharedCookiesEnabled
    />
  );
}

export function SupportChat() {
  // ruleid: rn.webview.debugging-enabled
  return <WebView source={{ uri: `${APP_URL}/support` }} webviewDebuggingEnabled={true} />;
}

export function Orders() {
  // ok: rn.webview.debugging-enabled
  return <WebView source={{ uri: `${APP_URL}/orders` }} webviewDebuggingEnabled={__DEV__} />;
}

export function Beta() {
  // ok: rn.webview.debugging-enabled
  return <WebView source={{ uri: `${APP_URL}/beta` }} webviewDebuggingEnabled={isInternalBuild} />;
}
