import AsyncStorage from '@react-native-async-storage/async-storage';
import { createClient } from '@supabase/supabase-js';
import * as SecureStore from 'expo-secure-store';
import 'react-native-url-polyfill/auto';

const url = process.env.EXPO_PUBLIC_SUPABASE_URL!;
const anonKey = process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY!;

// a keychain-backed adapter for the session
const secureStoreAdapter = {
  getItem: (key: string) => SecureStore.getItemAsync(key),
  setItem: (key: string, value: string) => SecureStore.setItemAsync(key, value),
  removeItem: (key: string) => SecureStore.deleteItemAsync(key),
};

export const supabase = createClient(url, anonKey, {
  // ruleid: rn.storage.persisted-auth-state
  auth: {
    storage: AsyncStorage,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: false,
  },
});

// the default persistSession is true
export const reports = createClient(url, anonKey, {
  // ruleid: rn.storage.persisted-auth-state
  auth: { storage: AsyncStorage },
});

export const secureClient = createClient(url, anonKey, {
  // ok: rn.storage.persisted-auth-state
  auth: {
    storage: secureStoreAdapter,
    autoRefreshToken: true,
    persistSession: true,
  },
});

export const anonymous = createClient(url, anonKey, {
  // ok: rn.storage.persisted-auth-state
  auth: { storage: AsyncStorage, persistSession: false },
});

// ok: rn.storage.persisted-auth-state
export const cacheOptions = { storage: AsyncStorage, ttl: 60_000 };
