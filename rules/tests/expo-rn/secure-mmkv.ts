import { MMKV } from 'react-native-mmkv';
import { getStorageKey } from './storage-key';

// encrypted with a key kept in the Keychain/Keystore (the rn.storage tests import it)
export const secureStorage = new MMKV({ id: 'secure-storage', encryptionKey: getStorageKey() });
