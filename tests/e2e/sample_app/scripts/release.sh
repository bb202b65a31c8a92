#!/usr/bin/env bash
set -euo pipefail

VERSION="$(node -p "require('./web/package.json').version")"
export GH_TOKEN=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
gh release create "v${VERSION}" --generate-notes
