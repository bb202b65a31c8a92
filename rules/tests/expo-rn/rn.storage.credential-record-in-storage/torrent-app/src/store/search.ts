import { storage } from "./storage";
import type { IndexerConfig } from "./types";

const KEY = "user.search";

export function storeSearch(data: IndexerConfig | null): void {
  if (data === null) {
    storage.delete(KEY);
    return;
  }
  // the indexer's API key, declared in another module
  // ruleid: rn.storage.credential-record-in-storage
  storage.set(KEY, JSON.stringify(data));
}
