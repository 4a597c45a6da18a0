#include "draftlines.h"

#include "fenceline.h"
#include "headinglines.h"

namespace pm::DraftLines {

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

QString oneLineHeadingText(const QString &line)
{
    int indent = 0;
    while (indent < line.size() && (line.at(indent) == QLatin1Char(' ') || line.at(indent) == QLatin1Char('\t')))
        ++indent;
    QString text;
    if (atxHeading(line.mid(indent), &text) == 0)
        text = line.trimmed();
    return text;
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
    if (line.startsWith(QLatin1String("    ")) || line.startsWith(QLatin1Char('\t')))
        return false;
    int i = 0;
    while (i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    if (i >= line.size() || line.trimmed().isEmpty())
        return false;
    const QChar c = line.at(i);
    const QChar next = i + 1 < line.size() ? line.at(i + 1) : QChar();
    const bool spaceAfter = next.isNull() || next == QLatin1Char(' ') || next == QLatin1Char('\t');
    // A list item, quote, heading, fence, HTML comment or table row is a block of its own.
    if ((c == QLatin1Char('-') || c == QLatin1Char('*') || c == QLatin1Char('+')) && !next.isNull() && spaceAfter)
        return false;
    if (c == QLatin1Char('>') || c == QLatin1Char('|'))
        return false;
    if (c == QLatin1Char('#')) {
        int run = 0;
        while (i + run < line.size() && line.at(i + run) == QLatin1Char('#'))
            ++run;
        if (run <= 6 && (i + run == line.size() || line.at(i + run) == QLatin1Char(' ') || line.at(i + run) == QLatin1Char('\t')))
            return false;
    }
    const QStringView rest = QStringView(line).mid(i);
    if (rest.startsWith(QLatin1String("```")) || rest.startsWith(QLatin1String("~~~")) || rest.startsWith(QLatin1String("<!--")))
        return false;
    int digits = 0;
    while (digits < 10 && i + digits < line.size() && line.at(i + digits).isDigit() && line.at(i + digits).unicode() < 0x80)
        ++digits;
    if (digits >= 1 && digits <= 9 && i + digits + 1 < line.size()
        && (line.at(i + digits) == QLatin1Char('.') || line.at(i + digits) == QLatin1Char(')'))
        && (line.at(i + digits + 1) == QLatin1Char(' ') || line.at(i + digits + 1) == QLatin1Char('\t')))
        return false;
    return true;
}

TextLines::TextLines(const QString &text)
    : m_text(text)
{
    m_starts.append(0);
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\n'))
            m_starts.append(i + 1);
    }
    m_starts.append(int(text.size()) + 1);
}

QString setextHeadingText(const QStringList &textLines)
{
    QStringList parts;
    for (const QString &line : textLines) {
        const QString t = line.trimmed();
        if (!t.isEmpty())
            parts.append(t);
    }
    return parts.join(QLatin1Char(' '));
}

int titleLine(const TextLines &lines, QString *title, int *span)
{
    // The first top-level level-1 heading as the Markdown scanner (md4c) finds it, so
    // that a "# comment" in fenced code or an HTML block is no title, and a setext
    // title may span lines, as the sections and the export read them.
    for (const markdown::LineHeading &h : markdown::topLevelHeadings(lines.text())) {
        if (h.level != 1)
            continue;
        if (title) {
            if (h.span == 1) {
                *title = oneLineHeadingText(lines.at(h.line));
            } else { // setext: the text lines, joined as a soft break renders them
                QStringList parts;
                for (int k = h.line; k < h.line + h.span - 1; ++k)
                    parts.append(lines.at(k));
                *title = setextHeadingText(parts);
            }
        }
        if (span)
            *span = h.span;
        return h.line;
    }
    return -1;
}

bool FenceTracker::feed(const QString &line)
{
    int i = 0;
    while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    const markdown::FenceRun run = markdown::fenceRunAt(line, i);
    if (m_open) {
        if (run.closes(m_char, m_length))
            m_open = false;
        return true;
    }
    if (run.opens()) {
        m_open = true;
        m_char = run.mark;
        m_length = run.length;
        return true;
    }
    return false;
}

} // namespace pm::DraftLines
