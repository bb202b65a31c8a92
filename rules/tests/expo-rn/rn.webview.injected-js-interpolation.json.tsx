// JSON.stringify writes a JavaScript literal: pasted where the script expects an expression, no
// value can break out of it. Pasted inside a quoted string of the script, its own quotes close
// that string and the rest runs as code.
import React, { useEffect, useRef } from 'react';
import { WebView } from 'react-native-webview';
import { MMKV, useMMKVObject } from 'react-native-mmkv';

const storage = new MMKV();
export const READER_SETTINGS = 'READER_SETTINGS';
export const LAST_SEARCH = 'LAST_SEARCH';

type ReaderSettings = { theme: string; fontSize: number; customJS: string };

export function ChapterReader({ html, chapterTitle }: { html: string; chapterTitle: string }) {
  const webViewRef = useRef<WebView>(null);
  const [settings] = useMMKVObject<ReaderSettings>(READER_SETTINGS);

  useEffect(() => {
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`reader.readerSettings.val = ${JSON.stringify(settings)}; true;`);
  }, [settings]);

  useEffect(() => {
    const listener = storage.addOnValueChangedListener((key) => {
      if (key === READER_SETTINGS) {
        // the object the app keeps under this key is stored as its JSON text: a script literal
        // ok: rn.webview.injected-js-interpolation
        webViewRef.current?.injectJavaScript(`reader.readerSettings.val = ${storage.getString(READER_SETTINGS)}`);
      }
      if (key === LAST_SEARCH) {
        // a plain string under its key: pasted as code
        // ruleid: rn.webview.injected-js-interpolation
        webViewRef.current?.injectJavaScript(`reader.search = ${storage.getString(LAST_SEARCH)}`);
      }
    });
    return () => listener.remove();
  }, []);

  useEffect(() => {
    // JSON inside a quoted string: a title with a ' closes the string and runs what follows
    // ruleid: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`reader.setTitle('${JSON.stringify(chapterTitle)}'); true;`);
  }, [chapterTitle]);

  return (
    <WebView
      ref={webViewRef}
      originWhitelist={['*']}
      source={{ html }}
      // ok: rn.webview.injected-js-interpolation
      injectedJavaScriptBeforeContentLoaded={`window.initialSettings = ${JSON.stringify(settings)}; true;`}
    />
  );
}
