#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. Each step says when it starts (seconds
# since the run began) and the summary at the end gives each step's time, the slowest tests and
# the number of tests per layer, also when a step failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .tmp
rm -rf .tmp/vitest-results.json .tmp/playwright-results.json .tmp/flow-coverage .tmp/steps.tsv

summary() { node --import tsx tests/tools/summarise-results.ts; }

# step NAME COMMAND…: runs one step; on failure prints the summary and stops the run.
step() {
  local name=$1 started=$SECONDS
  shift
  printf '\n== %s (at %d s)\n' "$name" "$started"
  "$@"
  local status=$?
  printf '%s\t%d\t%d\t%d\n' "$name" "$started" "$SECONDS" "$status" >> .tmp/steps.tsv
  if [ "$status" -ne 0 ]; then
    printf '\n== %s failed (exit %d)\n' "$name" "$status"
    summary
    exit 1
  fi
}

step "Typecheck (tsc, strict)" npm run --silent typecheck
step "Lint (oxlint, with import boundaries)" npm run --silent lint
step "Flow charts are up to date (docs/flows)" npm run --silent flows -- --check
step "Unit, machine (model-based) and API tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
step "Build the site" npm run --silent build
step "Chromium for the browser tests" bash tests/tools/ensure-chromium.sh
step "Browser tests (Playwright, real server on a fresh database)" npx playwright test -c tests/playwright.config.ts
step "Flow coverage (model tests and browser runs)" npm run --silent coverage:flows

printf '\n== Summary (at %d s)\n' "$SECONDS"
summary
