#!/usr/bin/env bash
# The README's test command: installs what is missing, builds every flavour this
# machine can build (Qt 6, and Qt 5.15 + KF5 where present), runs ctest for each,
# and fails if any test fails.
#   scripts/test.sh            all flavours
#   PM_FLAVOURS="6" scripts/test.sh   only Qt 6
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
pm_install_deps

jobs=$(nproc 2>/dev/null || echo 2)

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

flavours=${PM_FLAVOURS:-"6 5"}
failed=()
for qt in $flavours; do
  if [[ $qt == 5 ]] && ! pkg-config --exists Qt5Core 2>/dev/null && [[ ! -d /usr/lib/x86_64-linux-gnu/cmake/Qt5Core ]]; then
    echo "test: Qt 5 not installed; skipping the Qt 5 flavour" >&2
    continue
  fi
  dir="build-test/qt$qt"
  mkdir -p build-test
  echo "=== Qt $qt flavour: configure ($dir)" >&2
  cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION="$qt" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DPM_WERROR=ON >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log"; failed+=("qt$qt:configure"); continue; }
  grep -E "KSyntaxHighlighting|QtKeychain" "$dir.configure.log" >&2 || true
  echo "=== Qt $qt flavour: build" >&2
  if ! cmake --build "$dir" -j "$jobs"; then
    failed+=("qt$qt:build"); continue
  fi
  echo "=== Qt $qt flavour: ctest" >&2
  if ! (cd "$dir" && ctest --output-on-failure -j "$jobs" --timeout 600); then
    failed+=("qt$qt:tests")
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "test: FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "test: all flavours passed" >&2
