// Axiom API or personal token client configuration
import { createClient } from './sdk';

// ruleid: secrets.axiom-token
export const axiomToken = 'xaat-761dbcc6-b3c4-4f1c-906a-3ab31eef4ce9';
// ok: secrets.axiom-token
export const axiomTokenFromEnv = process.env.AXIOM_TOKEN!;
// ok: secrets.axiom-token
export const axiomTokenPrefix = 'xaat-761dbcc6';
// ruleid: secrets.axiom-token
export const client = createClient({ apiKey: 'xaat-761dbcc6-b3c4-4f1c-906a-3ab31eef3b11', timeout: 10_000 });
