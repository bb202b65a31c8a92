#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Salesforce
# ruleid: secrets.salesforce-access-token
export SF_ACCESS_TOKEN="00DxSULoXtpLpXZrc1!9r4RX2btcXZnduMX9YQe.rwkfP4UQG8fMwqWIprjNXQESc3cC2XSGgHpej7x4EITBhSkD8Fv6Lyw9etcJXOA9Bd458lKzm9mNEFLlgYnggZFHkg"
# ok: secrets.salesforce-access-token
export SF_ACCESS_TOKEN="$(vault kv get -field=value secret/ci/sf_access_token)"
# ruleid: secrets.salesforce-access-token
export SF_ACCESS_TOKEN_STAGING="00DBrSyD77dioBC7J9!NEDfiG5ZJWkf1vWulJvE.9Wc89y0mhKLnUjPqgHB2Q2TAQTfleL1dXWOFoGqCinjm3IE7I7of9wOrrBpc1HP3WkfoUsAHw0TV6XfYRoscsFdLj3"
# ok: secrets.salesforce-access-token
export SF_ACCESS_TOKEN_PREFIX="00DxSULoXtpLpXZrc1!9r4RX2btcXZnduMX9YQe.rwk"

node dist/deploy.js
