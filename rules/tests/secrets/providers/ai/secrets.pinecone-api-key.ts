// Pinecone client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.pinecone-api-key
export const pineconeApiKey = 'pcsk_loZKCa_HbPWdGr7QZUASEHgYguEmcuEQ6bYaOXdY9ssvj32eFcWR2UEhKyjRWHaKZqI76f';
// ok: secrets.pinecone-api-key
export const pineconeApiKey = process.env.PINECONE_API_KEY!;
// ruleid: secrets.pinecone-api-key
export const pineconeApiKeyBackup = 'pcsk_YKrmIw_2VBatEj3wgUtMbSEcpGIGZ5M0Xb81pdAfGCZx2P6ac0RcrID3eIVNpBY26Pde3G';
// ok: secrets.pinecone-api-key
export const pineconeApiKeyPrefix = 'pcsk_loZKCa_HbPWdGr7QZUAS';

export const schema = z.object({ id: z.string() });
