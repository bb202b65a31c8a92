import { writeValue } from './kv';

// a wallet's display settings: the crypto-asset tokens the user hid from the balance list
export function storeHiddenTokens(walletId: string, hiddenTokens: string[]) {
  // ok: rn.storage.token-through-storage-wrapper
  writeValue(`hidden-tokens-${walletId}`, JSON.stringify(hiddenTokens));
}

export function migrateFavorites(walletId: string, rawFavoriteTokens: string) {
  // ok: rn.storage.token-through-storage-wrapper
  writeValue(`favorite-assets-${walletId}`, rawFavoriteTokens);
}

// a login's tokens, whatever the list is called
export function storeSession(walletId: string, authTokens: string) {
  // ruleid: rn.storage.token-through-storage-wrapper
  writeValue(`session-${walletId}`, authTokens);
}

export function storeRefresh(walletId: string, refresh: string) {
  // ruleid: rn.storage.token-through-storage-wrapper
  writeValue(`refresh-tokens-${walletId}`, refresh);
}
