import AsyncStorage from '@react-native-async-storage/async-storage';

export const plainStore = {
  setItem: (key, value) => AsyncStorage.setItem(key, value),
};
