import { z } from 'zod';

export const messagesQuery = z.object({
  folder: z.string().nullish(),
  limit: z.coerce.number().int().positive().max(100).nullish(),
  cursor: z.string().nullish(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

// no upper bound: any number parses
export const exportQuery = z.object({
  limit: z.coerce.number().nullish(),
  since: z.coerce.date().nullish(),
});
