import AsyncStorage from "@react-native-async-storage/async-storage";
import * as SecureStore from "expo-secure-store";
import { useLocalSearchParams } from "expo-router";
import { useEffect, useState } from "react";
import { Linking, Pressable, Text, View } from "react-native";
import { WebView } from "react-native-webview";

type Profile = { name: string; website: string; bio: string };

export default function ProfileScreen() {
  const { id, returnUrl } = useLocalSearchParams<{ id: string; returnUrl?: string }>();
  const [profile, setProfile] = useState<Profile | null>(null);

  useEffect(() => {
    (async () => {
      const token = await SecureStore.getItemAsync("session");
      const response = await fetch(`https://api.example-shop.com/profiles/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const data = await response.json();
      await AsyncStorage.setItem("lastProfileId", String(id));
      setProfile(data);
    })();
  }, [id]);

  if (!profile) return null;

  return (
    <View>
      <Text>{profile.name}</Text>
      <Pressable onPress={() => Linking.openURL("https://help.example-shop.com/profiles")}>
        <Text>Help</Text>
      </Pressable>
      {returnUrl ? (
        // opened when the user taps: a link reaching this screen could have opened returnUrl itself
        // ok: rn.linking.open-url-untrusted
        <Pressable onPress={() => Linking.openURL(returnUrl)}>
          <Text>Back</Text>
        </Pressable>
      ) : null}
      <WebView originWhitelist={["https://*"]} source={{ uri: "https://cdn.example-shop.com/profile-card.html" }} />
    </View>
  );
}
