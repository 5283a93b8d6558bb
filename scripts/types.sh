#!/usr/bin/env bash
# `npm run types`: writes web/src/generated/, the TypeScript types of core's entities and enums, from
# the Rust types (ts-rs, behind the `ts` feature of rightsdesk-core). Run it after changing a type in
# an entity's module of core/src (title.rs, license.rs...) or core/src/enums.rs, and commit the result.
#
# `--check` (a gate of `npm test`): generates into a temporary folder and fails if web/src/generated
# differs from it, so a Rust change whose TypeScript was not regenerated does not pass. It compares
# files rather than asking git, so it also works outside a git checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

out=web/src/generated
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ts-rs writes each type marked `ts(export)` from the `export_bindings_*` test it generates for it,
# with .cargo/config.toml's settings (ids as `number`) but into our temporary folder. The test output
# stays out of `npm test`'s recap unless it fails: these are not tests.
if ! TS_RS_EXPORT_DIR="$tmp/out" \
  cargo test -p rightsdesk-core --features ts --lib --color never export_bindings >"$tmp/cargo.log" 2>&1; then
  cat "$tmp/cargo.log" >&2
  echo "Generating the TypeScript types failed (cargo test -p rightsdesk-core --features ts export_bindings)" >&2
  exit 1
fi

# ts-rs's first line says the file is generated; the second says how to regenerate it.
for file in "$tmp"/out/*.ts; do
  sed -i '1a // From the Rust types in core/src (cargo feature "ts"); regenerate with `npm run types` (scripts/types.sh).' "$file"
done

if [ "${1:-}" = --check ]; then
  if ! diff -ru "$out" "$tmp/out"; then
    echo >&2
    echo "$out is stale: it is not what the Rust types in core/src give now." >&2
    echo "Run \`npm run types\` and commit $out." >&2
    exit 1
  fi
  echo "$out is up to date ($(find "$tmp/out" -name '*.ts' | wc -l) types)."
else
  rm -rf "$out"
  mkdir -p "$out"
  cp "$tmp"/out/*.ts "$out"/
  echo "Wrote $(find "$out" -name '*.ts' | wc -l) types to $out."
fi
