import AsyncStorage from '@react-native-async-storage/async-storage';
import { MMKV } from 'react-native-mmkv';

import { walletApi } from '../api/wallet';

// In a wallet, "token" is often a crypto asset: lists of symbols, pairs and balances are UI
// preferences, while a token a login returned stays a credential.
export enum WalletStorageKey {
  HIDDEN_TOKENS = 'hiddenTokens',
  AUTO_STAKE_TOKENS = 'autoStakeTokens',
  SWAP_LAST_USED_TOKENS = 'swapLastUsedTokens',
  FAVORITE_TOKENS = 'favoriteTokens',
  TOKEN_BALANCES = 'tokenBalances',
  ACCESS_TOKEN = 'accessToken',
  SESSION_TOKEN = 'sessionToken',
}

const storage = new MMKV();

export const toggleHiddenToken = async (
  hiddenTokens: Record<string, string[]>,
  username: string,
  symbol: string,
) => {
  const next = { ...hiddenTokens, [username]: [...(hiddenTokens[username] ?? []), symbol] };
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(WalletStorageKey.HIDDEN_TOKENS, JSON.stringify(next));
};

export const saveAutoStakeTokens = async (username: string, list: { value: string }[]) => {
  const reMapped = list.map((c) => ({ symbol: c.value }));
  // ok: rn.storage.token-in-async-storage
  AsyncStorage.setItem(WalletStorageKey.AUTO_STAKE_TOKENS, JSON.stringify({ [username]: reMapped }));
};

export const saveLastUsedPair = async (from: string, to: string) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(WalletStorageKey.SWAP_LAST_USED_TOKENS, JSON.stringify({ from, to }));
};

export const saveFavoriteTokens = (symbols: string[]) => {
  // ok: rn.storage.token-in-async-storage
  storage.set(WalletStorageKey.FAVORITE_TOKENS, JSON.stringify(symbols));
};

export const cacheBalances = async (balances: Record<string, string>) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('@wallet/tokenBalances', JSON.stringify(balances));
};

// the value model: a list of symbols under a key that only says "tokens"
export const seedDefaultTokens = async () => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('tokens', JSON.stringify(['HIVE', 'HBD', 'BEE']));
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('userTokens', JSON.stringify([{ symbol: 'LEO' }, { symbol: 'SPS' }]));
};

export const signIn = async (username: string, signature: string) => {
  const { data } = await walletApi.post('/auth/login', { username, signature });
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(WalletStorageKey.ACCESS_TOKEN, data.accessToken);
  // ruleid: rn.storage.token-in-async-storage
  storage.set(WalletStorageKey.SESSION_TOKEN, data.token);
  // a key naming the login wins over an asset word
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('swapAuthToken', data.swapToken);
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('refreshTokenList', JSON.stringify([data.refreshToken]));
  // a symbol-shaped value under a key naming auth is still a credential's
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('authTokens', JSON.stringify(['static-demo-token']));
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('tokens', JSON.stringify({ access: data.accessToken, refresh: data.refreshToken }));
};

// a token standard's name (ERC-20, CW-20, NFTs) says the tokens are assets
export const saveDisplayedCw20s = async (contracts: string[]) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('DISPLAY_CW20_TOKENS', JSON.stringify(contracts));
};

export const saveErc20Session = async (session: { accessToken: string }) => {
  // a key naming the login wins over a token standard
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('erc20AccessToken', session.accessToken);
};
