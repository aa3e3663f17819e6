#!/usr/bin/env bash
# `npm run test:quick`: the developer's inner loop, in well under 3 minutes: typecheck, lint, and
# the vitest files that the change touches (vitest --changed follows imports). The change is what
# is not committed yet or, on a clean tree, the last commit; `npm run test:quick -- REF` compares
# with REF instead. `npm test` stays the whole check.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -gt 0 ]; then since=$1
elif [ -n "$(git status --porcelain)" ]; then since=HEAD
else since=HEAD~1
fi
started=$SECONDS
printf '== Typecheck\n'; npm run --silent typecheck
printf '== Lint\n'; npm run --silent lint
printf '== vitest on what changed since %s\n' "$since"
npx vitest run --changed "$since" --passWithNoTests
printf '== test:quick took %d s\n' "$((SECONDS - started))"
