import type { DriveSDKConfig } from '@acme/drive-sdk';
import { storage } from './mmkv';
import { SDK_CONFIG_KEY, AUTHED_KEY, THEME_KEY } from '@/lib/constants';

type Theme = { dark: boolean; accent: string };

export class AuthService {
  public setAuthed(authed: boolean): void {
    // ok: rn.storage.token-in-async-storage
    storage.set(AUTHED_KEY, authed);
  }

  public setSDKConfig(config: Required<DriveSDKConfig>): void {
    // ruleid: rn.storage.token-in-async-storage
    storage.set(SDK_CONFIG_KEY, JSON.stringify(config));
  }

  public saveLogin(sdkConfig: Required<DriveSDKConfig>): void {
    // ruleid: rn.storage.token-in-async-storage
    storage.set('drive', JSON.stringify(sdkConfig));
  }

  public setTheme(theme: Theme): void {
    // ok: rn.storage.token-in-async-storage
    storage.set(THEME_KEY, JSON.stringify(theme));
  }
}
