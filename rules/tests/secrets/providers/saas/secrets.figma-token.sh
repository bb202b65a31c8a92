#!/usr/bin/env bash
set -euo pipefail
# deploy helper: Figma
# ruleid: secrets.figma-token
export FIGMA_TOKEN="figd_TmCZTG9wtuaPUXZiI1sywe2qg4IqRmOjlleFGwTk"
# ok: secrets.figma-token
export FIGMA_TOKEN="$(vault kv get -field=value secret/ci/figma_token)"
# ruleid: secrets.figma-token
export FIGMA_TOKEN_STAGING="figd_ikkSmMI9_ClaAZOZ9d4BZ0sYIufS6tVYiVDOBM8m"
# ok: secrets.figma-token
export FIGMA_TOKEN_PREFIX="figd_TmCZTG9wtu"

node dist/deploy.js
