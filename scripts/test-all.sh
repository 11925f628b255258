#!/usr/bin/env bash
# Runs every test suite: migrations check, shared and server unit/integration tests (PGlite,
# plus PostgreSQL when TEST_DATABASE_URL is set), web component tests and browser tests.
# Ends with one line `N passed, N failed` totalling all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
status=0

run() { # name, command...
  local name="$1"; shift
  echo "== $name"
  if ! "$@"; then status=1; fi
  if [ ! -f "$results/$name.json" ]; then
    # the runner died before writing its report: count it as one failure
    echo '{"gate":true,"ok":false}' > "$results/$name.json"
  fi
}

vitest_json() { # name, workspace dir, extra env...
  local name="$1" dir="$2"; shift 2
  env "$@" npx vitest run --root "$dir" --reporter=default --reporter=json \
    --outputFile.json="$results/$name.json"
}

bash scripts/ensure-chromium.sh || { echo "ERROR: browser tests need Chromium" >&2; status=1; }

if node apps/server/scripts/check-migrations.mjs; then
  echo '{"gate":true,"ok":true}' > "$results/migrations.json"
else
  echo '{"gate":true,"ok":false}' > "$results/migrations.json"; status=1
fi

run shared vitest_json shared packages/shared
run server-pglite vitest_json server-pglite apps/server TEST_DATABASE_URL=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run server-postgres vitest_json server-postgres apps/server "TEST_DATABASE_URL=$TEST_DATABASE_URL"
fi
run web vitest_json web apps/web
run browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/browser.json" \
  npx playwright test --config apps/web/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs "$results" || status=1
exit $status
