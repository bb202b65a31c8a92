import { storage } from "./storage";
import type { Directories, Preferences } from "./types";

export function storePreferences(data: Preferences): void {
  // ok: rn.storage.credential-record-in-storage
  storage.set("user.preferences", JSON.stringify(data));
}

export function storeDirectories(directories: Directories): void {
  // ok: rn.storage.credential-record-in-storage
  storage.set("user.directories", JSON.stringify(directories));
}
