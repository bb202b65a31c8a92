import { Octokit } from "@octokit/rest";

// ruleid: secrets.github-token
const octokit = new Octokit({ auth: "ghp_OIdzRDZ2QCxnsSa7fhj1DWXfnKEYOrOibW6k" });

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
