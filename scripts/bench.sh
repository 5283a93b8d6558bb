#!/usr/bin/env bash
# `npm run bench`: the server under load, through real HTTP, with wrk (Debian's package) as the
# load generator. Not part of `npm test`: it prints figures, which vary between machines, so
# each is also given as a ratio to GET /healthz (the floor: no database, no token) measured
# the same way on the same machine.
#
# On SQLite, and on PostgreSQL too when RIGHTSDESK_TEST_POSTGRES_URL is set (a database is
# created for the run and dropped after). For each engine:
#   - the import of BENCH_TITLES titles (100,000 by default) and BENCH_LICENSES licenses (20,000)
#     from CSV files, timed;
#   - GET /healthz, one title by id, a page of 50 titles, a search with matches and one with
#     none, an ordinary word's search, a name completion, and title creation and renaming: 32
#     connections for 10 s each; completion, searches, creation and renaming from a single client
#     too (the latency one user sees); a table of one client's search for every word of the names
#     (3 s each);
#   - a page of 50 licenses;
#   - BENCH_PROSPECTIONS prospections (5,000) created through the API, then a page of 50 of them
#     (32 connections), the chases due, the home's figures and the board's every open prospection
#     (one client);
#   - the calendar of six weeks and of 400 days, and a calendar feed (one client);
#   - one license by id: 32 connections for 10 s;
#   - license writes (POST /api/licenses, titles and companies often named at once by several
#     requests): 64 connections for 10 s; the count of non-2xx answers must be 0;
#   - what is ours to sell (issue 34; the rights seeded by scripts/bench/grid.py and rights.py):
#     the availability grid of a title with 500 licenses and 2,000 prospections, the Availability
#     page's list (50 titles among BENCH_TITLES, German translation) and its counts, one client
#     each; and the cost of the license overlap check: one client's writes of an exclusive license
#     of that title (500 licenses, some 250 to compare) against the same on a title without any;
#   - the money after signing (issue 35; seeded by scripts/bench/money.py straight into the
#     database: BENCH_PAYMENTS payments, 100,000, and BENCH_STATEMENTS statements, 40,000, over the
#     licenses): the Money page's calls and each report, one client each (p99 under 50 ms wanted);
#   - every page's cold load in Chromium (web/bench/cold-load.bench.ts: a new browser context,
#     nothing cached, signed in; timed once the new window has settled, and as it opens) and the
#     bytes it transferred, a title's page with its cover among
#     them (scripts/bench/cover.py), and that page again from the titles list (a click on its
#     name) and on a returning visit (the app's files cached);
#   - server memory (anonymous RSS) idle and after the load; on SQLite, the WAL's size after the writes
#     and whether a stop leaves a -wal file behind.
# BENCH_SECONDS changes the duration of each load; BENCH_BIN runs a server built before (a copy of
# target/release/rightsdesk: the same machine's figures before and after a change) instead of
# building one. BENCH_PART=rights runs only the imports, the
# prospections and the rights part (no web build, no browser, no other load); BENCH_PART=titles
# only the titles' import, their reads, searches and creation (issue 31); BENCH_PART=money the
# imports and the money part alone; BENCH_PART=onix the ONIX import alone (its time and peak
# memory); BENCH_PART=catalogue the titles' import and the cold loads of the titles page and of a
# title's page with its cover: quicker runs while working on one of them; BENCH_PART=guides a rights
# guide's print preview alone (150 titles with covers, seeded through the API: no import, no load);
# BENCH_PART=fairs the titles' import and the fair planner in Chromium (web/bench/fairs-planner.bench.ts:
# a fair of 400 meetings seeded through the API, its first render and a drag).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

SECONDS_EACH="${BENCH_SECONDS:-10}"
TITLES="${BENCH_TITLES:-100000}"
LICENSES="${BENCH_LICENSES:-20000}"
PROSPECTIONS="${BENCH_PROSPECTIONS:-5000}"
PAYMENTS="${BENCH_PAYMENTS:-100000}"
STATEMENTS="${BENCH_STATEMENTS:-40000}"
PART="${BENCH_PART:-all}"
step() { printf '\n==> %s\n' "$*"; }

if ! command -v wrk >/dev/null; then
  step "Installing wrk from Debian's packages"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk
  else
    echo "npm run bench needs wrk: sudo apt-get install wrk" >&2
    exit 1
  fi
fi

step "Building the server (release) and the web app"
if [ -n "${BENCH_BIN:-}" ]; then
  bin="$BENCH_BIN"
else
  cargo build --release -p rightsdesk-server
  bin="$(cd "${CARGO_TARGET_DIR:-target}" && pwd)/release/rightsdesk"
fi
if [ "$PART" = all ] || [ "$PART" = catalogue ] || [ "$PART" = guides ] || [ "$PART" = fairs ]; then
  (source scripts/setup.sh && install_npm_packages && build_wasm && build_web)
fi

failures=0
work=$(mktemp -d)
server_pid=
sampler=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  # A run stopped midway leaves no RSS sampler behind (it would hold the output open).
  [ -n "$sampler" ] && kill "$sampler" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# BENCH_PART=onix: the ONIX import alone (issue 36). BENCH_ONIX_PRODUCTS products (100,000; two
# formats a work, so half as many titles) streamed to a file by scripts/bench/onix.py, imported by
# `rightsdesk import onix` into a fresh SQLite database: its time, and the import process's peak
# resident memory (VmHWM, read until it exits). Wanted: under 60 s and 150 MB.
if [ "$PART" = onix ]; then
  products="${BENCH_ONIX_PRODUCTS:-100000}"
  data="$work/onix"
  mkdir -p "$data"
  env=(env -u RIGHTSDESK_DATABASE_URL RIGHTSDESK_DATA_DIR="$data" RIGHTSDESK_LOG=warn RIGHTSDESK_WEB_DIR="$PWD/web/dist")
  "${env[@]}" "$bin" user add --email bench@example.com --name Bench --password bench-password --team Bench --role admin >/dev/null
  step "ONIX import of $products products (SQLite)"
  python3 scripts/bench/onix.py "$products" >"$work/onix.xml"
  echo "file: $(($(stat -c %s "$work/onix.xml") / 1024 / 1024)) MB"
  started=$(date +%s%N)
  "${env[@]}" "$bin" import onix --team Bench "$work/onix.xml" >"$work/onix.out" 2>"$work/onix.err" &
  pid=$!
  peak=0
  # Until it exits: a process that has exited (a zombie until waited for) has no VmHWM line.
  while kb=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null) && [ -n "$kb" ]; do
    peak=$kb
    sleep 0.1
  done
  wait "$pid" || { cat "$work/onix.err" >&2; exit 1; }
  ended=$(date +%s%N)
  cat "$work/onix.out"
  awk -v n="$products" -v ns="$((ended - started))" -v kb="$peak" \
    'BEGIN { printf "import of %s products: %.1f s, peak RSS (VmHWM) %.1f MB\n", n, ns / 1e9, kb / 1024 }'
  exit 0
fi

# BENCH_PART=guides: a rights guide's print preview (issue 37): web/bench/guide-print.bench.ts seeds,
# through the API of a server on a fresh SQLite database, a guide of 150 titles with covers, then
# times its preview shown in Chromium (wanted: under 2 s) and its printing to a PDF.
if [ "$PART" = guides ]; then
  data="$work/guides"
  mkdir -p "$data"
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  env=(env -u RIGHTSDESK_DATABASE_URL RIGHTSDESK_DATA_DIR="$data" RIGHTSDESK_LOG=warn RIGHTSDESK_WEB_DIR="$PWD/web/dist")
  "${env[@]}" "$bin" user add --email bench@example.com --name Bench --password bench-password --team Bench --role admin >/dev/null
  "${env[@]}" "$bin" serve --bind "127.0.0.1:$port" &
  server_pid=$!
  base="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do curl -fs "$base/healthz" >/dev/null && break; sleep 0.1; done
  step "A rights guide of 150 titles with covers (SQLite)"
  if (cd web && BENCH_BASE_URL="$base" BENCH_PART=guides npx playwright test -c playwright.bench.config.ts) >"$work/browser.log" 2>&1; then
    grep '^browser:' "$work/browser.log"
  else
    cat "$work/browser.log" && exit 1
  fi
  exit 0
fi

# The server's own memory: its anonymous RSS. SQLite reads its database through a memory map
# (server/src/db/mod.rs), whose pages, the operating system's cache of the file, VmRSS counts too.
rss_mb() { awk '/RssAnon/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }

# load LABEL CONNECTIONS SCRIPT URL: runs wrk and prints its RESULT line under LABEL, with the
# server's highest RSS during the load (sampled every 0.2 s), so that a peak has a name.
load() {
  local label=$1 connections=$2 script=$3 url=$4 result sampler
  (while sleep 0.2; do rss_mb "$server_pid" 2>/dev/null && echo; done >"$work/rss.load") &
  sampler=$!
  result=$(wrk -t"$((connections < 2 ? connections : 2))" -c"$connections" -d"${SECONDS_EACH}s" --timeout 10s -s "$script" "$url" | grep '^RESULT') || {
    kill "$sampler"
    echo "wrk failed for $label" >&2
    return 1
  }
  kill "$sampler"
  printf '%-28s %s rss_max_mb=%s\n' "$label" "${result#RESULT }" "$(sort -n "$work/rss.load" | tail -n 1)"
  LAST="$result"
}

field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$2"; }

# title_updates BASE: titles renamed through the API (issue 31: updates as fast as creates), 32
# connections and one, each request another of the imported titles.
title_updates() {
  local base=$1
  export BENCH_TITLE_IDS=$TITLES
  load "PUT title" 32 scripts/bench/update-titles.lua "$base"
  ratio
  load "PUT title, 1 conn" 1 scripts/bench/update-titles.lua "$base"
}

# rights BASE: what is ours to sell (issue 34, "Performance"), one client each: the grid of a
# title with 500 licenses and 2,000 prospections, the Availability page's list among every title
# and its counts, and the overlap check's cost to a license write.
rights() {
  local base=$1 url=$2 started=$SECONDS grid total
  grid=$(curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/titles?q=bench%20grid%20title&limit=1" |
    sed -E 's/^\[\{"id":([0-9]+).*/\1/')
  python3 scripts/bench/rights.py "$base" "$BENCH_TOKEN" "$TITLES" "$grid" 2000 50
  # As autovacuum would after so many rows: the visibility map lets a deep page read the titles'
  # name index alone (offset 50,000: 170 ms with a sort before, 17 ms after).
  [ -n "$url" ] && psql -q -X "$url" -c "VACUUM ANALYZE" >/dev/null
  echo "  seeded through the API in $((SECONDS - started)) s"
  load "GET availability grid (500 lic., 2,000 pitches), 1 conn" 1 scripts/bench/get.lua "$base/api/titles/$grid/availability"
  echo "  grid: $(curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/titles/$grid/availability" | grep -o '"state"' | wc -l) cells"
  load "GET availability of one right of it, 1 conn" 1 scripts/bench/get.lua \
    "$base/api/titles/$grid/availability?contractType=foreign_rights&language=de"
  local list="$base/api/availability?contractType=foreign_rights&language=de"
  load "GET availability list, first 50, 1 conn" 1 scripts/bench/get.lua "$list&limit=50"
  total=$(curl -fs -D - -o /dev/null -H "authorization: Bearer $BENCH_TOKEN" "$list&limit=50" | tr -d '\r' |
    awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')
  echo "  X-Total-Count: $total; counts: $(curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/availability/counts?contractType=foreign_rights&language=de")"
  load "GET availability list, offset $((TITLES / 2)), 1 conn" 1 scripts/bench/get.lua "$list&limit=50&offset=$((TITLES / 2))"
  load "GET availability list, not held, 1 conn" 1 scripts/bench/get.lua "$list&limit=50&state=not_held"
  load "GET availability list, q=lanterne, 1 conn" 1 scripts/bench/get.lua "$list&limit=50&q=lanterne"
  load "GET availability counts, 1 conn" 1 scripts/bench/get.lua "$base/api/availability/counts?contractType=foreign_rights&language=de"
  # The overlap check reads the title's licenses of the right and compares each (core's overlap):
  # one client writing the same exclusive signed German translation license again and again, on a
  # title without other licenses and on the grid title (of its 500 licenses, some 250 are
  # translation, each read and compared); the difference of the two is what the check costs.
  local bare few many body='"contractDate":"2100-01-01","endDate":"2100-12-31","contractType":"foreign_rights","language":"de","status":"signed","exclusive":true'
  bare=$(curl -fs -H "authorization: Bearer $BENCH_TOKEN" -H 'content-type: application/json' \
    -d '{"name":"Bench overlap title"}' "$base/api/titles" | sed -E 's/^\{"id":([0-9]+).*/\1/')
  local title name
  for title in "$bare" "$grid"; do
    name=$([ "$title" = "$bare" ] && echo "Bench overlap title" || echo "Bench grid title")
    export BENCH_LICENSE_BODY
    BENCH_LICENSE_BODY=$(curl -fs -H "authorization: Bearer $BENCH_TOKEN" -H 'content-type: application/json' \
      -d "{\"titleId\":$title,\"title\":\"$name\",\"company\":\"Overlap company\",$body}" "$base/api/licenses")
    local id
    id=$(sed -E 's/^\{"id":([0-9]+).*/\1/' <<<"$BENCH_LICENSE_BODY")
    if [ "$title" = "$bare" ]; then
      load "PUT exclusive license, no others, 1 conn" 1 scripts/bench/put-license.lua "$base/api/licenses/$id"
      few=$LAST
    else
      load "PUT exclusive license, 500 others, 1 conn" 1 scripts/bench/put-license.lua "$base/api/licenses/$id"
      many=$LAST
    fi
  done
  echo "  non-2xx answers: $(field non_2xx "$few") and $(field non_2xx "$many") (both must be 0); the check's cost, p50: $(
    awk -v a="$(field p50_ms "$many")" -v b="$(field p50_ms "$few")" 'BEGIN { printf "%.2f", a - b }') ms, p99: $(
    awk -v a="$(field p99_ms "$many")" -v b="$(field p99_ms "$few")" 'BEGIN { printf "%.2f", a - b }') ms"
  [ "$(field non_2xx "$few")" = 0 ] && [ "$(field non_2xx "$many")" = 0 ] || failures=$((failures + 1))
}

# money BASE ENGINE DATA URL: the money after signing (issue 35, "Performance"), one client each:
# the Money page's lists (payments overdue, statements overdue), the reports, and the home page.
# Seeded straight into the database (scripts/bench/money.py), as the server writes it.
money() {
  local base=$1 engine=$2 data=$3 url=$4 started=$SECONDS sql
  sql() { if [ "$engine" = sqlite ]; then sqlite3 -batch "$data/rightsdesk.db"; else psql -q -X -v ON_ERROR_STOP=1 -tA "$url"; fi; }
  local team
  team=$(echo "SELECT id FROM teams WHERE name = 'Bench';" | sql)
  echo "SELECT id FROM licenses WHERE team_id = $team ORDER BY id;" | sql >"$work/license-ids"
  python3 scripts/bench/money.py "$team" "$work/license-ids" "$PAYMENTS" "$STATEMENTS" >"$work/money.sql"
  sql <"$work/money.sql" >/dev/null
  # As autovacuum would after so many rows: the visibility map lets the reports read indexes alone.
  [ "$engine" = postgres ] && echo "VACUUM ANALYZE;" | sql >/dev/null
  echo "  seeded in the database in $((SECONDS - started)) s"
  local api="$base/api"
  # The first read after the seed writes the team's statements awaited (as the first after an
  # upgrade does): timed apart, not in the loads.
  echo "  statements awaited written at the first read in $(curl -fs -o /dev/null -w '%{time_total}' \
    -H "authorization: Bearer $BENCH_TOKEN" "$api/overdue") s"
  load "GET payments, first 50, 1 conn" 1 scripts/bench/get.lua "$api/payments?limit=50"
  load "GET payments overdue, 50, 1 conn" 1 scripts/bench/get.lua "$api/payments?status=overdue&limit=50"
  echo "  overdue payments: $(curl -fs -D - -o /dev/null -H "authorization: Bearer $BENCH_TOKEN" "$api/payments?status=overdue&limit=50" |
    tr -d '\r' | awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')"
  load "GET statements overdue, 50, 1 conn" 1 scripts/bench/get.lua "$api/statements?status=overdue&limit=50"
  echo "  overdue statements: $(curl -fs -D - -o /dev/null -H "authorization: Bearer $BENCH_TOKEN" "$api/statements?status=overdue&limit=50" |
    tr -d '\r' | awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')"
  load "GET statements received, 50, 1 conn" 1 scripts/bench/get.lua "$api/statements?status=received&limit=50"
  load "GET income by month, 1 conn" 1 scripts/bench/get.lua "$api/reports/income?groupBy=month"
  load "GET income by company, 1 conn" 1 scripts/bench/get.lua "$api/reports/income?groupBy=company"
  # Read off the payments' own title (as by company), and summed by license first (as by right);
  # by title, the Money page's request (a page of 50 groups) and the whole report its CSV asks for.
  load "GET income by title, 50, 1 conn" 1 scripts/bench/get.lua "$api/reports/income?groupBy=title&limit=50"
  load "GET income by title, all, 1 conn" 1 scripts/bench/get.lua "$api/reports/income?groupBy=title"
  load "GET income by language, 1 conn" 1 scripts/bench/get.lua "$api/reports/income?groupBy=language"
  load "GET outstanding, 1 conn" 1 scripts/bench/get.lua "$api/reports/outstanding"
  # The Money page's request (a page of 50 titles), and the whole report its CSV asks for.
  load "GET author shares, 50, 1 conn" 1 scripts/bench/get.lua "$api/reports/author-shares?limit=50"
  load "GET author shares, all, 1 conn" 1 scripts/bench/get.lua "$api/reports/author-shares"
  load "GET dashboard (money), 1 conn" 1 scripts/bench/get.lua "$api/dashboard"
}

# bench ENGINE DATABASE_URL: one full run on a fresh database (empty URL: SQLite in $work).
bench() {
  local engine=$1 url=$2 data="$work/$1" port
  mkdir -p "$data"
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  local env=(env -u RIGHTSDESK_DATABASE_URL RIGHTSDESK_DATA_DIR="$data" RIGHTSDESK_LOG=warn
    RIGHTSDESK_JWT_SECRET=bench-secret-that-is-long-enough-to-sign RIGHTSDESK_WEB_DIR="$PWD/web/dist")
  [ -n "$url" ] && env+=(RIGHTSDESK_DATABASE_URL="$url")
  "${env[@]}" "$bin" user add --email bench@example.com --name Bench --password bench-password --team Bench --role admin >/dev/null
  step "$engine"
  python3 scripts/bench/titles.py "$TITLES" >"$work/titles.csv"
  echo "import of $TITLES titles: $("${env[@]}" "$bin" import titles --team Bench "$work/titles.csv" | sed -E 's/.* in //')"
  if [ "$PART" != titles ] && [ "$PART" != catalogue ] && [ "$PART" != fairs ]; then
  python3 scripts/bench/licenses.py "$LICENSES" "$TITLES" >"$work/licenses.csv"
  echo "import of $LICENSES licenses: $("${env[@]}" "$bin" import licenses --team Bench "$work/licenses.csv" | sed -E 's/.* in //')"
  python3 scripts/bench/grid.py 500 >"$work/grid.csv"
  echo "import of the grid title's 500 licenses: $("${env[@]}" "$bin" import licenses --team Bench "$work/grid.csv" | sed -E 's/.* in //')"
  fi
  "${env[@]}" "$bin" serve --bind "127.0.0.1:$port" &
  server_pid=$!
  local base="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do curl -fs "$base/healthz" >/dev/null && break; sleep 0.1; done
  export BENCH_TOKEN
  BENCH_TOKEN=$(curl -fs -H 'content-type: application/json' -d '{"email":"bench@example.com","password":"bench-password"}' \
    "$base/auth/login" | sed -E 's/.*"token":"([^"]+)".*/\1/')
  # A title halfway through the catalogue gets a cover (a 1.4 MB PNG), for its page's cold load
  # (issue 36: under 300 ms with its cover).
  if [ "$PART" = all ] || [ "$PART" = catalogue ]; then
    python3 scripts/bench/cover.py >"$work/cover.png"
    curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/titles?offset=$((TITLES / 2))&limit=1" >"$work/cover-title.json"
    export BENCH_COVER_TITLE_ID BENCH_COVER_TITLE_NAME
    BENCH_COVER_TITLE_ID=$(python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])' <"$work/cover-title.json")
    BENCH_COVER_TITLE_NAME=$(python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["name"])' <"$work/cover-title.json")
    curl -fs -o /dev/null -X PUT -H "authorization: Bearer $BENCH_TOKEN" -F "file=@$work/cover.png;type=image/png" \
      "$base/api/titles/$BENCH_COVER_TITLE_ID/cover"
  fi
  # BENCH_PART=fairs: the planner of a fair of 400 meetings in Chromium (issue 37), and nothing else.
  if [ "$PART" = fairs ]; then
    if (cd web && BENCH_BASE_URL="$base" npx playwright test -c playwright.bench.config.ts bench/fairs-planner.bench.ts) >"$work/browser.log" 2>&1; then
      grep '^browser:' "$work/browser.log"
    else
      cat "$work/browser.log" && failures=$((failures + 1))
    fi
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=
    return
  fi
  # The titles page in Chromium, before the loads below add titles of their own.
  if [ "$PART" != all ] && [ "$PART" != catalogue ]; then
    :
  elif (cd web && BENCH_BASE_URL="$base" BENCH_TITLES="$TITLES" BENCH_PART="$PART" npx playwright test -c playwright.bench.config.ts) \
    >"$work/browser.log" 2>&1; then
    grep '^browser:' "$work/browser.log"
  else
    cat "$work/browser.log" && failures=$((failures + 1))
  fi
  if [ "$PART" = catalogue ]; then
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=
    return
  fi
  local one
  one=$(curl -fs -H "authorization: Bearer $BENCH_TOKEN" -H 'content-type: application/json' \
    -d '{"title":"One","company":"One","contractDate":"2024-01-01"}' "$base/api/licenses" | sed -E 's/.*"id":([0-9]+).*/\1/')

  echo "server RSS idle: $(rss_mb "$server_pid") MB"
  # The highest RSS while the loads run, sampled every half second.
  (while sleep 0.5; do rss_mb "$server_pid" 2>/dev/null && echo; done >"$work/rss") &
  sampler=$!
  load "GET /healthz (floor)" 32 scripts/bench/get.lua "$base/healthz"
  local floor
  floor=$(field rps "$LAST")
  ratio() { echo "  ratio to the floor: $(awk -v a="$(field rps "$LAST")" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')"; }
  if [ "$PART" = all ] || [ "$PART" = titles ]; then
  load "GET one title" 32 scripts/bench/get.lua "$base/api/titles/$((TITLES / 2))"
  ratio
  load "GET first page of 50" 32 scripts/bench/get.lua "$base/api/titles?limit=50"
  ratio
  load "GET page of 50, offset $((TITLES / 3))" 32 scripts/bench/get.lua "$base/api/titles?limit=50&offset=$((TITLES / 3))"
  ratio
  load "GET search, matches" 32 scripts/bench/get.lua "$base/api/titles?q=4567&limit=50"
  ratio
  load "GET search, none" 32 scripts/bench/get.lua "$base/api/titles?q=zzzz&limit=50"
  ratio
  load "GET completion" 32 scripts/bench/get.lua "$base/api/titles/complete/lumi"
  ratio
  load "GET completion, 1 conn" 1 scripts/bench/get.lua "$base/api/titles/complete/lumi"
  load "GET search, 1 conn" 1 scripts/bench/get.lua "$base/api/titles?q=soleil%20456&limit=50"
  # A word one title in seven holds: the page is quick to fill, the total is the cost.
  load "GET search, common word, 1 conn" 1 scripts/bench/get.lua "$base/api/titles?q=soleil&limit=50"
  # An ordinary word, three titles in a hundred: what a team types all day.
  load "GET search, ordinary word" 32 scripts/bench/get.lua "$base/api/titles?q=lanterne&limit=50"
  ratio
  load "GET search, ordinary word, 1 conn" 1 scripts/bench/get.lua "$base/api/titles?q=lanterne&limit=50"
  # One client's search for each word of the names (a first page of 50, its total), 3 s each.
  echo "  q, one client, 3 s each:         p50 ms   p99 ms   total"
  local q
  for q in amour nuit soleil mer guerre paix ombre lumière château forêt rivière étoile silence \
    mémoire jardin voyage hiver été printemps automne lanterne horloge miroir boussole sablier \
    456 "soleil 456" "nuit 45" "lanterne 12" "author 12"; do
    local url="$base/api/titles?q=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$q")&limit=50"
    local result counted
    result=$(wrk -t1 -c1 -d3s --timeout 10s -s scripts/bench/get.lua "$url" | grep '^RESULT')
    counted=$(curl -fs -D - -o /dev/null -H "authorization: Bearer $BENCH_TOKEN" "$url" | tr -d '\r' |
      awk -F': ' 'tolower($1) == "x-total-count" { n = $2 } tolower($1) == "x-total-relation" && $2 == "gte" { plus = "+" } END { print n plus }')
    printf '  %-30s %8s %8s   %s\n' "$q" "$(field p50_ms "$result")" "$(field p99_ms "$result")" "$counted"
  done
  load "GET licenses page of 50" 32 scripts/bench/get.lua "$base/api/licenses?limit=50"
  ratio
  fi
  if [ "$PART" = titles ]; then
    load "POST title" 32 scripts/bench/create-titles.lua "$base/api/titles"
    ratio
    load "POST title, 1 conn" 1 scripts/bench/create-titles.lua "$base/api/titles"
    title_updates "$base"
  elif [ "$PART" != money ]; then
  local started=$SECONDS
  python3 scripts/bench/prospections.py "$base" "$BENCH_TOKEN" "$PROSPECTIONS" "$TITLES"
  echo "$PROSPECTIONS prospections created through the API in $((SECONDS - started)) s"
  rights "$base" "$url"
  fi
  if [ "$PART" = all ] || [ "$PART" = money ]; then
    money "$base" "$engine" "$data" "$url"
  fi
  if [ "$PART" = all ]; then
  load "GET prospections page of 50" 32 scripts/bench/get.lua "$base/api/prospections?limit=50"
  ratio
  load "GET prospections needing a chase, 1 conn" 1 scripts/bench/get.lua "$base/api/prospections?due=overdue&limit=50"
  # The board's request: every open prospection, with its offers.
  load "GET dashboard, 1 conn" 1 scripts/bench/get.lua "$base/api/dashboard"
  load "GET prospections board (open), 1 conn" 1 scripts/bench/get.lua \
    "$base/api/prospections?status=to_send,sent,reading,interested,offer,option"
  # The calendar: the six weeks a month view asks for, the longest window (400 days) over years
  # where the seeded titles were published, and a user's feed (90 days back, 18 months ahead).
  load "GET calendar, six weeks, 1 conn" 1 scripts/bench/get.lua \
    "$base/api/calendar?from=$(date -u +%Y-%m-01)&to=$(date -u -d "$(date -u +%Y-%m-01) + 41 days" +%F)"
  load "GET calendar, 400 days, 1 conn" 1 scripts/bench/get.lua "$base/api/calendar?from=1950-01-01&to=1951-02-05"
  echo "  400 days: $(curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/calendar?from=1950-01-01&to=1951-02-05" | grep -o '"id"' | wc -l) entries"
  local feed
  feed=$(curl -fs -H "authorization: Bearer $BENCH_TOKEN" "$base/api/calendar/feed" | sed -E 's/.*"url":"([^"]+)".*/\1/')
  load "GET calendar feed (.ics), 1 conn" 1 scripts/bench/get.lua "$feed"
  echo "  feed: $(curl -fs "$feed" | grep -c '^BEGIN:VEVENT') events, $(curl -fs "$feed" | wc -c) bytes"
  # The spec's clients ask for the whole list: streamed, so the RSS below stays flat.
  load "GET whole list, 4 conns" 4 scripts/bench/get.lua "$base/api/titles"
  # Alone too: at a million titles one answer outlasts a short load (BENCH_SECONDS=4), which then
  # counts no request.
  echo "  whole list, alone: $(curl -fs -o /dev/null -w '%{size_download} bytes in %{time_total} s' \
    -H "authorization: Bearer $BENCH_TOKEN" "$base/api/titles")"
  load "POST title" 32 scripts/bench/create-titles.lua "$base/api/titles"
  ratio
  load "POST title, 1 conn" 1 scripts/bench/create-titles.lua "$base/api/titles"
  title_updates "$base"
  load "GET one license" 32 scripts/bench/get.lua "$base/api/licenses/$one"
  ratio
  load "POST license, 64 conns" 64 scripts/bench/write-licenses.lua "$base/api/licenses"
  local non_2xx socket_errors
  non_2xx=$(field non_2xx "$LAST")
  socket_errors=$(field socket_errors "$LAST")
  echo "  non-2xx answers: $non_2xx, socket errors: $socket_errors (both must be 0)"
  [ "$non_2xx" = 0 ] && [ "$socket_errors" = 0 ] || failures=$((failures + 1))
  fi
  # wrk stops mid-request: let the server finish (or roll back) what it was given.
  sleep 1
  kill "$sampler"
  sampler=
  echo "server RSS under load: at most $(sort -n "$work/rss" | tail -n 1) MB; after the load: $(rss_mb "$server_pid") MB"
  if [ -z "$url" ]; then
    local wal="$data/rightsdesk.db-wal"
    echo "SQLite WAL after the writes: $(stat -c %s "$wal" 2>/dev/null || echo 0) bytes"
  fi
  kill -TERM "$server_pid"
  wait "$server_pid" || true
  server_pid=
  if [ -z "$url" ]; then
    if [ -e "$data/rightsdesk.db-wal" ]; then
      echo "after a stop: a -wal file was left behind" && failures=$((failures + 1))
    else
      echo "after a stop: no -wal file left, database $(stat -c %s "$data/rightsdesk.db") bytes"
    fi
  fi
}

bench sqlite ""
if [ -n "${RIGHTSDESK_TEST_POSTGRES_URL:-}" ]; then
  name="rightsdesk_bench_$$"
  admin="$RIGHTSDESK_TEST_POSTGRES_URL"
  psql -q "$admin" -c "CREATE DATABASE $name"
  bench postgres "${admin%/*}/$name"
  psql -q "$admin" -c "DROP DATABASE $name WITH (FORCE)"
else
  step "RIGHTSDESK_TEST_POSTGRES_URL is not set: PostgreSQL was not measured"
fi

[ "$failures" = 0 ] || { echo "bench: $failures check(s) failed" >&2; exit 1; }
