#!/usr/bin/env bash
# The tree's C++ formatting against .clang-format, with Debian 12's clang-format 14
# (scripts/deps.sh installs it).
#   scripts/format.sh           reformat every tracked *.cpp / *.h in place, list what changed
#   scripts/format.sh --check   change nothing; list the files that differ, fail if any does
#                               (scripts/test.sh runs this on every run)
# Exit status: 0 formatted / clean, 1 files differ (--check), 2 usage, 3 no clang-format 14.
# Another major version formats some constructs differently, so the check and the
# reformat both insist on 14: a newer clang-format would flag files 14 accepts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=format
case ${1-} in
  "") ;;
  --check) mode=check ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac

cf=${PM_CLANG_FORMAT_BIN:-}
if [[ -z $cf ]]; then
  for candidate in clang-format-14 clang-format; do
    if command -v "$candidate" >/dev/null 2>&1; then cf=$candidate; break; fi
  done
fi
if [[ -z $cf ]]; then
  echo "format: clang-format is not installed (apt-get install clang-format; scripts/deps.sh does)" >&2
  exit 3
fi
version=$("$cf" --version | sed -n 's/.*clang-format version \([0-9]*\)\..*/\1/p')
if [[ $version != 14 ]]; then
  echo "format: $cf is version ${version:-unknown}; .clang-format is checked with 14 (Debian 12)." >&2
  echo "format: set PM_CLANG_FORMAT_BIN to a clang-format 14 binary" >&2
  exit 3
fi

mapfile -d '' files < <(git ls-files -z -- '*.cpp' '*.h')
# One clang-format process for the whole tree; each violation names its file. Without
# -Werror a violation is a warning, so a non-zero exit means clang-format itself failed
# (a bad .clang-format, an unreadable file), and that must not pass as "clean".
if ! report=$("$cf" --style=file --dry-run "${files[@]}" 2>&1); then
  printf '%s\n' "$report" | tail -20 >&2
  echo "format: $cf failed" >&2
  exit 2
fi
mapfile -t differ < <(printf '%s\n' "$report" |
  sed -n 's/^\(.*\):[0-9]*:[0-9]*: [a-z]*: code should be clang-formatted.*/\1/p' | sort -u)

if [[ $mode == check ]]; then
  if [[ ${#differ[@]} -gt 0 ]]; then
    printf 'format: not formatted: %s\n' "${differ[@]}" >&2
    echo "format: ${#differ[@]} of ${#files[@]} files differ from .clang-format; run scripts/format.sh" >&2
    exit 1
  fi
  echo "format: all ${#files[@]} files match .clang-format" >&2
  exit 0
fi

if [[ ${#differ[@]} -gt 0 ]]; then
  "$cf" --style=file -i "${differ[@]}"
  printf 'format: reformatted %s\n' "${differ[@]}" >&2
fi
echo "format: ${#differ[@]} of ${#files[@]} files reformatted" >&2
