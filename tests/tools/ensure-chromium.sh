#!/usr/bin/env bash
# Browser tests need Chromium. Playwright cannot download its own browsers on our machines,
# so Debian's package is used; elsewhere Playwright's own build is the fallback.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "Chromium: using $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Chromium: /usr/bin/chromium is missing; installing Debian's chromium and fonts-liberation with apt-get…"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-liberation >/dev/null
  echo "Chromium: installed $(/usr/bin/chromium --version)"
else
  echo "Chromium: no apt-get on this machine; installing Playwright's own Chromium (npx playwright install chromium)…"
  npx playwright install chromium
fi
