import React, { useCallback } from 'react';
import { useRoute } from '@react-navigation/native';
import WebView, { WebViewMessageEvent } from 'react-native-webview';
import { signTransaction } from '../solana';

// The in-app dApp browser: the address the user typed on BrowserScreen. No link opens this
// screen; the page's messages (wallet requests) are read apart from the route params.
export default function BrowserWebViewScreen() {
  const route = useRoute<any>();
  const { uri } = route.params;
  const onMessage = useCallback(async (msg: WebViewMessageEvent) => {
    const { type, inputs } = JSON.parse(msg.nativeEvent.data);
    if (type === 'signTransaction') await signTransaction(inputs);
  }, []);
  // ok: rn.webview.source-from-params
  return <WebView source={{ uri }} onMessage={onMessage} />;
}

// A popup the page asks for: its address comes from the page's message, not from the app
export function PopupFrame({ event }: { event: WebViewMessageEvent }) {
  const { popupUrl } = JSON.parse(event.nativeEvent.data);
  // ruleid: rn.webview.source-from-params
  return <WebView source={{ uri: popupUrl }} />;
}
