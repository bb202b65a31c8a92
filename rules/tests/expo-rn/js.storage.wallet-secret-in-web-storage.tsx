import { Platform } from 'react-native';
import * as SecureStore from 'expo-secure-store';
import { Wallet } from 'ethers';

const STORAGE_KEYS = {
  SEED_PHRASE: 'wallet.seedPhrase',
  ADDRESS: 'wallet.address',
};
const PRIVATE_KEY_KEY = 'pk';

// The wallet vault of an Expo app that also ships a web build.
export async function saveWallet(mnemonic: string, wallet: Wallet) {
  if (Platform.OS === 'web') {
    // ruleid: js.storage.wallet-secret-in-web-storage
    localStorage.setItem(STORAGE_KEYS.SEED_PHRASE, mnemonic);
    // ruleid: js.storage.wallet-secret-in-web-storage
    window.localStorage.setItem(PRIVATE_KEY_KEY, wallet.privateKey);
    // ok: js.storage.wallet-secret-in-web-storage
    localStorage.setItem(STORAGE_KEYS.ADDRESS, wallet.address);
    return;
  }
  await SecureStore.setItemAsync('seedPhrase', mnemonic, { keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY });
}

export function rememberImportedAccount(account: { address: string; privateKey: string }) {
  // ruleid: js.storage.wallet-secret-in-web-storage
  sessionStorage.setItem('importedAccount', JSON.stringify({ address: account.address, privateKey: account.privateKey }));
  // ruleid: js.storage.wallet-secret-in-web-storage
  localStorage['mnemonic'] = account.privateKey;
}

// Safe forms: flags about the backup, the encrypted vault, public data.
export function markBackedUp(encryptedMnemonic: string, publicKey: string) {
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('mnemonicBackedUp', 'true');
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('seedPhraseShownAt', String(Date.now()));
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('vault', encryptedMnemonic);
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('publicKey', publicKey);
  // ok: js.storage.wallet-secret-in-web-storage
  localStorage.setItem('mnemonicLanguage', 'english');
}
