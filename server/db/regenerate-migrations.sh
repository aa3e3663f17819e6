#!/usr/bin/env bash
# Until the first release the migrations are regenerated whole: 0000_init from the schema in
# tables/, then one custom migration per file in sql/ (what drizzle cannot express: triggers).
# (After a release, switch to adding migrations with `drizzle-kit generate`, never rewriting them.)
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf server/db/migrations
npx drizzle-kit generate --config server/db/drizzle.config.ts --name init
for sql in server/db/sql/*.sql; do
  name=$(basename "$sql" .sql | tr '-' '_')
  npx drizzle-kit generate --config server/db/drizzle.config.ts --custom --name "$name" >/dev/null
  target=$(ls server/db/migrations/*_"$name".sql)
  cp "$sql" "$target"
  echo "custom migration: $target"
done
