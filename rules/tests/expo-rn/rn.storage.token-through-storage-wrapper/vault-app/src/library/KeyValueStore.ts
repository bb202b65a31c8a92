import AsyncStorage from "@react-native-async-storage/async-storage";

export class KeyValueStore {
    private _store: typeof AsyncStorage;

    constructor() {
        this._store = AsyncStorage;
    }

    read(name: string): Promise<string | null> {
        return this._store.getItem(name);
    }

    write(name: string, value: string): Promise<void> {
        return new Promise((resolve, reject) => {
            this._store.setItem(name, value, err => (err ? reject(err) : resolve()));
        });
    }
}
