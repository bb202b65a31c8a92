#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Sourcegraph
# ruleid: secrets.sourcegraph-token
export SRC_ACCESS_TOKEN="sgp_653851a4a54fa321_997f5ff9de46034f534f604f2bd57ad359c55133"
# ok: secrets.sourcegraph-token
export SRC_ACCESS_TOKEN="$(vault kv get -field=value secret/ci/src_access_token)"
# ruleid: secrets.sourcegraph-token
export SRC_ACCESS_TOKEN_STAGING="sgp_2f0e2b7ab619b5c3_9ab27877e893307cd5e3d2aaa53e8e5525245f6d"
# ok: secrets.sourcegraph-token
export SRC_ACCESS_TOKEN_PREFIX="sgp_653851a4a54fa321"

node dist/deploy.js
