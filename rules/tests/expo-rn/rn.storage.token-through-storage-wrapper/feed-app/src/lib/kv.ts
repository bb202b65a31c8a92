import { storage } from './mmkv';

export function writeValue(key: string, value: string) {
  storage.set(key, value);
}
