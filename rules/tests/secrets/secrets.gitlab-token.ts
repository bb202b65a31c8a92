import { Gitlab } from "@gitbeaker/rest";

// ruleid: secrets.gitlab-token
export const api = new Gitlab({ host: "https://gitlab.acme.dev", token: "glpat-TIVNk8Csy2XtjJUb69yd" });

// ok: secrets.gitlab-token
export const ciApi = new Gitlab({ host: "https://gitlab.acme.dev", token: process.env.GITLAB_TOKEN! });

export const oauthApp = {
  clientId: "7d4c1f9e2b8a5c3d6e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
  // ruleid: secrets.gitlab-token
  clientSecret: "gloas-1b7d2c9e4f6a8b0c3d5e7f9a1b2c4d6e8f0a1c3e5b7d9f2a4c6e8b0d1f3a5c7e",
  redirectUri: "https://app.acme.dev/oauth/gitlab",
};

// ok: secrets.gitlab-token
export const DOCS_TOKEN = "glpat-xxxxxxxxxxxxxxxxxxxx";
