import AsyncStorage from '@react-native-async-storage/async-storage';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import createSecureStore from 'redux-persist-expo-securestore';

import authReducer from './authSlice';
import cartReducer from './cartSlice';
import settingsReducer from './settingsSlice';

// ruleid: rn.storage.persisted-auth-state
const authPersistConfig = { key: 'auth', storage: AsyncStorage };

// ok: rn.storage.persisted-auth-state
const securePersistConfig = { key: 'auth', storage: createSecureStore() };

// ruleid: rn.storage.persisted-auth-state
const rootPersistConfig = { key: 'root', storage: AsyncStorage, whitelist: ['cart', 'auth'] };

// ok: rn.storage.persisted-auth-state
const uiPersistConfig = { key: 'ui', storage: AsyncStorage, whitelist: ['cart', 'settings'] };

const rootReducer = combineReducers({
  auth: persistReducer(securePersistConfig, authReducer),
  cart: cartReducer,
  settings: settingsReducer,
});

export const store = configureStore({
  reducer: persistReducer(uiPersistConfig, rootReducer),
  middleware: (getDefault) => getDefault({ serializableCheck: false }),
});
export const persistor = persistStore(store);
export { authPersistConfig, rootPersistConfig };
