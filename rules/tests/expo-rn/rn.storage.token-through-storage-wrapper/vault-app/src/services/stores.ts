import { KeyValueStore } from "../library/KeyValueStore";

let shared: KeyValueStore | null = null;

export function getPlainStore(): KeyValueStore {
    if (!shared) {
        shared = new KeyValueStore();
    }
    return shared;
}
