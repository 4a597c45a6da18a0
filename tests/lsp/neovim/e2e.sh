#!/bin/sh
# Neovim end to end (ctest lsp_neovim): BIN is postmortem-editor, FIXTURE a draft.
# Exits 77 (skipped) when nvim is not installed.
set -eu
BIN=$1
FIXTURE=$2
SCRIPT=$(dirname "$0")/e2e.lua
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim is not installed (Debian: apt-get install neovim)"
  exit 77
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir "$WORK/.git"
cp "$FIXTURE" "$WORK/draft.md"
PM_BIN=$BIN PM_DRAFT=$WORK/draft.md PM_RESULT=$WORK/result HOME=$WORK XDG_CONFIG_HOME=$WORK/config \
  XDG_DATA_HOME=$WORK/data XDG_STATE_HOME=$WORK/state \
  timeout 180 nvim --headless --clean -n -c "luafile $SCRIPT" </dev/null >"$WORK/nvim.log" 2>&1 || true
status=0
if [ "$(cat "$WORK/result" 2>/dev/null)" != "ok" ]; then
  echo "FAIL: the Neovim session:"; cat "$WORK/result" 2>/dev/null || echo "(no result: nvim did not finish)"
  cat "$WORK/nvim.log"; status=1
fi
check() { # FILE TEXT: the file holds the text
  if ! grep -qF -- "$2" "$1"; then echo "FAIL: $1 lacks: $2"; status=1; fi
}
check "$WORK/draft.md" '`Uploader::begin()` stores the length'
check "$WORK/draft.md" '<!-- pm-lint: disable-line=hedging -->'
check "$WORK/.postmortem-words" 'upload-svc'
if grep -qF 'probably stores' "$WORK/draft.md"; then echo "FAIL: the hedge is still there"; status=1; fi
[ $status -eq 0 ] && echo "PASS: Neovim applied the fix, the disable comment and the word"
exit $status
