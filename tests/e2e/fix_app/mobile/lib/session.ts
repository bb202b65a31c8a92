import AsyncStorage from "@react-native-async-storage/async-storage";

export async function rememberSession(accessToken: string) {
  await AsyncStorage.setItem("accessToken", accessToken);
}
