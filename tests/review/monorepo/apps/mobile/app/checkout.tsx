import { useLocalSearchParams } from "expo-router";
import { WebView } from "react-native-webview";

export default function Checkout() {
  const { session } = useLocalSearchParams<{ session: string }>();
  return <WebView source={{ uri: `https://pay.example.com/checkout/${session}` }} />;
}
