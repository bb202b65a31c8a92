import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';
import { create } from 'zustand';
import { createJSONStorage, persist, StateCreator, StateStorage } from 'zustand/middleware';

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

// a store named for the user, not for auth: what it keeps decides
type User = { accessToken: string; refreshToken?: string; isAdmin?: boolean };
type UserState = { user: User | null; theme: string; setCredentials: (user: User) => void; setTheme: (t: string) => void };
type PrefsState = { theme: string; setTheme: (t: string) => void };

const userStoreSlice: StateCreator<UserState> = (set) => ({
  user: null,
  theme: 'light',
  setCredentials: (user) => set({ user }),
  setTheme: (theme) => set({ theme }),
});

const prefsSlice: StateCreator<PrefsState> = (set) => ({ theme: 'light', setTheme: (theme) => set({ theme }) });

// an adapter of this file over plain AsyncStorage
const zustandStorage: StateStorage = {
  getItem: (name) => AsyncStorage.getItem(name),
  setItem: (name, value) => AsyncStorage.setItem(name, value),
  removeItem: (name) => AsyncStorage.removeItem(name),
};

export const useUserStore = create(
  // ruleid: rn.storage.persisted-auth-state
  persist<UserState>(userStoreSlice, {
    name: 'user',
    storage: createJSONStorage(() => AsyncStorage),
  }),
);

export const useAccountStore = create(
  // ruleid: rn.storage.persisted-auth-state
  persist<UserState>(userStoreSlice, {
    name: 'account',
    storage: createJSONStorage(() => zustandStorage),
  }),
);

export const useTokenStore = create<{ token: string | null; setToken: (t: string) => void }>()(
  persist(
    (set) => ({ token: null, setToken: (token) => set({ token }) }),
    // ruleid: rn.storage.persisted-auth-state
    { name: 'app', storage: createJSONStorage(() => zustandStorage) },
  ),
);

export const useKeychainUserStore = create(
  // ok: rn.storage.persisted-auth-state
  persist<UserState>(userStoreSlice, {
    name: 'user',
    storage: createJSONStorage(() => secureStorage),
  }),
);

export const useThemeOnlyStore = create(
  // ok: rn.storage.persisted-auth-state
  persist<UserState>(userStoreSlice, {
    name: 'user-prefs',
    storage: createJSONStorage(() => zustandStorage),
    partialize: (state) => ({ theme: state.theme }) as UserState,
  }),
);

export const usePrefsStore = create(
  // ok: rn.storage.persisted-auth-state
  persist<PrefsState>(prefsSlice, {
    name: 'user',
    storage: createJSONStorage(() => zustandStorage),
  }),
);

type NotificationState = { pushToken: string | null; setPushToken: (t: string) => void };

export const useNotificationStore = create<NotificationState>()(
  persist(
    (set) => ({ pushToken: null, setPushToken: (pushToken) => set({ pushToken }) }),
    // ok: rn.storage.persisted-auth-state
    { name: 'user-notifications', storage: createJSONStorage(() => zustandStorage) },
  ),
);
