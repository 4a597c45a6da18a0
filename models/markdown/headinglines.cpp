#include "headinglines.h"

#include "markdownscan.h"

#include <algorithm>
#include <vector>

namespace pm::markdown {

namespace {

// The top-level headings of the `count` lines that `lineAt(i)` gives without their line
// endings.
template<typename LineAt>
QList<LineHeading> headingsOfLines(int count, const LineAt &lineAt)
{
    // One text for the scanner, and where each line starts in it, so that the scanner's
    // positions map back to these lines even where it breaks lines differently (a lone
    // '\r' inside a line is a line break to CommonMark).
    QString text;
    std::vector<int> starts;
    starts.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        starts.push_back(int(text.size()));
        text += lineAt(i);
        text += QLatin1Char('\n');
    }
    auto lineOf = [&starts](int offset) {
        return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin()) - 1;
    };

    const MarkdownScan scan = scanMarkdown(text);
    QList<LineHeading> out;
    for (const ScanBlock &b : scan.blocks) {
        if (b.type != ScanBlock::Heading || b.depth != 0)
            continue;
        // A heading behind a lone '\r' starts inside one of these lines: the line is
        // the earlier text's, as it always was here.
        const int start = scan.lineStart(b.firstLine);
        LineHeading h;
        h.line = lineOf(start);
        if (starts[std::size_t(h.line)] != start
            || (!out.isEmpty() && h.line < out.last().line + out.last().span))
            continue;
        h.span = lineOf(scan.lineStart(b.lastLine)) - h.line + 1;
        h.level = b.level;
        out.append(h);
    }
    return out;
}

// The top-level headings of a scan whose lines are the caller's lines.
QList<LineHeading> headingsOf(const MarkdownScan &scan)
{
    QList<LineHeading> out;
    for (const ScanBlock &b : scan.blocks) {
        if (b.type != ScanBlock::Heading || b.depth != 0)
            continue;
        // md4c can report a heading twice over the same line (found by
        // fuzz_sectionsplit: lone '\r's and "#" lines); one section starts there.
        if (!out.isEmpty() && b.firstLine < out.last().line + out.last().span)
            continue;
        LineHeading h;
        h.line = b.firstLine;
        h.span = b.lastLine - b.firstLine + 1;
        h.level = b.level;
        out.append(h);
    }
    return out;
}

} // namespace

QList<LineHeading> topLevelHeadingsUtf8(const QByteArray &body, std::vector<std::uint8_t> *roles)
{
    const MarkdownScan scan = scanMarkdownUtf8(body);
    *roles = lineRoles(scan, body);
    return headingsOf(scan);
}

std::shared_ptr<const ScannedLines>
scannedLines(const QString &text, int lineCount, const std::vector<std::uint8_t> &roles, int first,
             const QByteArray &raw)
{
    if (text.isEmpty() || first < 0)
        return nullptr;
    for (qsizetype i = raw.indexOf('\r'); i >= 0; i = raw.indexOf('\r', i + 1)) {
        if (i + 1 >= raw.size() || raw.at(i + 1) != '\n')
            return nullptr;
    }
    // The parser counted them (a text of a megabyte holds many '\n's to count again).
    Q_ASSERT(lineCount == text.count(QLatin1Char('\n')) + 1);
    const std::size_t count = std::size_t(std::max(lineCount, 0));
    if (std::size_t(first) + count > roles.size())
        return nullptr;
    auto out = std::make_shared<ScannedLines>();
    out->text = text;
    out->roles.assign(roles.begin() + first, roles.begin() + first + std::ptrdiff_t(count));
    return out;
}

QList<LineHeading> topLevelHeadings(const QString &text)
{
    if (text.contains(QLatin1Char('\r'))) {
        // A '\r' inside a line is a line break to the scanner: map its lines back.
        const QStringList lines = text.split(QLatin1Char('\n'));
        return headingsOfLines(int(lines.size()), [&lines](int i) { return lines.at(i); });
    }
    return headingsOf(scanMarkdown(text));
}

} // namespace pm::markdown
