import { MMKV } from 'react-native-mmkv';

export class JsonStore extends MMKV {
  getJSON<T>(key: string): T | undefined {
    const raw = this.getString(key);
    return raw ? JSON.parse(raw) : undefined;
  }

  putJSON<T>(key: string, value: T) {
    this.set(key, JSON.stringify(value));
  }
}

export class Stores {
  private _session?: JsonStore;
  private _app?: JsonStore;

  get session() {
    if (!this._session) {
      this._session = new JsonStore({ id: 'session' });
    }
    return this._session;
  }

  get app() {
    if (!this._app) {
      this._app = new JsonStore({ id: 'app' });
    }
    return this._app;
  }
}
