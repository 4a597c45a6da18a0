#!/usr/bin/env bash
# Renders the application icon (resources/icons/io.github.postmortem_editor.svg) into
# the checked-in hicolor PNGs and the Windows .ico. Run after editing the SVG; the
# build uses the checked-in files, so building needs neither rsvg nor ImageMagick.
# macOS's .icns is made from these PNGs at build time on macOS (iconutil).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../resources/icons"
svg=io.github.postmortem_editor.svg
for s in 16 22 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${s}x${s}/apps"
  rsvg-convert -w "$s" -h "$s" "$svg" -o "hicolor/${s}x${s}/apps/io.github.postmortem_editor.png"
done
convert hicolor/{16x16,24x24,32x32,48x48,64x64,256x256}/apps/io.github.postmortem_editor.png postmortem-editor.ico
