#!/usr/bin/env bash
# Follows docs/deploying.md from a fresh clone: runs its step blocks (```bash step) in order, in a
# clone of the committed code, and fails if any step fails. CI runs it after npm test.
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d)
cleanup() {
  # The steps start npm run serve in the background: stop it and everything it started.
  pkill -f "$work/site/web/serve/server.ts" 2>/dev/null || true
  pkill -f "$work/site/node_modules/.bin/tsx web/serve" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

git clone --quiet "$repo" "$work/site"
awk '/^```bash step$/ { on = 1; next } /^```/ { on = 0 } on' "$repo/docs/deploying.md" > "$work/steps.sh"
[ -s "$work/steps.sh" ] || { echo "docs/deploying.md has no step blocks" >&2; exit 1; }

# A free port for npm run serve, so the walk-through never collides with a running server.
export PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cd "$work/site"
echo "Following docs/deploying.md in a fresh clone ($work/site), serving on port $PORT"
bash -euo pipefail "$work/steps.sh"
echo "docs/deploying.md: every step worked."
