#!/usr/bin/env bash
# Rotates the Slack app's configuration token before deploying the manifest.
set -euo pipefail

# ruleid: secrets.slack-app-token
SLACK_CONFIG_REFRESH_TOKEN="xoxe-1-lRBaoihFzvpN7lwsxTZGeVnnKizyKx8jkIrOxed1dqnZ5DTAkwvcnnccxDB077g0Ue97hsMk0LMAk2Zy6NfkKt517qXWjEpe4TN4aqgRTvK0oKdNY5IkJbfIKy8pKUQB8zzJtArLs1qzWrwkBm"
# ok: secrets.slack-app-token
SLACK_CONFIG_TOKEN="$(vault kv get -field=token secret/slack/config)"

curl -s -X POST https://slack.com/api/tooling.tokens.rotate \
  # ruleid: secrets.slack-app-token
  -d "refresh_token=xoxe-1-VzVCynU073DtALOrcvLaFToEYwojuhFJekzDOWMWK4EKJCnNyMPmWUVBUhYcP4er9W4hDAUILpxx2WXGFXj1KPgQq1fWbsn7qFmsPgSVvVsrkHgINxvb7Ccuk6FQkI9tI7R4lwIo6vqGso"

# ok: secrets.slack-app-token
echo "rotated; the new refresh token is in ${SLACK_CONFIG_TOKEN:0:4}..."
