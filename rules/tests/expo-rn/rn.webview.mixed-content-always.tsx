import { Platform } from 'react-native';
import WebView from 'react-native-webview';

const PARTNER_PORTAL = 'https://partners.shop.app/portal';

export function PartnerPortal() {
  return (
    <WebView
      source={{ uri: PARTNER_PORTAL }}
      // ruleid: rn.webview.mixed-content-always
      mixedContentMode="always"
      sharedCookiesEnabled
    />
  );
}

export function LegacyDashboard({ url }: { url: string }) {
  // ruleid: rn.webview.mixed-content-always
  return <WebView source={{ uri: url }} mixedContentMode={'always'} />;
}

export function Storefront() {
  return (
    <WebView
      source={{ uri: 'https://shop.app' }}
      // ok: rn.webview.mixed-content-always
      mixedContentMode="never"
      // ok: rn.webview.mixed-content-always
      javaScriptEnabled={Platform.OS !== 'web'}
    />
  );
}

export function Blog() {
  // ok: rn.webview.mixed-content-always
  return <WebView source={{ uri: 'https://blog.shop.app' }} mixedContentMode="compatibility" />;
}
