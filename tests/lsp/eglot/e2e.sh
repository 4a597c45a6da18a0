#!/bin/sh
# Emacs's eglot end to end (ctest lsp_eglot): BIN is postmortem-editor, FIXTURE a draft.
# Exits 77 (skipped) without Emacs, eglot or markdown-mode (Debian 12: apt-get install
# emacs-nox elpa-eglot elpa-markdown-mode).
set -eu
BIN=$1
FIXTURE=$2
SCRIPT=$(dirname "$0")/e2e.el
if ! command -v emacs >/dev/null 2>&1; then
  echo "SKIP: emacs is not installed (Debian: apt-get install emacs-nox elpa-eglot elpa-markdown-mode)"
  exit 77
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if ! HOME=$WORK emacs --batch -q --eval '(progn (require (quote eglot)) (require (quote markdown-mode)))' >/dev/null 2>&1; then
  echo "SKIP: eglot or markdown-mode is missing (Debian: apt-get install elpa-eglot elpa-markdown-mode)"
  exit 77
fi
mkdir "$WORK/work" "$WORK/work/.git"
cp "$FIXTURE" "$WORK/work/draft.md"
# -q, not -Q: Debian's site-start makes the elpa-* packages loadable.
PM_BIN=$BIN PM_DRAFT=$WORK/work/draft.md PM_RESULT=$WORK/result HOME=$WORK \
  timeout 240 emacs --batch -q -l "$SCRIPT" >"$WORK/emacs.log" 2>&1 || true
if [ "$(cat "$WORK/result" 2>/dev/null)" != "ok" ]; then
  echo "FAIL: the eglot session:"; cat "$WORK/result" 2>/dev/null && echo || echo "(no result: emacs did not finish)"
  cat "$WORK/emacs.log"
  exit 1
fi
echo "PASS: eglot showed lint's findings at their places, the typed hedge, and shut the server down"
