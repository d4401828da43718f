#!/usr/bin/env bash
# Real-editor tests: builds, makes sure the cache exists (setup.sh), runs the
# e2e suite with mocha. Screenshots and results land in .test-artifacts/editor/.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash test/editor/setup.sh >/dev/null
npx mocha --config test/editor/.mocharc.json "$@"
