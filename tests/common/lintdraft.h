#pragma once

// A draft with the four required sections clean, for the lint tests: one section is
// replaced (or added) by the one a test lints.

#include "postmortem.h"

#include <QList>
#include <QString>

namespace pm::test {

inline Section makeSection(const QString &id, const QString &text, int bodyLine = 10)
{
    Section s;
    s.id = id;
    s.heading = id;
    s.text = text;
    s.headingLine = bodyLine > 1 ? bodyLine - 2 : 0;
    s.bodyLine = bodyLine;
    return s;
}

// A draft with clean required sections, plus `extra` (replacing one with the same id).
inline PostMortem draftWith(const Section &extra)
{
    PostMortem pm;
    pm.meta.ticket = QStringLiteral("JIRA-1");
    const QList<Section> base{
        makeSection(QStringLiteral("summary"),
                    QStringLiteral("`foo()` hangs on every run; fixed by calling `bar()`. JIRA-1, PR #2, owner Alex."), 3),
        makeSection(QStringLiteral("root-cause"), QStringLiteral("`foo()` skips `bar()`."), 6),
        makeSection(QStringLiteral("fix"), QStringLiteral("PR #2 calls `bar()` from `foo()`."), 9),
        makeSection(QStringLiteral("verification"),
                    QStringLiteral("`tst_foo` passes on Linux; not retested on macOS."), 12)};
    bool replaced = false;
    for (const Section &s : base) {
        if (s.id == extra.id) {
            pm.sections << extra;
            replaced = true;
        } else {
            pm.sections << s;
        }
    }
    if (!replaced)
        pm.sections << extra;
    return pm;
}

} // namespace pm::test
