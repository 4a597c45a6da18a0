#pragma once

#include "diagnostic.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringView>

namespace pm::lint {

// Per-line switches in a section's text (design/draft-format.md):
//   <!-- pm-lint: disable-next-line=RULE[,RULE] -->  on its own line: the next line
//   text <!-- pm-lint: disable-line=RULE[,RULE] -->   at the end of a line: that line
// Removes from out[from..] (all findings of this text, offsets into it) those a
// directive switches off; a finding belongs to the line its offset is on.
void dropLineDisabled(QStringView text, QList<Diagnostic> &out, qsizetype from);

// The rule ids of a directive's list, "a,b c": separated by commas or spaces.
void collectRuleIds(QStringView list, QSet<QString> *out);

} // namespace pm::lint
