#!/usr/bin/env bash
set -euo pipefail

VERSION="$(node -p "require('./web/package.json').version")"
export GH_TOKEN=ghp_R8x2Lq9ZtV4mNc7Kp1Ws5Yb3Hd6Jf0Ga2Ue8
gh release create "v${VERSION}" --generate-notes
