#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Papertrail
# ruleid: secrets.papertrail-token
export PAPERTRAIL_API_TOKEN="uR6CJNq7n2DiLkrbEhkm"
# ok: secrets.papertrail-token
export PAPERTRAIL_API_TOKEN="$(vault kv get -field=value secret/ci/papertrail_api_token)"
# ruleid: secrets.papertrail-token
export PAPERTRAIL_API_TOKEN_STAGING="molET7bqcSYizzzHhHmr"
# ok: secrets.papertrail-token
export PAPERTRAIL_API_TOKEN_PREFIX="uR6CJNq7"

node dist/deploy.js
