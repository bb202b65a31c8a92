import AsyncStorage from '@react-native-async-storage/async-storage';
import { sha256 } from 'js-sha256';

// a classification session: a random id sent with each classification, renewed after five minutes
export function newSession() {
  return { id: sha256(`${Math.random() * 10000}${Date.now()}`), ttl: Date.now() + 5 * 60 * 1000 };
}

export function storeSession(session) {
  // ok: rn.storage.token-in-async-storage
  return AsyncStorage.setItem('@survey:session', JSON.stringify(session));
}

