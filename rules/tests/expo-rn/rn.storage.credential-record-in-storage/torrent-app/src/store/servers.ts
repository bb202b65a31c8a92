import { z } from "zod";

import { storage } from "./storage";

const ServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  username: z.string().optional(),
  password: z.string().optional(),
});

export type Server = z.infer<typeof ServerSchema>;

export const ServersSchema = z.object({
  servers: z.array(ServerSchema),
  activeServerId: z.string().optional(),
});

type ServersData = z.infer<typeof ServersSchema>;

const KEY = "user.servers";

export function loadServers(): ServersData | undefined {
  const value = storage.getString(KEY);
  return value === undefined ? undefined : ServersSchema.parse(JSON.parse(value));
}

export function storeServers(data: ServersData): void {
  // the servers' passwords go into the plain MMKV file with the rest of the record
  // ruleid: rn.storage.credential-record-in-storage
  storage.set(KEY, JSON.stringify(data));
}
