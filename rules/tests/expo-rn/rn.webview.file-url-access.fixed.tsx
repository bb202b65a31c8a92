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
      allowUniversalAccessFromFileURLs={false}
      // ruleid: rn.webview.file-url-access
      allowFileAccessFromFileURLs={false}
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
