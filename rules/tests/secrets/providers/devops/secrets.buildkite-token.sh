#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Buildkite
# ruleid: secrets.buildkite-token
export BUILDKITE_API_TOKEN="bkua_2e5d88dca8986d66ce7a732afc2a00795be28fd9"
# ok: secrets.buildkite-token
export BUILDKITE_API_TOKEN="$(vault kv get -field=value secret/ci/buildkite_api_token)"
# ruleid: secrets.buildkite-token
export BUILDKITE_API_TOKEN_STAGING="bkua_a5c59c0af3e5a5b46e42be36a34913147d638168"
# ok: secrets.buildkite-token
export BUILDKITE_API_TOKEN_PREFIX="bkua_2e5d88dca8"

node dist/deploy.js
