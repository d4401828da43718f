#!/usr/bin/env bash
# Creates (idempotently) the real-editor test cache OUTSIDE the repository:
# Debian's chromium (+ libkrb5-dev for code-server's native modules), Node 24
# and playwright-core from npm, then code-server built against Node 24.
# Everything comes from the npm registry and Debian's packages; nothing is
# downloaded by the tools themselves. Prints the cache path on its last line.
set -euo pipefail
CACHE="${KONTEXT_EDITOR_CACHE:-$HOME/.cache/kontext-editor}"
CODE_SERVER_VERSION="${KONTEXT_CODE_SERVER_VERSION:-4.139.1}"
mkdir -p "$CACHE"
cd "$CACHE"

# chromium for Playwright; libkrb5-dev, a compiler and python3 for code-server's native modules.
APT_PACKAGES="chromium libkrb5-dev build-essential python3"
missing=""
for p in $APT_PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  echo "setup: installing$missing from Debian" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi

[ -f package.json ] || echo '{"name":"kontext-editor-cache","private":true}' > package.json
# npm 11 blocks dependency install scripts unless allowed; node's preinstall,
# code-server's postinstall (which runs `npm install` in lib/vscode) and the
# native modules need them, so allow them for this cache only.
export npm_config_dangerously_allow_all_scripts=true
if [ ! -x node_modules/node/bin/node ] || [ ! -d node_modules/playwright-core ]; then
  echo "setup: installing node@24 and playwright-core" >&2
  npm install --no-audit --no-fund --dangerously-allow-all-scripts node@24 playwright-core >&2
fi
export PATH="$CACHE/node_modules/node/bin:$PATH"
installed="$(node -p "try{require('./node_modules/code-server/package.json').version}catch{''}" 2>/dev/null || true)"
if [ "$installed" != "$CODE_SERVER_VERSION" ] || [ ! -d node_modules/code-server/lib/vscode/node_modules ]; then
  echo "setup: installing code-server@$CODE_SERVER_VERSION with Node $(node --version) (builds native modules; takes minutes)" >&2
  npm install --no-audit --no-fund --dangerously-allow-all-scripts "code-server@$CODE_SERVER_VERSION" >&2
  # Older npm ran the postinstall already; with blocked scripts this runs it now (no-op when done).
  if [ ! -d node_modules/code-server/lib/vscode/node_modules ]; then
    npm rebuild --dangerously-allow-all-scripts code-server argon2 >&2
  fi
fi
test -x node_modules/node/bin/node && test -f node_modules/code-server/out/node/entry.js && test -x /usr/bin/chromium
echo "$CACHE"
