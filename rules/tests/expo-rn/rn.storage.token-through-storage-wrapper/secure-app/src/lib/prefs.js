import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';

export const putPreference = (key, value) => AsyncStorage.setItem(key, JSON.stringify(value));

export async function putSealed(key, value) {
  const sealed = await encryptWithDeviceKey(value);
  await AsyncStorage.setItem(key, sealed);
}

// the write names the token itself: the line rule reports it there, not at each caller
export const saveToken = (token) => AsyncStorage.setItem('token', token);

async function encryptWithDeviceKey(value) {
  return value.length ? value : '';
}

const SENSITIVE = ['token', 'refreshToken'];

export async function saveItem(key, value) {
  if (SENSITIVE.includes(key)) {
    await SecureStore.setItemAsync(key, value);
  } else {
    await AsyncStorage.setItem(key, value);
  }
}
