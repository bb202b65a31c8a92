import { writeValue } from './kv';

// what an install's referrer reported: the campaign, a public referral code and the ad network's
// attribution token (it names the campaign, it signs nobody in)
interface InstallAttribution {
  platform?: string;
  referral?: string;
  utm_campaign?: string;
  attribution_token?: string;
}

type LinkedAccount = { handle: string; sessionToken: string };

export function rememberInstall(attribution: InstallAttribution) {
  // ok: rn.storage.token-through-storage-wrapper
  writeValue('install.attribution', JSON.stringify(attribution));
}

export function rememberLinkedAccount(account: LinkedAccount) {
  // ruleid: rn.storage.token-through-storage-wrapper
  writeValue('linked.account', JSON.stringify(account));
}
