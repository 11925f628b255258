#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Installs it when missing; fails loudly when it cannot.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "ERROR: cannot install chromium (not root and no sudo). Install it: apt-get install -y chromium" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ERROR: no apt-get on this machine; install Chromium at $CHROMIUM by hand." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "ERROR: chromium package installed but $CHROMIUM is missing." >&2
  exit 1
fi
echo "Chromium installed: $($CHROMIUM --version 2>/dev/null || true)"
