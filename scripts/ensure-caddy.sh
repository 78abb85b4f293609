#!/usr/bin/env bash
# The cluster test puts Debian's Caddy in front of the replicas (test tools cannot download it here). Install it if missing.
set -euo pipefail
command -v caddy >/dev/null && exit 0
echo "Installing Debian's caddy for the cluster test…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
# Another process may hold the apt lock (a parallel test run); wait for it rather than fail.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq caddy >/dev/null
# The package starts a service on port 80 that the test does not use.
$SUDO systemctl disable --now caddy >/dev/null 2>&1 || true
caddy version
