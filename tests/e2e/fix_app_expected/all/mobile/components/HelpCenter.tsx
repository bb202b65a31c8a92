import { WebView } from "react-native-webview";

const HELP_URL = "https://help.acme.example";

export function HelpCenter() {
  return (
    <WebView
      source={{ uri: `${HELP_URL}/mobile` }}
      mixedContentMode="never"
      webviewDebuggingEnabled={__DEV__}
    />
  );
}
