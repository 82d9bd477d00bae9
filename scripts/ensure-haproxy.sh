#!/usr/bin/env bash
# The cluster (npm run cluster, test:cluster, bench:cluster) puts Debian's HAProxy in front of its app servers: install it when missing.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then exit 0; fi
echo "Installing Debian's haproxy (the load balancer in front of the cluster's app servers)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "haproxy is missing and this user cannot install it: run 'apt-get install -y haproxy' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends haproxy >/dev/null
/usr/sbin/haproxy -v | head -1
