#!/usr/bin/env bash
# Follows docs/deploying.md from a fresh clone: runs its step blocks (```bash step) in order, in a
# clone of the committed code, and fails if any step fails. CI runs it after npm test.
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d)
cleanup() {
  # The steps start the servers of build/node/ in the background: stop those running in the clone.
  local pids=()
  for pid in $(pgrep -f "build/node/" || true); do
    case "$(readlink "/proc/$pid/cwd" 2>/dev/null)" in "$work"*) pids+=("$pid") ;; esac
  done
  if [ ${#pids[@]} -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null || true
    # They save their files on the way out: let them finish before the folder goes.
    for _ in $(seq 1 50); do
      alive=0
      for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
      [ "$alive" -eq 0 ] && break
      sleep 0.1
    done
  fi
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
