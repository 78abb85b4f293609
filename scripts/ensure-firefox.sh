#!/usr/bin/env bash
# The Firefox end-to-end tests drive Debian's firefox-esr (test tools cannot download browsers here). Install it if missing.
set -euo pipefail
[ -x /usr/bin/firefox-esr ] && exit 0
echo "Installing Debian's firefox-esr for the Firefox end-to-end tests…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
# Another process may hold the apt lock (a parallel test run); wait for it rather than fail.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq firefox-esr fonts-liberation >/dev/null
/usr/bin/firefox-esr --version
