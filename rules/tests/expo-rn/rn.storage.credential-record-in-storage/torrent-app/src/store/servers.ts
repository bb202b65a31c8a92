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

// the single-file backup of the first releases: nothing calls it any more
function storeServersBackup(data: ServersData): void {
  // ok: rn.storage.credential-record-in-storage
  storage.set("user.servers.backup", JSON.stringify(data));
}

// called by addServer below
const persistServers = (data: ServersData): void =>
  // ruleid: rn.storage.credential-record-in-storage
  storage.set(KEY, JSON.stringify(data));

export function addServer(server: Server): void {
  const data = loadServers() ?? { servers: [] };
  persistServers({ ...data, servers: [...data.servers, server] });
}
