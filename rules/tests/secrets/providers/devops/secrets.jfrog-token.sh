#!/usr/bin/env bash
set -euo pipefail
# deploy helper: JFrog
# ruleid: secrets.jfrog-token
export ARTIFACTORY_ACCESS_TOKEN="cmVmdGtuOjAxOjmJP7kpPuvmQIpcPfIa8HJBwM7T57SRcaNmT8YaOo1LFdwquEdm"
# ok: secrets.jfrog-token
export ARTIFACTORY_ACCESS_TOKEN="$(vault kv get -field=value secret/ci/artifactory_access_token)"
# ruleid: secrets.jfrog-token
export ARTIFACTORY_ACCESS_TOKEN_STAGING="cmVmdGtuOjAxOjYZnf6MpMU4uW7MXi265TT4SbtkYbpzpLUyGurFFpb3WMEJtJm1"
# ok: secrets.jfrog-token
export ARTIFACTORY_ACCESS_TOKEN_PREFIX="cmVmdGtuOjAxOjmJP7kpP"

node dist/deploy.js
