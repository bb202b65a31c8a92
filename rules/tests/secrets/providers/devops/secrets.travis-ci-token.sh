#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Travis CI
# ruleid: secrets.travis-ci-token
export TRAVIS_API_TOKEN="6gBn34AdIc8DrG4N0cMeae"
# ok: secrets.travis-ci-token
export TRAVIS_API_TOKEN="$(vault kv get -field=value secret/ci/travis_api_token)"
# ruleid: secrets.travis-ci-token
export TRAVIS_API_TOKEN_STAGING="buDmhW8nBATxTrcxSiH67Q"
# ok: secrets.travis-ci-token
export TRAVIS_API_TOKEN_PREFIX="6gBn34Ad"

node dist/deploy.js
