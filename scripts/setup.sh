#!/usr/bin/env bash
# What a fresh machine lacks for building Rightsdesk, skipping what is already there. Sourcing it
# checks the requirements and adds the wasm32 target and the lint components; its functions
# install wasm-bindgen's test runner (at the version Cargo.lock pins) and the npm packages, and
# build the wasm package and the web app. Sourced by start.sh, test.sh and bench.sh.
set -euo pipefail

WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen entry in Cargo.lock

# Where `cargo install` puts the tools (CARGO_HOME, when set, wins), then rustup's cargo and rustc.
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$HOME/.cargo/bin:$PATH"

# Each step's heading says when it started (minutes:seconds since the script did), so a log shows
# where the time goes.
step() { printf '\n==> [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

for tool in cargo node npm; do
  command -v "$tool" >/dev/null || { echo "Rightsdesk needs $tool: see README.md, Requirements" >&2; exit 1; }
done

if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "Adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

# The formatting and lint gates of `npm test`.
for component in rustfmt clippy; do
  if command -v rustup >/dev/null && ! rustup component list --installed | grep -q "^$component"; then
    step "Adding the $component component"
    rustup component add "$component"
  fi
done

# Installs wasm-bindgen-cli at its pinned version unless it is there, for its
# `wasm-bindgen-test-runner`, which runs the wasm tests in Node.js (cargo's runner for the wasm32
# target, .cargo/config.toml); `npm test` alone needs it (the browser package is made by
# wasm/bind, `bind_wasm` below). No wasm-pack: it only wraps these tools.
# Without --locked: a dependency version locked in the CLI's own lock file is missing from the
# registry (tested 2026-11-22); the resolved versions work. --debug: the tool runs for seconds per
# build, so its speed does not matter, and an unoptimised build takes minutes less on a fresh
# machine; without debug information too, which only a debugger of it would read. Without its
# default features: they are the TLS stack of the test runner's browser driver downloads, which the
# Node.js tests here never make.
install_wasm_tools() {
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    step "Installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (once, a few minutes)"
    CARGO_PROFILE_DEV_DEBUG=0 cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force --debug \
      --no-default-features
  fi
}

install_npm_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "Installing npm packages"
    npm ci --no-audit --no-fund
  fi
}

# The wasm package the web app imports is up to date: newer than everything it is made of.
wasm_up_to_date() {
  local out=wasm/pkg/rightsdesk_wasm_bg.wasm
  [ -f "$out" ] && [ -z "$(find core/src wasm/src core/Cargo.toml wasm/Cargo.toml Cargo.lock -newer "$out" -print -quit)" ]
}

# The wasm crate's compiled module, in a target folder of its own: cargo locks a target folder
# while it builds, and this way the module compiles beside the server's build (start.sh) instead
# of waiting for it.
WASM_TARGET_DIR="${CARGO_TARGET_DIR:-target}/wasm"
compile_wasm() {
  wasm_up_to_date && return
  step "Compiling the wasm module"
  CARGO_TARGET_DIR="$WASM_TARGET_DIR" cargo build -p rightsdesk-wasm --lib --target wasm32-unknown-unknown --profile wasm-release
}

# The browser package from the compiled module: wasm-bindgen's bindings (wasm/bind), then
# wasm-opt. BIND_WASM names the tool when it is built already: `npm start` builds it in the
# server's cargo run, whose features (shared dependencies') differ from a build of the tool alone,
# which `cargo run` would then remake.
bind_wasm() {
  local out=wasm/pkg/rightsdesk_wasm_bg.wasm
  wasm_up_to_date && return
  step "Building the wasm package"
  local module="$WASM_TARGET_DIR/wasm32-unknown-unknown/wasm-release/rightsdesk_wasm.wasm"
  if [ -n "${BIND_WASM:-}" ]; then
    "$BIND_WASM" "$module" wasm/pkg
  else
    cargo run --quiet --release -p rightsdesk-wasm-bind -- "$module" wasm/pkg
  fi
  # wasm-opt from npm's binaryen (Debian's version breaks wasm-bindgen's output); -Oz: every
  # visitor downloads it.
  npx --no-install wasm-opt -Oz --strip-debug --strip-producers "$out" -o "$out"
  printf 'wasm: %s bytes, %s gzipped\n' "$(wc -c <"$out")" "$(gzip -9c "$out" | wc -c)"
}

# Builds the wasm package the web app imports, unless it is newer than everything it is made of.
build_wasm() {
  compile_wasm
  bind_wasm
}

# The wasm package's budget: every visitor downloads it before the first page works, and each new
# entity adds its rules to it. `npm test` fails past it (56.6 KB when it was set; 65.6 KB, over it,
# with the companies CSV import and the entity modules; 58.1 KB once the e-mail's lower case used
# the browser's, core/src/normalize.rs; 67.0 KB with a contact's role, phone, languages and notes, their
# rules and CSV columns, issue 33 item 11: the budget 68 KB since; 68.1 KB with the search key's
# apostrophe folding and the team settings' check beside them; 78.3 KB with the rights vocabulary of
# issue 34 (territories and their groups, the overlap rule, rights held, license statuses): the
# budget 80 KB since, until twiggy says which of those costs the most); 87.2 KB with the title's
# catalogue of issue 36 (editions and their ISBN check, contributors, quotes, Thema codes, each
# list's nested messages), which the browser must check as the server does: the budget 90 KB since;
# 90.3 KB with a cover's image check and a prospection's material files: 92 KB since. 97.3 KB
# with the fairs' and meetings' checks of issue 37 (their hours in the fair's zone, the meeting's
# titles and outcomes), the guides' announce: 100 KB since, and the slimming that was to come first
# is the next step (twiggy on a build with names kept), before any other rule reaches the browser.
# 102.1 KB with the team's invoice details (an IBAN's check digits, a BIC's shape). twiggy on a
# build with names (wasm-opt -Oz -g): no one piece dominates; each exported check's shim holds its
# entity's derived rules (readCompanies 11.6 KB raw, validateTitle 8.9, validateLicense 7.5), the
# FromJs readers 2-4 KB each, five sort instantiations 1.5-3.5 KB each, and char/String Debug
# formatting reached through the formatting tables.
WASM_GZIP_BUDGET=102400
check_wasm_size() {
  local out=wasm/pkg/rightsdesk_wasm_bg.wasm size
  size=$(gzip -9c "$out" | wc -c)
  if [ "$size" -gt "$WASM_GZIP_BUDGET" ]; then
    echo "The wasm package is $size bytes gzipped, over its budget of $WASM_GZIP_BUDGET (scripts/setup.sh)." >&2
    echo "Look at what grew with twiggy (cargo install twiggy; twiggy top -n 30 $out)." >&2
    return 1
  fi
  echo "wasm size: $size bytes gzipped, within the budget of $WASM_GZIP_BUDGET"
}

# Builds the web app unless web/dist is newer than its sources and the wasm package.
build_web() {
  if [ -f web/dist/index.html ] && [ -z "$(find web/src web/index.html web/public web/package.json web/vite.config.ts wasm/pkg -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
    return
  fi
  step "Building the web app"
  npm run build -w web
}
