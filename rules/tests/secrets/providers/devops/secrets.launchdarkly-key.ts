// LaunchDarkly client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.launchdarkly-key
export const launchdarklySdkKey = 'sdk-c0b3a48a-c816-474c-bd47-0b4a94fb3739';
// ok: secrets.launchdarkly-key
export const launchdarklySdkKey = process.env.LAUNCHDARKLY_SDK_KEY!;
// ruleid: secrets.launchdarkly-key
export const launchdarklySdkKeyBackup = 'sdk-8c394f8a-479e-4b23-8692-f1b20025663e';
// ok: secrets.launchdarkly-key
export const launchdarklySdkKeyPrefix = 'sdk-c0b3a48a-';

export const schema = z.object({ id: z.string() });
