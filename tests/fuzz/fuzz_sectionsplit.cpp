// Differential: DraftFormat's section split against the Markdown scanner run on its own
// over the same body. Every section heading DraftFormat reports must be a top-level
// heading of the scanner at the same file line and level, and the draft must still
// write back byte for byte. A mismatch or a crash is a finding (abort).
#include "draftformat.h"
#include "markdownscan.h"

#include <QSet>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > (1u << 16))
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), int(size));
    const pm::Expected<pm::PostMortem> parsed = pm::DraftFormat::parse(bytes, QStringLiteral("fuzz.md"));
    if (!parsed)
        return 0;
    const pm::PostMortem &pm = parsed.value();
    if (pm::DraftFormat::write(pm) != bytes) {
        std::fprintf(stderr, "write(parse(x)) != x\n");
        std::abort();
    }

    // The body as the file has it: after a byte order mark and the front matter, lines
    // split at '\n' only (as DraftFormat numbers them), with the line endings dropped.
    const QByteArray frontMatter = pm.source.hasFrontMatter ? pm.source.frontMatterRaw : QByteArray();
    const int firstBodyLine = int(frontMatter.count('\n')) + 1;
    const int bodyStart = (pm.source.hasBom ? 3 : 0) + int(frontMatter.size());
    QString body;
    std::vector<int> starts;
    for (const QByteArray &raw : bytes.mid(bodyStart).split('\n')) {
        QByteArray line = raw;
        if (line.endsWith('\r'))
            line.chop(1);
        starts.push_back(int(body.size()));
        body += QString::fromUtf8(line) + QLatin1Char('\n');
    }
    const pm::markdown::MarkdownScan scan = pm::markdown::scanMarkdown(body);
    QSet<QPair<int, int>> headings; // (file line, level)
    for (const pm::markdown::ScanBlock &b : scan.blocks) {
        if (b.type != pm::markdown::ScanBlock::Heading || b.depth != 0)
            continue;
        const int offset = scan.lineStart(b.firstLine);
        const int line = int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin()) - 1;
        headings.insert({firstBodyLine + line, b.level});
    }
    for (const pm::Section &s : pm.sections) {
        if (s.headingLine <= 0)
            continue;
        if (!headings.contains({s.headingLine, s.level})) {
            std::fprintf(stderr, "section '%s' at line %d (level %d) is no heading of the scanner\n",
                         qPrintable(s.heading), s.headingLine, s.level);
            std::abort();
        }
    }
    return 0;
}
