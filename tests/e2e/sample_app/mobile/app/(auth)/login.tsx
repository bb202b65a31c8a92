import AsyncStorage from "@react-native-async-storage/async-storage";
import { router } from "expo-router";
import { useState } from "react";
import { Button, TextInput, View } from "react-native";
import { api } from "@/lib/api";

export default function LoginScreen() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  async function signIn() {
    const { accessToken, user } = await api.login(email, password);
    await AsyncStorage.setItem("accessToken", accessToken);
    await AsyncStorage.setItem("lastEmail", user.email);
    router.replace("/(tabs)");
  }

  return (
    <View>
      <TextInput value={email} onChangeText={setEmail} autoCapitalize="none" />
      <TextInput value={password} onChangeText={setPassword} secureTextEntry />
      <Button title="Sign in" onPress={signIn} />
    </View>
  );
}
