#!/usr/bin/env bash
# Schemathesis against the real server: generates requests from the OpenAPI document
# (GET /api/openapi.json) for every operation but the sign-outs, sends them to the debug server on a fresh
# SQLite database, and fails on any finding: a 5xx, an answer that does not match the document
# (status, content type, headers, body schema), a route that ignores its token, a deleted record
# still answered, a method the path does not take answered otherwise than 405 with `Allow`.
#
# Left out, as they assume the document states every rule the server checks: a schema-valid request
# refused (ids must exist, names be unique, a file be a real PDF: rules JSON Schema cannot state),
# a schema-violating one accepted (the server deliberately reads `null` and blank text as absent),
# and "created resource not found" (it follows a new license to its file, which it may not have).
#
# Run by scripts/test.sh after the Rust tests; alone: `bash scripts/schemathesis.sh`. Needs python3
# with venv; schemathesis is installed once, from PyPI, into .cache/schemathesis (git-ignored).
# RIGHTSDESK_BIN names the server binary (default: target/debug/rightsdesk, built if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=4.32.5
VENV=$PWD/.cache/schemathesis
# Per operation and phase; the whole step takes about 40 s here on 2 cores.
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-10}

command -v python3 >/dev/null || { echo "schemathesis.sh needs python3 (Debian: apt-get install python3-venv)" >&2; exit 1; }
if [ "$("$VENV/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $VERSION" ]; then
  echo "Installing schemathesis $VERSION into $VENV (once)"
  rm -rf "$VENV"
  python3 -m venv "$VENV" || { echo "python3 cannot make a virtual environment (Debian: apt-get install python3-venv)" >&2; exit 1; }
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
fi
python=$VENV/bin/python

bin=${RIGHTSDESK_BIN:-$PWD/target/debug/rightsdesk}
if [ -z "${RIGHTSDESK_BIN:-}" ]; then
  cargo build --quiet -p rightsdesk-server
fi
# The server and the CLI read RIGHTSDESK_* settings: none of the caller's (a database URL...) may
# reach this throwaway server.
for name in $(compgen -e | grep '^RIGHTSDESK_' || true); do
  unset "$name"
done

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

email=schemathesis@rightsdesk.local
password=$("$python" -c 'import secrets; print(secrets.token_urlsafe(18))')
# `--password=...`: a URL-safe token may start with `-`, which as a separate argument reads as an option.
"$bin" --data-dir "$work/data" user add --email "$email" --name Schemathesis --password="$password" \
  --team Schemathesis --role admin >/dev/null
port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base=http://127.0.0.1:$port
mkdir -p "$work/web"
"$bin" --data-dir "$work/data" serve --bind "127.0.0.1:$port" --web-dir "$work/web" >"$work/server.log" 2>&1 &
server=$!

# Waits for the server, then signs in: the token and the admin's id go to stdout.
token=$(BASE="$base" EMAIL="$email" PASSWORD="$password" "$python" - <<'PY'
import json, os, sys, time, urllib.request

base = os.environ["BASE"]
for _ in range(300):
    try:
        urllib.request.urlopen(f"{base}/healthz", timeout=1)
        break
    except OSError:
        time.sleep(0.1)
else:
    sys.exit(f"the server did not answer at {base}")
body = json.dumps({"email": os.environ["EMAIL"], "password": os.environ["PASSWORD"]}).encode()
request = urllib.request.Request(f"{base}/auth/login", body, {"Content-Type": "application/json"})
token = json.load(urllib.request.urlopen(request))["token"]
me = urllib.request.Request(f"{base}/api/me", headers={"Authorization": f"Bearer {token}"})
print(token, json.load(urllib.request.urlopen(me))["id"])
PY
) || { cat "$work/server.log" >&2; exit 1; }
read -r token self_id <<<"$token"

started=$(date +%s)
status=0
# The sign-outs are left out: they would end the one session. A hard time limit, should a phase hang. Run
# from .cache, where schemathesis keeps the failures that `.cache/schemathesis/bin/st replay <id>`
# (run there too) sends again.
# The hooks keep the run's admin from demoting or deactivating itself (scripts/schemathesis/hooks.py).
hooks=$PWD/scripts/schemathesis
cd "$VENV/.."
PYTHONPATH="$hooks" SCHEMATHESIS_HOOKS=hooks SCHEMATHESIS_SELF_ID="$self_id" timeout 600 "$VENV/bin/schemathesis" run "$base/api/openapi.json" \
  --header "Authorization: Bearer $token" \
  --exclude-operation-id logout \
  --exclude-operation-id logoutAll \
  --checks all \
  --exclude-checks negative_data_rejection,positive_data_acceptance,ensure_resource_availability \
  --max-examples "$MAX_EXAMPLES" \
  --request-timeout 30 \
  --generation-database none \
  --no-color | tee "$work/report.txt" || status=$?
seconds=$(($(date +%s) - started))

# One line for the recap of scripts/test.sh: operations, test cases, and the run time.
operations=$(sed -nE 's/^ +Tested: +([0-9]+).*/\1/p' "$work/report.txt" | tail -n 1)
cases=$(sed -nE 's/^ +([0-9]+) generated.*/\1/p' "$work/report.txt" | tail -n 1)
if [ "$status" -eq 0 ]; then
  echo "schemathesis $VERSION: ${operations:-?} operations, ${cases:-?} test cases, no failures in ${seconds} s"
else
  echo "schemathesis $VERSION: ${operations:-?} operations, ${cases:-?} test cases, FAILED (exit code $status) in ${seconds} s"
  echo "--- server log ---"
  tail -n 50 "$work/server.log"
fi
exit "$status"
