#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Weights & Biases
# ruleid: secrets.wandb-api-key
export WANDB_API_KEY="5d70a29a85130663eb9bf127259d46a952e96d14"
# ok: secrets.wandb-api-key
export WANDB_API_KEY="$(vault kv get -field=value secret/ci/wandb_api_key)"
# ruleid: secrets.wandb-api-key
export WANDB_API_KEY_STAGING="4a7f3b4c2ec6ecb54e2087d4bf14cfbe612ccda4"
# ok: secrets.wandb-api-key
export WANDB_API_KEY_PREFIX="5d70a29a85130"

node dist/deploy.js
