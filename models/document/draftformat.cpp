#include "draftformat.h"

#include "blockprobes.h"
#include "headinglines.h"
#include "draftlines.h"
#include "filelines.h"
#include "frontmatter.h"
#include "sectioncatalogue.h"
#include "utf8text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <string_view>

namespace pm {

using namespace DraftLines;
using detail::FileLines;

namespace {

const QByteArray Bom("\xEF\xBB\xBF", 3);

// A UTF-16 file: its byte-order mark, or text whose every other byte is NUL.
// The wide Unicode encoding a file is in, as iconv names it, or nothing. The name
// carries the byte order when there is no byte-order mark to tell it: glibc's iconv
// takes BOM-less "UTF-16" for little-endian, and a big-endian file comes out garbled.
QString wideEncoding(const QByteArray &bytes)
{
    if (bytes.startsWith(QByteArray("\xFF\xFE\0\0", 4)) || bytes.startsWith(QByteArray("\0\0\xFE\xFF", 4)))
        return QStringLiteral("UTF-32");
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return QStringLiteral("UTF-16");
    const int n32 = int(qMin<qsizetype>(bytes.size(), 256)) & ~3;
    if (n32 >= 4) {
        int low = 0, high = 0; // ASCII-range characters: "a\0\0\0" or "\0\0\0a"
        for (int i = 0; i < n32; i += 4) {
            const bool zeroMiddle = bytes.at(i + 1) == '\0' && bytes.at(i + 2) == '\0';
            low += zeroMiddle && bytes.at(i + 3) == '\0' && bytes.at(i) != '\0';
            high += zeroMiddle && bytes.at(i) == '\0' && bytes.at(i + 3) != '\0';
        }
        if (qMax(low, high) * 4 >= (n32 / 4) * 3)
            return low > high ? QStringLiteral("UTF-32LE") : QStringLiteral("UTF-32BE");
    }
    const int n = int(qMin<qsizetype>(bytes.size(), 256)) & ~1;
    if (n < 2)
        return QString();
    int evenNul = 0, oddNul = 0;
    for (int i = 0; i < n; i += 2) {
        evenNul += bytes.at(i) == '\0' && bytes.at(i + 1) != '\0';
        oddNul += bytes.at(i + 1) == '\0' && bytes.at(i) != '\0';
    }
    if (qMax(evenNul, oddNul) * 4 < (n / 2) * 3)
        return QString();
    return evenNul > oddNul ? QStringLiteral("UTF-16BE") : QStringLiteral("UTF-16LE");
}

bool isBlank(const QString &s)
{
    for (const QChar c : s) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

// How many line endings (LF, CRLF or CR) the output (bytes, or a text) ends with, up to two.
template<typename Text>
int trailingLineEnds(const Text &out)
{
    int count = 0;
    int at = int(out.size());
    while (count < 2 && at > 0) {
        if (out.at(at - 1) == '\n')
            at -= at > 1 && out.at(at - 2) == '\r' ? 2 : 1;
        else if (out.at(at - 1) == '\r')
            at -= 1;
        else
            break;
        ++count;
    }
    return count;
}

// The line write() puts after a text it wrote afresh when the heading after it, read
// from the file, is indented: after a list item ("- a") a blank line does not end the
// list, so "  Next" over "---" (or "  ## Next") would be read as the item's paragraph
// and the section after it as part of this one. An HTML block at the left margin ends
// every open list; the reader drops the line from the section's text again.
const QLatin1String SectionEnd("<!-- pm: end of section -->");

bool isSectionEnd(const QString &line)
{
    QString t = line;
    while (t.endsWith(QLatin1Char(' ')) || t.endsWith(QLatin1Char('\t')))
        t.chop(1);
    return t == SectionEnd;
}

QByteArray encode(const QString &text, const QByteArray &eol)
{
    QByteArray out = text.toUtf8();
    if (eol != "\n")
        out.replace('\n', eol);
    return out;
}

// What write() puts after a text it wrote afresh (and the blank line after it) when a
// heading read from the file follows, so that the heading is still a top-level heading
// there, and so still starts its section: the heading as it was, after nothing, or after
// the section end over a blank line, or after the section end right above it (to md4c,
// setext text indented by a tab is a paragraph right after an HTML block, but code
// after a blank line). When none of those keeps it a heading (an indented line that
// md4c took for a heading only after what the edit replaced), the heading goes without
// its indentation: its level, its text and the section's bytes stay. The scanner decides.
QByteArray headingAfterText(const QString &text, const QByteArray &rawHeading, const QByteArray &eol)
{
    // After a blank line, only an indented line can be taken into a block above it.
    int indent = 0;
    while (indent < rawHeading.size() && (rawHeading.at(indent) == ' ' || rawHeading.at(indent) == '\t'))
        ++indent;
    if (indent == 0)
        return rawHeading;
    const QString end = SectionEnd + QLatin1Char('\n');
    const QString endAndBlank = end + QLatin1Char('\n');
    // The text as write() lays it out: its line end, then line ends up to a blank line
    // (separate()). One more blank line there would already end a list for md4c.
    QString laidOut = text + QLatin1Char('\n');
    while (trailingLineEnds(laidOut) < 2)
        laidOut += QLatin1Char('\n');
    for (const QByteArray &headingBytes : {rawHeading, rawHeading.mid(indent)}) {
        const QString heading = QString::fromUtf8(headingBytes);
        for (const QString &between : {QString(), endAndBlank, end}) {
            const QString probe = laidOut + between + heading;
            if (markdown::startsTopLevelHeading(probe, int(probe.size() - heading.size())))
                return encode(between, eol) + headingBytes;
        }
    }
    return rawHeading; // nothing helps; the heading goes as it is
}

// Whether scanHeadings() could count more than `limit` headings in lines [from, to): only
// a line it could take for an ATX heading ("## x") or a setext underline ("---") ends one,
// each heading its own such line, so with no more than `limit` of those it finds no more
// headings either, and need not decode every line to find out. Both kinds of line are
// ASCII up to where they end, and a multi-byte UTF-8 character holds no ASCII byte: the
// bytes are read as they are.
bool mayHaveMoreHeadings(const FileLines &lines, int from, int to, int limit)
{
    int candidates = 0;
    for (int i = from; i < to; ++i) {
        const std::string_view line = lines.bytesOf(i);
        std::size_t k = 0;
        while (k < 3 && k < line.size() && line[k] == ' ')
            ++k;
        if (k == line.size())
            continue;
        const char c = line[k];
        std::size_t run = k;
        while (run < line.size() && line[run] == c)
            ++run;
        bool candidate = false;
        if (c == '#') { // atxHeading(): 1 to 6 '#', then the end, a space or a tab
            candidate = run - k <= 6 && (run == line.size() || line[run] == ' ' || line[run] == '\t');
        } else if (c == '=' || c == '-') { // setextUnderline(): the run, then blanks only
            while (run < line.size() && (line[run] == ' ' || line[run] == '\t'))
                ++run;
            candidate = run == line.size();
        }
        if (candidate && ++candidates > limit)
            return true;
    }
    return false;
}

// The editable text of a run of lines: leading blank lines and trailing blank lines
// dropped, '\n' endings, and the section end write() may have put last. *firstLine
// receives the file line where the text starts, *lineCount the lines the text has (each
// line ending becomes one '\n', the last one goes).
QString bodyText(const FileLines &lines, int from, int to, int *firstLine, int *lineCount = nullptr)
{
    while (from < to && isBlank(lines.text(from)))
        ++from;
    while (to > from && isBlank(lines.text(to - 1)))
        --to;
    if (to > from && isSectionEnd(lines.text(to - 1))) {
        --to;
        while (to > from && isBlank(lines.text(to - 1)))
            --to;
    }
    if (firstLine)
        *firstLine = from < lines.size() ? lines.number(from) : 0;
    if (lineCount)
        *lineCount = std::max(0, to - from);
    if (from >= to)
        return QString();
    // One decode for the whole run: line endings become '\n', the last one goes.
    QByteArray raw = lines.raw(from, to);
    if (raw.endsWith('\n'))
        raw.chop(1);
    if (raw.endsWith('\r'))
        raw.chop(1);
    if (raw.contains('\r'))
        raw.replace("\r\n", "\n").replace('\r', '\n');
    return detail::decodeUtf8(raw.constData(), int(raw.size()));
}

bool isLineBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

// Trailing blank lines and the spaces and tabs that end the last line. Only what
// Markdown itself ignores there goes: a vertical tab or a no-break space is text ("#\v"
// is a paragraph, "#" a heading), and the last line keeps its spaces and tabs when md4c
// reads the text differently without them (to md4c 0.4.8 "T" over "=\t" is a
// paragraph, over "=" a heading).
QString stripTrailingBlankLines(const QString &text)
{
    int end = int(text.size());
    while (end > 0 && isLineBlank(text.at(end - 1)))
        --end;
    int lineEnd = end;
    while (lineEnd < text.size() && text.at(lineEnd) != QLatin1Char('\n') && text.at(lineEnd) != QLatin1Char('\r'))
        ++lineEnd;
    if (lineEnd == end || markdown::sameBlocks(text.left(lineEnd), text.left(end)))
        return text.left(end);
    return text.left(lineEnd);
}

// Ensures the output ends with a blank line before a new heading is appended.
void separate(QByteArray *out, const QByteArray &eol)
{
    if (out->isEmpty())
        return;
    // Counted again after each: a "\n" after a lone "\r" (a file of mixed line endings)
    // joins it into one "\r\n", and an HTML block above would take the heading in.
    while (trailingLineEnds(*out) < 2)
        *out += eol;
}

// "## Heading" that reads back as exactly that heading: a heading that ends in '#'
// gets a closing sequence, or the reader would take its own #s for one.
QString atxHeadingLine(int level, const QString &heading)
{
    QString line = QString(level, QLatin1Char('#')) + QLatin1Char(' ') + heading;
    if (heading.endsWith(QLatin1Char('#')))
        line += QStringLiteral(" #");
    return line;
}

// The shallowest heading level in a text as the draft scanner sees it (7 for none).
int shallowestHeading(const QString &text)
{
    if (text.isEmpty())
        return 7;
    int level = 7;
    // The same scanner as parse(), so the canonical form reads back as it was written.
    for (const markdown::LineHeading &h : markdown::topLevelHeadings(text))
        level = qMin(level, h.level);
    return level;
}

// The heading level the canonical form writes sections at: 2, unless a section's text
// holds a level-2 heading of its own (a level-1 draft's "## Details" under Fix), which
// would then start a section; then the deepest level every text stays below. The
// text before the sections must not hold a heading that would start one either.
int canonicalSectionLevel(const QString &intro, const QList<Section> &body, const QList<QString> &texts)
{
    int inside = 7;
    for (const QString &text : texts)
        inside = qMin(inside, shallowestHeading(text));
    bool known = false;
    for (const Section &s : body)
        known = known || !s.isExtra();
    QList<int> introLevels;
    if (!intro.isEmpty()) {
        for (const markdown::LineHeading &h : markdown::topLevelHeadings(intro))
            introLevels.append(h.level);
    }
    for (const int level : {2, 1, 3, 4, 5, 6}) {
        if (inside <= level)
            continue;
        bool fits = true;
        for (const int l : std::as_const(introLevels))
            fits = fits && (l > level || (l < level && known));
        if (fits)
            return level;
    }
    return 2;
}

QString preambleWithTitle(const PostMortem &pm)
{
    if (pm.meta.title == pm.source.meta.title)
        return pm.preamble;
    const TextLines lines(pm.preamble);
    int span = 1;
    const int at = titleLine(lines, nullptr, &span);
    // The heading shows the title on one line; the front matter keeps it exactly.
    QString title = pm.meta.title;
    title.replace(QLatin1Char('\r'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (at >= 0) {
        // A setext title keeps its underline when the new text can still stand over it
        // ("- x" or "```" would turn it into a list or a fence, "---" into a rule: the
        // scanner has the last word); else it becomes "# ".
        if (span == 2 && setextTextLine(title)) {
            const QString over = pm.preamble.left(lines.start(at)) + title.trimmed() + pm.preamble.mid(lines.end(at));
            QString readBack;
            int readSpan = 0;
            if (titleLine(TextLines(over), &readBack, &readSpan) == at && readSpan == 2 && readBack == title.trimmed())
                return over;
        }
        return pm.preamble.left(lines.start(at)) + atxHeadingLine(1, title.trimmed())
               + pm.preamble.mid(lines.end(at + span - 1));
    }
    // No title line yet: one goes first, unless the front matter carries the title alone.
    if (pm.source.hasFrontMatter && !pm.source.meta.title.isEmpty())
        return pm.preamble;
    QString out = atxHeadingLine(1, title.trimmed());
    if (!pm.preamble.trimmed().isEmpty())
        out += QStringLiteral("\n\n") + pm.preamble;
    return out;
}

bool frontMatterChanged(const PostMortem &pm)
{
    return FrontMatter::changed(pm);
}

} // namespace

QString InputError::toString() const
{
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    return where + QStringLiteral(": ") + message;
}

QString DraftFormat::closeOpenBlocks(const QString &text)
{
    // A fence first, then an HTML block that ends only at its marker ("<!--" without
    // "-->"): left open, either runs on over the headings after it.
    const QString fence = markdown::openFenceCloser(text);
    const QString closed = fence.isEmpty() ? text : text + QLatin1Char('\n') + fence;
    const QString closer = markdown::openHtmlBlockCloser(closed);
    return closer.isEmpty() ? closed : closed + QLatin1Char('\n') + closer;
}

QString DraftFormat::preambleWithoutTitle(const PostMortem &pm)
{
    const TextLines lines(pm.preamble);
    int span = 1;
    const int at = titleLine(lines, nullptr, &span);
    if (at < 0)
        return normalizeSectionText(pm.preamble);
    // The title line becomes a blank line rather than going: the lines on either side
    // must not join ("text" over "---" would become a heading).
    return normalizeSectionText(pm.preamble.left(lines.start(at)) + pm.preamble.mid(lines.end(at + span - 1)));
}

QString DraftFormat::normalizeSectionText(const QString &text)
{
    // Only the blank lines at either end are looked at: a section of megabytes is
    // normalised on every snapshot after an edit (the checks, the autosave), and most
    // often nothing is dropped, so the text is returned shared, not copied.
    const qsizetype size = text.size();
    qsizetype start = -1; // where the first line that is not blank begins
    for (qsizetype i = 0, line = 0; i < size; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n')) {
            line = i + 1;
        } else if (!c.isSpace()) {
            start = line;
            break;
        }
    }
    if (start < 0)
        return QString();
    qsizetype end = size; // where the last line that is not blank ends, before its '\n'
    for (qsizetype i = size - 1, lineEnd = size; i >= start; --i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n')) {
            lineEnd = i;
        } else if (!c.isSpace()) {
            end = lineEnd;
            break;
        }
    }
    return start == 0 && end == size ? text : text.mid(start, end - start);
}

Expected<PostMortem> DraftFormat::load(const QString &path)
{
    Expected<QByteArray> bytes = readFile(path);
    if (!bytes)
        return bytes.error();
    return parse(bytes.value(), path);
}

Expected<PostMortem> DraftFormat::parse(const QByteArray &input, const QString &fileName)
{
    if (input.size() > MaxFileSize) {
        return InputError{fileName, 0,
                          QCoreApplication::translate("pm::DraftFormat", "the input is larger than 16 MiB, too large for a post-mortem draft")};
    }
    PostMortem pm;
    QByteArray bytes = input;
    if (bytes.startsWith(Bom)) {
        pm.source.hasBom = true;
        bytes.remove(0, Bom.size());
    }
    if (const QString wide = wideEncoding(bytes); !wide.isEmpty()) {
        //: %1 is an encoding as iconv names it: UTF-16, UTF-16BE, UTF-32LE...
        return InputError{fileName, 1, QCoreApplication::translate("pm::DraftFormat", "this file is %1; drafts must be UTF-8: convert it with e.g. `iconv -f %1 -t UTF-8`").arg(wide)};
    }
    const int nul = bytes.indexOf('\0');
    if (nul >= 0) {
        const int line = int(bytes.left(nul).count('\n')) + 1;
        return InputError{fileName, line, QCoreApplication::translate("pm::DraftFormat", "this is a binary file (it contains a NUL byte), not a Markdown draft")};
    }
    int badLine = 0;
    if (!isValidUtf8(bytes, &badLine))
        return InputError{fileName, badLine, QCoreApplication::translate("pm::DraftFormat", "invalid UTF-8: drafts must be saved as UTF-8")};

    // FileLines, as offsets into the bytes, for a lossless write.
    const FileLines lines(bytes);
    pm.source.crlf = lines.crlf > lines.lf && lines.crlf >= lines.cr;
    pm.source.cr = lines.cr > lines.lf && lines.cr > lines.crlf;

    // Front matter.
    int bodyStart = 0;
    const QString first = lines.size() > 0 ? lines.text(0) : QString();
    if (first.trimmed() == QLatin1String("---") && first.startsWith(QLatin1String("---"))) {
        int close = -1;
        for (int i = 1; i < lines.size(); ++i) {
            // Only an unindented delimiter closes it: an indented "---" belongs to a
            // block value (a pasted diff in gate.repro, say).
            QString t = lines.text(i);
            while (t.endsWith(QLatin1Char(' ')) || t.endsWith(QLatin1Char('\t')))
                t.chop(1);
            if (t == QLatin1String("---") || t == QLatin1String("...")) {
                close = i;
                break;
            }
        }
        if (close < 0) {
            return InputError{fileName, 1,
                              QCoreApplication::translate("pm::DraftFormat", "the front matter opened with '---' is never closed by a '---' line")};
        }
        if (std::optional<InputError> err = FrontMatter::parse(lines.raw(1, close), 2, fileName, &pm))
            return *err;
        pm.source.hasFrontMatter = true;
        pm.source.frontMatterRaw = lines.raw(0, close + 1);
        bodyStart = close + 1;
    }

    // Headings outside code fences.
    // A cheap count first: a body of millions of '#' lines is refused before anything
    // builds structures per line.
    const QList<Heading> counted =
        !mayHaveMoreHeadings(lines, bodyStart, lines.size(), DraftFormat::MaxHeadings)
            ? QList<Heading>()
            : scanHeadings(
                bodyStart, lines.size(), [&lines](int i) { return lines.text(i); },
                DraftFormat::MaxHeadings);
    if (counted.size() > DraftFormat::MaxHeadings) {
        return InputError{fileName, lines.number(counted.last().index),
                          QCoreApplication::translate("pm::DraftFormat", "more than %1 headings: too many for a post-mortem draft")
                              .arg(DraftFormat::MaxHeadings)};
    }
    // Where headings are is the Markdown scanner's (md4c's) decision, as the lint mask
    // and the ADF export see them; their text is read from the lines here.
    QList<Heading> headings;
    std::vector<std::uint8_t> bodyRoles; // for the lint mask of each section's text
    for (const markdown::LineHeading &found : markdown::topLevelHeadingsUtf8(lines.viewFrom(bodyStart), &bodyRoles)) {
        const int i = bodyStart + found.line;
        QString text;
        if (found.span == 1) {
            text = oneLineHeadingText(lines.text(i));
        } else { // setext: the text lines, joined as a soft break renders them
            QStringList parts;
            for (int k = i; k < i + found.span - 1; ++k)
                parts.append(lines.text(k));
            text = setextHeadingText(parts);
        }
        headings.append({i, found.level, text, found.span});
    }
    QStringList ids;
    ids.reserve(headings.size());
    for (const Heading &h : headings)
        ids.append(SectionCatalogue::idForHeading(h.text));
    // The section level is that of the first heading that names one of the nine; with
    // none, the shallowest heading below a leading title.
    int sectionLevel = 0;
    for (int k = 0; k < headings.size(); ++k) {
        if (!ids.at(k).isEmpty()) {
            sectionLevel = headings.at(k).level;
            break;
        }
    }
    if (sectionLevel == 0) {
        for (int k = 0; k < headings.size(); ++k) {
            if (k == 0 && headings.at(k).level == 1)
                continue;
            sectionLevel = sectionLevel == 0 ? headings.at(k).level
                                             : qMin(sectionLevel, headings.at(k).level);
        }
    }
    QList<int> starts; // indexes into headings that start a section
    bool started = false;
    for (int k = 0; k < headings.size(); ++k) {
        const Heading &h = headings.at(k);
        if (sectionLevel == 0)
            break;
        if (!started) {
            // Before the first section, only a heading at the section level (or a known one)
            // starts it; a leading "# Title" stays in the preamble.
            if ((h.level == sectionLevel && !(k == 0 && h.level == 1 && ids.at(k).isEmpty() && sectionLevel == 1 && headings.size() > 1))
                || !ids.at(k).isEmpty()) {
                started = true;
                starts.append(k);
            }
            continue;
        }
        if (h.level <= sectionLevel)
            starts.append(k);
    }

    const int preambleEnd = starts.isEmpty() ? lines.size() : headings.at(starts.first()).index;
    pm.preamble = bodyText(lines, bodyStart, preambleEnd, &pm.preambleLine);
    pm.source.preambleRaw = lines.raw(bodyStart, preambleEnd);
    pm.source.preamble = pm.preamble;

    QStringList seenIds;
    pm.sections.reserve(starts.size());
    for (int s = 0; s < starts.size(); ++s) {
        const Heading &h = headings.at(starts.at(s));
        const QString &id = ids.at(starts.at(s));
        const int end = s + 1 < starts.size() ? headings.at(starts.at(s + 1)).index : lines.size();
        Section section;
        // A second heading for the same section is kept as an extra section, verbatim.
        section.id = seenIds.contains(id) ? QString() : id;
        if (!section.id.isEmpty())
            seenIds.append(section.id);
        section.heading = h.text;
        section.level = h.level;
        section.headingLine = lines.number(h.index);
        section.rawHeading = lines.raw(h.index, h.index + h.span);
        section.rawBody = lines.raw(h.index + h.span, end);
        int textLines = 0;
        section.text = bodyText(lines, h.index + h.span, end, &section.bodyLine, &textLines);
        section.scannedLines = markdown::scannedLines(section.text, textLines, bodyRoles,
                                                      section.bodyLine - 1 - bodyStart, section.rawBody);
        if (section.bodyLine == 0)
            section.bodyLine = section.headingLine + 1;
        section.sourceHeading = section.heading;
        section.sourceText = section.text;
        pm.sections.append(section);
    }

    // The title: front matter first, else the first level-1 heading of the preamble.
    if (pm.meta.title.isEmpty())
        titleLine(TextLines(pm.preamble), &pm.meta.title);
    // Without a `language:` key, the headings tell: a draft whose section headings are
    // Chinese is a Chinese draft (new sections and exports then use Chinese headings).
    if (!pm.source.languageKey) {
        int zh = 0, other = 0;
        for (const Section &s : std::as_const(pm.sections)) {
            if (s.isExtra())
                continue;
            bool cjk = false;
            for (const QChar c : s.heading)
                cjk = cjk || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
            (cjk ? zh : other) += 1;
        }
        if (zh > other)
            pm.meta.language = QStringLiteral("zh");
    }
    pm.source.read = true;
    pm.source.meta = pm.meta;
    pm.source.gate = pm.gate;
    pm.source.scope = pm.scope;
    pm.source.lintDisabled = pm.lintDisabled;
    pm.source.draftId = pm.draftId;
    pm.source.visibility = pm.visibility;
    pm.source.published = pm.published;
    return pm;
}

QByteArray DraftFormat::write(const PostMortem &pm)
{
    if (!pm.source.read)
        return canonical(pm);
    const QByteArray eol = pm.source.cr     ? QByteArrayLiteral("\r")
                           : pm.source.crlf ? QByteArrayLiteral("\r\n")
                                            : QByteArrayLiteral("\n");
    QByteArray out;
    if (pm.source.hasBom)
        out += Bom;

    if (!frontMatterChanged(pm)) {
        out += pm.source.frontMatterRaw;
    } else if (pm.source.hasFrontMatter) {
        // Edited in place when that reads back right; otherwise (a value the in-place
        // edit cannot express) the whole block is written out afresh.
        QByteArray fm = FrontMatter::update(pm.source.frontMatterRaw, pm, eol);
        if (!FrontMatter::readsBackAs(fm, pm))
            fm = encode(QString::fromUtf8(FrontMatter::canonical(pm)), eol);
        out += fm;
    } else {
        out += encode(QString::fromUtf8(FrontMatter::canonical(pm)), eol);
    }

    // A part written verbatim that ends inside an open code fence (only the last part of
    // a file can) would swallow a section generated after it: close it first.
    // Looked at only when a generated part follows: scanning every part would make a
    // one-section edit cost a scan of the whole draft.
    const QString *lastVerbatim = nullptr;
    auto closeFence = [&]() {
        if (!lastVerbatim)
            return;
        const QString closed = DraftFormat::closeOpenBlocks(*lastVerbatim);
        if (closed.size() > lastVerbatim->size()) {
            if (trailingLineEnds(out) == 0)
                out += eol;
            out += encode(closed.mid(lastVerbatim->size() + 1), eol) + eol;
        }
        lastVerbatim = nullptr;
    };

    const QString preamble = preambleWithTitle(pm);
    const bool freshFrontMatter = !pm.source.hasFrontMatter && frontMatterChanged(pm);
    if (preamble == pm.source.preamble && !pm.source.preambleRaw.isEmpty()) {
        if (freshFrontMatter && !pm.source.preambleRaw.startsWith('\n')
            && !pm.source.preambleRaw.startsWith('\r'))
            out += eol;
        out += pm.source.preambleRaw;
        lastVerbatim = &pm.preamble;
    }
    // Raw bytes are reused wherever nothing changed; generated parts get a blank line
    // before the next heading.
    bool generated = false;
    QString lastGenerated; // the text of the part just generated, if any
    if (preamble != pm.source.preamble || pm.source.preambleRaw.isEmpty()) {
        if (!preamble.isEmpty()) {
            if (!out.isEmpty())
                out += eol;
            lastGenerated = DraftFormat::closeOpenBlocks(preamble);
            out += encode(lastGenerated, eol) + eol;
            generated = true;
        }
    }
    for (const Section &s : pm.sections) {
        const bool fromFile = !s.rawHeading.isEmpty();
        const bool headingEdited = s.heading != s.sourceHeading;
        if (generated)
            separate(&out, eol);
        if (fromFile && !headingEdited) {
            // Parts read from the file keep their order, so the part before a heading
            // read from the file never ends in an open fence.
            lastVerbatim = nullptr;
            out += generated ? headingAfterText(lastGenerated, s.rawHeading, eol) : s.rawHeading;
        } else {
            closeFence();
            separate(&out, eol);
            lastGenerated = atxHeadingLine(qBound(1, s.level, 6), s.heading);
            out += encode(lastGenerated, eol) + eol;
        }
        generated = !(fromFile && s.text == s.sourceText);
        if (!generated) {
            out += s.rawBody;
            lastVerbatim = &s.text;
        } else if (!s.text.isEmpty()) {
            lastGenerated = DraftFormat::closeOpenBlocks(s.text);
            out += eol + encode(lastGenerated, eol) + eol;
        } else if (fromFile && !headingEdited) {
            lastGenerated = QString::fromUtf8(s.rawHeading);
        }
    }
    return out;
}

QByteArray DraftFormat::canonical(const PostMortem &pm)
{
    const QList<Section> body = pm.sectionsInSeedOrder();
    const QString intro = DraftFormat::closeOpenBlocks(stripTrailingBlankLines(preambleWithoutTitle(pm)));
    QList<QString> texts;
    texts.reserve(body.size());
    for (const Section &s : body)
        texts.append(DraftFormat::closeOpenBlocks(stripTrailingBlankLines(s.text)));
    const int level = canonicalSectionLevel(intro, body, texts);

    QByteArray out = FrontMatter::canonical(pm);
    // The title heading, unless the front matter has to carry it alone: a title that
    // spans lines, or one that names a section, cannot be a title line.
    // Without a title line, an empty "# " still goes first when the first level-1
    // heading below it (in the text, or a level-1 section) would be read back as the title.
    const QString title = pm.meta.title.trimmed();
    if (!title.isEmpty() && !title.contains(QLatin1Char('\n')) && !title.contains(QLatin1Char('\r'))
        && SectionCatalogue::idForHeading(title).isEmpty()) {
        out += '\n' + atxHeadingLine(1, title).toUtf8() + '\n';
    } else if (titleLine(TextLines(intro)) >= 0
               || (level == 1 && !body.isEmpty() && body.first().isExtra() && shallowestHeading(intro) == 7)) {
        out += "\n# \n";
    }
    // Whatever else the preamble holds, after the title.
    if (!intro.isEmpty())
        out += '\n' + intro.toUtf8() + '\n';

    for (int i = 0; i < body.size(); ++i) {
        const Section &s = body.at(i);
        QString heading = s.heading;
        if (!s.isExtra()) {
            if (const SectionInfo *info = SectionCatalogue::find(s.id))
                heading = info->heading(pm.meta.language);
        }
        out += '\n' + atxHeadingLine(level, heading).toUtf8() + '\n';
        if (!texts.at(i).isEmpty())
            out += '\n' + texts.at(i).toUtf8() + '\n';
    }
    return out;
}

PostMortem DraftFormat::newDraft(const QString &language)
{
    const QString lang = language == QLatin1String("zh") ? language : QStringLiteral("en");
    PostMortem pm;
    pm.meta.language = lang;
    pm.meta.title = lang == QLatin1String("zh") ? QString::fromUtf8("（标题）")
                                                : QStringLiteral("(title)");
    for (const SectionInfo &info : SectionCatalogue::all()) {
        Section s;
        s.id = info.id;
        s.heading = info.heading(lang);
        pm.sections.append(s);
    }
    return pm;
}

} // namespace pm
