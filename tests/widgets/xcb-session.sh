#!/bin/sh
# Runs one test program on the xcb platform under a real X server (Xvfb) with a window
# manager (openbox), where key schemes and shortcut delivery are those of a desktop,
# unlike the offscreen platform. Exits 77 (ctest: skipped) when Xvfb is not installed.
#   xcb-session.sh PROGRAM [ARG...]
set -u
if ! command -v Xvfb >/dev/null 2>&1; then
    echo "SKIP: Xvfb is not installed (apt-get install -y xvfb)"
    exit 77
fi
dir=$(mktemp -d)
trap 'kill $wm $xvfb 2>/dev/null; wait 2>/dev/null; rm -rf "$dir"' EXIT
# -displayfd picks a free display number and writes it once the server is ready. The
# server is asked to answer before going on (xprop, when installed), and started again
# (three times in all) when it does not. -noreset: by default the server resets when
# its last client leaves, and a client connecting during the reset is refused (openbox
# then says "Failed to open the display", seen after the xprop below).
xvfb=
answers() { ! command -v xprop >/dev/null 2>&1 || xprop -root >/dev/null 2>&1; }
for try in 1 2 3; do
    rm -f "$dir/display"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do
        [ -s "$dir/display" ] && break
        sleep 0.1
    done
    if [ -s "$dir/display" ]; then
        DISPLAY=:$(cat "$dir/display"); export DISPLAY
        for _ in $(seq 100); do
            answers && break
            sleep 0.1
        done
        answers && break
    fi
    echo "note: Xvfb did not answer (try $try of 3)"; cat "$dir/xvfb.log"
    kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null
    xvfb=
done
if [ -z "$xvfb" ]; then
    echo "FAIL: Xvfb did not start"; exit 1
fi
wm=
if command -v openbox >/dev/null 2>&1; then
    openbox --sm-disable >"$dir/wm.log" 2>&1 &
    wm=$!
    # A window mapped before the window manager manages the screen is never focused by
    # it: wait until openbox announces itself on the root window (EWMH), not a guess;
    # up to 30 s, as a loaded machine has been seen to need more than 10.
    if command -v xprop >/dev/null 2>&1; then
        ready=
        for _ in $(seq 600); do
            if xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; then
                ready=1; break
            fi
            kill -0 $wm 2>/dev/null || break # openbox gave up: say why at once
            sleep 0.05
        done
        [ -n "$ready" ] || { echo "FAIL: openbox did not start (waited up to 30 s)"; cat "$dir/wm.log"; exit 1; }
    else
        sleep 1
    fi
else
    echo "note: openbox is not installed; running without a window manager"
fi
QT_QPA_PLATFORM=xcb XDG_RUNTIME_DIR=$dir "$@"
