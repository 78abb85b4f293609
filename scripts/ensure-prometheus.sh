#!/usr/bin/env bash
# The metrics tests check /metrics with promtool and scrape a running server with a real Prometheus (Debian's
# package; test tools cannot download binaries here). Install it if missing.
set -euo pipefail
[ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ] && exit 0
echo "Installing Debian's prometheus for the metrics tests…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
# Another process may hold the apt lock (a parallel test run); wait for it rather than fail.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
# The package's service is not wanted: the tests start their own Prometheus on a free loopback port.
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends prometheus >/dev/null
/usr/bin/prometheus --version | head -1
