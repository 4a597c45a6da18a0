#!/usr/bin/env bash
# Writes what `lint` says about every draft of the test corpora, so that a speed change can
# be shown to change nothing that is found: run it with the binary before and after, then
# `diff -r` the two folders (or pass the first folder as a third argument to compare).
#
#   tests/benchmarks/lint/lint-outputs.sh BINARY OUTDIR [REFERENCE_OUTDIR]
#
# Each Markdown file under tests/ (node_modules aside) is linted as JSON, as JSON with
# --strict and as text; so are the 1 MB benchmark drafts when PM_BENCH_LINT names a
# bench_lint binary (it writes them), and one call with several files. The md5 of every
# output is listed in OUTDIR/md5sums.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath -m "$2")
ref=${3:-}
here=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$out"
cd "$here"

drafts=()
while IFS= read -r f; do drafts+=("$f"); done < <(find tests -name '*.md' -not -path '*/node_modules/*' | LC_ALL=C sort)

if [ -n "${PM_BENCH_LINT:-}" ]; then
    big=$(mktemp -d)
    trap 'rm -rf "$big"' EXIT
    # The drafts the benchmark measures: 1 MB of flawed corpus text, and 1 MB of mostly clean text.
    PM_BENCH_RUNS=1 PM_BENCH_DRAFT="$big/flawed-1mb.md" PM_BENCH_CLEAN_DRAFT="$big/clean-1mb.md" \
        QT_QPA_PLATFORM=offscreen "$PM_BENCH_LINT" lintJsonPerFinding > /dev/null
fi

run() { # NAME ARGS...: the output and the exit code
    local name=$1
    shift
    local rc=0
    QT_QPA_PLATFORM=offscreen "$bin" "$@" > "$out/$name" 2> "$out/$name.err" || rc=$?
    echo "$rc" > "$out/$name.rc"
}

for f in "${drafts[@]}"; do
    name=$(echo "$f" | tr '/' '_')
    run "$name.json" lint "$f" --format json
    run "$name.strict.json" lint "$f" --format json --strict
    run "$name.txt" lint "$f"
done
if [ -n "${big:-}" ]; then
    # Outputs name the file: lint them from their folder, so the name does not depend on it.
    for f in flawed-1mb.md clean-1mb.md; do
        (cd "$big" && run "$f.json" lint "$f" --format json && run "$f.strict.json" lint "$f" --format json --strict &&
            run "$f.txt" lint "$f")
    done
fi
run "several-files.json" lint tests/lint/fixtures/flawed/en-flaws.md tests/lint/fixtures/flawed/zh-flaws.md \
    tests/lint/fixtures/clean/en-crlf-markdown.md --format json

# The list is written outside the folder first: a file being written there would be in `*`
# or not, as the pipeline's two sides happen to run.
sums=$(mktemp)
(cd "$out" && rm -f md5sums && md5sum -- * | grep -v '\.err$\|\.rc$' > "$sums" && mv "$sums" md5sums)
echo "$(ls "$out" | grep -c '\.json$\|\.txt$') outputs in $out"
grep 'flawed-1mb.md.json$' "$out/md5sums" || true
if [ -n "$ref" ]; then
    if diff -r "$ref" "$out" > /dev/null; then
        echo "identical to $ref"
    else
        diff -r "$ref" "$out" | sed -n 1,40p
        echo "DIFFERENT from $ref" >&2
        exit 1
    fi
fi
