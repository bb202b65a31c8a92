import { z } from 'zod';

export const mapRequestSchema = z.object({
  url: z.string().url(),
  search: z.string().optional(),
  limit: z.number().min(1).max(30000).default(5000),
});
export type MapRequest = z.infer<typeof mapRequestSchema>;

// no upper bound: any page size parses
export const searchRequestSchema = z.object({
  query: z.string(),
  limit: z.coerce.number().int().positive().default(10),
});
