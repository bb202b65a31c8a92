// Defined Networking API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.defined-networking-api-key
export const dnApiKey = 'dnkey-2z0edearaynwtpe6f4n5eu4h5y-msgi032iqdunaboveacbffbc2t946bg7qaf9c9kktevzvi90z96c';
// ok: secrets.defined-networking-api-key
export const dnApiKeyFromEnv = process.env.DN_API_KEY!;
// ok: secrets.defined-networking-api-key
export const dnApiKeyPrefix = 'dnkey-2z0edearaynwtpe6f4n5eu';
// ruleid: secrets.defined-networking-api-key
export const client = createClient({ apiKey: 'dnkey-2z0edearaynwtpe6f4n5eu4h5y-msgi032iqdunaboveacbffbc2t946bg7qaf9c9kktevzvi90273e', timeout: 10_000 });
