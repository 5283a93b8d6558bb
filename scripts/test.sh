#!/usr/bin/env bash
# `npm test`: the formatting and lint gates, then every test. Rust (core, wasm bindings, server on
# SQLite, and on PostgreSQL when RIGHTSDESK_TEST_POSTGRES_URL is set), schemathesis against the
# server's OpenAPI document, the same rule cases in wasm, web unit tests, and browser tests with the
# system Chromium through the real server. Fails if any part fails, and ends with each runner's own
# summary line and their total.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
install_wasm_tools
install_npm_packages

log=$(mktemp -d)/test.log
run() { # run LABEL COMMAND...: runs the command, keeping its output for the recap
  step "$1"
  shift
  "$@" 2>&1 | tee -a "$log"
}

run "Formatting (cargo fmt --check; rustfmt.toml)" cargo fmt --all --check
run "Lints (clippy on every crate and test, warnings are errors)" \
  cargo clippy --workspace --all-targets --color never -- -D warnings
run "Lints (ESLint on the web app: web/eslint.config.js, warnings are errors)" npm run lint -w web
run "Generated TypeScript types (web/src/generated is what core's Rust types give: scripts/types.sh)" \
  bash scripts/types.sh --check
run "Rust tests (core, wasm bindings natively, server on SQLite)" cargo test --workspace --color never
if [ -n "${RIGHTSDESK_TEST_POSTGRES_URL:-}" ]; then
  # The server's test binary the step above built, run again: any other cargo command selects
  # other features of the shared dependencies (a dependency's dev-dependencies count only when its
  # tests are built) and rebuilt much of it, 3 to 4 minutes. Run from the crate's folder, as cargo
  # runs it.
  server_tests=$(cargo test --workspace --no-run --message-format=json --color never 2>/dev/null | node -e '
    let out = "";
    process.stdin.on("data", (chunk) => (out += chunk)).on("end", () => {
      for (const line of out.split("\n").filter(Boolean)) {
        const message = JSON.parse(line);
        if (message.reason === "compiler-artifact" && message.target.name === "server" && message.executable) console.log(message.executable);
      }
    });')
  [ -x "$server_tests" ] || { echo "The server's test binary was not found (cargo test --no-run)" >&2; exit 1; }
  (cd server && RIGHTSDESK_TEST_DATABASE=postgres run "Server tests on PostgreSQL" "$server_tests")
else
  step "RIGHTSDESK_TEST_POSTGRES_URL is not set: server tests ran on SQLite only"
fi
# The server binary the Rust tests built for their command-line tests (CARGO_BIN_EXE_rightsdesk)
# serves schemathesis and the browser tests: `cargo build -p rightsdesk-server` would select other
# features of the shared dependencies (as above) and rebuild much of it.
export RIGHTSDESK_BIN="$PWD/target/debug/rightsdesk"
run "Schemathesis: requests generated from the OpenAPI document, against the server (scripts/schemathesis.sh)" \
  bash scripts/schemathesis.sh
build_wasm
run "Wasm size budget (gzipped, scripts/setup.sh)" check_wasm_size
# In Node.js through wasm-bindgen-test-runner, cargo's runner for the wasm32 target (.cargo/config.toml).
run "Core rules in wasm" cargo test -p rightsdesk-core --target wasm32-unknown-unknown --tests --color never
run "Wasm bindings in wasm" cargo test -p rightsdesk-wasm --target wasm32-unknown-unknown --tests --color never
run "Web unit tests" npm run test -w web
build_web
run "Browser tests (system Chromium, real server)" npm run e2e -w web

# The recap: each runner's summary line, then the sum.
step "Summary"
# (test binaries with no tests, such as doc-tests, are left out of the recap)
# (schemathesis' line counts generated requests, not tests: it is shown, not added)
sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^test result: |^ +Tests +[0-9]+|^ +[0-9]+ passed( |$)|^ +[0-9]+ (failed|flaky)|^schemathesis [0-9.]+: ' | grep -v ' 0 passed; 0 failed' || true
sed -E 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^test result: / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
  /^ +Tests +[0-9]+/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
  /^ +[0-9]+ passed/ && !/Tests/ { p += $1 }
  /^ +[0-9]+ failed/ && !/Tests/ { f += $1 }
  END { printf "total: %d passed, %d failed\n", p, f; exit (f > 0) }'
