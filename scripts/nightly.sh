#!/usr/bin/env bash
# The long runs that do not belong in every CI run: the publish soak and the draft
# properties with larger counts, then an open-ended campaign of each fuzzer with a new
# seed. Not called by .ci/run. What a campaign finds goes into tests/fuzz/corpus/ with
# its fix, and from then on every CI run replays it.
#   scripts/nightly.sh [BUILD_DIR]     default build-test/asan (made by scripts/test.sh)
# Environment: PM_SOAK_RUNS (default 1000), PM_PROPERTY_DRAFTS (5000),
# PM_FUZZ_SECONDS (1800 per target).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${1:-build-test/asan}
[[ -f $build/CTestTestfile.cmake ]] || { echo "nightly: no test build in $build (run scripts/test.sh first)" >&2; exit 2; }
status=0
(cd "$build" && PM_SOAK_RUNS=${PM_SOAK_RUNS:-1000} PM_PROPERTY_DRAFTS=${PM_PROPERTY_DRAFTS:-5000} \
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0 \
  ctest --output-on-failure --timeout 7200 -R '^(tst_publisher|tst_draftproperties)$') || status=1
bash scripts/fuzz.sh "" "${PM_FUZZ_SECONDS:-1800}" || status=1
exit $status
