import React, { useState } from 'react';
import { Platform } from 'react-native';
import WebView from 'react-native-webview';
import { FSPaths } from './paths';

// An offline article rendered from a downloaded HTML file: the page is file://, and it hosts
// third-party embeds, whose script may then read any file of the app and send it away.
export function Article({ htmlUri }: { htmlUri: string }) {
  const [uri] = useState(Platform.OS === 'android' ? 'file://' + htmlUri : htmlUri);
  return (
    <WebView
      originWhitelist={['*']}
      source={{ uri }}
      allowFileAccess={true}
      // ruleid: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs={true}
      allowingReadAccessToURL={FSPaths.issuesDir}
    />
  );
}
