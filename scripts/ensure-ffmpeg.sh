#!/usr/bin/env bash
# The camera tests turn photos into videos with ffmpeg: install Debian's when missing.
set -euo pipefail
if command -v ffmpeg >/dev/null; then exit 0; fi
echo "Installing Debian's ffmpeg (the camera tests make videos of photos with it)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "ffmpeg is missing and this user cannot install it: run 'apt-get install -y ffmpeg' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq ffmpeg >/dev/null
