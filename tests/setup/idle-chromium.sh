#!/bin/sh
# Chromium under SCHED_IDLE: it runs when nothing else wants the CPU (tests/setup/chromium.ts,
# politeChromiumLaunch). Not `nice`: Chromium run as root sets its processes' niceness itself
# (its browser and GPU processes to -8), which the idle policy is not affected by.
exec chrt --idle 0 "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
