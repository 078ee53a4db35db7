#!/usr/bin/env bash
# Prepares a checkout to run: a Node >= 22.18 (the npm package `node`, installed into .tools/,
# when the machine's Node is older), the npm packages, and the PocketBase binary built from its
# Go module, and Caddy and stripe-mock likewise. Idempotent, and quick when nothing changed.
# Usage: scripts/setup.sh [--then COMMAND ARGS...]  (runs COMMAND afterwards with that Node on PATH)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

node_ok() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 18) ? 0 : 1)' 2>/dev/null
}
if ! node_ok; then
  if [ ! -x .tools/node_modules/.bin/node ]; then
    echo "setup: Node $(node -v 2>/dev/null || echo 'is missing'); installing Node 24 into .tools/ (npm package 'node')"
    npm install --prefix .tools --no-audit --no-fund --loglevel=error node@24
  fi
  export PATH="$root/.tools/node_modules/.bin:$PATH"
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  # Not `npm ci`: the registry mirror may lack the newest builds of other platforms' optional
  # packages, which npm then leaves out of the lock and `npm ci` rejects as missing.
  npm install --no-audit --no-fund --loglevel=error
fi

# The site's code that PocketBase's hooks run (pb_hooks/site-bundle.js), built from src/. In CI
# (CI set to anything but false, as src/lib/env.ts reads it) it is only checked: the committed
# bundle must already be the current build.
if [ -n "${CI:-}" ] && [ "${CI}" != "false" ]; then
  node_modules/.bin/tsx scripts/build-hooks-bundle.ts --check
else
  node_modules/.bin/tsx scripts/build-hooks-bundle.ts
fi

if [ ! -x pocketbase/pocketbase ] || [ -n "$(find pocketbase/*.go pocketbase/go.mod pocketbase/go.sum -newer pocketbase/pocketbase)" ]; then
  if ! command -v go >/dev/null; then
    echo "setup: Go is needed to build PocketBase from its Go module (https://go.dev/doc/install)" >&2
    exit 1
  fi
  echo "setup: building PocketBase (pocketbase/pocketbase)"
  (cd pocketbase && CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o pocketbase .)
fi

# stripe-mock (Go module github.com/stripe/stripe-mock) for the payment tests: Stripe's API
# answered locally from its OpenAPI spec. Its bundled fixtures go beside it, for the tests to
# adapt (scripts/lib/stripe-mock-server.ts).
stripe_mock_version=v0.203.0
if [ ! -x .tools/bin/stripe-mock ] || [ ! -f .tools/stripe-mock/fixtures3.json ]; then
  if ! command -v go >/dev/null; then
    echo "setup: Go is needed to build stripe-mock for the payment tests" >&2
    exit 1
  fi
  echo "setup: building stripe-mock $stripe_mock_version (.tools/bin/stripe-mock)"
  GOBIN="$root/.tools/bin" CGO_ENABLED=0 go install "github.com/stripe/stripe-mock@$stripe_mock_version"
  mkdir -p .tools/stripe-mock
  module_dir=$(go list -m -json "github.com/stripe/stripe-mock@$stripe_mock_version" 2>/dev/null | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  module_dir=${module_dir:-$(go env GOMODCACHE)/github.com/stripe/stripe-mock@$stripe_mock_version}
  cp "$module_dir/embedded/openapi/fixtures3.json" .tools/stripe-mock/fixtures3.json
  chmod u+w .tools/stripe-mock/fixtures3.json
fi

# Caddy, the server visitors reach (server/Caddyfile), built from its Go module with only the
# modules it uses (server/caddy/main.go; version pinned in server/caddy/go.mod).
if [ ! -x .tools/bin/caddy ] || [ -n "$(find server/caddy/main.go server/caddy/go.mod server/caddy/go.sum -newer .tools/bin/caddy)" ]; then
  if ! command -v go >/dev/null; then
    echo "setup: Go is needed to build Caddy from its Go module (https://go.dev/doc/install)" >&2
    exit 1
  fi
  echo "setup: building Caddy (.tools/bin/caddy)"
  mkdir -p .tools/bin
  (cd server/caddy && CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$root/.tools/bin/caddy" .)
fi

if [ "${1:-}" = "--then" ]; then
  shift
  exec "$@"
fi
