import { useLocalSearchParams } from 'expo-router';
import { Text } from 'react-native';
import WebView from 'react-native-webview';

import { onBridgeMessage } from '../bridge';
import { isTrustedArticleUrl } from '../lib/urls';

// app/article.tsx — opened by shop://article?url=...
export default function ArticleScreen() {
  const { url } = useLocalSearchParams<{ url: string }>();
  // ruleid: rn.webview.source-from-params
  return <WebView source={{ uri: url }} onMessage={onBridgeMessage} />;
}

export function PromoScreen({ route }: { route: { params: { link: string } } }) {
  // ruleid: rn.webview.source-from-params
  return <WebView source={{ uri: route.params.link }} />;
}

export function EmbedScreen() {
  const { uri } = useLocalSearchParams<{ uri: string }>();
  // ruleid: rn.webview.source-from-params
  return <WebView source={{ uri }} />;
}

export function CheckedArticleScreen() {
  const { url } = useLocalSearchParams<{ url: string }>();
  if (!isTrustedArticleUrl(url)) {
    return <Text>This link cannot be opened.</Text>;
  }
  // ok: rn.webview.source-from-params
  return <WebView source={{ uri: url }} onMessage={onBridgeMessage} />;
}

export function BlogPostScreen() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  // ok: rn.webview.source-from-params
  return <WebView source={{ uri: `https://blog.shop.app/posts/${encodeURIComponent(slug)}` }} />;
}
