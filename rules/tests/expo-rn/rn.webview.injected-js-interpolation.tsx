import { useEffect, useRef } from 'react';
import WebView from 'react-native-webview';

import { useCart } from '../hooks/useCart';
import { useSession } from '../hooks/useSession';

const THEME_SCRIPT = 'document.documentElement.dataset.theme = "dark"; true;';
const APP_VERSION = '4.2.0';

export function ShopWebView({ searchTerm, locale }: { searchTerm: string; locale: string }) {
  const ref = useRef<WebView>(null);
  const { user } = useSession();
  const { items } = useCart();

  useEffect(() => {
    // ruleid: rn.webview.injected-js-interpolation
    ref.current?.injectJavaScript(`window.search('${searchTerm}'); true;`);
    // ok: rn.webview.injected-js-interpolation
    ref.current?.injectJavaScript(`window.updateCart(${JSON.stringify(items)}); true;`);
  }, [searchTerm, items]);

  const greet = () => {
    // ruleid: rn.webview.injected-js-interpolation
    ref.current?.injectJavaScript('window.showGreeting("' + user.displayName + '"); true;');
  };

  return (
    <WebView
      ref={ref}
      source={{ uri: 'https://shop.app/embed' }}
      // ruleid: rn.webview.injected-js-interpolation
      injectedJavaScriptBeforeContentLoaded={`window.__LOCALE__ = '${locale}'; true;`}
      // ok: rn.webview.injected-js-interpolation
      injectedJavaScript={`window.__APP__ = { version: ${JSON.stringify(APP_VERSION)} }; ${THEME_SCRIPT}`}
      onLoadEnd={greet}
    />
  );
}

export function StaticBanner() {
  // ok: rn.webview.injected-js-interpolation
  return <WebView source={{ uri: 'https://shop.app/banner' }} injectedJavaScript={THEME_SCRIPT} />;
}

export function ParamScriptScreen({ route }: { route: { params: { script: string } } }) {
  const { script } = route.params;
  // Script taken as a whole from navigation params (no interpolation): not covered yet.
  // todoruleid: rn.webview.injected-js-interpolation
  return <WebView source={{ uri: 'https://shop.app/embed' }} injectedJavaScript={script} />;
}

// A wallet's dapp browser tells the page about the wallet's own account and chain (EIP-1193
// provider events): the values are the wallet's, not data an attacker supplies.
export function useDappSession(tabRef: React.RefObject<WebView>, pageTitle: string) {
  const switchAccount = (address: string) => {
    // ok: rn.webview.injected-js-interpolation
    tabRef.current?.injectJavaScript(`window.ethereum.emit('accountsChanged', ['${address}']); true;`);
  };
  const switchChain = (chainId: number) => {
    // ok: rn.webview.injected-js-interpolation
    tabRef.current?.injectJavaScript(`window.ethereum.emit('chainChanged', ${toHex(chainId)}); true;`);
  };
  const connect = (address: string, chainId: number) => {
    tabRef.current?.injectJavaScript(
      // ok: rn.webview.injected-js-interpolation
      `window.ethereum.emit('accountsChanged', ['${address}']); window.ethereum.emit('connect', { address: '${address}', chainId: '${toHex(chainId)}' }); true;`
    );
  };
  const announce = (address: string) => {
    // Any other statement in the script is reported as before.
    // ruleid: rn.webview.injected-js-interpolation
    tabRef.current?.injectJavaScript(`window.ethereum.emit('accountsChanged', ['${address}']); document.title = '${pageTitle}'; true;`);
  };
  return { switchAccount, switchChain, connect, announce };
}

function toHex(value: number): string {
  return `0x${value.toString(16)}`;
}
