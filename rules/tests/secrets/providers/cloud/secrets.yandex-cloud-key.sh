#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Yandex Cloud
# ruleid: secrets.yandex-cloud-key
export YC_API_KEY="AQVNjn15GZpt_5b6vJv6-h4JVgTb_GRJCnJ_CdgY"
# ok: secrets.yandex-cloud-key
export YC_API_KEY="$(vault kv get -field=value secret/ci/yc_api_key)"
# ruleid: secrets.yandex-cloud-key
export YC_API_KEY_STAGING="AQVN7qA60WRdtz8AuxJ7Ic1QekEBViJF2zJ74Hki"
# ok: secrets.yandex-cloud-key
export YC_API_KEY_PREFIX="AQVNjn15GZpt_"

node dist/deploy.js
