#!/usr/bin/env bash
set -euo pipefail

# ruleid: secrets.doppler-token
export DOPPLER_TOKEN="dp.st.prd.xGJHTPj6MfLcAJJFg44iradtvCqbldxjxraxShvfJN3"

# ok: secrets.doppler-token
doppler run --project api --config prd -- node dist/server.js

# ruleid: secrets.doppler-token
doppler configure set token dp.pt.CXjOGjoPqWBHf9VpRSFVHn3jdPzBgZXOCdameGceaLH --scope /srv/app

# ok: secrets.doppler-token
doppler secrets download --no-file --format env --token "$DOPPLER_TOKEN" > /dev/null
