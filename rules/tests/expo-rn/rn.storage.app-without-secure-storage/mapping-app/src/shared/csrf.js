import AsyncStorage from '@react-native-async-storage/async-storage';

const CSRF_KEY = 'csrf_token';
const CSRF_COOKIE_NAME_KEY = 'csrf_cookie_name';

// Django's CSRF cookie, echoed in a header by the web API's form posts: on its own it lets nobody in
// (sign-in is Firebase Auth's, which keeps its own tokens)
export async function fetchCsrfToken(endpoint) {
  const response = await fetch(endpoint, { method: 'GET', credentials: 'include' });
  const match = (response.headers.get('set-cookie') || '').match(/(MAPPING-\w+-CSRFTOKEN)=([^;]+)/);
  if (!match) return null;
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem(CSRF_COOKIE_NAME_KEY, match[1]);
  await AsyncStorage.setItem(CSRF_KEY, match[2]);
  return match[2];
}

export function getCsrfToken() {
  return AsyncStorage.getItem(CSRF_KEY);
}
