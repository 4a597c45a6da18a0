#!/usr/bin/env bash
# The README's test command: installs what is missing, builds and tests every flavour,
# then runs the quality gates; fails if anything fails.
#   scripts/test.sh                     flavours "6 5 6kf6", gates "asan fuzz deb", format check
#   PM_FLAVOURS="6" scripts/test.sh     only some flavours ("" for none: only the gates):
#       6     Qt 6 (without KSyntaxHighlighting, even where KF6 is installed)
#       5     Qt 5.15 + KF5 KSyntaxHighlighting
#       6kf6  Qt 6 + KF6 KSyntaxHighlighting: natively where KF6 is installed, else
#             (Debian 12) in a Debian 13 chroot (scripts/trixie.sh), cached outside
#             the clone in PM_CACHE_DIR (default /var/cache/postmortem-editor)
#   PM_GATES="asan fuzz deb" scripts/test.sh  the quality gates ("" for none):
#       asan  every ctest test (benchmarks are not built) under AddressSanitizer +
#             UndefinedBehaviorSanitizer, leaks checked (tests/sanitizers/lsan.supp lists
#             the third-party ones)
#       fuzz  each libFuzzer target (md2adf, draftparser, sectionsplit) for PM_FUZZ_SECONDS
#             (default 45, so about 2.5 min in all after the build) from its corpus in
#             tests/fuzz/corpus/ (sectionsplit also from draftparser's), with a fixed
#             PM_FUZZ_SEED (default 1) so a run can be repeated; a crash or a broken
#             property fails the gate and leaves the input in build-test/fuzz/
#       deb   the Qt 6 build's .deb installed on a fresh Debian 12 chroot and started
#             (scripts/deb-smoke.sh; Debian and root only)
#   Every run checks the sources against .clang-format (scripts/format.sh --check, clang-format
#   14; skipped with a message where only another version is installed); PM_CLANG_FORMAT=0
#   skips it. scripts/format.sh reformats the tree.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
pm_install_deps

jobs=$(nproc 2>/dev/null || echo 2)
started=$(date +%s)
launcher=()
# Paths relative to the clone, so a fresh clone elsewhere still hits the compiler cache.
export CCACHE_BASEDIR=$root
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

# Atlassian's own ADF validator for the conformance suite, and the CommonMark spec with
# its reference parser for the Markdown scanner, pinned by their lockfiles.
for npmdir in tests/adf-conformance tests/markdown-spec; do
  if [[ -f $npmdir/package-lock.json ]]; then
    if [[ ! $npmdir/node_modules/.package-lock.json -nt $npmdir/package-lock.json ]]; then
      echo "test: npm ci ($npmdir)" >&2
      (cd "$npmdir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  fi
done

failed=()
mkdir -p build-test

# pm_build NAME CMAKE-ARGS...: configure, build and ctest one native build directory.
pm_build() {
  local name=$1; shift
  local dir="build-test/$name"
  echo "=== $name: configure ($dir)" >&2
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "$@" \
        >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log"; failed+=("$name:configure"); return 1; }
  # Only the enabled list (the disabled one follows it in the same format).
  sed -n '/-- The following features have been enabled/,/-- The following \(features have been disabled\|OPTIONAL\|RECOMMENDED\|REQUIRED\)\|^-- Configuring done/p' "$dir.configure.log" |
    grep -E '^ \* ' >&2 || true
  echo "=== $name: build" >&2
  local targets=()
  [[ -n ${PM_BUILD_TARGETS:-} ]] && targets=(--target $PM_BUILD_TARGETS)
  cmake --build "$dir" -j "$jobs" "${targets[@]}" || { failed+=("$name:build"); return 1; }
}

pm_ctest() {
  local name=$1; shift
  echo "=== $name: ctest" >&2
  (cd "build-test/$name" && ctest --output-on-failure -j "$jobs" --timeout 600 "$@") || { failed+=("$name:tests"); return 1; }
}

pm_have_kf6() { pm__installed libkf6syntaxhighlighting-dev || [[ -d /usr/lib/x86_64-linux-gnu/cmake/KF6SyntaxHighlighting ]]; }

flavours=${PM_FLAVOURS-6 5 6kf6}   # set and empty: no flavour (only the gates)
for flavour in $flavours; do
  t0=$(date +%s)
  case $flavour in
    6)
      # The flavour without colours and spelling stays covered even where KF6 is installed.
      pm_build qt6 -DQT_MAJOR_VERSION=6 -DPM_WERROR=ON -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON \
        -DCMAKE_DISABLE_FIND_PACKAGE_KF6Sonnet=ON &&
        pm_ctest qt6 || true ;;
    5)
      if ! pkg-config --exists Qt5Core 2>/dev/null && [[ ! -d /usr/lib/x86_64-linux-gnu/cmake/Qt5Core ]]; then
        echo "test: Qt 5 not installed; skipping the Qt 5 flavour" >&2
        continue
      fi
      pm_build qt5 -DQT_MAJOR_VERSION=5 -DPM_WERROR=ON -DPM_REQUIRE_KSYNTAXHIGHLIGHTING=ON -DPM_REQUIRE_SONNET=ON &&
        pm_ctest qt5 || true ;;
    6kf6)
      if pm_have_kf6; then
        pm_build qt6kf6 -DQT_MAJOR_VERSION=6 -DPM_WERROR=ON -DPM_REQUIRE_KSYNTAXHIGHLIGHTING=ON -DPM_REQUIRE_SONNET=ON &&
          pm_ctest qt6kf6 || true
      elif command -v apt-get >/dev/null 2>&1 && grep -qs '^ID=debian' /etc/os-release && [[ $(id -u) -eq 0 ]]; then
        echo "=== qt6kf6: KF6 is not packaged for this Debian; building in a Debian 13 chroot" >&2
        # shellcheck source=trixie.sh
        source scripts/trixie.sh
        pm_trixie_test "$root" "$jobs" || failed+=("qt6kf6(trixie)")
      else
        echo "test: no KF6 here and no way to make a Debian 13 chroot (needs Debian and root)" >&2
        failed+=("qt6kf6:unavailable")
      fi ;;
    *) echo "test: unknown flavour '$flavour' (6, 5 or 6kf6)" >&2; failed+=("$flavour:unknown") ;;
  esac
  echo "=== $flavour: $(( $(date +%s) - t0 )) s" >&2
done

gates=${PM_GATES-asan fuzz deb}
for gate in $gates; do
  t0=$(date +%s)
  case $gate in
    asan)
      # The unit tests, once, with every library instrumented (the asan preset).
      if pm_build asan -DQT_MAJOR_VERSION=6 -DPM_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug -DPM_BUILD_BENCHMARKS=OFF \
           -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON; then
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
        LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0 \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
          pm_ctest asan || true
      fi ;;
    fuzz)
      if ! command -v clang++ >/dev/null 2>&1; then
        echo "test: no clang++; the fuzz gate needs it" >&2; failed+=("fuzz:no-clang"); continue
      fi
      if PM_BUILD_TARGETS="fuzz_md2adf fuzz_draftparser fuzz_sectionsplit" pm_build fuzz -DQT_MAJOR_VERSION=6 -DCMAKE_CXX_COMPILER=clang++ -DPM_BUILD_FUZZERS=ON -DPM_BUILD_BENCHMARKS=OFF \
           -DCMAKE_DISABLE_FIND_PACKAGE_KF6SyntaxHighlighting=ON; then
        for target in build-test/fuzz/tests/fuzz/fuzz_*; do
          [[ -x $target && -f $target ]] || continue
          name=${target##*/fuzz_}
          seeds=(tests/fuzz/corpus/$name)
          # The section split is checked on drafts: the draft fuzzer's inputs seed it too.
          [[ $name == sectionsplit ]] && seeds+=(tests/fuzz/corpus/draftparser)
          # New inputs go to a scratch directory, never into the tree's corpus.
          scratch=$(mktemp -d)
          rm -f build-test/fuzz/crash-"$name"-*
          if [[ ! -d ${seeds[0]} ]]; then
            echo "test: warning: no seed corpus ${seeds[0]}; fuzz_$name starts from nothing" >&2
            seeds=("$(mktemp -d)")
          fi
          echo "=== fuzz: $name for ${PM_FUZZ_SECONDS:-45} s from ${seeds[*]} ($(find "${seeds[@]}" -type f | wc -l) seeds)" >&2
          if ! "$target" -seed="${PM_FUZZ_SEED:-1}" -max_total_time="${PM_FUZZ_SECONDS:-45}" -dict=tests/fuzz/markdown.dict \
                 -artifact_prefix="build-test/fuzz/crash-$name-" -print_final_stats=1 \
                 "$scratch" "${seeds[@]}" >"build-test/fuzz/$name.log" 2>&1; then
            grep -E '^(property broken|==[0-9]+==ERROR|SUMMARY)' "build-test/fuzz/$name.log" | head -5 >&2 || true
            tail -40 "build-test/fuzz/$name.log" >&2
            echo "test: fuzz_$name found a crash or a broken property; the input is in build-test/fuzz/crash-$name-*" >&2
            # The clone may be gone when the log is read: the input goes into the log too.
            for unit in build-test/fuzz/crash-"$name"-*; do
              [[ -f $unit ]] || continue
              echo "test: ${unit##*/} ($(stat -c %s "$unit") bytes), base64 (decode with base64 -d):" >&2
              base64 -w 76 "$unit" | head -400 >&2
            done
            failed+=("fuzz:$name")
          else
            grep -E '^stat::(number_of_executed_units|new_units_added)' "build-test/fuzz/$name.log" >&2 || true
          fi
          rm -rf "$scratch"
        done
      fi ;;
    deb)
      # The Qt 6 flavour's .deb installs on a fresh Debian 12 and starts.
      if [[ ! -x build-test/qt6/app/postmortem-editor ]]; then
        echo "test: no Qt 6 build to package (PM_FLAVOURS without 6)" >&2; failed+=("deb:no-build")
      elif ! grep -qs '^ID=debian' /etc/os-release || [[ $(id -u) -ne 0 ]]; then
        echo "test: the deb gate needs Debian and root (a debootstrap chroot); skipped" >&2
      else
        rm -f build-test/qt6/postmortem-editor_*.deb
        (cd build-test/qt6 && cpack -G DEB >cpack.log 2>&1) || { cat build-test/qt6/cpack.log; failed+=("deb:cpack"); continue; }
        bash scripts/deb-smoke.sh build-test/qt6/postmortem-editor_*_amd64.deb || failed+=("deb:smoke")
      fi ;;
    *) echo "test: unknown gate '$gate' (asan, fuzz, deb)" >&2; failed+=("$gate:unknown") ;;
  esac
  echo "=== $gate: $(( $(date +%s) - t0 )) s" >&2
done

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

echo "test: $(( $(date +%s) - started )) s in all" >&2
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "test: FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "test: all flavours and gates passed" >&2
