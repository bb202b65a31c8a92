// Mixed content is an https page loading http subresources. A WebView showing inline html with no
// baseUrl (or an http/file/about base) has no https origin: "always" weakens nothing there. With an
// https baseUrl the inline page is an https page again, and a uri source loads one.
import React from 'react';
import WebView from 'react-native-webview';
import AutoHeightWebView from 'react-native-autoheight-webview';
import sanitizeHtml from 'sanitize-html';

export function HtmlBlock({ content }: { content: string }) {
  const html = sanitizeHtml(content);
  return (
    <AutoHeightWebView
      source={{ html }}
      scrollEnabled={false}
      // ok: rn.webview.mixed-content-always
      mixedContentMode="always"
    />
  );
}

export function ReleaseNotes({ notes }: { notes: string }) {
  return (
    <WebView
      originWhitelist={['*']}
      source={{ html: `<body>${sanitizeHtml(notes)}</body>`, baseUrl: 'file:///android_asset/' }}
      // ok: rn.webview.mixed-content-always
      mixedContentMode="always"
    />
  );
}

export function HostedArticle({ body }: { body: string }) {
  return (
    <WebView
      source={{ html: body, baseUrl: 'https://help.example.com/articles/' }}
      // ruleid: rn.webview.mixed-content-always
      mixedContentMode="always"
    />
  );
}

export function ArticleAtBase({ body, base }: { body: string; base: string }) {
  return (
    <WebView
      source={{ html: body, baseUrl: base }}
      // ruleid: rn.webview.mixed-content-always
      mixedContentMode="always"
    />
  );
}

export function Checkout({ checkoutUrl }: { checkoutUrl: string }) {
  // ruleid: rn.webview.mixed-content-always
  return <WebView source={{ uri: checkoutUrl }} mixedContentMode="always" />;
}
