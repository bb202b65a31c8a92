// Flagsmith server-side environment key client configuration
import { createClient } from './sdk';

// ruleid: secrets.flagsmith-server-key
export const flagsmithServerKey = 'ser.BbGUFo66hZ9QqgioOisdZm';
// ok: secrets.flagsmith-server-key
export const flagsmithServerKeyFromEnv = process.env.FLAGSMITH_SERVER_KEY!;
// ok: secrets.flagsmith-server-key
export const flagsmithServerKeyPrefix = 'ser.BbGU';
// ruleid: secrets.flagsmith-server-key
export const client = createClient({ apiKey: 'ser.BbGUFo66hZ9QqgioOiv9q7', timeout: 10_000 });
// ok: secrets.flagsmith-server-key
export const handles = browser.getWindowHandlesForUser2024Fallbackv3();
// ok: secrets.flagsmith-server-key
export const flagsmithClientKey = 'n7Lq2VxR9cTjB4mYwK8pZd';
