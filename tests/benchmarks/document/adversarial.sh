#!/usr/bin/env bash
# Memory and time of every command on adversarial drafts at the 16 MiB cap: many
# headings, blank lines, deep nesting, long lines, a huge front-matter value. Prints,
# per shape and command, the exit code, the peak resident memory (MiB and bytes per
# input byte) and the wall and CPU time, measured by /usr/bin/time -v. The target is at most
# 20 bytes of memory per input byte for every command.
#   tests/benchmarks/document/adversarial.sh BINARY [SIZE_BYTES] [COMMANDS...]
# Not a test: record its figures in the README.
set -euo pipefail
bin=$(realpath "${1:?usage: adversarial.sh BINARY [SIZE] [COMMANDS...]}")
size=${2:-16000000}
shift $(( $# >= 2 ? 2 : $# ))
commands=("$@")
[ ${#commands[@]} -gt 0 ] || commands=(show fmt gate lint export md2adf)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Repeats a unit until the file holds about $size bytes.
make() {
  local name=$1 unit=$2 prefix=${3:-}
  python3 - "$dir/$name.md" "$size" "$unit" "$prefix" <<'PY'
import sys
path, size, unit, prefix = sys.argv[1], int(sys.argv[2]), sys.argv[3].encode().decode('unicode_escape').encode('utf-8'), sys.argv[4].encode().decode('unicode_escape').encode('utf-8')
with open(path, 'wb') as f:
    f.write(prefix)
    f.write(unit * max(1, (size - len(prefix)) // len(unit)))
PY
}
make hashes '#\n'
make blank-lines '\n'
make headings-at-cap "## Note\n$(printf 'x%.0s' $(seq 1 1690))\n" '# T\n\n'
make deep-quotes '> > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > x\n'
make deep-lists "$(for i in $(seq 0 40); do printf '%*s- x\\n' $((i * 2)) ''; done)"
make long-line 'abcdefgh ' '## Summary\n\n'
make short-lines 'a\n' '## Fix\n\n'
make fences '```\n'
make setext 'Fix\n---\n'
make emphasis '*a **b [c](d) `e` ' '## Summary\n\n'
python3 - "$dir/front-matter.md" "$size" <<'PY'
import sys
path, size = sys.argv[1], int(sys.argv[2])
with open(path, 'wb') as f:
    f.write(b'---\ngate:\n  repro: |\n')
    f.write(b'    ./run --again\n' * ((size - 64) // 18))
    f.write(b'---\n\n## Summary\n\nS.\n')
PY

# The resident memory of a command on a one-line draft: Qt and the program itself.
printf '# Idle\n' >"$dir/idle.md"
/usr/bin/time -v -o "$dir/time" "$bin" show "$dir/idle.md" --json >/dev/null
idle=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")
printf 'idle peak: %.1f MiB (B/byte below counts what the input adds to it)\n' "$(awk -v r="$idle" 'BEGIN { print r / 1024 }')"
rm "$dir/idle.md"
printf '%-16s %-7s %4s %10s %10s %9s %9s\n' shape command exit 'peak MiB' 'B/byte' 'wall s' 'cpu s'
for input in "$dir"/*.md; do
  bytes=$(stat -c %s "$input")
  for cmd in "${commands[@]}"; do
    case $cmd in
      show) args=(show "$input" --json) ;;
      export) args=(export "$input" --to jira) ;;
      *) args=("$cmd" "$input") ;;
    esac
    set +e
    /usr/bin/time -v -o "$dir/time" timeout 600 "$bin" "${args[@]}" >/dev/null 2>"$dir/err"
    code=$?
    set -e
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time")
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$dir/time")
    secs=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s }' <<<"$wall")
    awk -v n="$(basename "$input" .md)" -v c="$cmd" -v e="$code" -v r="$rss" -v i="$idle" -v b="$bytes" -v s="$secs" -v u="$cpu" \
      'BEGIN { printf "%-16s %-7s %4s %10.1f %10.1f %9s %9s\n", n, c, e, r / 1024, (r - i) * 1024 / b, s, u }'
  done
done
