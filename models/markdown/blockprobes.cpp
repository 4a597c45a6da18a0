#include "blockprobes.h"

#include "fenceline.h"
#include "markdownscan.h"

#include <algorithm>

namespace pm::markdown {

bool startsTopLevelHeading(const QString &text, int at)
{
    const MarkdownScan scan = scanMarkdown(text);
    for (const ScanBlock &b : scan.blocks) {
        if (b.type == ScanBlock::Heading && b.depth == 0 && scan.lineStart(b.firstLine) == at)
            return true;
    }
    return false;
}

bool sameBlocks(const QString &a, const QString &b)
{
    const MarkdownScan x = scanMarkdown(a);
    const MarkdownScan y = scanMarkdown(b);
    return std::equal(x.blocks.begin(), x.blocks.end(), y.blocks.begin(), y.blocks.end(),
                      [](const ScanBlock &l, const ScanBlock &r) {
                          return l.type == r.type && l.level == r.level && l.depth == r.depth && l.closed == r.closed
                                 && l.firstLine == r.firstLine && l.lastLine == r.lastLine;
                      });
}

QString openFenceCloser(const QString &text)
{
    const MarkdownScan scan = scanMarkdown(text);
    const auto last =
        std::find_if(scan.blocks.rbegin(), scan.blocks.rend(), [](const ScanBlock &b) { return b.depth == 0; });
    if (last == scan.blocks.rend() || last->type != ScanBlock::FencedCode || last->closed)
        return QString();
    // The opening fence: its indentation, then its run of ` or ~. (To md4c 0.4.8 a fence
    // indented by more than three spaces opens after a paragraph line.)
    const QStringView opener = QStringView(text).mid(scan.lineStart(last->firstLine));
    int i = 0;
    while (i < opener.size() && (opener[i] == QLatin1Char(' ') || opener[i] == QLatin1Char('\t')))
        ++i;
    const FenceRun run = fenceRunAt(opener, i);
    return run.length > 0 ? QString(run.length, run.mark) : QString();
}

QString htmlBlockCloser(QStringView line)
{
    int i = 0;
    while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    const QStringView rest = line.mid(i);
    if (!rest.startsWith(QLatin1Char('<')))
        return QString();
    if (rest.startsWith(QLatin1String("<![CDATA[")))
        return QStringLiteral("]]>");
    if (rest.startsWith(QLatin1String("<!--")))
        return QStringLiteral("-->");
    if (rest.startsWith(QLatin1String("<?")))
        return QStringLiteral("?>");
    if (rest.size() > 2 && rest.at(1) == QLatin1Char('!') && rest.at(2).unicode() < 0x80 && rest.at(2).isLetter())
        return QStringLiteral(">");
    for (const QLatin1String tag : {QLatin1String("pre"), QLatin1String("script"), QLatin1String("style"),
                                    QLatin1String("textarea")}) {
        const int end = 1 + int(tag.size());
        if (rest.size() < end || rest.mid(1, tag.size()).compare(tag, Qt::CaseInsensitive) != 0)
            continue;
        if (rest.size() == end || rest.at(end) == QLatin1Char(' ') || rest.at(end) == QLatin1Char('\t')
            || rest.at(end) == QLatin1Char('>'))
            return QStringLiteral("</") + tag + QLatin1Char('>');
    }
    return QString();
}

QString openHtmlBlockCloser(const QString &text)
{
    // Whether one is open is the scanner's call on the text with a heading after it: the
    // block is open when that heading is swallowed. (Scanned alone, a text that ends in
    // "<!--" with no line break after it is a paragraph to md4c.) Without a '<' there is
    // no HTML block, and no scan.
    if (!text.contains(QLatin1Char('<')))
        return QString();
    const QString probed = text + QStringLiteral("\n\n# -\n");
    const MarkdownScan probe = scanMarkdown(probed);
    const ScanBlock *last = nullptr;
    for (const ScanBlock &b : probe.blocks) {
        if (b.depth == 0)
            last = &b;
    }
    if (!last || last->type != ScanBlock::Html)
        return QString();
    // The block's kind from its first line behind whatever indentation md4c allowed it
    // (to md4c 0.4.8 a tab-indented "<!--" after a paragraph line opens one).
    int start = probe.lineStart(last->firstLine);
    const int lineEnd = probe.lineEnd(last->firstLine, probed);
    while (start < lineEnd && (probed.at(start) == QLatin1Char(' ') || probed.at(start) == QLatin1Char('\t')))
        ++start;
    return htmlBlockCloser(QStringView(probed).mid(start, lineEnd - start));
}

} // namespace pm::markdown
