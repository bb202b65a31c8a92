import { getPlainStore } from "./stores";
import { sealWithVaultKey } from "./crypto";
import type { Authenticator, Preferences } from "../types";

const PENDING_KEY = "authenticators:pending";
const PREFS_KEY = "preferences";

let pending: Array<Authenticator> = [];

export async function savePending(): Promise<void> {
    const store = getPlainStore();
    const unsaved: Array<Authenticator> = pending.filter(item => item.issuer !== "");
    // ruleid: rn.storage.token-through-storage-wrapper
    await store.write(PENDING_KEY, JSON.stringify(unsaved));
}

export async function savePendingSealed(): Promise<void> {
    const store = getPlainStore();
    // ok: rn.storage.token-through-storage-wrapper
    await store.write(PENDING_KEY, await sealWithVaultKey(JSON.stringify(pending)));
}

export async function savePreferences(preferences: Preferences): Promise<void> {
    const store = getPlainStore();
    // ok: rn.storage.token-through-storage-wrapper
    await store.write(PREFS_KEY, JSON.stringify(preferences));
    // ok: rn.storage.token-through-storage-wrapper
    await store.write("lastScreen", "Authenticators");
}
