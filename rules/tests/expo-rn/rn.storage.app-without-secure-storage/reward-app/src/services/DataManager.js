import AsyncStorage from '@react-native-async-storage/async-storage';

const KEYS = { AUTH_TOKEN: 'AUTH_TOKEN', REFRESH_TOKEN: 'REFRESH_TOKEN', LANGUAGE: 'LANGUAGE' };

// exported, but no file of the app imports it: the key is never written
export const setAuthToken = async authToken => {
  try {
    // ok: rn.storage.app-without-secure-storage
    await AsyncStorage.setItem(KEYS.AUTH_TOKEN, JSON.stringify(authToken));
  } catch (err) {
    return null;
  }
};

// the login screen keeps the refresh token here: the app's first write that runs
export const setRefreshToken = async refreshToken => {
  // ruleid: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem(KEYS.REFRESH_TOKEN, refreshToken);
};

export const setLanguage = async language => {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem(KEYS.LANGUAGE, language);
};
