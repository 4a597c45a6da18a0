#pragma once

// Differential property of DraftFormat's section split, shared by the libFuzzer target
// (tests/fuzz/fuzz_sectionsplit.cpp) and ctest (tst_draftproperties, over the corpus in
// tests/fuzz/corpus/sectionsplit/ and the draft corpus): every section heading
// DraftFormat reports is a top-level heading of the Markdown scanner, run on its own
// over the body as the file has it, at the same file line and level; and the draft
// writes back byte for byte.

#include "draftformat.h"
#include "markdownscan.h"
#include "utf8text.h"

#include <QByteArray>
#include <QPair>
#include <QSet>
#include <QString>

namespace pmtest {

// The first way the input breaks the property, or an empty string (also for input
// DraftFormat refuses with a message).
inline QString checkSectionSplit(const QByteArray &bytes)
{
    const pm::Expected<pm::PostMortem> parsed = pm::DraftFormat::parse(bytes, QStringLiteral("input.md"));
    if (!parsed)
        return QString();
    const pm::PostMortem &pm = parsed.value();
    if (pm::DraftFormat::write(pm) != bytes)
        return QStringLiteral("write(parse(x)) != x");

    // The body after a byte order mark and the front matter, line endings and all: the
    // scanner breaks lines at "\n", "\r\n" and a lone "\r", as CommonMark does and as
    // DraftFormat numbers a file's lines, so a scanner line is a file line once the
    // front matter's lines are counted the same way.
    const QByteArray frontMatter = pm.source.hasFrontMatter ? pm.source.frontMatterRaw : QByteArray();
    int firstBodyLine = 1;
    for (int i = 0; i < frontMatter.size(); ++i) {
        const bool loneCr = frontMatter.at(i) == '\r' && (i + 1 == frontMatter.size() || frontMatter.at(i + 1) != '\n');
        if (frontMatter.at(i) == '\n' || loneCr)
            ++firstBodyLine;
    }
    const int bodyStart = (pm.source.hasBom ? 3 : 0) + int(frontMatter.size());
    // Decoded keeping a BOM that starts the body (QString::fromUtf8 drops it; the scanner
    // and DraftFormat see it as text: found by fuzz_sectionsplit, a second BOM after the
    // front matter).
    const QByteArray bodyBytes = bytes.mid(bodyStart);
    const QString body = pm::detail::decodeUtf8(bodyBytes.constData(), int(bodyBytes.size()));
    const pm::markdown::MarkdownScan scan = pm::markdown::scanMarkdown(body);
    QSet<QPair<int, int>> headings; // (file line, level)
    for (const pm::markdown::ScanBlock &b : scan.blocks) {
        if (b.type == pm::markdown::ScanBlock::Heading && b.depth == 0)
            headings.insert({firstBodyLine + b.firstLine, b.level});
    }
    for (const pm::Section &s : pm.sections) {
        if (s.headingLine > 0 && !headings.contains({s.headingLine, s.level})) {
            return QStringLiteral("section '%1' at line %2 (level %3) is no heading of the scanner")
                .arg(s.heading)
                .arg(s.headingLine)
                .arg(s.level);
        }
    }
    return QString();
}

} // namespace pmtest
