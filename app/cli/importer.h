#pragma once

#include "draftformat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pm::cli {

// A foreign post-mortem (plain Markdown, no front matter) turned into a draft: the
// authors' text byte for byte, only the headings of the nine sections rewritten to the
// seed's names, and a front matter whose gate inputs are empty (the author fills them).
struct ImportResult
{
    QByteArray draft;
    QString language;       // "en" or "zh", as the headings say
    QStringList mapped;     // one line per heading mapped to a section
    QStringList extra;      // one line per heading kept as an extra section
    QString report() const; // both lists, for people (translated)
};

Expected<ImportResult> importForeign(const QByteArray &bytes, const QString &fileName);

} // namespace pm::cli
