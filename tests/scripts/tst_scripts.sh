#!/usr/bin/env bash
# The CI scripts' own reports and checks, run for real on inputs the size of a whole run.
#   tests/scripts/tst_scripts.sh SOURCE_DIR
set -euo pipefail
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# ci-report.sh on logs far past a pipe's buffer: thousands of units and tests, as a whole
# run's four build trees hold. It must finish with status 0 and exactly ten lines a list.
build=$tmp/build
mkdir -p "$build/Testing/Temporary"
{
  echo "# ninja log v5"
  for i in $(seq 1 6000); do echo "0	$((i * 100))	0	models/unit_$i/CMakeFiles/lib.dir/unity_0_cxx.cxx.o	deadbeef$i"; done
} >"$build/.ninja_log"
{
  for i in $(seq 1 4000); do echo "tst_case_$i 1 $i.5"; done
  echo "---"
} >"$build/Testing/Temporary/CTestCostData.txt"
rc=0
report=$(bash "$src/scripts/ci-report.sh" "$build") || rc=$?
[[ $rc -eq 0 ]] || fail "ci-report.sh exited $rc on a large log (141 is SIGPIPE under pipefail)"
units=$(sed -n '/slowest compile units/,/slowest tests/p' <<<"$report" | grep -c 'unity_0_cxx' || true)
tests=$(sed -n '/slowest tests/,$p' <<<"$report" | grep -c 'tst_case_' || true)
[[ $units -eq 10 ]] || fail "ci-report.sh listed $units compile units, not 10"
[[ $tests -eq 10 ]] || fail "ci-report.sh listed $tests tests, not 10"
[[ $(sed -n 2p <<<"$report") == *"600.0  $build  models/unit_6000/"* ]] || fail "the slowest unit (600.0 s) is not listed first: $report"
[[ $report == *"4000.5  $build  tst_case_4000"* ]] || fail "the slowest test is missing: $report"

# check-shell.sh names a pipe into an early reader in a pipefail script, and only there.
# (The readers are spliced in, so that this file itself stays clean to the check.)
head=head grepq='grep -q'
printf '#!/usr/bin/env bash\nset -euo pipefail\nls /\nseq 100000 | %s -3\n' "$head" >"$tmp/early.sh"
printf '#!/usr/bin/env bash\nset -euo pipefail\nseq 100000 | sed -n 1,3p\n# seq | %s -1 in a comment\n' "$head" >"$tmp/whole.sh"
printf '#!/bin/sh\nseq 100000 | %s 7\n' "$grepq" >"$tmp/nopipefail.sh"
rc=0
out=$(bash "$src/scripts/check-shell.sh" "$tmp/early.sh" 2>&1) || rc=$?
[[ $rc -eq 1 ]] || fail "check-shell.sh passed a pipe into head under pipefail (status $rc)"
[[ $out == *"$tmp/early.sh:4:"* ]] || fail "check-shell.sh did not name early.sh:4: $out"
rc=0
bash "$src/scripts/check-shell.sh" "$tmp/whole.sh" "$tmp/nopipefail.sh" 2>/dev/null || rc=$?
[[ $rc -eq 0 ]] || fail "check-shell.sh refused sed, a comment, or a script without pipefail"
# And the tree itself is clean.
bash "$src/scripts/check-shell.sh" 2>/dev/null || fail "check-shell.sh finds an early reader in the tree"

[[ $fails -eq 0 ]] || exit 1
echo "PASS: ci-report.sh and check-shell.sh"
