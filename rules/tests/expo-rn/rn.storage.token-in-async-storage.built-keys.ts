import AsyncStorage from '@react-native-async-storage/async-storage';

// Keys built of parts: the literal text and the names a key is built from say what it stores,
// not the object a part is read off (a crypto token's chain names an address book's key).
type Chain = { chainName: string };
type TokenData = { chainDetails: Chain; address: string };
const KEYS = { accessToken: 'auth.access', theme: 'ui.theme' };
const TOKEN_PREFIX = '@wallet/token';

export async function rememberRecipient(tokenData: TokenData, recipients: string[]) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(`address_book_${tokenData.chainDetails.chainName}`, JSON.stringify(recipients));
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('recent_' + tokenData.address, JSON.stringify(recipients));
}

export async function saveCardToken(cardId: string, reuseToken: string) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(cardId + '_CARD_REVEAL_REUSE_TOKEN', reuseToken);
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(`${cardId}_session_token`, reuseToken);
}

export async function saveWithNamedKeys(userId: string, accessToken: string, theme: string) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(`${KEYS.accessToken}:${userId}`, accessToken);
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(`${TOKEN_PREFIX}/${userId}`, accessToken);
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(`${KEYS.theme}:${userId}`, theme);
}

// A value declared an enum, a string-literal union, a number or a flag is no credential,
// whatever the parameter is called.
enum ConnectionTypes {
  SEED_PHRASE = 'SEED_PHRASE',
  PRIVATE_KEY = 'PRIVATE_KEY',
}
type TokenKind = 'erc20' | 'native';

export const setConnectionType = async (token: ConnectionTypes) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('CONNECTION_TYPE', token);
};

export const setTokenKind = async (token: TokenKind) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('TOKEN_KIND', token);
};

export const setSessionCount = async (session: number) => {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('sessionCount', JSON.stringify(session));
};

export const setConnection = async (token: string) => {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('CONNECTION', token);
};

export const saveApiToken = async (token: string | null) => {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('API_TOKEN', token ?? '');
};
