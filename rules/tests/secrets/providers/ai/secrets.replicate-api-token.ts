// Replicate client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.replicate-api-token
export const replicateApiToken = 'r8_W8OMQCPhczFJ0Cis1PKauq6d6tQ9PczDL7d1J';
// ok: secrets.replicate-api-token
export const replicateApiToken = process.env.REPLICATE_API_TOKEN!;
// ruleid: secrets.replicate-api-token
export const replicateApiTokenBackup = 'r8_CpbIGvmtMHoQsFGJnhV2bMJd13Z3fCkegqDiX';
// ok: secrets.replicate-api-token
export const replicateApiTokenPrefix = 'r8_W8OMQCPhcz';

export const schema = z.object({ id: z.string() });
