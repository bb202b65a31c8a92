import { MMKV } from 'react-native-mmkv';

// the app's one storage instance, made without an encryptionKey (the rn.storage tests import it)
export const storage = new MMKV({ id: 'app-storage' });
