#!/usr/bin/env bash
# Every layer of the tests, one after the other: a failing layer never keeps the next from
# running. Prints which failed at the end and exits non-zero if any did.
set -u
failed=()
for step in lint typecheck test:unit test:components test:go test:integration test:e2e; do
  echo "== npm run $step"
  npm run --silent "$step" || failed+=("$step")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "== failed: ${failed[*]}"
  exit 1
fi
echo "== every layer passed"
