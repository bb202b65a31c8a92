#!/usr/bin/env bash
set -euo pipefail

# Mirror the infra repo into the build context.
# ruleid: secrets.github-app-token
git clone "https://x-access-token:ghs_kGlhs2cZTPc2BrHCj7cMpdMaGNnOE70kpQHA@github.com/acme/infra.git" infra

# ok: secrets.github-app-token
git clone "https://x-access-token:${INSTALLATION_TOKEN}@github.com/acme/infra.git" infra-ci

# ruleid: secrets.github-app-token
REFRESH_TOKEN="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"
curl -fsS -X POST https://github.com/login/oauth/access_token -d "refresh_token=${REFRESH_TOKEN}&grant_type=refresh_token"

# ok: secrets.github-app-token
TOKEN=$(gh api -X POST "/app/installations/${INSTALLATION_ID}/access_tokens" --jq .token)
echo "::add-mask::${TOKEN}"
