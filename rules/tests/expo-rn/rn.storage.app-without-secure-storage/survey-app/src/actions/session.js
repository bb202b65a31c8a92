import AsyncStorage from '@react-native-async-storage/async-storage';
import { generateSessionID, fiveMinutesFromNow } from '../utils/session';

// a classification session: a random id sent with each classification, renewed after five minutes
export function storeSession(session) {
  // ok: rn.storage.app-without-secure-storage
  return AsyncStorage.setItem('@survey:session', JSON.stringify(session));
}

export async function currentSession() {
  const stored = JSON.parse((await AsyncStorage.getItem('@survey:session')) || '{}');
  const session = stored.ttl > Date.now() ? { ...stored, ttl: fiveMinutesFromNow() } : generateSessionID();
  await storeSession(session);
  return session;
}
