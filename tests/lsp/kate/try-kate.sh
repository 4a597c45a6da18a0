#!/bin/bash
# Kate's LSP client against `postmortem-editor lsp`, by hand (not a ctest: it drives a
# real Kate window with xdotool). Runs Kate in its own X server with a scratch home whose
# settings.json is the README's snippet (pointing at a wrapper that copies the protocol
# both ways to files), answers Kate's "start this server?" question, waits for the
# diagnostics, types a hedge at the end of the draft and checks that they are published
# again for the new version. Leaves the protocol logs and screenshots in OUT.
#   tests/lsp/kate/try-kate.sh BINARY DRAFT [OUT]      (needs kate xvfb openbox xdotool imagemagick dbus)
set -u
bin=$(realpath "${1:?usage: try-kate.sh BINARY DRAFT [OUT]}")
draft=$(realpath "${2:?usage: try-kate.sh BINARY DRAFT [OUT]}")
out=$(realpath -m "${3:-$(mktemp -d /tmp/try-kate.XXXXXX)}")
for t in kate Xvfb openbox xdotool import dbus-daemon xdpyinfo; do
  command -v $t >/dev/null || { echo "try-kate: $t missing" >&2; exit 77; }
done
home=$out/home
rm -rf "$home" && mkdir -p "$home/.config/kate/lspclient" "$home/work" "$out/runtime" && chmod 700 "$out/runtime"
cat >"$home/pm-lsp-logged.sh" <<EOF
#!/bin/sh
tee -a "$out/client-to-server.log" | "$bin" lsp 2>>"$out/server-err.log" | tee -a "$out/server-to-client.log"
EOF
chmod +x "$home/pm-lsp-logged.sh"
cat >"$home/.config/kate/lspclient/settings.json" <<EOF
{ "servers": { "markdown": { "command": ["$home/pm-lsp-logged.sh"],
                             "highlightingModeRegex": "^Markdown$" } } }
EOF
# The LSP Client plugin on; ranged changes (Kate sends the whole text without this).
printf '[Kate Plugins]\nlspclientplugin=true\n\n[lspclient]\nIncrementalSync=true\n' >"$home/.config/katerc"
cp "$draft" "$home/work/draft.md"
rm -f "$out"/*.log

export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share XDG_CACHE_HOME=$home/.cache
export XDG_RUNTIME_DIR=$out/runtime
unset WAYLAND_DISPLAY QT_QPA_PLATFORM
display=:$((90 + RANDOM % 100))
Xvfb $display -screen 0 1400x900x24 -nolisten tcp >"$out/xvfb.txt" 2>&1 &
xpid=$!
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
opid=$!
# A session bus of its own, ended with the rest.
{ read -r bus; read -r dpid; } < <(dbus-daemon --session --fork --print-address=1 --print-pid=1)
export DBUS_SESSION_BUS_ADDRESS=$bus
cd "$home/work" || exit 1
kate draft.md >"$out/kate.txt" 2>&1 &
kpid=$!
finish() { kill $kpid $opid $xpid $dpid 2>/dev/null; wait 2>/dev/null; }
trap finish EXIT

published() {
  local n
  n=$(grep -c publishDiagnostics "$out/server-to-client.log" 2>/dev/null)
  echo "${n:-0}"
}
waitFor() { # waitFor COUNT: until COUNT diagnostics notifications, at most 60 s
  for _ in $(seq 120); do [ "$(published)" -ge "$1" ] && return 0; sleep 0.5; done
  return 1
}
wid=$(timeout 60 xdotool search --sync --onlyvisible --name "LSP server start requested" | sed -n 1p)
[ -n "$wid" ] && xdotool windowactivate --sync "$wid" key Return
waitFor 1 || { echo "try-kate: no diagnostics published (see $out)" >&2; exit 1; }
kwid=$(xdotool search --onlyvisible --name "draft.md" | sed -n 1p)
xdotool windowmove --sync "$kwid" 0 0 windowsize --sync "$kwid" 1400 900
sleep 1
import -window root "$out/opened.png"
xdotool windowactivate --sync "$kwid" key ctrl+End
xdotool type --delay 50 " It maybe overflows."
waitFor 2 || { echo "try-kate: nothing published after typing (see $out)" >&2; exit 1; }
sleep 1
import -window root "$out/typed.png"
for m in initialize textDocument/didOpen textDocument/didChange; do
  grep -q "\"method\": *\"$m\"" "$out/client-to-server.log" || { echo "try-kate: Kate sent no $m" >&2; exit 1; }
done
echo "try-kate: Kate started the server, opened and changed the draft; $(published) diagnostics notifications; logs and screenshots in $out"
