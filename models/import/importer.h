#pragma once

#include "draftformat.h"
#include "importplan.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace pm {

// A foreign post-mortem (plain Markdown, no front matter) turned into a draft: the
// authors' text byte for byte, only the headings of the nine sections rewritten to the
// discipline's names (at the level of the shallowest of them), and a front matter whose
// gate inputs are empty (the author fills them).
struct ImportResult
{
    QByteArray draft;
    QString language;      // "en" or "zh", as the headings say
    ImportPlan plan;       // every heading's role and the reason for it
    QStringList mapped;    // one line per heading mapped to a section
    QStringList extra;     // one line per heading kept as an extra section
    QStringList inside;    // one line per other heading (title, or inside a section)
    QStringList mappedWhy; // the reason for each line of mapped, extra and inside
    QStringList extraWhy;
    QStringList insideWhy;
    // The lists with their reasons, for people (translated). In the window's words
    // (no command-line options, no front-matter keys) when forWindow.
    QString report(bool forWindow = false) const;
    // The last line of the report: which of the four facts the author still states.
    static QString factsStillEmpty(bool forWindow);
};

// `overrides`: the author's choices, a heading's line -> a section id, "extra" or
// "inside" (see planImport); a line that holds no heading is ignored.
Expected<ImportResult> importForeign(const QByteArray &bytes, const QString &fileName,
                                     const QHash<int, QString> &overrides = {});

} // namespace pm
