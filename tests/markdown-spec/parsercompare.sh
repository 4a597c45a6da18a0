#!/bin/sh
# md4c against cmark-gfm (issue 19): builds parsercompare.cpp with g++ (not CMake), then
# compares both with commonmark.js on the CommonMark spec examples and the fuzz corpora
# (and the project's repaired md4c reading, repairedcompare.cpp, where Qt 6 Core is),
# md4c's GFM tables with cmark-gfm's, and counts instructions per byte of one parse with
# callgrind. Needs libmd4c-dev, libcmark-gfm-dev, libcmark-gfm-extensions-dev, node,
# valgrind, and `npm ci` in tests/markdown-spec and tests/adf-conformance.
# Run from anywhere: tests/markdown-spec/parsercompare.sh [OUTDIR]; details in OUTDIR.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/tmp/parsercompare}
mkdir -p "$out"
cd "$root"
run() { nice -n 19 "$@"; }

run g++ -std=c++17 -O2 -g -Wall -Wextra -o "$out/parsercompare" "$here/parsercompare.cpp" \
  -lmd4c -lcmark-gfm-extensions -lcmark-gfm
tool=$out/parsercompare
export NODE_PATH="$here/node_modules"

echo "== CommonMark spec examples: md4c (raw) and cmark-gfm against commonmark.js"
run node "$here/parsercompare.js" spec "$out/spec" >"$out/spec.refs"
run "$tool" compare "$out/spec.refs" >"$out/spec.txt"
grep SUMMARY "$out/spec.txt"

echo "== fuzz corpora (tests/fuzz/corpus/*/*)"
run node "$here/parsercompare.js" files tests/fuzz/corpus/*/* >"$out/fuzz.refs"
run "$tool" compare "$out/fuzz.refs" >"$out/fuzz.txt"
grep SUMMARY "$out/fuzz.txt"

echo "== the project's repaired md4c reading (models/markdown, Qt Core) against commonmark.js"
if pkg-config --exists Qt6Core; then
  m=models/markdown
  # shellcheck disable=SC2046 # pkg-config's flags are meant to split
  run g++ -std=c++17 -O1 -fPIC $(pkg-config --cflags Qt6Core) -I$m -o "$out/repairedcompare" \
    "$here/repairedcompare.cpp" $m/markdownscan.cpp $m/md4cmisreadings.cpp $m/md4ccompat.cpp \
    $m/markdownreader.cpp $m/repairedparse.cpp $(pkg-config --libs Qt6Core) -lmd4c
  for refs in spec fuzz; do
    run "$out/repairedcompare" "$out/$refs.refs" >"$out/repaired-$refs.txt"
    grep SUMMARY "$out/repaired-$refs.txt"
  done
else
  echo "(no Qt6Core: skipped)"
fi

echo "== GFM tables: md4c (project flags) against cmark-gfm (GFM extensions)"
run node "$here/parsercompare.js" gfm "$out/gfm"
for set in "GFM spec table examples:$out/gfm/gfm-19[89].md $out/gfm/gfm-20[0-5].md" \
           "tests/markdown-spec/tables:$here/tables/*.md" \
           "ADF conformance cases:tests/adf-conformance/cases/*.md" \
           "fuzz corpora:tests/fuzz/corpus/*/*"; do
  name=${set%%:*}
  # shellcheck disable=SC2086 # the globs are meant to expand here
  run "$tool" tables ${set#*:} >"$out/tables-$(echo "$name" | tr -c 'a-zA-Z0-9\n' -).txt"
  echo "$name: $(grep SUMMARY "$out/tables-$(echo "$name" | tr -c 'a-zA-Z0-9\n' -).txt")"
done

echo "== instructions per byte of one parse (callgrind), bench_md2adf's and bench_markdownscan's 1 MiB texts"
run "$tool" gen realistic - "$out/realistic.md"
run "$tool" gen fixtures tests/lint/fixtures/clean "$out/fixtures.md"
for text in realistic fixtures; do
  bytes=$(wc -c <"$out/$text.md")
  for parser in md4c cmark cmark-table; do
    fn=run_md4c
    [ "$parser" = md4c ] || fn=run_cmark
    run valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$text.$parser" \
      --toggle-collect=$fn "$tool" bench $parser "$out/$text.md" >/dev/null 2>&1
    ir=$(sed -n 's/^summary: //p' "$out/callgrind.$text.$parser")
    echo "$text ($bytes bytes) $parser: $ir instructions, $(awk "BEGIN { printf \"%.1f\", $ir / $bytes }") per byte"
  done
done
