#!/usr/bin/env bash
# `npm start`: from a fresh clone, installs what is missing, builds the wasm package, the web app
# and the server in release mode (skipping what is built), and serves http://127.0.0.1:8080 with
# the embedded SQLite database in ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

build_wasm
build_web
step "Building the server"
cargo build --release -p rightsdesk-server

step "Starting Rightsdesk (Ctrl-C stops it)"
exec target/release/rightsdesk serve "$@"
