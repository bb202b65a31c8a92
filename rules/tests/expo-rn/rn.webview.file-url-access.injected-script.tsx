import React, { useEffect, useState } from 'react';
import { Platform } from 'react-native';
import RNFS from 'react-native-fs';
import WebView from 'react-native-webview';

// An in-app dApp browser: it reads a script bundled with the app to inject into the pages it
// opens, but the pages themselves are the web sites the user types (https only); no file:// page
// is ever shown, so the file-URL settings have nothing to act on.
export function DappTab({ url }: { url: string }) {
  const [pageJs, setPageJs] = useState('');
  useEffect(() => {
    const read = Platform.OS === 'ios'
      ? RNFS.readFile(`${RNFS.MainBundlePath}/PageJs.bundle/page.js`, 'utf8')
      : RNFS.readFileAssets('PageJs.bundle/page.js', 'utf8');
    read.then(setPageJs);
  }, []);
  return (
    <WebView
      source={{ uri: url }}
      injectedJavaScriptBeforeContentLoaded={pageJs}
      allowFileAccess
      // ok: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
      // ok: rn.webview.file-url-access
      allowFileAccessFromFileURLs
    />
  );
}
