import { writeValue } from './kv';

type Account = { handle: string; appPassword: string; colorScheme: string };

export function rememberAccount(account: Account) {
  // ruleid: rn.storage.token-through-storage-wrapper
  writeValue('account.credential', account.appPassword);
  // ok: rn.storage.token-through-storage-wrapper
  writeValue('account.colorScheme', account.colorScheme);
}
