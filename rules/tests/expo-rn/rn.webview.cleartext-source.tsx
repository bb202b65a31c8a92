import WebView from 'react-native-webview';

const STAGING = __DEV__;

export function LegacyLoyaltyCard() {
  // ruleid: rn.webview.cleartext-source
  return <WebView source={{ uri: 'http://loyalty.shop-partner.com/card' }} />;
}

export function KioskScreen({ storeId }: { storeId: string }) {
  // ruleid: rn.webview.cleartext-source
  return <WebView source={{ uri: `http://kiosk.shop.app/stores/${storeId}` }} />;
}

export function LoyaltyCard() {
  // ok: rn.webview.cleartext-source
  return <WebView source={{ uri: 'https://loyalty.shop-partner.com/card' }} />;
}

export function DevPlayground() {
  // Android emulator loopback to a local dev server.
  // ok: rn.webview.cleartext-source
  return STAGING ? <WebView source={{ uri: 'http://10.0.2.2:3000/playground' }} /> : null;
}
