// The value model: a script built from numbers, declared types, constants or escaped values is
// quiet; a string the caller chooses is still reported.
import React, { useCallback, useRef } from 'react';
import { Platform } from 'react-native';
import { WebView } from 'react-native-webview';

type Theme = 'light' | 'dark';
const FONT_SIZES = { small: 14, large: 18 } as const;

function escapeForInjectedScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function Reader({ url, note }: { url: string; note: string }) {
  const webViewRef = useRef<WebView>(null);

  const scrollToHighlight = useCallback((highlightId: number) => {
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.reader.scrollToHighlight(${highlightId}); true;`);
  }, []);

  const applyTheme = useCallback((theme: Theme, large: boolean) => {
    const size = large ? FONT_SIZES.large : FONT_SIZES.small;
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.reader.setTheme('${theme}', ${size}); true;`);
  }, []);

  const announcePlatform = useCallback(() => {
    // the platform the runtime reports: 'ios', 'android' or 'web'
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`if (window.ENV) { window.ENV.PLATFORM_OS = "${Platform.OS}"; } true;`);
  }, []);

  const syncHighlights = useCallback((highlights: unknown[]) => {
    // ok: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.reader.render(${escapeForInjectedScript(highlights)}); true;`);
  }, []);

  const showNote = useCallback((text: string) => {
    // ruleid: rn.webview.injected-js-interpolation
    webViewRef.current?.injectJavaScript(`window.reader.showNote('${text}'); true;`);
  }, []);

  const pages = 3;
  return (
    <WebView
      ref={webViewRef}
      source={{ uri: url }}
      // ok: rn.webview.injected-js-interpolation
      injectedJavaScript={`window.reader.init(${pages}, ${note.length}); true;`}
      onMessage={() => {
        scrollToHighlight(1);
        applyTheme('dark', true);
        syncHighlights([]);
        showNote(note);
      }}
    />
  );
}
