#!/usr/bin/env bash
# Installs a built .deb on a fresh Debian 12 (a minbase debootstrap, cached like the
# Debian 13 chroot of scripts/trixie.sh) with `apt install ./postmortem-editor_*.deb`,
# and starts it: --version, a headless command, and the GUI on the offscreen platform
# up to its first paint. With an adfconvert binary, the Node-based test harnesses then
# run there with Debian 12's own node and npm (`npm ci` from the lockfiles): the ADF
# conformance and fidelity suites and the CommonMark reference scripts.
#   scripts/deb-smoke.sh PACKAGE.deb [ADFCONVERT]
#   scripts/deb-smoke.sh prepare      make (or reuse) the cached chroot, print its path
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=trixie.sh
source "$here/trixie.sh"
# A fresh Debian 12 with what the package's trigger and the harnesses need, nothing of Qt.
PM_BOOKWORM_PACKAGES=(desktop-file-utils nodejs npm)
if [[ ${1:-} == prepare ]]; then
  pm_chroot_prepare bookworm "${PM_BOOKWORM_PACKAGES[@]}"
  exit
fi
deb=$(realpath "${1:?usage: scripts/deb-smoke.sh PACKAGE.deb [ADFCONVERT]}")
adfconvert=${2:+$(realpath "$2")}
tarball=$(pm_chroot_prepare bookworm "${PM_BOOKWORM_PACKAGES[@]}")
export PM_CHROOT_APT_CACHE
PM_CHROOT_APT_CACHE=$(pm_trixie_cache_dir)/apt-bookworm
stage=$(mktemp -d "${TMPDIR:-/var/tmp}/pm-deb-smoke.XXXXXX")
trap 'rm -rf "$stage"' EXIT
cp "$deb" "$stage/"
# The harnesses and their lockfiles, without the host's node_modules.
if [[ -n $adfconvert ]]; then
  cp "$adfconvert" "$stage/adfconvert"
  mkdir -p "$stage/tests"
  for d in adf-conformance markdown-spec; do
    (cd "$here/../tests" && tar --exclude=node_modules -cf - "$d") | tar -C "$stage/tests" -xf -
  done
  # The host's trust store, for npm behind a proxy that the host (not Debian) trusts.
  ca=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
  [[ -f $ca ]] && cp "$ca" "$stage/host-ca.crt"
fi
pm_chroot_run "$tarball" "$stage" bash -c '
  set -euo pipefail
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "/src/'"$(basename "$deb")"'" >/tmp/apt.log 2>&1 ||
    { tail -20 /tmp/apt.log; exit 1; }
  echo "smoke: installed; $(dpkg-query -W -f="\${Package} \${Version}" postmortem-editor)"
  postmortem-editor --version
  cd /tmp
  postmortem-editor new --lang en -o draft.md
  postmortem-editor lint draft.md >lint.txt && rc=0 || rc=$?
  echo "smoke: new + lint ran (lint exit $rc on the empty template, $(wc -l <lint.txt) findings)"
  [[ $rc -eq 1 ]] || { echo "smoke: lint should fail on an empty template"; exit 1; }
  LANG=zh_CN.UTF-8 postmortem-editor --help | sed -n 1p
  out=$(PM_STARTUP_PROBE=1 QT_QPA_PLATFORM=offscreen timeout 60 postmortem-editor draft.md)
  [[ $out == *first-paint-epoch-ms* ]] || { echo "smoke: the GUI did not paint: $out"; exit 1; }
  echo "smoke: GUI started and painted on the offscreen platform"
  test -f /usr/share/applications/io.github.postmortem_editor.desktop
  test -f /usr/share/icons/hicolor/scalable/apps/io.github.postmortem_editor.svg
  test -f /usr/share/metainfo/io.github.postmortem_editor.metainfo.xml
  cache=$(cat /usr/share/applications/mimeinfo.cache)
  [[ $cache == *"text/markdown="*io.github.postmortem_editor.desktop* ]] ||
    { echo "smoke: not offered for text/markdown"; exit 1; }
  echo "smoke: offered under Open with: $(grep ^text/markdown= /usr/share/applications/mimeinfo.cache)"
  [[ -x /src/adfconvert ]] || exit 0
  echo "smoke: Node harnesses with Debian 12 node $(node --version), npm $(npm --version)"
  cp -r /src/tests /tmp/tests
  [[ -f /src/host-ca.crt ]] && export NODE_EXTRA_CA_CERTS=/src/host-ca.crt
  for d in adf-conformance markdown-spec; do
    (cd /tmp/tests/$d && npm ci --no-audit --no-fund --loglevel=error >/tmp/npm-$d.log 2>&1) ||
      { tail -20 /tmp/npm-$d.log; echo "smoke: npm ci failed in tests/$d"; exit 1; }
  done
  cd /tmp/tests/adf-conformance
  mkdir -p /tmp/conformance
  /src/adfconvert /tmp/conformance cases/*.md
  node validate.js --expect "$(ls cases/*.md | wc -l)" /tmp/conformance
  node fidelity.js --adfconvert /src/adfconvert --out /tmp/fidelity --min-fidelity 99.5 | tail -3
  cd /tmp/tests/markdown-spec
  node reference.js >/tmp/reference.json
  node toplevel.js spec >/tmp/toplevel.json
  for f in /tmp/reference.json /tmp/toplevel.json; do
    node -e "JSON.parse(require(\"fs\").readFileSync(process.argv[1], \"utf8\")).length >= 652 || process.exit(1)" "$f" ||
      { echo "smoke: $f does not hold the 652 spec examples"; exit 1; }
  done
  echo "smoke: ADF conformance, fidelity and the CommonMark references pass on Debian 12 node"
'
