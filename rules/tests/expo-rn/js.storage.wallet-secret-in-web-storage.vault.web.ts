// The web half of an Expo app's secure storage (storage.native.ts uses expo-secure-store): on the
// web build the same calls land in localStorage.
export async function setSecret(key: string, value: string): Promise<void> {
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem(key, value);
}

export async function persistKeys(keys: { seed: string; viewOnly: boolean }) {
  // ruleid: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('keys', keys.seed);
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('viewOnly', String(keys.viewOnly));
}
