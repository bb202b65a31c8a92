// A helper's string parameter pasted into the script is as safe as what its callers pass: the
// JSON text of a response is a literal where an expression goes, not inside a quoted string.
import React, { useRef, useState } from 'react';
import { WebView, WebViewMessageEvent } from 'react-native-webview';

type RpcResponse = { id: string; result?: unknown; error?: { code: number; message: string } };

export function DappBrowser({ startUrl }: { startUrl: string }) {
  const webViewRef = useRef<WebView>(null);
  const [pending, setPending] = useState<RpcResponse | null>(null);

  function postToPage(payload: string) {
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.onMessageFromRN(${payload}); true;`);
  }

  function sendResult(response: RpcResponse) {
    postToPage(JSON.stringify(response));
    setPending(null);
  }

  function showToast(text: string) {
    // ruleid: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.showToast('${text}'); true;`);
  }

  function onMessage(event: WebViewMessageEvent) {
    const request = JSON.parse(event.nativeEvent.data);
    // the page's own JSON text inside quotes: its quotes close the string
    showToast(JSON.stringify(request.title));
    sendResult({ id: request.id, result: null });
  }

  function onDeepLink(title: string) {
    renderTitle(title);
  }

  function renderTitle(title: string) {
    // ruleid: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`document.title = ${title}; true;`);
  }

  return (
    <WebView ref={webViewRef} source={{ uri: startUrl }} onMessage={onMessage} />
  );
}

export { DappBrowser as default };
