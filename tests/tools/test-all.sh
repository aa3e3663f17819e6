#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .tmp
rm -f .tmp/vitest-results.json .tmp/playwright-results.json

step() { printf '\n== %s\n' "$1"; }

step "Typecheck (tsc, strict)"
npm run --silent typecheck

step "Lint (oxlint, with import boundaries)"
npm run --silent lint

step "Unit, machine and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json

step "Build the site"
npm run --silent build

step "Browser tests (Playwright, real server on a fresh database)"
bash tests/tools/ensure-chromium.sh
npx playwright test -c tests/playwright.config.ts

step "Summary"
node --import tsx tests/tools/summarise-results.ts
