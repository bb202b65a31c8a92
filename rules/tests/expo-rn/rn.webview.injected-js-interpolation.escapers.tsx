// A helper escapes a value for a quoted string of the script by what its body does, whatever
// its name: it must take out that quote and line breaks (and backslashes, when another value
// follows on the line). Numbers computed from the screen are no text.
import React, { useRef } from 'react';
import { Dimensions, Linking } from 'react-native';
import { WebView } from 'react-native-webview';

const sanitizeUrlInput = (url: string) => url.replace(/'/g, '%27').replace(/[\r\n]/g, '');

function cleanQuotes(value: string) {
  return value.replace(/'/g, '');
}

function forDoubleQuotes(value: string) {
  return encodeURIComponent(value);
}

function jsString(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export function BrowserTab({ startUrl }: { startUrl: string }) {
  const webviewRef = useRef<WebView>(null);

  function goTo(urlToGo: string) {
    if (!/^https?:\/\//.test(urlToGo)) return;
    // ok: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`window.location.href = '${sanitizeUrlInput(urlToGo)}';
      true;`);
  }

  function goToUnsafe(urlToGo: string) {
    // ruleid: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`window.location.href = "${sanitizeUrlInput(urlToGo)}";
      true;`);
  }

  function setTitle(title: string) {
    // ruleid: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`document.title = '${cleanQuotes(title)}'; true;`);
  }

  function setLabels(title: string, subtitle: string) {
    // ruleid: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`show('${sanitizeUrlInput(title)}', '${sanitizeUrlInput(subtitle)}'); true;`);
  }

  function setLabelsEscaped(title: string, subtitle: string) {
    // ok: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`show('${jsString(title)}', '${jsString(subtitle)}'); true;`);
  }

  function search(query: string) {
    // ok: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`window.search("${forDoubleQuotes(query)}"); true;`);
    // ruleid: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`window.search('${forDoubleQuotes(query)}'); true;`);
  }

  function fitDesktopWidth() {
    const screenWidth = Dimensions.get('screen').width;
    const pageWidth = Math.max(screenWidth, 1440);
    const initScale = Number((screenWidth / pageWidth).toFixed(2));
    // ok: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`setViewport('width=${pageWidth}, initial-scale=${initScale}'); true;`);
  }

  async function openDeepLink() {
    const url = await Linking.getInitialURL();
    // ruleid: rn.webview.injected-js-interpolation
    webviewRef.current?.injectJavaScript(`window.location.href = '${url}'; true;`);
  }

  return <WebView ref={webviewRef} source={{ uri: startUrl }} onLoad={openDeepLink} />;
}
