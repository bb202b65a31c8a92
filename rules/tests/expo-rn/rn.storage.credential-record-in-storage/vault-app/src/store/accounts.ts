import AsyncStorage from "@react-native-async-storage/async-storage";

import { storage } from "./storage";

interface Account {
  server: string;
  login: string;
  password: string;
}

interface Layout {
  columns: number;
  sort: "name" | "date";
}

export function storeAccount(account: Account): void {
  // the instance is encrypted with a key from the Keychain
  // ok: rn.storage.credential-record-in-storage
  storage.set("account", JSON.stringify(account));
}

export async function cacheAccount(account: Account): Promise<void> {
  // a second copy in AsyncStorage is plain
  // ruleid: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem("account-cache", JSON.stringify(account));
}

export async function storeLayout(layout: Layout): Promise<void> {
  // ok: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem("layout", JSON.stringify(layout));
}
