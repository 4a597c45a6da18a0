#!/usr/bin/env bash
# The README's test command: installs what is missing, proves the README's run command,
# builds every flavour, runs every test once and the quality gates; fails if anything fails.
#   scripts/test.sh                      gates "run asan fuzz deb", flavours "5 6kf6", format
#   PM_GATES="asan" scripts/test.sh      only some gates ("" for none):
#       run   the README's run command (scripts/run.sh, unchanged) under Xvfb up to the
#             editor's first paint in a real X window; fails when no window paints or
#             when the flavour is not the one with colours where one is packaged
#       asan  every ctest test, once, under AddressSanitizer + UndefinedBehaviorSanitizer
#             with leak checking (clang where installed; Qt 6 without KSyntaxHighlighting or Sonnet, -Werror;
#             tests/sanitizers/lsan.supp lists the third-party leaks)
#       fuzz  each libFuzzer target replays its whole stored corpus, then runs
#             PM_FUZZ_RUNS inputs at PM_FUZZ_SEED (default 1): the same commit always
#             gets the same verdict. Open-ended campaigns: scripts/fuzz.sh
#       deb   the .deb of the run command's build (Qt 5 + KF5 on Debian 12) installed on
#             a fresh Debian 12 chroot and started; then the Node-based harnesses run
#             there with Debian's node and npm (scripts/deb-smoke.sh; Debian and root only)
#   PM_FLAVOURS="5" scripts/test.sh      only some flavours ("" for none):
#       5     Qt 5.15 + KF5 KSyntaxHighlighting + Sonnet: the tests labelled `flavour`
#       6kf6  Qt 6 + KF6: the tests labelled `flavour` and `md4c`; natively where KF6
#             is installed, else (Debian 12) in a Debian 13 chroot (scripts/trixie.sh),
#             cached in PM_CACHE_DIR (default /var/cache/postmortem-editor)
#       Qt 6 without KSyntaxHighlighting or Sonnet is the asan gate's build.
#       The flavour the run command builds is built in its directory (build-run/), so
#       its objects are compiled once; compiler warnings fail it as -Werror would. The
#       benchmarks (built, not run) and the .deb come from that tree too.
#   PM_CLANG_FORMAT=0 skips the format check (scripts/format.sh --check, clang-format 14).
# Every run ends with the steps' times and the ten slowest compile units and tests.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
pm_install_deps

jobs=$(nproc 2>/dev/null || echo 2)
started=$(date +%s)
# Paths relative to the clone, so a fresh clone elsewhere still hits the compiler cache;
# the sloppiness ccache needs to cache what uses the tests' precompiled header; depend
# mode, which hashes the compiler's own dependency list instead of running the
# preprocessor once more on every miss (5 % of a cold compile).
export CCACHE_BASEDIR=$root CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=pch_defines,time_macros CCACHE_DEPEND=1
read -ra accelerators < <(pm_build_accelerators)

failed=()
timings=()
build_dirs=()
mkdir -p build-test

pm_elapsed() { echo $(( $(date +%s) - $1 )); }

# pm_bg NAME CMD...: CMD in the background (network-bound preparations that overlap the
# builds), its output in build-test/NAME.log; pm_bg_wait NAME returns its status.
declare -A bg_pids=()
pm_bg() {
  local name=$1; shift
  ( rc=0; "$@" >"build-test/$name.log" 2>&1 || rc=$?; exit $rc ) &
  bg_pids[$name]=$!
}
pm_bg_wait() {
  local name=$1 rc=0
  [[ -n ${bg_pids[$name]:-} ]] || return 0
  wait "${bg_pids[$name]}" || rc=$?
  unset "bg_pids[$name]"
  if [[ $rc -ne 0 ]]; then
    tail -30 "build-test/$name.log" >&2
    echo "test: $name failed (build-test/$name.log)" >&2
  fi
  return $rc
}

# pm_configure NAME DIR CMAKE-ARGS...
pm_configure() {
  local name=$1 dir=$2; shift 2
  echo "=== $name: configure ($dir)" >&2
  mkdir -p "$dir"
  cmake -S . -B "$dir" -G Ninja "${accelerators[@]}" "$@" >"$dir.configure.log" 2>&1 ||
    { cat "$dir.configure.log" >&2; failed+=("$name:configure"); return 1; }
  # Only the enabled list (the disabled one follows it in the same format).
  sed -n '/-- The following features have been enabled/,/-- The following \(features have been disabled\|OPTIONAL\|RECOMMENDED\|REQUIRED\)\|^-- Configuring done/p' "$dir.configure.log" |
    grep -E '^ \* ' >&2 || true
  build_dirs+=("$dir")
}

# pm_build NAME DIR [TARGET...]: builds, its output also in DIR.build.log.
pm_build() {
  local name=$1 dir=$2; shift 2
  local targets=()
  [[ $# -gt 0 ]] && targets=(--target "$@")
  echo "=== $name: build ${*:-all}" >&2
  cmake --build "$dir" -j "$jobs" "${targets[@]}" 2>&1 | tee "$dir.build.log" >&2 ||
    { failed+=("$name:build"); return 1; }
}

# A build without -Werror (it shares its objects with run.sh's) still fails on a warning.
pm_no_warnings() {
  local name=$1; shift
  if grep -hE '(: warning: |^ccache: )' "$@" >&2; then
    echo "test: $name: compiler warnings (above)" >&2; failed+=("$name:warnings"); return 1
  fi
}

# Twice as many tests as cores at a time: the soaks and the network tests mostly wait on
# timers, and every test waits for the state it needs, so load only slows it down.
pm_ctest() {
  local name=$1 dir=$2; shift 2
  echo "=== $name: ctest $*" >&2
  (cd "$dir" && ctest --output-on-failure -j "$((jobs * 2))" --timeout 600 "$@") || { failed+=("$name:tests"); return 1; }
}

pm_have_kf6() { pm__installed libkf6syntaxhighlighting-dev || [[ -d /usr/lib/x86_64-linux-gnu/cmake/KF6SyntaxHighlighting ]]; }
pm_can_chroot() { command -v apt-get >/dev/null 2>&1 && grep -qs '^ID=debian' /etc/os-release && [[ $(id -u) -eq 0 ]]; }

gates=" ${PM_GATES-run asan fuzz deb} "
flavours=" ${PM_FLAVOURS-5 6kf6} "
for word in $gates; do
  [[ " run asan fuzz deb " == *" $word "* ]] || { echo "test: unknown gate '$word' (run, asan, fuzz, deb)" >&2; failed+=("$word:unknown"); }
done
for word in $flavours; do
  [[ " 5 6kf6 " == *" $word "* ]] || { echo "test: unknown flavour '$word' (5 or 6kf6; Qt 6 alone is the asan gate's)" >&2; failed+=("$word:unknown"); }
done

# The flavour run.sh picks here, as a flavour name, and its build directory.
read -r run_qt _ < <(pm_best_flavour)
case $run_qt in
  5) run_flavour=5 ;;
  *) if pm_have_kf6 || pm_apt_available libkf6syntaxhighlighting-dev; then run_flavour=6kf6; else run_flavour=6; fi ;;
esac
run_dir=build-run/qt$run_qt

# What needs the network starts first and overlaps the builds: the harnesses' npm
# packages (pinned by their lockfiles) and the chroots of the 6kf6 flavour and the deb gate.
pm_npm_ci() {
  local npmdir
  for npmdir in tests/adf-conformance tests/markdown-spec; do
    if [[ -f $npmdir/package-lock.json && ! $npmdir/node_modules/.package-lock.json -nt $npmdir/package-lock.json ]]; then
      echo "test: npm ci ($npmdir)"
      (cd "$npmdir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  done
}
if [[ $gates == *" asan "* || $flavours == *" 5 "* || $flavours == *" 6kf6 "* ]]; then
  pm_bg npm pm_npm_ci
fi
if [[ $flavours == *" 6kf6 "* ]] && ! pm_have_kf6 && pm_can_chroot; then
  pm_bg trixie-root bash scripts/trixie.sh prepare
fi
if [[ $gates == *" deb "* ]] && pm_can_chroot; then
  pm_bg bookworm-root bash scripts/deb-smoke.sh prepare
fi

step() { timings+=("$(printf '%-34s %5d s' "$1" "$2")"); echo "=== $1: $2 s" >&2; }

# 1. The README's run command, exactly as a newcomer types it, in a real X window.
if [[ $gates == *" run "* ]]; then
  t0=$(date +%s)
  echo "=== run: scripts/run.sh under Xvfb, until the first paint" >&2
  if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "test: the run gate needs xvfb-run (xvfb)" >&2; failed+=("run:no-xvfb")
  else
    rc=0
    env -u QT_QPA_PLATFORM -u WAYLAND_DISPLAY PM_STARTUP_PROBE=1 \
      xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" scripts/run.sh >build-test/run.log 2>&1 || rc=$?
    grep -E '^run: ' build-test/run.log >&2 || true
    if [[ $rc -ne 0 ]]; then
      tail -40 build-test/run.log >&2
      echo "test: scripts/run.sh exited $rc" >&2; failed+=("run:exit-$rc")
    elif ! grep -q '^first-paint-epoch-ms ' build-test/run.log; then
      tail -40 build-test/run.log >&2
      echo "test: scripts/run.sh: the editor's window never painted" >&2; failed+=("run:no-window")
    else
      echo "run: the editor painted its window ($(grep -E '^(first-paint|max-rss)' build-test/run.log | tr '\n' ' '))" >&2
      # Where KSyntaxHighlighting is packaged, the run command must build the flavour with colours.
      if pm_apt_available libkf5syntaxhighlighting-dev || pm_apt_available libkf6syntaxhighlighting-dev || pm_have_kf6; then
        version=$("$run_dir/app/postmortem-editor" --version 2>&1) || true
        if [[ $version != *'KSyntaxHighlighting: built in'* ]]; then
          echo "test: scripts/run.sh built $run_dir without KSyntaxHighlighting, which is packaged here" >&2
          failed+=("run:no-colours")
        fi
      fi
    fi
    pm_no_warnings run build-test/run.log || true
  fi
  step "gate run (scripts/run.sh, Qt $run_qt)" "$(pm_elapsed "$t0")"
fi

pm_bg_wait npm || failed+=("npm")

# 2. The flavour with colours that run.sh builds: its tests labelled flavour (and md4c for
#    Qt 6 + KF6, whose md4c is newer), built in run.sh's tree.
pm_flavour() {
  local name=$1 qt=$2 dir=$3 labels=$4
  local t0 targets=(postmortem-editor)
  t0=$(date +%s)
  for l in ${labels//|/ }; do targets+=("pm_${l}_tests"); done
  if [[ $dir == build-run/* ]]; then
    # run.sh's own settings, tests added: its objects are reused, not rebuilt. The
    # benchmarks are compiled here (once per run), and the deb gate's adfconvert.
    targets+=(pm_benchmarks)
    [[ $gates == *" deb "* ]] && targets+=(adfconvert)
    pm_configure "$name" "$dir" -DQT_MAJOR_VERSION="$qt" "${PM_RUN_BUILD_TYPE[@]}" -DPM_BUILD_TESTS=ON \
      -DPM_BUILD_BENCHMARKS=ON -DPM_REQUIRE_KSYNTAXHIGHLIGHTING=ON -DPM_REQUIRE_SONNET=ON &&
      pm_build "$name" "$dir" "${targets[@]}" &&
      pm_no_warnings "$name" "$dir.build.log" ${run_log:-} &&
      pm_ctest "$name" "$dir" -L "$labels" || true
  else
    pm_configure "$name" "$dir" -DQT_MAJOR_VERSION="$qt" "${PM_RUN_BUILD_TYPE[@]}" -DPM_WERROR=ON \
      -DPM_BUILD_BENCHMARKS=OFF -DPM_REQUIRE_KSYNTAXHIGHLIGHTING=ON -DPM_REQUIRE_SONNET=ON &&
      pm_build "$name" "$dir" "${targets[@]}" &&
      pm_ctest "$name" "$dir" -L "$labels" || true
  fi
  step "flavour $name" "$(pm_elapsed "$t0")"
}
run_log=
[[ $gates == *" run "* ]] && run_log=build-test/run.log
pm_flavour_dir() { if [[ $run_flavour == "$1" ]]; then echo "$run_dir"; else echo "build-test/$2"; fi; }

if [[ $flavours == *" 5 "* ]]; then
  if ! pkg-config --exists Qt5Core 2>/dev/null && [[ ! -d /usr/lib/x86_64-linux-gnu/cmake/Qt5Core ]]; then
    echo "test: Qt 5 not installed; skipping the Qt 5 flavour" >&2
  else
    pm_flavour 5 5 "$(pm_flavour_dir 5 qt5)" flavour
  fi
fi

# 3. Every test once, under the sanitizers.
if [[ $gates == *" asan "* ]]; then
  t0=$(date +%s)
  # -g1: line tables for the sanitizers' stack traces, at a fraction of full debug info's cost.
  # clang (installed for the fuzzers) compiles the instrumented tree in a third less CPU time
  # than GCC, and its instrumented tests run in half the time.
  asan_cxx=()
  command -v clang++ >/dev/null 2>&1 && asan_cxx=(-DCMAKE_CXX_COMPILER=clang++)
  if pm_configure asan build-test/asan -DQT_MAJOR_VERSION=6 "${asan_cxx[@]}" -DPM_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug \
       -DCMAKE_CXX_FLAGS_DEBUG=-g1 -DPM_WERROR=ON -DPM_BUILD_BENCHMARKS=OFF \
       -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON -DCMAKE_DISABLE_FIND_PACKAGE_KF6Sonnet=ON &&
     pm_build asan build-test/asan; then
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
    LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      pm_ctest asan build-test/asan || true
  fi
  step "gate asan (every test)" "$(pm_elapsed "$t0")"
fi

# 4. Qt 6 + KF6: natively, or in a Debian 13 chroot.
if [[ $flavours == *" 6kf6 "* ]]; then
  if pm_have_kf6; then
    pm_flavour 6kf6 6 "$(pm_flavour_dir 6kf6 qt6kf6)" 'flavour|md4c'
  elif pm_can_chroot; then
    t0=$(date +%s)
    echo "=== 6kf6: KF6 is not packaged for this Debian; building in a Debian 13 chroot" >&2
    if pm_bg_wait trixie-root; then
      # shellcheck source=trixie.sh
      source scripts/trixie.sh
      pm_trixie_test "$root" "$jobs" 'flavour|md4c' || failed+=("6kf6(trixie)")
    else
      failed+=("6kf6:chroot")
    fi
    step "flavour 6kf6 (Debian 13 chroot)" "$(pm_elapsed "$t0")"
  else
    echo "test: no KF6 here and no way to make a Debian 13 chroot (needs Debian and root)" >&2
    failed+=("6kf6:unavailable")
  fi
fi

# 5. Fuzzing: the stored corpora replayed, then a fixed number of inputs at a fixed seed.
if [[ $gates == *" fuzz "* ]]; then
  t0=$(date +%s)
  if ! command -v clang++ >/dev/null 2>&1; then
    echo "test: no clang++; the fuzz gate needs it" >&2; failed+=("fuzz:no-clang")
  elif pm_configure fuzz build-test/fuzz -DQT_MAJOR_VERSION=6 -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
         -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DPM_BUILD_FUZZERS=ON -DPM_BUILD_BENCHMARKS=OFF \
         -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON -DCMAKE_DISABLE_FIND_PACKAGE_KF6Sonnet=ON &&
       pm_build fuzz build-test/fuzz fuzz_md2adf fuzz_draftparser fuzz_sectionsplit; then
    PM_FUZZ_BUILD=build-test/fuzz bash scripts/fuzz.sh --ci || failed+=("fuzz")
  fi
  step "gate fuzz" "$(pm_elapsed "$t0")"
fi

# 6. The .deb of the run command's build on a fresh Debian 12, and the Node harnesses with Debian's node there.
if [[ $gates == *" deb "* ]]; then
  t0=$(date +%s)
  if [[ ! -x $run_dir/app/postmortem-editor || ! -x $run_dir/tests/adf-conformance/adfconvert ]]; then
    # Neither the run gate nor its flavour built the tree: build what the package needs.
    pm_configure deb "$run_dir" -DQT_MAJOR_VERSION="$run_qt" "${PM_RUN_BUILD_TYPE[@]}" -DPM_BUILD_TESTS=ON &&
      pm_build deb "$run_dir" postmortem-editor adfconvert || true
  fi
  if [[ ! -x $run_dir/app/postmortem-editor ]]; then
    echo "test: no build of the run command's flavour to package" >&2; failed+=("deb:no-build")
  elif ! pm_can_chroot; then
    echo "test: the deb gate needs Debian and root (a debootstrap chroot); skipped" >&2
  elif ! pm_bg_wait bookworm-root; then
    failed+=("deb:chroot")
  else
    rm -f "$run_dir"/postmortem-editor_*.deb
    if (cd "$run_dir" && cpack -G DEB >cpack.log 2>&1); then
      bash scripts/deb-smoke.sh "$run_dir"/postmortem-editor_*_amd64.deb "$run_dir/tests/adf-conformance/adfconvert" ||
        failed+=("deb:smoke")
    else
      cat "$run_dir/cpack.log"; failed+=("deb:cpack")
    fi
  fi
  step "gate deb (+ Node on Debian 12)" "$(pm_elapsed "$t0")"
fi

# Preparations nobody waited for (a gate left out) are not left running.
for name in "${!bg_pids[@]}"; do pm_bg_wait "$name" || true; done

if [[ ${PM_CLANG_FORMAT:-1} != 0 ]]; then
  echo "=== format: scripts/format.sh --check" >&2
  rc=0
  bash scripts/format.sh --check || rc=$?
  case $rc in
    0) ;;
    3) echo "test: no clang-format 14 here; the format check is skipped" >&2 ;;
    *) failed+=("format") ;;
  esac
fi

# Pipes that pipefail would fail once their output grows (the 141 that once failed a green run).
echo "=== shell: scripts/check-shell.sh" >&2
bash scripts/check-shell.sh || failed+=("check-shell")

# Where the time went, so that the next cut is measured, not guessed.
echo "=== times" >&2
printf '  %s\n' "${timings[@]}" >&2
if [[ ${#build_dirs[@]} -gt 0 ]]; then
  bash scripts/ci-report.sh "${build_dirs[@]}" >&2 || echo "test: scripts/ci-report.sh failed; the times above stand" >&2
fi

echo "test: $(pm_elapsed "$started") s in all" >&2
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "test: FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "test: all gates and flavours passed" >&2
