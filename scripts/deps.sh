#!/usr/bin/env bash
# Installs what the build and the tests need, when it is missing.
# Sourced by run.sh and test.sh; usable on its own:
#   scripts/deps.sh              everything test.sh needs (both Qt flavours, validators,
#                                clang for the fuzzers and sanitizers, debootstrap, node)
#   scripts/deps.sh --gui-only [6|5]   only what building and running the editor needs,
#                                for one flavour (default: the one run.sh would pick)
# Debian 12 / Ubuntu 22.04+ via apt-get. Elsewhere it prints what to install.
set -euo pipefail

# Building any flavour.
PM_APT_BUILD=(cmake ninja-build g++ pkg-config libmd4c-dev libyaml-cpp-dev
  # md4c's CMake config (md4cConfig.cmake in libmd4c-dev) declares the md4c-html
  # target too and stops with "references the file libmd4c-html.so.0.x but this file
  # does not exist" unless that library is installed; libmd4c-dev does not depend on
  # it. The runtime package is enough; the -dev one is not needed.
  libmd4c-html0
  # Chinese text in the Chinese user interface.
  fonts-noto-cjk)
PM_APT_QT6=(qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n qtkeychain-qt6-dev libgl-dev)
# Spelling (optional in the build): Sonnet, its plugins (--no-install-recommends leaves
# them out, and without a plugin Sonnet knows no language) and the English dictionary
# for its hunspell plugin, the one backend with an English dictionary here.
PM_APT_KF6=(libkf6syntaxhighlighting-dev libkf6sonnet-dev sonnet6-plugins hunspell-en-us)
PM_APT_QT5=(qtbase5-dev qttools5-dev qttools5-dev-tools qttranslations5-l10n
  libkf5syntaxhighlighting-dev qtkeychain-qt5-dev
  libkf5sonnet-dev sonnet-plugins hunspell-en-us)
# Only the tests, the quality gates and the screenshots. ccache: test.sh builds up to five
# trees, and a later run on the same machine reuses their objects (a fresh Debian has none).
PM_APT_TEST=(ccache mold git neovim xvfb xauth x11-utils xdotool openbox imagemagick librsvg2-bin desktop-file-utils appstream
  clang libclang-rt-14-dev clang-format debootstrap zstd dpkg-dev file dbus-daemon
  # a real Secret Service for the keychain tests, a self-signed certificate for the TLS test
  gnome-keyring openssl
  # Emacs's LSP client, the second real client the language server is tested with
  emacs-nox elpa-eglot elpa-markdown-mode)

# How run.sh's tree is built (test.sh reuses it): optimised, with line tables only (-g1),
# enough for a crash's backtrace to name file and line, at three quarters of -g's build time.
PM_RUN_BUILD_TYPE=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")

# The CMake arguments every build here shares: unity builds (a target's sources compiled
# 16 at a time, so Qt's headers are parsed once per batch: a third of the CPU time of a
# cold build), the tests' precompiled Qt headers, and ccache and mold when installed. run.sh and test.sh configure run.sh's
# tree alike, so neither rebuilds what the other built. A developer's own build directory
# compiles each file alone (CMake's default), which keeps every file's includes honest.
pm_build_accelerators() {
  local args=(-DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 -DPM_TEST_PCH=ON)
  command -v ccache >/dev/null 2>&1 && args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  command -v ld.mold >/dev/null 2>&1 && args+=(-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=mold)
  echo "${args[@]}"
}

pm_sudo=()
pm__can_install() {
  if [[ $(id -u) -eq 0 ]]; then pm_sudo=(); return 0; fi
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then pm_sudo=(sudo); return 0; fi
  return 1
}

# Output captured first, then matched: under pipefail `cmd | grep -q` fails with 141 when
# grep exits at its first match and cmd dies of SIGPIPE writing the rest.
pm__installed() {
  local status
  status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) || return 1
  [[ $status == *'install ok installed'* ]]
}

# True when apt knows a candidate version of the package (installed or installable).
pm_apt_available() {
  local policy
  policy=$(apt-cache policy "$1" 2>/dev/null) || return 1
  [[ $policy =~ Candidate:\ [^\(] ]]
}

pm__apt_lists_fresh=0
pm__apt_update_once() {
  [[ $pm__apt_lists_fresh -eq 1 ]] && return 0
  pm__can_install || return 0
  "${pm_sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq || true
  pm__apt_lists_fresh=1
}

# The flavour with the best editor this machine can build: Qt 6 + KF6 where KF6 is
# packaged, else Qt 5.15 + KF5 (highlighting), else Qt 6 without colours. Prints
# "QT REASON" on one line.
pm_best_flavour() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "6 no apt-get here: Qt 6, with KSyntaxHighlighting if CMake finds KF6"
    return
  fi
  # An empty package list (a fresh machine) would hide what is installable.
  pm_apt_available qt6-base-dev || pm_apt_available qtbase5-dev || pm__apt_update_once
  if pm__installed libkf6syntaxhighlighting-dev || pm_apt_available libkf6syntaxhighlighting-dev; then
    echo "6 Qt 6 + KF6 KSyntaxHighlighting are packaged here: the flavour with colours and the current Qt"
  elif pm__installed libkf5syntaxhighlighting-dev || pm_apt_available libkf5syntaxhighlighting-dev; then
    echo "5 KF6 is not packaged here (Debian 12, Ubuntu 22.04); Qt 5.15 + KF5 is the flavour with syntax colours"
  else
    echo "6 no KSyntaxHighlighting is packaged here: Qt 6, without syntax colours"
  fi
}

# The packages for: --gui-only QT (one flavour, build and run only), or everything.
pm_wanted_packages() {
  local wanted=("${PM_APT_BUILD[@]}")
  if [[ ${1:-} == --gui-only ]]; then
    case ${2:-6} in
      5) wanted+=("${PM_APT_QT5[@]}") ;;
      *) wanted+=("${PM_APT_QT6[@]}")
         pm_apt_available "${PM_APT_KF6[0]}" && wanted+=("${PM_APT_KF6[@]}") ;;
    esac
  else
    wanted+=("${PM_APT_QT6[@]}" "${PM_APT_QT5[@]}" "${PM_APT_TEST[@]}")
    pm_apt_available "${PM_APT_KF6[0]}" && wanted+=("${PM_APT_KF6[@]}")
  fi
  echo "${wanted[@]}"
}

pm_missing_packages() {
  local missing=() p
  for p in $(pm_wanted_packages "$@"); do
    pm__installed "$p" || missing+=("$p")
  done
  if [[ ${1:-} != --gui-only ]]; then
    command -v node >/dev/null 2>&1 || missing+=(nodejs)
    command -v npm >/dev/null 2>&1 || missing+=(npm)
  fi
  echo "${missing[@]:-}"
}

# pm_install_deps [--gui-only [QT]]
pm_install_deps() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps: no apt-get here; install Qt 6 (Widgets, Network, Test, LinguistTools), md4c, yaml-cpp," >&2
    echo "deps: QtKeychain and (optionally) KSyntaxHighlighting with your package manager; see README." >&2
    return 0
  fi
  local missing
  missing=$(pm_missing_packages "$@")
  [[ -z "${missing// }" ]] && return 0
  if ! pm__can_install; then
    echo "deps: missing packages; run as root:" >&2
    echo "  apt-get update && apt-get install -y --no-install-recommends $missing" >&2
    return 1
  fi
  echo "deps: installing: $missing" >&2
  pm__apt_update_once
  # shellcheck disable=SC2086
  "${pm_sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >&2
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  if [[ ${1:-} == --gui-only ]]; then
    qt=${2:-$(pm_best_flavour | cut -d' ' -f1)}
    pm_install_deps --gui-only "$qt"
  else
    pm_install_deps
  fi
fi
