#include "draftformat.h"

#include "bodyheadings.h"
#include "frontmatter.h"
#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace pm {

namespace {

const QByteArray Bom("\xEF\xBB\xBF", 3);

struct Line
{
    QByteArray raw;   // with its line ending
    QString text;     // decoded, without the line ending
    int number = 0;   // 1-based, in the file on disk
};

QString decodeLine(const QByteArray &raw)
{
    int n = int(raw.size());
    if (n > 0 && raw.at(n - 1) == '\n')
        --n;
    if (n > 0 && raw.at(n - 1) == '\r')
        --n;
    return QString::fromUtf8(raw.constData(), n);
}

// An ATX heading ("## Root cause ##"): its level and text, or level 0.
int atxHeading(const QString &line, QString *text)
{
    int i = 0;
    while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    int level = 0;
    while (i < line.size() && line.at(i) == QLatin1Char('#') && level < 7) {
        ++level;
        ++i;
    }
    if (level == 0 || level > 6)
        return 0;
    if (i < line.size() && line.at(i) != QLatin1Char(' ') && line.at(i) != QLatin1Char('\t'))
        return 0;
    QString t = line.mid(i).trimmed();
    // Optional closing sequence of #s preceded by a space.
    int end = int(t.size());
    while (end > 0 && t.at(end - 1) == QLatin1Char('#'))
        --end;
    if (end < t.size() && (end == 0 || t.at(end - 1) == QLatin1Char(' ')))
        t = t.left(end).trimmed();
    *text = t;
    return level;
}

// A setext underline ("=====" or "-----", up to three spaces in): 1 or 2, else 0.
int setextUnderline(const QString &line)
{
    int i = 0;
    while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    if (i >= line.size() || (line.at(i) != QLatin1Char('=') && line.at(i) != QLatin1Char('-')))
        return 0;
    const QChar c = line.at(i);
    while (i < line.size() && line.at(i) == c)
        ++i;
    while (i < line.size() && (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t')))
        ++i;
    if (i != line.size())
        return 0;
    return c == QLatin1Char('=') ? 1 : 2;
}

// A line that can be the text of a setext heading: a one-line paragraph (not blank, not
// indented code, not a list item, quote, heading or fence of its own).
bool setextTextLine(const QString &line)
{
    if (line.trimmed().isEmpty() || line.startsWith(QLatin1String("    ")) || line.startsWith(QLatin1Char('\t')))
        return false;
    static const QRegularExpression blockStart(
        QStringLiteral("^ {0,3}([-*+]\\s|\\d{1,9}[.)]\\s|>|#{1,6}(\\s|$)|```|~~~|<!--|\\|)"));
    return !blockStart.match(line).hasMatch();
}

// Tracks fenced code blocks so that "# comment" inside ``` is not taken as a heading.
class FenceTracker
{
public:
    // Returns true when the line is inside a fence (or opens/closes one).
    bool feed(const QString &line)
    {
        int i = 0;
        while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
            ++i;
        const QChar c = i < line.size() ? line.at(i) : QChar();
        int run = 0;
        if (c == QLatin1Char('`') || c == QLatin1Char('~')) {
            while (i + run < line.size() && line.at(i + run) == c)
                ++run;
        }
        if (m_open) {
            if (run >= m_length && c == m_char && line.mid(i + run).trimmed().isEmpty())
                m_open = false;
            return true;
        }
        if (run >= 3 && !(c == QLatin1Char('`') && line.mid(i + run).contains(QLatin1Char('`')))) {
            m_open = true;
            m_char = c;
            m_length = run;
            return true;
        }
        return false;
    }

    bool isOpen() const { return m_open; }
    // The line that closes the open fence.
    QString closer() const { return QString(m_length, m_char); }

private:
    bool m_open = false;
    QChar m_char;
    int m_length = 0;
};


// The line index of the title ("# Title") in preamble lines, skipping fenced code
// (a "# comment" in a shell block is no title); -1 when there is none.
int titleLine(const QStringList &lines, QString *title = nullptr, int *span = nullptr)
{
    FenceTracker fences;
    for (int i = 0; i < lines.size(); ++i) {
        if (fences.feed(lines.at(i)))
            continue;
        QString text;
        int lineCount = 1;
        bool found = atxHeading(lines.at(i), &text) == 1;
        // "Title" underlined with "=====" (a setext heading), as a paragraph of its own.
        if (!found && i + 1 < lines.size() && setextUnderline(lines.at(i + 1)) == 1
            && setextTextLine(lines.at(i)) && (i == 0 || lines.at(i - 1).trimmed().isEmpty())) {
            text = lines.at(i).trimmed();
            lineCount = 2;
            found = true;
        }
        if (found) {
            if (title)
                *title = text;
            if (span)
                *span = lineCount;
            return i;
        }
    }
    return -1;
}

bool isBlank(const QString &s)
{
    for (const QChar c : s) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

// The editable text of a run of lines: leading blank lines and trailing blank lines
// dropped, '\n' endings. *firstLine receives the file line where the text starts.
QString bodyText(const QList<Line> &lines, int from, int to, int *firstLine)
{
    while (from < to && isBlank(lines.at(from).text))
        ++from;
    while (to > from && isBlank(lines.at(to - 1).text))
        --to;
    if (firstLine)
        *firstLine = from < lines.size() ? lines.at(from).number : 0;
    QString out;
    for (int i = from; i < to; ++i) {
        if (i > from)
            out += QLatin1Char('\n');
        out += lines.at(i).text;
    }
    return out;
}

QByteArray joinRaw(const QList<Line> &lines, int from, int to)
{
    QByteArray out;
    for (int i = from; i < to; ++i)
        out += lines.at(i).raw;
    return out;
}

QByteArray encode(const QString &text, const QByteArray &eol)
{
    QByteArray out = text.toUtf8();
    if (eol != "\n")
        out.replace('\n', eol);
    return out;
}

QString stripTrailingBlankLines(const QString &text)
{
    QString t = text;
    while (!t.isEmpty() && t.back().isSpace())
        t.chop(1);
    return t;
}

// Ensures the output ends with a blank line before a new heading is appended.
void separate(QByteArray *out, const QByteArray &eol)
{
    if (out->isEmpty())
        return;
    if (!out->endsWith('\n'))
        *out += eol;
    if (!out->endsWith(QByteArray(eol + eol)) && !out->endsWith("\n\n"))
        *out += eol;
}

QString preambleWithTitle(const PostMortem &pm)
{
    if (pm.meta.title == pm.source.meta.title)
        return pm.preamble;
    QStringList lines = pm.preamble.split(QLatin1Char('\n'));
    int span = 1;
    const int at = titleLine(lines, nullptr, &span);
    if (at >= 0) {
        // A setext title keeps its underline; only the text changes.
        lines[at] = span == 2 ? pm.meta.title : QStringLiteral("# ") + pm.meta.title;
        return lines.join(QLatin1Char('\n'));
    }
    // No title line yet: one goes first, unless the front matter carries the title alone.
    if (pm.source.hasFrontMatter && !pm.source.meta.title.isEmpty())
        return pm.preamble;
    QString out = QStringLiteral("# ") + pm.meta.title;
    if (!pm.preamble.trimmed().isEmpty())
        out += QStringLiteral("\n\n") + pm.preamble;
    return out;
}

bool frontMatterChanged(const PostMortem &pm)
{
    const PostMortem::Source &s = pm.source;
    return pm.meta != s.meta || pm.gate != s.gate || pm.scope != s.scope
        || pm.lintDisabled != s.lintDisabled;
}

} // namespace

QString InputError::toString() const
{
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    return where + QStringLiteral(": ") + message;
}

bool DraftFormat::isValidUtf8(const QByteArray &bytes, int *badLine)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    int line = 1;
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            if (c == '\n')
                ++line;
            ++i;
            continue;
        }
        int extra = 0;
        unsigned int cp = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
        } else {
            if (badLine)
                *badLine = line;
            return false;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80) {
                if (badLine)
                    *badLine = line;
                return false;
            }
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        static const unsigned int minimum[4] = {0, 0x80, 0x800, 0x10000};
        if (cp < minimum[extra] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            if (badLine)
                *badLine = line;
            return false;
        }
        i += extra + 1;
    }
    return true;
}

QString DraftFormat::closeOpenFences(const QString &text)
{
    FenceTracker fences;
    for (const QString &line : text.split(QLatin1Char('\n')))
        fences.feed(line);
    return fences.isOpen() ? text + QLatin1Char('\n') + fences.closer() : text;
}

QString DraftFormat::preambleWithoutTitle(const PostMortem &pm)
{
    QStringList lines = pm.preamble.split(QLatin1Char('\n'));
    int span = 1;
    const int at = titleLine(lines, nullptr, &span);
    if (at >= 0)
        lines.erase(lines.begin() + at, lines.begin() + at + span);
    return normalizeSectionText(lines.join(QLatin1Char('\n')));
}

QString DraftFormat::normalizeSectionText(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && isBlank(lines.first()))
        lines.removeFirst();
    while (!lines.isEmpty() && isBlank(lines.last()))
        lines.removeLast();
    return lines.join(QLatin1Char('\n'));
}

Expected<QByteArray> DraftFormat::readFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "no such file")};
    if (info.isDir())
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "is a folder, not a draft file")};
    if (info.size() > MaxFileSize) {
        return InputError{path, 0,
                          QCoreApplication::translate("pm::DraftFormat", "the file is %1 MiB; a post-mortem draft is at most 16 MiB")
                              .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(file.errorString())};
    QByteArray bytes = file.read(MaxFileSize + 1);
    if (file.error() != QFileDevice::NoError)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(file.errorString())};
    if (bytes.size() > MaxFileSize)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "the file is larger than 16 MiB, too large for a post-mortem draft")};
    return bytes;
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
    const int nul = bytes.indexOf('\0');
    if (nul >= 0) {
        const int line = int(bytes.left(nul).count('\n')) + 1;
        return InputError{fileName, line, QCoreApplication::translate("pm::DraftFormat", "this is a binary file (it contains a NUL byte), not a Markdown draft")};
    }
    int badLine = 0;
    if (!isValidUtf8(bytes, &badLine))
        return InputError{fileName, badLine, QCoreApplication::translate("pm::DraftFormat", "invalid UTF-8: drafts must be saved as UTF-8")};

    // Lines, keeping their raw bytes for a lossless write.
    QList<Line> lines;
    {
        int crlf = 0, lf = 0;
        int start = 0, number = 1;
        while (start < bytes.size()) {
            const int nl = bytes.indexOf('\n', start);
            const int end = nl < 0 ? int(bytes.size()) : nl + 1;
            Line line;
            line.raw = bytes.mid(start, end - start);
            line.text = decodeLine(line.raw);
            line.number = number++;
            if (nl >= 0) {
                if (nl > start && bytes.at(nl - 1) == '\r')
                    ++crlf;
                else
                    ++lf;
            }
            lines.append(line);
            start = end;
        }
        pm.source.crlf = crlf > lf;
    }

    // Front matter.
    int bodyStart = 0;
    if (!lines.isEmpty() && lines.first().text.trimmed() == QLatin1String("---")
        && lines.first().text.startsWith(QLatin1String("---"))) {
        int close = -1;
        for (int i = 1; i < lines.size(); ++i) {
            // Only an unindented delimiter closes it: an indented "---" belongs to a
            // block value (a pasted diff in gate.repro, say).
            QString t = lines.at(i).text;
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
        const QByteArray yaml = joinRaw(lines, 1, close);
        if (std::optional<InputError> err = FrontMatter::parse(yaml, 2, fileName, &pm))
            return *err;
        pm.source.hasFrontMatter = true;
        pm.source.frontMatterRaw = joinRaw(lines, 0, close + 1);
        bodyStart = close + 1;
    }

    // Headings outside code fences.
    struct Heading
    {
        int index;      // first line of the heading
        int level;
        QString text;
        QString id;
        int span = 1;   // lines: a setext heading's text lines and its underline
    };
    QList<Heading> headings;
    {
        // Where headings are is the Markdown scanner's (md4c's) decision; their text
        // is read from the lines here.
        QStringList body;
        body.reserve(lines.size() - bodyStart);
        for (int i = bodyStart; i < lines.size(); ++i)
            body.append(lines.at(i).text);
        for (const detail::BodyHeading &found : detail::findBodyHeadings(body)) {
            const int i = bodyStart + found.line;
            QString text;
            if (found.span == 1) {
                if (atxHeading(lines.at(i).text, &text) == 0)
                    text = lines.at(i).text.trimmed();
            } else { // setext: the text lines, joined as a soft break renders them
                QStringList parts;
                for (int k = i; k < i + found.span - 1; ++k)
                    parts.append(lines.at(k).text.trimmed());
                text = parts.join(QLatin1Char(' '));
            }
            headings.append({i, found.level, text, SectionCatalogue::idForHeading(text), found.span});
        }
    }
    // The section level is that of the first heading that names one of the nine; with
    // none, the shallowest heading below a leading title.
    int sectionLevel = 0;
    for (const Heading &h : headings) {
        if (!h.id.isEmpty()) {
            sectionLevel = h.level;
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
            if ((h.level == sectionLevel && !(k == 0 && h.level == 1 && h.id.isEmpty()
                                              && sectionLevel == 1 && headings.size() > 1))
                || !h.id.isEmpty()) {
                started = true;
                starts.append(k);
            }
            continue;
        }
        if (h.level <= sectionLevel)
            starts.append(k);
    }

    const int preambleEnd = starts.isEmpty() ? int(lines.size()) : headings.at(starts.first()).index;
    pm.preamble = bodyText(lines, bodyStart, preambleEnd, &pm.preambleLine);
    pm.source.preambleRaw = joinRaw(lines, bodyStart, preambleEnd);
    pm.source.preamble = pm.preamble;

    QStringList seenIds;
    for (int s = 0; s < starts.size(); ++s) {
        const Heading &h = headings.at(starts.at(s));
        const int end = s + 1 < starts.size() ? headings.at(starts.at(s + 1)).index : int(lines.size());
        Section section;
        // A second heading for the same section is kept as an extra section, verbatim.
        section.id = seenIds.contains(h.id) ? QString() : h.id;
        if (!section.id.isEmpty())
            seenIds.append(section.id);
        section.heading = h.text;
        section.level = h.level;
        section.headingLine = lines.at(h.index).number;
        section.rawHeading = joinRaw(lines, h.index, h.index + h.span);
        section.rawBody = joinRaw(lines, h.index + h.span, end);
        section.text = bodyText(lines, h.index + h.span, end, &section.bodyLine);
        if (section.bodyLine == 0)
            section.bodyLine = section.headingLine + 1;
        section.sourceHeading = section.heading;
        section.sourceText = section.text;
        pm.sections.append(section);
    }

    // The title: front matter first, else the first level-1 heading of the preamble.
    if (pm.meta.title.isEmpty())
        titleLine(pm.preamble.split(QLatin1Char('\n')), &pm.meta.title);
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
    return pm;
}

QByteArray DraftFormat::write(const PostMortem &pm)
{
    if (!pm.source.read)
        return canonical(pm);
    const QByteArray eol = pm.source.crlf ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    QByteArray out;
    if (pm.source.hasBom)
        out += Bom;

    if (!frontMatterChanged(pm)) {
        out += pm.source.frontMatterRaw;
    } else if (pm.source.hasFrontMatter) {
        // Edited in place when that reads back right; otherwise (a value the in-place
        // edit cannot express) the whole block is written out afresh.
        QByteArray fm = FrontMatter::update(pm.source.frontMatterRaw, pm, eol);
        if (!FrontMatter::readsBackAs(fm, pm)) {
            fm = FrontMatter::canonical(pm);
            if (eol != "\n")
                fm.replace('\n', eol);
        }
        out += fm;
    } else {
        QByteArray fm = FrontMatter::canonical(pm);
        if (eol != "\n")
            fm.replace('\n', eol);
        out += fm;
    }

    const QString preamble = preambleWithTitle(pm);
    const bool freshFrontMatter = !pm.source.hasFrontMatter && frontMatterChanged(pm);
    if (preamble == pm.source.preamble && !pm.source.preambleRaw.isEmpty()) {
        if (freshFrontMatter && !pm.source.preambleRaw.startsWith(eol)
            && !pm.source.preambleRaw.startsWith('\n'))
            out += eol;
        out += pm.source.preambleRaw;
    } else if (!preamble.isEmpty()) {
        if (!out.isEmpty())
            out += eol;
        out += encode(preamble, eol) + eol;
    }

    // Raw bytes are reused wherever nothing changed; generated parts get a blank line
    // before the next heading.
    bool generated = false;
    for (const Section &s : pm.sections) {
        const bool fromFile = !s.rawHeading.isEmpty();
        const bool headingEdited = s.heading != s.sourceHeading;
        if (generated)
            separate(&out, eol);
        if (fromFile && !headingEdited) {
            out += s.rawHeading;
        } else {
            separate(&out, eol);
            out += QByteArray(qBound(1, s.level, 6), '#') + ' ' + encode(s.heading, eol) + eol;
        }
        generated = !(fromFile && s.text == s.sourceText);
        if (!generated)
            out += s.rawBody;
        else if (!s.text.isEmpty())
            out += eol + encode(DraftFormat::closeOpenFences(s.text), eol) + eol;
    }
    return out;
}

QByteArray DraftFormat::canonical(const PostMortem &pm)
{
    QByteArray out = FrontMatter::canonical(pm);
    out += "\n# " + pm.meta.title.toUtf8() + "\n";
    // Whatever else the preamble holds, after the title.
    const QString intro = preambleWithoutTitle(pm);
    if (!intro.isEmpty())
        out += '\n' + intro.toUtf8() + '\n';

    auto emitSection = [&](const Section &s) {
        QString heading = s.heading;
        if (!s.isExtra()) {
            if (const SectionInfo *info = SectionCatalogue::find(s.id))
                heading = info->heading(pm.meta.language);
        }
        out += "\n## " + heading.toUtf8() + '\n';
        const QString text = DraftFormat::closeOpenFences(stripTrailingBlankLines(s.text));
        if (!text.isEmpty())
            out += '\n' + text.toUtf8() + '\n';
    };
    for (const Section &s : pm.sectionsInSeedOrder())
        emitSection(s);
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
