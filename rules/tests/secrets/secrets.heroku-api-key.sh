#!/usr/bin/env bash
set -euo pipefail

# ruleid: secrets.heroku-api-key
export HEROKU_API_KEY=4464e743-8ba3-40fd-820d-af802de18c4e

# ok: secrets.heroku-api-key
HEROKU_APP_ID=fe5b9fd3-5fa8-cff2-754c-de8407ea4bad

# ruleid: secrets.heroku-api-key
curl -n -X POST https://api.heroku.com/apps/acme/builds -H "Authorization: Bearer HRKU-AAqMxTItbOyhNkexCqsyu3Ou407W0049Hv4muSbNjylIaoQq4wSrkpPe1gfm"

# ok: secrets.heroku-api-key
heroku container:release web --app "${HEROKU_APP:-acme}"
