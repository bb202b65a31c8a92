#!/usr/bin/env bash
set -euo pipefail
# deploy helper: HashiCorp Vault
# ruleid: secrets.vault-token
export VAULT_TOKEN="hvs.YDMUDc875YibpjVTlyX84YsbTutvi-tBjybwBVCc95C7r-tR9UV8Ai-ov712bOsKmvmrLNoVstWawiQ8fTfEOeay-v"
# ok: secrets.vault-token
export VAULT_TOKEN="$(vault kv get -field=value secret/ci/vault_token)"
# ruleid: secrets.vault-token
export VAULT_TOKEN_STAGING="hvs.6uCeu3HH-EnNAv3QgfLmYzeJKKqveNulDGU3YjpIY7X-i4Kb_TRyVohuyDkcaIy_bKXFdK5QwFnuOuJ17WqwzyldL6"
# ok: secrets.vault-token
export VAULT_TOKEN_PREFIX="hvs.YDMUDc875YibpjVT"

node dist/deploy.js
