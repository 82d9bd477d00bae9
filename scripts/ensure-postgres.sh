#!/usr/bin/env bash
# The PostgreSQL pass and the cluster tests start a throwaway PostgreSQL from the machine's
# server binaries: install Debian's postgresql when they are missing.
set -euo pipefail
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then exit 0; fi
echo "Installing Debian's postgresql (the PostgreSQL pass and the cluster tests need its server binaries)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL server binaries are missing in $bin and this user cannot install them: run 'apt-get install -y postgresql' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
if [ ! -x "$bin/initdb" ]; then
  echo "postgresql was installed, but $bin/initdb is not there: set PG_BIN to its server binaries." >&2
  exit 1
fi
