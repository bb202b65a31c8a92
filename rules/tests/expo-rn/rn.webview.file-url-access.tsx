import * as FileSystem from 'expo-file-system';
import WebView from 'react-native-webview';

type Props = { fileName: string };

export function ReceiptViewer({ fileName }: Props) {
  const uri = `${FileSystem.documentDirectory}receipts/${fileName}`;
  return (
    <WebView
      source={{ uri }}
      originWhitelist={['file://*']}
      allowFileAccess
      // ruleid: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
      // ruleid: rn.webview.file-url-access
      allowFileAccessFromFileURLs={true}
    />
  );
}

export function ManualViewer({ fileName }: Props) {
  const uri = `${FileSystem.bundleDirectory}manual/${fileName}`;
  return (
    <WebView
      source={{ uri }}
      originWhitelist={['file://*']}
      allowFileAccess
      // ok: rn.webview.file-url-access
      allowFileAccessFromFileURLs={false}
      // ok: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs={false}
    />
  );
}

const HELP_CENTER_URL = 'https://help.acme.app/';

// Remote pages the code chose: a web page cannot open a file:// page, so file-URL access is moot.
export function HelpCenter({ articleId }: { articleId: string }) {
  return (
    <WebView
      source={{ uri: `https://help.acme.app/articles/${articleId}` }}
      // ok: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
      javaScriptEnabled
    />
  );
}

export function HelpHome() {
  return (
    // ok: rn.webview.file-url-access
    <WebView source={{ uri: HELP_CENTER_URL }} allowFileAccessFromFileURLs={true} />
  );
}

export function StatusPage() {
  const uri = 'https://status.acme.app/';
  return (
    // ok: rn.webview.file-url-access
    <WebView source={{ uri }} allowUniversalAccessFromFileURLs />
  );
}

// A local page: bundled HTML, inline HTML with a file base URL, or a URL nobody fixed.
export function OfflineGuide() {
  return (
    <WebView
      source={require('../assets/guide/index.html')}
      // ruleid: rn.webview.file-url-access
      allowUniversalAccessFromFileURLs
    />
  );
}

export function ReportPreview({ html }: { html: string }) {
  return (
    <WebView
      source={{ html, baseUrl: `${FileSystem.documentDirectory}reports/` }}
      // ruleid: rn.webview.file-url-access
      allowFileAccessFromFileURLs
    />
  );
}

export function Attachment({ uri }: { uri: string }) {
  return (
    // ruleid: rn.webview.file-url-access
    <WebView source={{ uri }} allowUniversalAccessFromFileURLs />
  );
}

export function ExportedReceipt() {
  const uri = 'file:///data/user/0/com.acme.app/files/receipt.html';
  return (
    // ruleid: rn.webview.file-url-access
    <WebView source={{ uri }} allowFileAccessFromFileURLs />
  );
}
