#!/usr/bin/env bash
# The libFuzzer targets (fuzz_md2adf, fuzz_draftparser, fuzz_sectionsplit), two ways:
#   scripts/fuzz.sh --ci                 what test.sh's fuzz gate runs: each target replays
#                                        every stored input, then runs a fixed number of
#                                        new inputs (PM_FUZZ_RUNS, default per target) at a
#                                        fixed seed (PM_FUZZ_SEED, 1): the verdict depends
#                                        on the code alone, not on the machine's load
#   scripts/fuzz.sh [TARGET] [SECONDS] [SEED]
#                                        an open-ended campaign (default: every target,
#                                        600 s each, seed from the clock); what it finds
#                                        goes into tests/fuzz/corpus/<target>/ with its fix
# The targets come from PM_FUZZ_BUILD (default build-test/fuzz), configured with
#   cmake -S . -B build-test/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DPM_BUILD_FUZZERS=ON
# and built here when missing. A crash or a broken property leaves its input in
# build-test/fuzz/crash-<target>-*, also printed in base64 (the clone may be gone when the
# log is read) and the script fails.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${PM_FUZZ_BUILD:-build-test/fuzz}
all=(md2adf draftparser sectionsplit)
# Inputs per target in --ci: each takes some 10-20 s on an idle 2-core machine.
declare -A ci_runs=([md2adf]=60000 [draftparser]=4000 [sectionsplit]=40000)

ci=0
if [[ ${1:-} == --ci ]]; then ci=1; shift; fi
if [[ -n ${1:-} ]]; then targets=("$1"); else targets=("${all[@]}"); fi
seconds=${2:-600}
seed=${3:-${PM_FUZZ_SEED:-}}
[[ $ci -eq 1 ]] && seed=${PM_FUZZ_SEED:-1}

missing=()
for name in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $name "* ]] || { echo "fuzz: unknown target '$name' (${all[*]})" >&2; exit 2; }
  [[ -x $build/tests/fuzz/fuzz_$name ]] || missing+=("fuzz_$name")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ ! -f $build/build.ninja ]]; then
    cmake -S . -B "$build" -G Ninja -DQT_MAJOR_VERSION=6 -DCMAKE_CXX_COMPILER=clang++ -DPM_BUILD_FUZZERS=ON \
      -DPM_BUILD_BENCHMARKS=OFF -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON >/dev/null
  fi
  cmake --build "$build" --target "${missing[@]}"
fi

status=0
for name in "${targets[@]}"; do
  target=$build/tests/fuzz/fuzz_$name
  seeds=("tests/fuzz/corpus/$name")
  # The section split is checked on drafts: the draft fuzzer's inputs seed it too.
  [[ $name == sectionsplit ]] && seeds+=(tests/fuzz/corpus/draftparser)
  # New inputs go to a scratch directory, never into the tree's corpus.
  scratch=$(mktemp -d)
  rm -f "$build"/crash-"$name"-*
  stored=$(find "${seeds[@]}" -type f | wc -l)
  if [[ $ci -eq 1 ]]; then
    runs=${PM_FUZZ_RUNS:-${ci_runs[$name]}}
    limit=(-runs="$runs")
    echo "=== fuzz: $name replays $stored stored inputs, then $runs runs at seed $seed" >&2
  else
    limit=(-max_total_time="$seconds")
    [[ -n $seed ]] || seed=$(date +%s)
    echo "=== fuzz: $name for $seconds s at seed $seed from $stored stored inputs; new ones in $scratch" >&2
  fi
  log=$build/$name.log
  if "$target" -seed="$seed" "${limit[@]}" -dict=tests/fuzz/markdown.dict \
       -artifact_prefix="$build/crash-$name-" -print_final_stats=1 \
       "$scratch" "${seeds[@]}" >"$log" 2>&1; then
    grep -E '^stat::(number_of_executed_units|new_units_added)' "$log" >&2 || true
    [[ $ci -eq 1 ]] && rm -rf "$scratch"
  else
    grep -E '^(property broken|==[0-9]+==ERROR|SUMMARY)' "$log" | sed -n 1,5p >&2 || true
    tail -40 "$log" >&2
    echo "fuzz: fuzz_$name found a crash or a broken property; the input is in $build/crash-$name-*" >&2
    for unit in "$build"/crash-"$name"-*; do
      [[ -f $unit ]] || continue
      echo "fuzz: ${unit##*/} ($(stat -c %s "$unit") bytes), base64 (decode with base64 -d):" >&2
      base64 -w 76 "$unit" | sed -n 1,400p >&2
    done
    status=1
    rm -rf "$scratch"
  fi
done
exit $status
