#!/usr/bin/env bash
# The README's run command: installs what building and running need (nothing for the
# tests), configures, builds and opens the editor on FILE, or on the bundled sample.
#   scripts/run.sh [FILE]          the best flavour this machine can build: Qt 6 + KF6
#                                  where KF6 is packaged, else Qt 5.15 + KF5 (colours)
#   PM_QT=6 scripts/run.sh [FILE]  force a flavour (6 or 5)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
file=${1:-}
[[ -n $file ]] && file=$(realpath -m "$file")
cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
if [[ -n ${PM_QT:-} ]]; then
  qt=$PM_QT
  echo "run: Qt $qt flavour (PM_QT=$PM_QT)" >&2
else
  read -r qt reason < <(pm_best_flavour)
  echo "run: Qt $qt flavour: $reason (PM_QT=5|6 overrides)" >&2
fi
pm_install_deps --gui-only "$qt"
dir="build-run/qt$qt"
mkdir -p "$dir"
# Relative paths for ccache, so another clone of the tree reuses the objects.
export CCACHE_BASEDIR=$root CCACHE_NOHASHDIR=1
read -ra accelerators < <(pm_build_accelerators)
cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION="$qt" "${PM_RUN_BUILD_TYPE[@]}" -DPM_BUILD_TESTS=OFF \
  "${accelerators[@]}" >"$dir.configure.log" 2>&1 ||
  { cat "$dir.configure.log" >&2; exit 1; }
grep -E "^ \* (KSyntaxHighlighting|QtKeychain)" "$dir.configure.log" | sed 's/^ \* /run: built with /' >&2 || true
cmake --build "$dir" --target postmortem-editor -j "$(nproc 2>/dev/null || echo 2)"
[[ -n $file ]] || file="$root/resources/samples/sample-postmortem.md"
if [[ $(uname -s) == Linux && -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
  echo "run: built $dir/app/postmortem-editor, but there is no display to open it on;" >&2
  echo "run: start it from a desktop session, or under Xvfb: xvfb-run -a scripts/run.sh" >&2
  exit 2
fi
exec "$dir/app/postmortem-editor" "$file"
