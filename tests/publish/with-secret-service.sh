#!/bin/sh
# Runs a command against a real Secret Service: GNOME Keyring's daemon on the private
# session bus dbus-run-session gives this script, with a fresh, unlocked login keyring
# in a temporary home. Exit 77 (skipped) where gnome-keyring-daemon is not installed.
#   dbus-run-session -- with-secret-service.sh COMMAND...
set -eu
if ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  echo "gnome-keyring-daemon is not installed (Debian: gnome-keyring); skipped" >&2
  exit 77
fi
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" XDG_RUNTIME_DIR="$home/run"
export XDG_CURRENT_DESKTOP=GNOME # QtKeychain then asks the Secret Service, not KWallet
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
# --unlock reads the new login keyring's password from stdin.
eval "$(printf 'postmortem-editor-test\n' | gnome-keyring-daemon --unlock --components=secrets)"
PM_SECRET_SERVICE_TEST=1 "$@"
