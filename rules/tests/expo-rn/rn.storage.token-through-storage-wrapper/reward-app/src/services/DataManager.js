import AsyncStorage from '@react-native-async-storage/async-storage';

const KEYS = { WALLET_KEY: '@save_Keys', LANGUAGE: 'LANGUAGE' };

export const setWalletData = async walletData => {
  try {
    await AsyncStorage.setItem(KEYS.WALLET_KEY, JSON.stringify(walletData));
  } catch (err) {
    return null;
  }
};

export const getWalletData = async () => {
  const response = await AsyncStorage.getItem(KEYS.WALLET_KEY);
  return response ? JSON.parse(response) : null;
};
