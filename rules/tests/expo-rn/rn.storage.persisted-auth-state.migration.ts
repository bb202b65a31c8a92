import AsyncStorage from '@react-native-async-storage/async-storage';
import { createStore } from 'redux';
import { persistReducer, persistStore, getStoredState } from 'redux-persist';
import getStoredStateMigrateV4 from 'redux-persist/lib/integration/getStoredStateMigrateV4';
import FilesystemStorage from 'redux-persist-filesystem-storage';
import rootReducer from './reducers';

// The configs of the store's earlier versions: only read once to move old state out of AsyncStorage
// ok: rn.storage.persisted-auth-state
const v4Config = { whitelist: ['searchHistory', 'auth', 'i18n'], storage: AsyncStorage };

// ok: rn.storage.persisted-auth-state
const v5Config = {
  key: 'root',
  whitelist: ['searchHistory', 'auth', 'theme'],
  storage: AsyncStorage,
  getStoredState: getStoredStateMigrateV4(v4Config),
};

async function readOldState() {
  return getStoredState(v5Config);
}

// The config the store writes with: on the file system now
const persistConfig = {
  key: 'root',
  whitelist: ['searchHistory', 'auth', 'theme'],
  storage: FilesystemStorage,
  getStoredState: readOldState,
};

// the settings store still writes to AsyncStorage, auth included
// ruleid: rn.storage.persisted-auth-state
const settingsConfig = { key: 'settings', storage: AsyncStorage, whitelist: ['auth', 'theme'] };
getStoredState(settingsConfig).then(() => undefined);

export const store = createStore(persistReducer(persistConfig, rootReducer));
export const settingsReducer = persistReducer(settingsConfig, rootReducer);
export const persistor = persistStore(store);
