import { Client } from "@notionhq/client";

// ruleid: secrets.notion-token
const notion = new Client({ auth: "secret_TQGiESksGUE2wDkGZPwJsit0grQKMpNShfUBobjaIi2" });

// ok: secrets.notion-token
const docsNotion = new Client({ auth: process.env.NOTION_TOKEN });

export const workspaces = {
  marketing: notion,
  docs: docsNotion,
  // ruleid: secrets.notion-token
  changelog: new Client({ auth: "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" }),
};

// An identifier that happens to start with secret_, not a token.
// ok: secrets.notion-token
export const secret_rotationScheduleForPrimaryDatabaseClusterNo = "weekly";
