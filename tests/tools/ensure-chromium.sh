#!/usr/bin/env bash
# Browser tests need Chromium. Playwright cannot download its own browsers on our machines, so Debian's
# packages are used: chromium-headless-shell, which the tests drive (tests/tools/chromium.ts: a third
# less time than the full browser), and chromium itself for Lighthouse and the screenshots. Elsewhere
# (no apt-get) Playwright's own build is the fallback.
set -euo pipefail
headless_shell=/usr/lib/chromium/chromium-headless-shell
need=()
[ -x /usr/bin/chromium ] || need+=(chromium fonts-liberation)
[ -x "$headless_shell" ] || need+=(chromium-headless-shell)
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "Chromium: installing Debian's ${need[*]} with apt-get…"
    sudo_cmd=""
    if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
    # Without the headless shell the tests still run, on the full browser: only chromium itself is a must.
    if ! { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null; }; then
      [ -x /usr/bin/chromium ] || exit 1
      echo "Chromium: the headless shell could not be installed; the tests use the full browser"
    fi
  else
    echo "Chromium: no apt-get on this machine; installing Playwright's own Chromium (npx playwright install chromium)…"
    npx playwright install chromium
    exit 0
  fi
fi
if [ -x "$headless_shell" ]; then
  echo "Chromium: the tests use the headless shell, $("$headless_shell" --version 2>/dev/null || echo "$headless_shell")"
else
  echo "Chromium: using $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
fi
