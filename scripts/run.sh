#!/usr/bin/env bash
# The README's run command: installs what is missing, configures, builds and opens
# the editor on FILE, or on the bundled sample post-mortem.
#   scripts/run.sh [FILE]          Qt 6 build
#   PM_QT=5 scripts/run.sh [FILE]  Qt 5.15 + KSyntaxHighlighting build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
file=${1:-}
[[ -n $file ]] && file=$(realpath -m "$file")
cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
pm_install_deps
qt=${PM_QT:-6}
dir="build-run/qt$qt"
cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION="$qt" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPM_BUILD_TESTS=OFF >/dev/null
cmake --build "$dir" --target postmortem-editor -j "$(nproc 2>/dev/null || echo 2)"
[[ -n $file ]] || file="$root/resources/samples/sample-postmortem.md"
if [[ $(uname -s) == Linux && -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
  echo "run: built $dir/app/postmortem-editor, but there is no display to open it on;" >&2
  echo "run: start it from a desktop session, or under Xvfb: xvfb-run -a scripts/run.sh" >&2
  exit 2
fi
exec "$dir/app/postmortem-editor" "$file"
