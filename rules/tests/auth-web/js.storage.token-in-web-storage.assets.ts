import { api } from './api';

// A web wallet's "tokens" are crypto assets: lists of symbols, pairs and balances kept in
// localStorage are UI preferences; a token its login returns is still a credential.
const STORAGE_KEYS = {
  hidden: 'wallet.hiddenTokens',
  favorites: 'favoriteTokens',
} as const;

export function toggleHiddenToken(hidden: string[], symbol: string) {
  const next = hidden.includes(symbol) ? hidden.filter((s) => s !== symbol) : [...hidden, symbol];
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('hiddenTokens', JSON.stringify(next));
  return next;
}

export function saveSwapPair(from: string, to: string) {
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('swap_last_used_tokens', JSON.stringify({ from, to }));
}

export function cacheTokenBalances(balances: Record<string, string>) {
  // ok: js.storage.token-in-web-storage
  sessionStorage.setItem('tokenBalances', JSON.stringify(balances));
}

export function seedDefaultTokens() {
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('tokens', JSON.stringify(['ETH', 'USDC', 'DAI']));
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('customTokens', JSON.stringify([{ symbol: 'ARB', address: '0x912c' }]));
  return STORAGE_KEYS;
}

// a token standard's name (ERC-20, CW-20, NFTs) says the tokens are assets
export function saveDisplayedTokens(contracts: string[], collections: string[]) {
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('erc20Tokens', JSON.stringify(contracts));
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('nftTokens', JSON.stringify(collections));
}

export async function signIn(address: string, signature: string) {
  const { data } = await api.post('/auth/siwe', { address, signature });
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('walletAuthToken', data.token);
  // a key naming the login wins over an asset word
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('swapAccessToken', data.swapToken);
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('tokens', JSON.stringify({ access: data.accessToken, refresh: data.refreshToken }));
  // ruleid: js.storage.token-in-web-storage
  sessionStorage.setItem('refreshTokenList', JSON.stringify([data.refreshToken]));
}
