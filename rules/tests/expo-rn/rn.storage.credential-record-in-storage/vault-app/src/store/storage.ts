import { MMKV } from "react-native-mmkv";
import * as SecureStore from "expo-secure-store";

// the instance's key is drawn once and kept in the Keychain/Keystore
export const storage = new MMKV({ id: "vault", encryptionKey: SecureStore.getItem("mmkv-key") ?? undefined });
