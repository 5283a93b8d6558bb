#!/usr/bin/env bash
# `npm start`: from a fresh clone, installs what is missing, builds the wasm package, the web app
# and the server in release mode (skipping what is built), and serves http://127.0.0.1:8080 with
# the embedded SQLite database in ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# The server needs neither the wasm tools nor the npm packages: on a fresh machine it builds while
# they install, each using the cores the other leaves idle (measured on 2 cores from a fresh
# clone to the app answering: 11 minutes one after the other, 9.5 together, README).
mkdir -p target
server_log=target/server-build.log
step "Building the server in the background (its output: $server_log)"
cargo build --release -p rightsdesk-server >"$server_log" 2>&1 &
server_build=$!
trap 'kill "$server_build" 2>/dev/null || true' EXIT
# The server's build is the long pole: the rest builds beside it at a lower priority, in a shell
# of its own (so that the server started below runs at the normal priority), and the server's
# compilers get the cores first. Measured from a fresh clone on 2 cores (README): 625 s with
# everything at one priority, 606 s so; 640 s and 641 s with only the wasm tools lowered, or with
# the npm packages and the wasm module built beside them.
nice -n 10 bash -c 'source scripts/setup.sh && install_wasm_tools && install_npm_packages && build_wasm && build_web'
if ! wait "$server_build"; then
  cat "$server_log" >&2
  exit 1
fi

trap - EXIT

step "Starting Rightsdesk (Ctrl-C stops it)"
exec target/release/rightsdesk serve "$@"
