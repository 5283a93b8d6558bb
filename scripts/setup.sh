#!/usr/bin/env bash
# What a fresh machine lacks for building Rightsdesk, skipping what is already there. Sourcing it
# checks the requirements and adds the wasm32 target and the lint components; its functions
# install wasm-bindgen and wasm-pack at the versions Cargo.lock pins and the npm packages, and
# build the wasm package and the web app. Sourced by start.sh, test.sh and bench.sh.
set -euo pipefail

WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen entry in Cargo.lock
WASM_PACK_VERSION=0.15.1

export PATH="$HOME/.cargo/bin:$PATH"

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

# Installs wasm-bindgen and wasm-pack at their pinned versions unless they are there. Without
# --locked: a dependency version locked in the CLI's own lock file is missing from the registry
# (tested 2026-11-22); the resolved versions work. --debug: these tools run for seconds per build,
# so their speed does not matter, and an unoptimised build takes minutes less on a fresh machine;
# without debug information too, which only a debugger of these tools would read.
# wasm-bindgen without its default features: they are the TLS stack of the test runner's browser
# driver downloads, which the Node.js tests here never make. Both build at once (each in its own
# temporary folder), so each fills the other's single-threaded stretches.
install_wasm_tools() {
  local pids=()
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    step "Installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (once, a few minutes)"
    CARGO_PROFILE_DEV_DEBUG=0 cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force --debug \
      --no-default-features &
    pids+=($!)
  fi
  if [ "$(wasm-pack --version 2>/dev/null)" != "wasm-pack $WASM_PACK_VERSION" ]; then
    step "Installing wasm-pack $WASM_PACK_VERSION (once, a few minutes)"
    CARGO_PROFILE_DEV_DEBUG=0 cargo install wasm-pack --version "$WASM_PACK_VERSION" --force --debug &
    pids+=($!)
  fi
  for pid in "${pids[@]}"; do wait "$pid"; done
}

install_npm_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "Installing npm packages"
    npm ci --no-audit --no-fund
  fi
}

# Builds the wasm package the web app imports, unless it is newer than everything it is made of.
build_wasm() {
  local out=wasm/pkg/rightsdesk_wasm_bg.wasm
  if [ -f "$out" ] && [ -z "$(find core/src wasm/src core/Cargo.toml wasm/Cargo.toml Cargo.lock -newer "$out" -print -quit)" ]; then
    return
  fi
  step "Building the wasm package"
  wasm-pack build --target web --profile wasm-release --mode no-install --out-dir pkg --out-name rightsdesk_wasm wasm
  # wasm-opt from npm's binaryen (Debian's version breaks wasm-bindgen's output); -Oz: every
  # visitor downloads it.
  npx --no-install wasm-opt -Oz --strip-debug --strip-producers "$out" -o "$out"
  printf 'wasm: %s bytes, %s gzipped\n' "$(wc -c <"$out")" "$(gzip -9c "$out" | wc -c)"
}

# Builds the web app unless web/dist is newer than its sources and the wasm package.
build_web() {
  if [ -f web/dist/index.html ] && [ -z "$(find web/src web/index.html web/public web/package.json web/vite.config.ts wasm/pkg -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
    return
  fi
  step "Building the web app"
  npm run build -w web
}
