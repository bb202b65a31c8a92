import * as SecureStore from 'expo-secure-store';
import * as Keychain from 'react-native-keychain';

export async function saveDeviceKey(deviceKey: string) {
  await SecureStore.setItemAsync('deviceKey', deviceKey, {
    // ruleid: rn.securestore.accessible-always
    keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
  });
}

// Background fetch needs the token while the phone is locked.
export const BACKGROUND_OPTIONS = {
  // ruleid: rn.securestore.accessible-always
  keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
};

export async function saveBackgroundToken(token: string) {
  await SecureStore.setItemAsync('syncToken', token, {
    // ok: rn.securestore.accessible-always
    keychainAccessible: SecureStore.AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY,
  });
}

export async function saveCredentials(username: string, password: string) {
  await Keychain.setGenericPassword(username, password, {
    // ruleid: rn.securestore.accessible-always
    accessible: Keychain.ACCESSIBLE.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
    service: 'login',
  });
  await Keychain.setInternetCredentials('api.shop.app', username, password, {
    // ok: rn.securestore.accessible-always
    accessible: Keychain.ACCESSIBLE.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
  });
}

export async function saveRefreshToken(token: string) {
  // ok: rn.securestore.accessible-always
  await SecureStore.setItemAsync('refreshToken', token, { keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY });
}

// react-native-secure-key-store: the app-lock PIN, a flag kept for its presence, and the failed-PIN counter
import RNSecureKeyStore, { ACCESSIBLE } from 'react-native-secure-key-store';

export class LockStore {
  private static readonly PIN = 'PIN';
  private static readonly PIN_ATTEMPTS = 'pinAttempts';
  private static readonly IS_BIOMETRICS_ENABLED = 'isBiometricsEnabled';
  private static readonly ACCOUNT = 'account';

  static async setPin(pin: string) {
    await RNSecureKeyStore.set(LockStore.PIN, pin, {
      // ruleid: rn.securestore.accessible-always
      accessible: ACCESSIBLE.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
    });
  }

  static async setAccount(account: string) {
    await RNSecureKeyStore.set(LockStore.ACCOUNT, account, {
      // ruleid: rn.securestore.accessible-always
      accessible: ACCESSIBLE.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
    });
  }

  static async setIsBiometricsEnabled() {
    await RNSecureKeyStore.set(LockStore.IS_BIOMETRICS_ENABLED, '1', {
      // ok: rn.securestore.accessible-always
      accessible: ACCESSIBLE.ALWAYS_THIS_DEVICE_ONLY,
    });
  }

  static async setPinAttempts(pinAttempts: string) {
    await RNSecureKeyStore.set(LockStore.PIN_ATTEMPTS, pinAttempts, {
      // ok: rn.securestore.accessible-always
      accessible: ACCESSIBLE.ALWAYS_THIS_DEVICE_ONLY,
    });
  }
}
