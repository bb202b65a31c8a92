// The app keeps its refresh token in the Keychain; the short-lived access token is cached in
// AsyncStorage. The app has secure storage: no whole-app finding (the per-write rule judges it).
import AsyncStorage from '@react-native-async-storage/async-storage';
import * as Keychain from 'react-native-keychain';

export async function saveTokens(accessToken: string, refreshToken: string) {
  await Keychain.setGenericPassword('refresh', refreshToken, { accessible: Keychain.ACCESSIBLE.WHEN_UNLOCKED_THIS_DEVICE_ONLY });
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('accessToken', accessToken);
}
