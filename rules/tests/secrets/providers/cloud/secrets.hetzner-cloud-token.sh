#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Hetzner
# ruleid: secrets.hetzner-cloud-token
export HCLOUD_TOKEN="9Oe1dAXLOTILxOE9q4i2dR8TH3Cky701LQe8cb2ha2E97JcxhQyTuUyJcQIM7reb"
# ok: secrets.hetzner-cloud-token
export HCLOUD_TOKEN="$(vault kv get -field=value secret/ci/hcloud_token)"
# ruleid: secrets.hetzner-cloud-token
export HCLOUD_TOKEN_STAGING="SntuZ6zFp5qwTlCzGKa7hXAu3d7hmOSjhDPSUmMSuNkdllBjmKHvP59czPgeick1"
# ok: secrets.hetzner-cloud-token
export HCLOUD_TOKEN_PREFIX="9Oe1dAXLOTILxOE9q4i2d"

node dist/deploy.js
