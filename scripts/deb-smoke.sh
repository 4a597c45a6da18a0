#!/usr/bin/env bash
# Installs a built .deb on a fresh Debian 12 (a minbase debootstrap, cached like the
# Debian 13 chroot of scripts/trixie.sh) with `apt install ./postmortem-editor_*.deb`,
# and starts it: --version, a headless command, and the GUI on the offscreen platform
# up to its first paint.
#   scripts/deb-smoke.sh build-test/qt6/postmortem-editor_0.1.0_amd64.deb
set -euo pipefail
deb=$(realpath "${1:?usage: scripts/deb-smoke.sh PACKAGE.deb}")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=trixie.sh
source "$here/trixie.sh"
tarball=$(pm_chroot_prepare bookworm)
export PM_CHROOT_APT_CACHE
PM_CHROOT_APT_CACHE=$(pm_trixie_cache_dir)/apt-bookworm
pm_chroot_run "$tarball" "$(dirname "$deb")" bash -c '
  set -euo pipefail
  apt-get update -qq
  # desktop-file-utils first, so the package'"'"'s trigger rebuilds the "Open with" cache.
  apt-get install -y -qq --no-install-recommends desktop-file-utils >/tmp/apt.log 2>&1 || { tail -20 /tmp/apt.log; exit 1; }
  apt-get install -y -qq --no-install-recommends "/src/'"$(basename "$deb")"'" >/tmp/apt.log 2>&1 ||
    { tail -20 /tmp/apt.log; exit 1; }
  echo "smoke: installed; $(dpkg-query -W -f="\${Package} \${Version}" postmortem-editor)"
  postmortem-editor --version
  cd /tmp
  postmortem-editor new --lang en -o draft.md
  postmortem-editor lint draft.md >lint.txt && rc=0 || rc=$?
  echo "smoke: new + lint ran (lint exit $rc on the empty template, $(wc -l <lint.txt) findings)"
  [[ $rc -eq 1 ]] || { echo "smoke: lint should fail on an empty template"; exit 1; }
  LANG=zh_CN.UTF-8 postmortem-editor --help | head -1
  out=$(PM_STARTUP_PROBE=1 QT_QPA_PLATFORM=offscreen timeout 60 postmortem-editor draft.md)
  grep -q "^first-paint-epoch-ms " <<<"$out" || { echo "smoke: the GUI did not paint: $out"; exit 1; }
  echo "smoke: GUI started and painted on the offscreen platform"
  test -f /usr/share/applications/io.github.postmortem_editor.desktop
  test -f /usr/share/icons/hicolor/scalable/apps/io.github.postmortem_editor.svg
  test -f /usr/share/metainfo/io.github.postmortem_editor.metainfo.xml
  grep -q "^text/markdown=.*io.github.postmortem_editor.desktop" /usr/share/applications/mimeinfo.cache ||
    { echo "smoke: not offered for text/markdown"; exit 1; }
  echo "smoke: offered under Open with: $(grep ^text/markdown= /usr/share/applications/mimeinfo.cache)"
'
