#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .tmp
rm -rf .tmp/vitest-results.json .tmp/playwright-results.json .tmp/flow-coverage

# Each step says when it starts, in seconds since the run began: CI has 90 minutes for all of it.
step() { printf '\n== %s (at %d s)\n' "$1" "$SECONDS"; }

step "Typecheck (tsc, strict)"
npm run --silent typecheck

step "Lint (oxlint, with import boundaries)"
npm run --silent lint

step "Flow charts are up to date (docs/flows)"
npm run --silent flows -- --check

step "Unit, machine (model-based) and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json

step "Build the site"
npm run --silent build

step "Browser tests (Playwright, real server on a fresh database)"
bash tests/tools/ensure-chromium.sh
npx playwright test -c tests/playwright.config.ts

step "Flow coverage (model tests and browser runs)"
npm run --silent coverage:flows

step "Summary"
node --import tsx tests/tools/summarise-results.ts
