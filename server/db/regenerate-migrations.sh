#!/usr/bin/env bash
# Until the first release there is one migration, regenerated whole from the schema in tables/.
# (After a release, switch to adding migrations with `drizzle-kit generate`, never rewriting them.)
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf server/db/migrations
npx drizzle-kit generate --config server/db/drizzle.config.ts --name init
