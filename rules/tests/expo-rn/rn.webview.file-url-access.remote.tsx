import React from 'react';
import WebView from 'react-native-webview';
import { makePluginUri } from './plugins';

// Modules that never name a local file: the WebViews load web pages from a config, a prop or a
// helper (ramp providers, plugins), and a web page cannot open a file:// page, so the file-URL
// settings have nothing to act on.
export function ExtraTab({ webviewUrl }: { webviewUrl: string }) {
  return (
    <WebView
      allowFileAccess
      // ok: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
      javaScriptEnabled
      source={{ uri: webviewUrl }}
    />
  );
}

export function PluginView({ plugin, deepPath }: { plugin: Plugin; deepPath: string }) {
  const uri = React.useMemo(() => makePluginUri(plugin, { deepPath }), [plugin, deepPath]);
  return (
    <WebView
      // ok: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
      geolocationEnabled
      source={{ uri }}
    />
  );
}

type Plugin = { id: string };
