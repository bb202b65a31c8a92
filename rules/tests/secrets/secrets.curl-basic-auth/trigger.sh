#!/bin/sh
set -e
# ruleid: secrets.curl-basic-auth
curl -u deploy:Qm4tZ8wLp2Vx6Rn1 https://ci.acme.dev/job/release/build
# ruleid: secrets.curl-basic-auth
curl -sS --user "ci-bot:N7q2Xr9vLk3Pz8Tw" -X POST https://registry.acme.dev/api/v2/publish
# ok: secrets.curl-basic-auth
curl -u "deploy:$CI_TOKEN" https://ci.acme.dev/job/release/build
# ok: secrets.curl-basic-auth
curl --user "$REGISTRY_USER:$REGISTRY_PASSWORD" https://registry.acme.dev/api/v2/publish
# ok: secrets.curl-basic-auth
curl -u admin:admin http://localhost:8080/api
