#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (every tr() and translate() string).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -silent -locations none -no-obsolete app widgets models \
  -target-language zh_CN -ts translations/postmortem-editor_zh_CN.ts
# English: only the plural forms ("%n problem(s)" -> "1 problem", "2 problems").
"$lupdate" -silent -locations none -no-obsolete -pluralonly app widgets models \
  -target-language en -ts translations/postmortem-editor_en.ts
