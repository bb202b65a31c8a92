import AsyncStorage from '@react-native-async-storage/async-storage';

export async function saveTheme(theme: 'light' | 'dark') {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('theme', theme);
}
