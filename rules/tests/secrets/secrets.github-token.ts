import { Octokit } from "@octokit/rest";

// ruleid: secrets.github-token
const octokit = new Octokit({ auth: "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" });

export async function openIssue(title: string, body: string) {
  return octokit.issues.create({ owner: "acme", repo: "web", title, body });
}

export const releaseBot = new Octokit({
  // ruleid: secrets.github-token
  auth: "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",
  userAgent: "acme-release-bot",
});

// ok: secrets.github-token
export const ciClient = new Octokit({ auth: process.env.GITHUB_TOKEN });

// ok: secrets.github-token
export const TOKEN_FORMAT_HINT = "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

// A token-shaped fixture whose CRC-32 tail does not match: not a GitHub token.
// ok: secrets.github-token
export const MALFORMED_TOKEN_FIXTURE = "ghp_kGC7HckPRAY7ZhzDOH6oBiuWB3mKOS2uixGA";
