// @flow
// A Flow-typed module: its annotations (`mnemonic: string`, `: Promise<void>`) are no JavaScript,
// so it is read with the TypeScript grammar, and the writes inside the typed functions are seen.
import AsyncStorage from '@react-native-async-storage/async-storage'
import { USER_MNEMONIC, LOGIN_JWT, THEME } from './constants/storageKeys'
import type { Credentials } from './types'

export function saveMnemonic(mnemonic: string): Promise<void> {
  // ruleid: rn.storage.token-in-async-storage
  return AsyncStorage.setItem(USER_MNEMONIC, mnemonic)
}

export async function storeJWT(jwt: ?string): Promise<void> {
  if (jwt) {
    // ruleid: rn.storage.token-in-async-storage
    await AsyncStorage.setItem(LOGIN_JWT, jwt)
  }
}

export function saveTheme(theme: 'light' | 'dark'): Promise<void> {
  // ok: rn.storage.token-in-async-storage
  return AsyncStorage.setItem(THEME, theme)
}

export function rememberOnboarding(done: boolean): Promise<void> {
  // ok: rn.storage.token-in-async-storage
  return AsyncStorage.setItem('onboardingDone', String(done))
}

export const login = async (creds: Credentials): Promise<?string> => {
  const res = await fetch('https://api.example.com/login', { method: 'POST', body: JSON.stringify(creds) })
  return res.headers.get('x-session')
}
