#!/usr/bin/env bash
# Regenerates docs/screenshots/ from a build of the editor, each in a real X window
# (Xvfb) through the shared `shot` tool, with a scratch home so no setting of yours
# (geometry, theme, recent files) leaks in. Look at every PNG before committing it.
#   scripts/screenshots.sh [BUILD_DIR]     default build/qt5 (KSyntaxHighlighting + Sonnet)
#   scripts/screenshots.sh --before-after OLD_BUILD_DIR [BUILD_DIR]
#       the pairs in docs/screenshots/before-after/: the main window on the bundled
#       samples as an older build (OLD_BUILD_DIR) and this one show it, English and
#       Chinese, light and dark, at 1280x800, and the English draft with problems at 1024x700
# Needs: xvfb xdotool imagemagick fonts-noto-cjk (scripts/deps.sh installs them).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
before=
if [[ ${1:-} == --before-after ]]; then
  before=${2:?usage: screenshots.sh --before-after OLD_BUILD_DIR [BUILD_DIR]}/app/postmortem-editor
  [[ -x $before ]] || { echo "screenshots: no editor at $before (build it first)" >&2; exit 2; }
  shift 2
fi
build=${1:-$root/build/qt5}
editor=$build/app/postmortem-editor
shot=${PM_SHOT:-$root/../../shared/tools/shot}
[[ -x $shot ]] || shot=/work/shared/tools/shot
out=$root/docs/screenshots
[[ -x $editor ]] || { echo "screenshots: no editor at $editor (build it first)" >&2; exit 2; }

# A plausible home, so the status bar reads like a user's ("Opened /home/priya/...").
home=/home/priya
[[ ! -e $home ]] || { echo "screenshots: $home exists; not touching it" >&2; exit 2; }
mkdir -p -m 700 "$home"
trap 'rm -rf "$home"' EXIT
drafts=$home/postmortems
mkdir -p "$drafts"

# The English sample with what the checks catch: a hedge, blame, a passive, a
# placeholder, and a misspelt word (a spelling mark beside lint's).
sed -e 's/edge nodes answered conditional/edge nodes probably answered conditonal/' \
    -e 's/so clients kept stale copies/so clients were carelessly kept stale copies TODO/' \
    "$root/resources/samples/sample-postmortem.md" > "$drafts/CDN-4821-stale-etag.md"
cp "$root/resources/samples/sample-postmortem.zh.md" "$drafts/CDN-4821-过期ETag.md"

# settings THEME [SITE EMAIL]: a fresh configuration with the window at a laptop size,
# and a JIRA account set up in Preferences when SITE is given.
settings() {
  rm -rf "$home/config" "$home/data"   # and no autosave of an earlier shot to recover
  mkdir -p "$home/config/postmortem-editor"
  printf '[view]\ntheme=%s\n' "$1" > "$home/config/postmortem-editor/postmortem-editor.conf"
  [[ -z ${2:-} ]] || printf '[jira]\nsite=%s\nemail=%s\n' "$2" "$3" >> "$home/config/postmortem-editor/postmortem-editor.conf"
}

# run NAME LANG SIZE WAIT -- ARGS...: one screenshot, trimmed to the window.
run() {
  local name=$1 lang=$2 size=$3 wait=$4; shift 5
  env -i PATH="$PATH" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_RUNTIME_DIR="$home" LANG="$lang" LANGUAGE="${lang%%.*}" LC_CTYPE=C.UTF-8 QT_LOGGING_RULES='*=false' \
      "$shot" "$out/$name.png" --size "$size" --wait "$wait" -- "$@"
  # The root window is black around the window: keep the window only.
  convert "$out/$name.png" -bordercolor black -border 1 -fuzz 2% -trim +repage "$out/$name.png"
}

# A helper program run under the shot's X server: start the editor, then act on it.
# A window manager runs first: without one no window is active, and Qt's shortcuts
# (Ctrl+E) only fire in the active window.
act() {
  local script=$home/act-$1.sh; shift
  printf '%s\n' "#!/bin/bash" "openbox >/dev/null 2>&1 &" "sleep 1" "$@" > "$script"
  chmod +x "$script"
  echo "$script"
}

en=en_US.UTF-8 zh=zh_CN.UTF-8   # Qt reads the names; glibc need not have them

if [[ -n $before ]]; then
  out=$root/docs/screenshots/before-after
  mkdir -p "$out"
  cp "$root/resources/samples/sample-postmortem.md" "$drafts/CDN-4821.md"
  for when in before after; do
    bin=$editor
    [[ $when == after ]] || bin=$before
    for theme in light dark; do
      settings "$theme"
      run "$when-en-$theme" "$en" 1280x800 3 -- "$bin" "$drafts/CDN-4821.md"
      settings "$theme"
      run "$when-zh-$theme" "$zh" 1280x800 3 -- "$bin" "$drafts/CDN-4821-过期ETag.md"
    done
    settings light
    run "$when-en-1024x700" "$en" 1024x700 3 -- "$bin" "$drafts/CDN-4821-stale-etag.md"
  done
  # Small enough for the README: 256 colours suffice for a window of flat widgets.
  for f in "$out"/*.png; do convert "$f" -strip -dither None -colors 256 "PNG8:$f"; done
  ! command -v optipng >/dev/null || optipng -quiet -o2 "$out"/*.png
  echo "screenshots: written to $out; look at each one"
  exit 0
fi
settings system
run editor-en "$en" 1280x800 3 -- "$editor" "$drafts/CDN-4821-stale-etag.md"
settings system
run editor-zh "$zh" 1280x800 3 -- "$editor" "$drafts/CDN-4821-过期ETag.md"
settings dark
run lint-dark "$en" 1280x800 3 -- "$editor" "$drafts/CDN-4821-stale-etag.md"
settings system
run window-800x600 "$en" 800x600 3 -- "$editor"
# A laptop's 1024x700: the Problems panel beside the sections, and a new draft's calm start.
settings system
run problems-1024x700 "$en" 1024x700 3 -- "$editor" "$drafts/CDN-4821-stale-etag.md"
settings dark
run new-draft-zh "$zh" 1024x700 3 -- "$editor"

# The context menu on a misspelt word: suggestions, Add to Dictionary, Ignore, beside
# the lint entries of the same place. The click is on "conditonal" in the Summary's first
# line, below the toolbar, in the proportional prose font: move it with either.
spell=$(act spell "\"$editor\" \"$drafts/CDN-4821-stale-etag.md\" &" \
  "sleep 3" \
  "xdotool search --sync --onlyvisible --name . windowactivate --sync" \
  "xdotool mousemove 452 263 click 3" \
  "wait")
settings system
run spelling-en "$en" 1280x800 6 -- "$spell"

# Export and publish (Ctrl+E) on the Chinese sample, which nothing blocks.
publish=$(act publish "\"$editor\" \"\$1\" &" \
  "sleep 3" \
  "xdotool search --sync --onlyvisible --name . windowactivate --sync" \
  "xdotool key ctrl+e" \
  "wait")
settings system
run publish-zh "$zh" 1280x800 6 -- "$publish" "$drafts/CDN-4821-过期ETag.md"
sed -e 's/probably //' -e 's/conditonal/conditional/' -e 's/were carelessly kept stale copies TODO/kept stale copies/' \
  "$drafts/CDN-4821-stale-etag.md" > "$drafts/CDN-4821-clean.md"
settings system https://acme.atlassian.net priya@acme.example
run publish-en "$en" 1280x800 6 -- "$publish" "$drafts/CDN-4821-clean.md"
echo "screenshots: written to $out; look at each one"
