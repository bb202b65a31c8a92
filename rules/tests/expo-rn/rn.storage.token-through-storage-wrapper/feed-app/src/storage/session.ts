import type { Stores } from './stores';

export type LoginResponse = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
};

export class SessionService {
  constructor(private stores: Stores) {}

  saveLogin(response: LoginResponse) {
    // ruleid: rn.storage.token-through-storage-wrapper
    this.stores.session.putJSON('login', {
      accessToken: response.access_token,
      refreshToken: response.refresh_token,
    });
  }

  saveRefreshToken(token: string, expires: number) {
    // ruleid: rn.storage.token-through-storage-wrapper
    this.stores.session.putJSON('refresh_token', { value: token, expires });
  }

  saveLastTab(tab: string) {
    // ok: rn.storage.token-through-storage-wrapper
    this.stores.app.putJSON('lastTab', { tab, at: Date.now() });
  }

  saveTokenExpiry(expiresAt: number) {
    // ok: rn.storage.token-through-storage-wrapper
    this.stores.app.putJSON('tokenExpiry', expiresAt);
  }
}
