import type { MapSDKConfig } from '@acme/maps-sdk';
import { storage } from './mmkv';

// a file that never signs in: the SDK's options are the map's style and zoom, no account's
export function saveMapOptions(config: MapSDKConfig) {
  // ok: rn.storage.token-in-async-storage
  storage.set('mapConfig', JSON.stringify(config));
}
