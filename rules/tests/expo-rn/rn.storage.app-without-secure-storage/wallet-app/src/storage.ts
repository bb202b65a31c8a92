import AsyncStorage from '@react-native-async-storage/async-storage';

const KEYS = { session: 'wallet.session', onboarded: 'wallet.onboarded' };

export async function persistSession(session: { jwt: string; userId: string }) {
  // ruleid: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem(KEYS.session, JSON.stringify(session));
}

export async function markOnboarded() {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem(KEYS.onboarded, 'true');
}

// the ERC-20 contracts an account shows: a token standard's tokens are assets, not credentials
export async function saveDisplayedErc20s(contracts: string[]) {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('DISPLAY_ERC20_TOKENS', JSON.stringify(contracts));
}
