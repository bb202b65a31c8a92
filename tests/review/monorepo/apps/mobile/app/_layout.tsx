import * as Linking from "expo-linking";
import { Stack, router } from "expo-router";
import { useEffect } from "react";

export default function RootLayout() {
  useEffect(() => {
    const sub = Linking.addEventListener("url", ({ url }) => {
      const { path } = Linking.parse(url);
      if (path) router.push(`/${path}`);
    });
    return () => sub.remove();
  }, []);
  return <Stack />;
}
