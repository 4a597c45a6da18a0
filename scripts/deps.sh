#!/usr/bin/env bash
# Installs what the build and the tests need, when it is missing.
# Sourced by run.sh and test.sh; usable on its own: scripts/deps.sh [--gui-only]
# Debian 12 / Ubuntu 22.04+ via apt-get. Elsewhere it prints what to install.
set -euo pipefail

PM_APT_PACKAGES=(
  cmake ninja-build g++ pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qtkeychain-qt6-dev libgl-dev
  qtbase5-dev qttools5-dev qttools5-dev-tools qttranslations5-l10n libkf5syntaxhighlighting-dev qtkeychain-qt5-dev
  libmd4c-dev libmd4c-html0-dev libyaml-cpp-dev
  xvfb xauth xdotool imagemagick fonts-noto-cjk openbox
  desktop-file-utils appstream
  clang libclang-rt-14-dev
)

pm_missing_packages() {
  local missing=()
  for p in "${PM_APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
  command -v npm >/dev/null 2>&1 || missing+=(npm)
  echo "${missing[@]:-}"
}

pm_install_deps() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps: no apt-get here; install Qt 6 (Widgets, Network, Test, LinguistTools), md4c, yaml-cpp," >&2
    echo "deps: QtKeychain and (optionally) KSyntaxHighlighting with your package manager; see README." >&2
    return 0
  fi
  local missing
  missing=$(pm_missing_packages)
  [[ -z "${missing// }" ]] && return 0
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo)
    else
      echo "deps: missing packages; run as root:" >&2
      echo "  apt-get update && apt-get install -y --no-install-recommends $missing" >&2
      return 1
    fi
  fi
  echo "deps: installing: $missing" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  # shellcheck disable=SC2086
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >&2
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  pm_install_deps
fi
