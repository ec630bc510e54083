#!/bin/sh
# Chromium under SCHED_IDLE: it runs when nothing else wants the CPU (tests/setup/chromium.ts,
# politeChromiumLaunch; docs/decisions/085). Not `nice`: Chromium run as root sets its processes'
# niceness itself (its browser and GPU processes to -8); the idle policy it leaves alone.
# Where the policy cannot be set, Chromium runs as usual.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if chrt --idle 0 true 2>/dev/null; then exec chrt --idle 0 "$CHROMIUM" "$@"; fi
exec "$CHROMIUM" "$@"
