import React from 'react';
import RNFS from 'react-native-fs';
import WebView from 'react-native-webview';

// A dApp browser's offline page: an HTML file bundled with the app, opened as a file:// page
// beside the web pages the browser shows, with universal access from file URLs on.
export function OfflineTab({ url, offline }: { url: string; offline: boolean }) {
  const page = offline ? `${RNFS.MainBundlePath}/offline/index.html` : url;
  return (
    <WebView
      source={{ uri: page }}
      allowFileAccess
      // ruleid: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
    />
  );
}
