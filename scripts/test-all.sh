#!/usr/bin/env bash
# Every layer of the tests, one after the other: a failing layer never keeps the next from
# running. Prints which failed at the end and exits non-zero if any did.
#
# The static checks go first, in two lanes at once: ESLint alone in one (the longest, and one
# thread), the type check and the other linters in the other. Each lane's output is printed
# whole when it ends. Astro's generated types are written once before them, so the two lanes
# never write them at the same time (`lint:synced` and `typecheck -- --noSync` skip it).
set -u
failed=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs npm scripts one after the other in the background, output to $logs/$1; records each
# failed script's name in $logs/$1.failed.
lane() {
  local name=$1
  shift
  (
    for step in "$@"; do
      echo "== npm run $step"
      # shellcheck disable=SC2086 # a step may carry its script's arguments
      npm run --silent $step || echo "$step" >>"$logs/$name.failed"
    done
  ) >"$logs/$name" 2>&1 &
}

echo "== npx astro sync"
npx astro sync || failed+=("astro sync")
lane eslint "lint:eslint"
lane checks "typecheck -- --noSync" "lint:hooks" "lint:format" "lint:unused"
wait
for name in eslint checks; do
  cat "$logs/$name"
  if [ -f "$logs/$name.failed" ]; then mapfile -t -O "${#failed[@]}" failed <"$logs/$name.failed"; fi
done

for step in test:unit test:components test:go test:integration test:e2e; do
  echo "== npm run $step"
  npm run --silent "$step" || failed+=("$step")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "== failed: ${failed[*]}"
  exit 1
fi
echo "== every layer passed"
