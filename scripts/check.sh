#!/usr/bin/env bash
# `npm run check`: typecheck, lint and format. Type checking and the type-aware lint rules each
# keep about one core busy for a minute or more, so the three run side by side; each one's
# output is printed whole when all have ended, so they never interleave. Fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

steps=(typecheck lint format:check)
for step in "${steps[@]}"; do
  (npm run --silent "$step" > "$out/$step.log" 2>&1; echo $? > "$out/$step.status") &
done
wait

status=0
for step in "${steps[@]}"; do
  code="$(cat "$out/$step.status")"
  echo "== $step"
  cat "$out/$step.log"
  if [ "$code" -ne 0 ]; then
    echo "$step failed (exit $code)" >&2
    status=1
  fi
done
exit $status
