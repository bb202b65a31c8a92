#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Terraform Cloud
# ruleid: secrets.terraform-cloud-token
export TF_TOKEN_app_terraform_io="kntLxoZfz6qIM8.atlasv1.csBIPedYHq817Lnaw1jIHj8O1qzJhmmcKd7wqzaAkZKnB3bBM9KjIk0QqIloS9JvJjS"
# ok: secrets.terraform-cloud-token
export TF_TOKEN_app_terraform_io="$(vault kv get -field=value secret/ci/tf_token_app_terraform_io)"
# ruleid: secrets.terraform-cloud-token
export TF_TOKEN_app_terraform_io_STAGING="bZ3vZXtXDRPIHj.atlasv1.tow2NK0JvbBmBzXSSPRCQmG2TtvHnMreK36pIwNsYw1WUpNW4AVq1X3pHKjbus4IVaC"
# ok: secrets.terraform-cloud-token
export TF_TOKEN_app_terraform_io_PREFIX="kntLxoZfz6qIM8.atlasv1.csBIPed"

node dist/deploy.js
