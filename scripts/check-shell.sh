#!/usr/bin/env bash
# The tracked bash scripts that set pipefail, checked for pipelines that end in a reader
# which stops early (head, grep -q, grep -m). Such a reader exits at its first lines, the
# writer before it dies of SIGPIPE, and pipefail turns that 141 into a failure, but only
# when the output outgrows the pipe's buffer: a green run on a small tree, red on a big one.
# Read the whole output instead: `sed -n 1,Np`, or capture it and match with [[ ]].
#   scripts/check-shell.sh [FILE...]   (default: every tracked *.sh and .ci/run)
# Exit status: 0 clean, 1 an early reader found (each named FILE:LINE).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(git ls-files -- '*.sh' .ci/run)
fi

found=0
for file in "${files[@]}"; do
  [[ -f $file ]] || continue
  script=$(<"$file")
  [[ $script == *pipefail* ]] || continue
  # Comments are not code; a reader fed by a here-string or a file is not in a pipe.
  hits=$(grep -nE '\|[[:space:]]*(head\b|grep[[:space:]]+(-[[:alnum:]]*[qm]|--quiet|--max-count))' "$file" |
    grep -vE '^[0-9]+:[[:space:]]*#' || true)
  if [[ -n $hits ]]; then
    while IFS= read -r hit; do
      echo "check-shell: $file:${hit%%:*}: a pipe into a reader that stops early under pipefail: ${hit#*:}" >&2
    done <<<"$hits"
    found=1
  fi
done
if [[ $found -eq 0 ]]; then
  echo "check-shell: ${#files[@]} scripts, no pipe into an early reader under pipefail" >&2
fi
exit "$found"
