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

# beside NAME COMMAND…: starts a step in the background (its output kept for later), for one that uses
# one core while the steps after it use the other; `joined` waits for it and reports it like a step.
beside() {
  beside_name=$1 beside_started=$SECONDS
  shift
  printf '\n== %s (at %d s, beside the next steps; its output follows them)\n' "$beside_name" "$beside_started"
  ( "$@" > .tmp/beside.log 2>&1; echo "$? $SECONDS" > .tmp/beside.status ) &
  beside_pid=$!
  trap 'kill "$beside_pid" 2>/dev/null' EXIT
}
joined() {
  wait "$beside_pid"
  trap - EXIT
  local status ended
  read -r status ended < .tmp/beside.status
  printf '\n== %s: its output (it ended at %d s)\n' "$beside_name" "$ended"
  cat .tmp/beside.log
  printf '%s\t%d\t%d\t%d\n' "$beside_name" "$beside_started" "$ended" "$status" >> .tmp/steps.tsv
  if [ "$status" -ne 0 ]; then
    printf '\n== %s failed (exit %d)\n' "$beside_name" "$status"
    summary
    exit 1
  fi
}

# The flow charts' check and the typecheck each use one core: side by side on a 2-core machine.
beside "Flow charts are up to date (docs/flows)" npm run --silent flows -- --check
step "Typecheck (tsc, strict)" npm run --silent typecheck
step "Lint (oxlint, with import boundaries)" npm run --silent lint
joined
# Chromium first: the vitest step has the component tests in a real browser (project "browser").
step "Chromium for the browser tests" bash tests/tools/ensure-chromium.sh
step "Unit, machine (model-based), component (jsdom and a real browser) and API tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
step "Build the site" npm run --silent build
step "Browser tests (Playwright, real server on a fresh database)" npx playwright test -c tests/playwright.config.ts
step "Flow coverage (model tests and browser runs)" npm run --silent coverage:flows

printf '\n== Summary (at %d s)\n' "$SECONDS"
summary
