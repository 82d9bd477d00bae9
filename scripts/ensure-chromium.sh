#!/usr/bin/env bash
# Playwright cannot download browsers here: install Debian's chromium when missing.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
echo "Installing Debian's chromium (Playwright cannot download its own browser here)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$chromium" --version
