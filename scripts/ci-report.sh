#!/usr/bin/env bash
# Where a run's time went: the ten slowest compile units and the ten slowest tests of the
# build directories given, read from ninja's and ctest's own logs. scripts/test.sh ends
# every run with it, so that the next cut is measured, not guessed.
#   scripts/ci-report.sh BUILD_DIR...
# The sorted lists are cut with sed, which reads to the end: `sort | head` lets sort die of
# SIGPIPE once head has its lines, and under pipefail that 141 failed a green run.
set -euo pipefail

echo "=== the ten slowest compile units (seconds, build directory)"
for dir in "$@"; do
  [[ -f $dir/.ninja_log ]] || continue
  awk -v d="$dir" 'NR > 1 && $4 ~ /\.o$/ { printf "%8.1f  %s  %s\n", ($2 - $1) / 1000, d, $4 }' "$dir/.ninja_log"
done | sort -rn | sed -n 1,10p
echo "=== the ten slowest tests (seconds, build directory)"
for dir in "$@"; do
  [[ -f $dir/Testing/Temporary/CTestCostData.txt ]] || continue
  awk -v d="$dir" '/^---/ { exit } NF == 3 { printf "%8.1f  %s  %s\n", $3, d, $1 }' "$dir/Testing/Temporary/CTestCostData.txt"
done | sort -rn | sed -n 1,10p
