#!/usr/bin/env bash
# Playwright's web server: `npm start` on a fresh data directory, its output
# (stdout and stderr) also written to a log file, which e2e/server-log.spec.ts
# searches for passwords and tokens once the other specs have run.
# Usage: scripts/e2e-server.sh <log file>   (DATA_DIR and PORT from the environment)
set -euo pipefail
cd "$(dirname "$0")/.."
log="${1:?the log file}"
rm -rf "${DATA_DIR:?DATA_DIR is not set}"
mkdir -p "$(dirname "$log")"
# The server keeps this shell's process id (exec), so its exit status is the
# server's; tee only copies what it prints.
exec > >(tee "$log") 2>&1
# The embedded API's fault switch (e2e/support/faults.ts) is on for the e2e server only.
export TEST_FAULTS="${TEST_FAULTS:-1}"
exec npx tsx server/start.ts
