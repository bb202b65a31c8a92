import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';
import { create } from 'zustand';
import { createJSONStorage, persist, StateStorage } from 'zustand/middleware';

type AuthState = { accessToken: string | null; refreshToken: string | null; setTokens: (a: string, r: string) => void };
type CartState = { items: string[]; add: (sku: string) => void };

const secureStorage: StateStorage = {
  getItem: (name) => SecureStore.getItemAsync(name),
  setItem: (name, value) => SecureStore.setItemAsync(name, value),
  removeItem: (name) => SecureStore.deleteItemAsync(name),
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({ accessToken: null, refreshToken: null, setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }) }),
    // ruleid: rn.storage.persisted-auth-state
    { name: 'auth-storage', storage: createJSONStorage(() => AsyncStorage) },
  ),
);

export const useSessionStore = create<AuthState>()(
  persist(
    (set) => ({ accessToken: null, refreshToken: null, setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }) }),
    // ok: rn.storage.persisted-auth-state
    { name: 'session', storage: createJSONStorage(() => secureStorage) },
  ),
);

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({ items: [], add: (sku) => set((s) => ({ items: [...s.items, sku] })) }),
    // ok: rn.storage.persisted-auth-state
    { name: 'cart-storage', storage: createJSONStorage(() => AsyncStorage) },
  ),
);
