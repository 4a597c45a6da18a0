#!/usr/bin/env bash
# The Qt 6 + KF6 flavour on a machine without KF6 (Debian 12): a Debian 13 (trixie)
# chroot made with debootstrap, cached as a tarball outside the clone and unpacked
# afresh for each run. Sourced by test.sh; usable on its own:
#   scripts/trixie.sh prepare          make (or reuse) the cached tarball, print its path
#   scripts/trixie.sh run CMD...       run CMD in a fresh chroot, the tree at /src (read-only)
#   scripts/trixie.sh test             configure, build and ctest the Qt 6 + KF6 flavour
# Environment: PM_CACHE_DIR (default /var/cache/postmortem-editor), PM_DEBIAN_MIRROR
# (default: the host's Debian mirror, else deb.debian.org).
#
# Mount safety: everything the chroot mounts (proc, sys, a private /dev, the tree, the
# compiler cache) is mounted inside a private mount namespace (unshare -m), so no mount
# can outlive the process even if it is killed; the traps unmount explicitly as well,
# and the caller checks with findmnt that nothing is left under the chroot directory.
set -euo pipefail

# Bump when the preparation steps change, so an old tarball is not reused.
PM_TRIXIE_RECIPE=2
PM_TRIXIE_PACKAGES=(
  g++ cmake ninja-build pkg-config ccache mold
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n qtkeychain-qt6-dev libgl-dev
  libkf6syntaxhighlighting-dev
  # Spelling: Sonnet, its plugins and the dictionary its hunspell plugin reads.
  libkf6sonnet-dev sonnet6-plugins hunspell-en-us
  # md4c's CMake config also checks that libmd4c-html's library exists; on Debian 13
  # libmd4c-dev depends on libmd4c-html0-dev (and so on it), unlike on Debian 12 (deps.sh).
  libmd4c-dev libyaml-cpp-dev
  desktop-file-utils appstream
  # node runs the ADF conformance validator; its node_modules come from the tree
  # (pure JavaScript, installed by `npm ci` on the host), so npm itself is not needed.
  nodejs
  fonts-dejavu-core
)

pm_trixie_cache_dir() { echo "${PM_CACHE_DIR:-/var/cache/postmortem-editor}"; }

pm_trixie_mirror() {
  if [[ -n ${PM_DEBIAN_MIRROR:-} ]]; then echo "$PM_DEBIAN_MIRROR"; return; fi
  local m
  m=$(grep -hsoE '(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources \
        /etc/apt/sources.list.d/*.list 2>/dev/null | grep -v security | sed -n 1p | awk '{print $2}') || true
  echo "${m:-http://deb.debian.org/debian}"
}

# pm_chroot_tarball SUITE PACKAGES...: where the prepared chroot of SUITE is cached.
pm_chroot_tarball() {
  local suite=$1 hash; shift
  hash=$(printf '%s\n' "$PM_TRIXIE_RECIPE" "$(pm_trixie_mirror)" "$@" | sha256sum | cut -c1-12)
  echo "$(pm_trixie_cache_dir)/$suite-$hash.tar.zst"
}

# Mounts the chroot's kernel file systems and a minimal private /dev. Only called
# inside a private mount namespace.
pm__chroot_mount() {
  local dir=$1
  mount -t proc proc "$dir/proc"
  mount -t sysfs -o ro sysfs "$dir/sys"
  mount -t tmpfs -o mode=755,nosuid,size=16m devtmpfs-pm "$dir/dev"
  local n
  for n in null zero full random urandom tty; do
    touch "$dir/dev/$n"
    mount --bind "/dev/$n" "$dir/dev/$n"
  done
  mkdir -p "$dir/dev/pts" "$dir/dev/shm"
  mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$dir/dev/pts"
  ln -sf pts/ptmx "$dir/dev/ptmx"
  mount -t tmpfs -o mode=1777,nosuid,nodev shm "$dir/dev/shm"
  ln -sf /proc/self/fd "$dir/dev/fd"
}

pm__chroot_umount() {
  local dir=$1 m
  # Deepest first; a busy mount is detached lazily rather than left behind.
  for m in $(findmnt -rn -o TARGET | grep -E "^$dir(/|$)" | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
}

# pm__in_namespace DIR SRC CCACHE CMD...: the body run under `unshare -m`.
pm__in_namespace() {
  local dir=$1 src=$2 cache=$3; shift 3
  if ! mount --make-rprivate / 2>/dev/null; then
    # Inside a chroot (a fresh machine made with debootstrap) '/' is no mount point and
    # cannot be made private: the chroot directory, bound onto itself, is.
    mount --bind "$dir" "$dir"
    mount --make-rprivate "$dir"
  fi
  trap 'pm__chroot_umount "'"$dir"'"' EXIT
  trap 'exit 130' INT TERM
  pm__chroot_mount "$dir"
  if [[ -n $src ]]; then
    mkdir -p "$dir/src"
    mount --bind "$src" "$dir/src"
    mount -o remount,bind,ro "$dir/src"
  fi
  if [[ -n $cache ]]; then
    mkdir -p "$dir/ccache" "$cache"
    mount --bind "$cache" "$dir/ccache"
  fi
  if [[ -n ${PM_CHROOT_APT_CACHE:-} ]]; then
    # Downloaded .debs kept between runs (deb-smoke.sh), so a rerun fetches only lists.
    mkdir -p "$PM_CHROOT_APT_CACHE/partial"
    mount --bind "$PM_CHROOT_APT_CACHE" "$dir/var/cache/apt/archives"
  fi
  cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
  env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb \
      CCACHE_DIR=/ccache CCACHE_SLOPPINESS=pch_defines,time_macros CCACHE_DEPEND=1 DEBIAN_FRONTEND=noninteractive CI="${CI:-}" \
      chroot "$dir" "$@"
}

# pm_trixie_chroot DIR SRC CCACHE CMD...: runs CMD inside the chroot at DIR with its
# own mounts, then checks that none is left.
pm_trixie_chroot() {
  local dir=$1 self rc=0
  self=$(realpath "${BASH_SOURCE[0]}")
  local propagation=private
  # A chroot's '/' refuses a propagation change; pm__in_namespace then makes DIR private.
  unshare --mount --propagation private true 2>/dev/null || propagation=unchanged
  PM_TRIXIE_INNER=1 unshare --mount --propagation "$propagation" bash -c 'source "$0"; pm__in_namespace "$@"' "$self" "$@" || rc=$?
  if pm__mounted_under "$dir"; then
    echo "trixie: mounts left under $dir; unmounting" >&2
    pm__chroot_umount "$dir"
  fi
  return $rc
}

# pm_chroot_prepare SUITE PACKAGES...: makes (or reuses) the cached tarball, prints
# its path. A subshell, so its EXIT trap (unmount, remove the half-made tree) stays local.
pm_chroot_prepare() (
  local suite=$1; shift
  local tarball cache mirror
  tarball=$(pm_chroot_tarball "$suite" "$@")
  if [[ -s $tarball ]]; then echo "$tarball"; return 0; fi
  cache=$(pm_trixie_cache_dir)
  mirror=$(pm_trixie_mirror)
  if ! command -v debootstrap >/dev/null 2>&1; then
    echo "trixie: installing debootstrap" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap zstd >&2 ||
      { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap zstd >&2; }
  fi
  mkdir -p "$cache"
  local dir
  dir=$(mktemp -d "$cache/prepare.XXXXXX")
  chmod 755 "$dir"   # the chroot's /: users other than root (apt's _apt) must enter it
  # shellcheck disable=SC2064
  trap "pm__chroot_umount '$dir'; rm -rf --one-file-system '$dir' '$tarball.part'" EXIT
  echo "chroot: debootstrap --variant=minbase $suite from $mirror (first run only)" >&2
  debootstrap --variant=minbase "$suite" "$dir" "$mirror" >"$dir.log" 2>&1 ||
    { tail -20 "$dir.log" >&2; echo "trixie: debootstrap failed (log: $dir.log)" >&2; return 1; }
  if [[ $# -gt 0 ]]; then
    echo "chroot: installing $# packages in the $suite chroot" >&2
    pm_trixie_chroot "$dir" "" "" sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $* >/dev/null && apt-get clean" ||
      { echo "chroot: package installation failed" >&2; return 1; }
  fi
  rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/*.bin
  tar --zstd -C "$dir" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
  rm -f "$dir.log"
  # Older recipes' tarballs of this suite are no longer used.
  find "$cache" -maxdepth 1 -name "$suite-*.tar.zst" ! -path "$tarball" -delete
  echo "$tarball"
)

pm_trixie_prepare() { pm_chroot_prepare trixie "${PM_TRIXIE_PACKAGES[@]}"; }

# True when something is mounted at DIR or below it. The list is read whole before it is
# matched, so `grep -q` cannot end findmnt with SIGPIPE (a 141 that pipefail would report).
pm__mounted_under() {
  local mounts
  mounts=$(findmnt -rn -o TARGET) || return 1
  grep -qE "^$1(/|$)" <<<"$mounts"
}

# Removes a run's chroot directory, unless something is still mounted under it.
pm__remove_run_dir() {
  local dir=$1
  [[ -d $dir ]] || return 0
  if pm__mounted_under "$dir"; then
    pm__chroot_umount "$dir"
  fi
  if pm__mounted_under "$dir"; then
    echo "chroot: mounts still present under $dir; not removing it" >&2
    return 1
  fi
  rm -rf --one-file-system "$dir"
}

# pm_chroot_run TARBALL SRC CMD...: a fresh chroot from a cached tarball, SRC at /src
# (read-only), the compiler cache kept between runs; removed afterwards, also when
# interrupted (a subshell, so the traps stay local).
pm_chroot_run() (
  local tarball=$1 src=$2; shift 2
  local cache dir rc=0
  cache=$(pm_trixie_cache_dir)
  dir=$(mktemp -d "${TMPDIR:-/var/tmp}/pm-trixie.XXXXXX")
  trap 'pm__remove_run_dir "'"$dir"'"' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  tar --zstd -C "$dir" -xf "$tarball"
  chmod 755 "$dir"
  pm_trixie_chroot "$dir" "$src" "$cache/ccache-trixie" "$@" || rc=$?
  exit $rc
)

pm_trixie_run() {
  local src=$1 tarball; shift
  tarball=$(pm_trixie_prepare)
  pm_chroot_run "$tarball" "$src" "$@"
}

# The Qt 6 + KF6 flavour: configure, build and test inside the chroot. The tree is
# read-only there; the build directory lives in the chroot and goes with it. LABELS
# ('flavour|md4c') builds and runs only the tests with those ctest labels; empty: all.
pm_trixie_test() {
  local src=$1 jobs=${2:-2} labels=${3:-}
  pm_trixie_run "$src" bash -c '
    set -euo pipefail
    cd /src
    labels='"'$labels'"'
    targets=()
    ctest_args=()
    if [[ -n $labels ]]; then
      targets=(--target postmortem-editor)
      for l in ${labels//|/ }; do targets+=("pm_${l}_tests"); done
      ctest_args=(-L "$labels")
    fi
    # Unoptimised, no debug info, assertions on: this flavour proves that Qt 6.8, KF6,
    # md4c 0.5 and GCC 14 build and pass; the fastest build that does.
    cmake -S /src -B /build -G Ninja -DQT_MAJOR_VERSION=6 -DCMAKE_BUILD_TYPE=Debug \
          -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=mold \
          -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 -DPM_TEST_PCH=ON \
          -DPM_REQUIRE_KSYNTAXHIGHLIGHTING=ON -DPM_REQUIRE_SONNET=ON \
          -DPM_BUILD_BENCHMARKS=OFF \
          >/build.configure.log 2>&1 || { cat /build.configure.log; exit 3; }
    sed -n "/-- The following/,/^-- Configuring done/p; /postmortem-editor .* with Qt/p" /build.configure.log
    cmake --build /build -j '"$jobs"' "${targets[@]}" || exit 4
    cd /build && ctest --output-on-failure -j '"$((jobs * 2))"' --timeout 600 "${ctest_args[@]}" || exit 5
  '
}

if [[ "${BASH_SOURCE[0]}" == "$0" && -z ${PM_TRIXIE_INNER:-} ]]; then
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  case ${1:-} in
    prepare) pm_trixie_prepare ;;
    run) shift; pm_trixie_run "$root" "$@" ;;
    test) pm_trixie_test "$root" "$(nproc 2>/dev/null || echo 2)" ;;
    *) echo "usage: scripts/trixie.sh prepare|run CMD...|test" >&2; exit 2 ;;
  esac
fi
