#!/usr/bin/env bash
# `npm start`: from a fresh clone, installs what is missing, builds the wasm package, the web app
# and the server in release mode (skipping what is built), and serves http://127.0.0.1:8080 with
# the embedded SQLite database in ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# The server needs no npm package: on a fresh machine it builds while they install and the wasm
# module compiles, each using the cores the other leaves idle. The tool that makes the browser
# package from that module (wasm/bind) builds in the same cargo run as the server, which shares
# their dependencies and keeps both cores busy.
mkdir -p target
server_log=target/server-build.log
step "Building the server in the background (its output: $server_log)"
cargo build --release -p rightsdesk-server -p rightsdesk-wasm-bind >"$server_log" 2>&1 &
server_build=$!
trap 'kill "$server_build" 2>/dev/null || true' EXIT
# The server's build is the long pole: the rest builds beside it at a lower priority, in a shell
# of its own (so that the server started below runs at the normal priority), and the server's
# compilers get the cores first (measured from a fresh clone on 2 cores, README).
nice -n 10 bash -c 'source scripts/setup.sh && install_npm_packages && compile_wasm'
if ! wait "$server_build"; then
  cat "$server_log" >&2
  exit 1
fi
BIND_WASM=target/release/bind-wasm bind_wasm
build_web

trap - EXIT

step "Starting Rightsdesk (Ctrl-C stops it)"
exec target/release/rightsdesk serve "$@"
