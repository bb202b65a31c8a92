import { createHash } from "crypto";
import { readConfigFile } from "./config-file";

let warned = false;

// The zero-configuration default: the express-session secret of a local SQLite install. It signs
// only the random ids of sessions the server's store keeps; the session rules judge it.
export function connectionConfig(randomSessionSecret: boolean) {
  const conn = readConfigFile();
  if (conn.database_url || conn.sqlite_path) return conn;
  if (randomSessionSecret) {
    // ok: node.jwt.hardcoded-secret-constant
    conn.session_secret = "c0ffee42deadbeef";
    conn.version_tag = createHash("sha256").update(`${conn.session_secret}${conn.version}`).digest("hex").slice(0, 16);
    if (!warned) {
      console.warn("Using the default session secret: set SESSION_SECRET in production");
      warned = true;
    }
  }
  return conn;
}
