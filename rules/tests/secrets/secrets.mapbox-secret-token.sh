#!/usr/bin/env bash
# Configure ~/.netrc so CocoaPods can download the Mapbox iOS SDK.
set -euo pipefail

# ruleid: secrets.mapbox-secret-token
MAPBOX_DOWNLOADS_TOKEN="sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNsdDR6OWZ4bjBhYjIya3BkNnVxZ3hzZ2sifQ.Jd8Kq2LmV5xR9tYw3ZbN7p"
printf 'machine api.mapbox.com\nlogin mapbox\npassword %s\n' "$MAPBOX_DOWNLOADS_TOKEN" > ~/.netrc

# Public tokens (pk.) are meant to ship in the app.
# ok: secrets.mapbox-secret-token
MAPBOX_PUBLIC_TOKEN="pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNsdDR6OWZ4bjBhYjIya3BkNnVxZ3hzZ2sifQ.Jd8Kq2LmV5xR9tYw3ZbN7p"

# ruleid: secrets.mapbox-secret-token
curl -s "https://api.mapbox.com/tokens/v2/acme-maps?access_token=sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNsdHg3cTJtNzBhYmMya3A5dm1xbjRzd2IifQ.Vb2Kq9XmT4nR7pZ1wL6cH3"

# ok: secrets.mapbox-secret-token
curl -s "https://api.mapbox.com/tokens/v2/acme-maps?access_token=${MAPBOX_SECRET_TOKEN}"
