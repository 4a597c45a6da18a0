#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (every tr() and translate() string).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -silent -locations none -no-obsolete app widgets models \
  -target-language zh_CN -ts translations/postmortem-editor_zh_CN.ts
