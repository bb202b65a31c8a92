import { getItemAsync, setItemAsync, WHEN_UNLOCKED_THIS_DEVICE_ONLY } from 'expo-secure-store';

export async function savePin(pin: string) {
  // ruleid: rn.securestore.missing-keychain-accessible
  await setItemAsync('pin', pin);
}

export async function savePinHardened(pin: string) {
  // ok: rn.securestore.missing-keychain-accessible
  await setItemAsync('pin', pin, { keychainAccessible: WHEN_UNLOCKED_THIS_DEVICE_ONLY });
}

export async function readPin() {
  return getItemAsync('pin');
}
