import { z } from 'zod';

const strictMessage = 'Unrecognized key in body -- please review the API documentation';

const crawlerOptions = z.object({
  includePaths: z.string().array().default([]),
  excludePaths: z.string().array().default([]),
  ignoreQueryParameters: z.boolean().default(false),
});

export const mapRequestSchema = crawlerOptions
  .omit({ ignoreQueryParameters: true })
  .extend({
    url: z.string().url(),
    search: z.string().optional(),
    limit: z.number().min(1).max(30000).default(5000),
  })
  .strict(strictMessage);
export type MapRequest = z.infer<typeof mapRequestSchema>;

// no upper bound: any page size parses
export const searchRequestSchema = z
  .object({
    query: z.string(),
    limit: z.coerce.number().int().positive().default(10),
  })
  .strict(strictMessage);
