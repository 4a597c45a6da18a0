#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// The block structure the draft format needs from Markdown: ATX and setext headings
// outside fenced code. One scanner for reading a draft (draftformat.cpp) and for
// checking that the canonical form reads back with the same sections.
namespace pm::DraftScanner {

// An ATX heading ("## Root cause ##"): its level and text, or level 0.
int atxHeading(const QString &line, QString *text);
// A setext underline ("=====" or "-----", up to three spaces in): 1 or 2, else 0.
int setextUnderline(const QString &line);
// A line that can be the text of a setext heading: a one-line paragraph (not blank, not
// indented code, not a list item, quote, heading or fence of its own).
bool setextTextLine(const QString &line);
// The lines of a '\n'-separated text (as QString::split would give them) as offsets:
// four bytes a line rather than a QString each, so that a text of millions of short
// lines does not take gigabytes to look at.
class TextLines
{
public:
    explicit TextLines(const QString &text);
    int size() const { return int(m_starts.size()) - 1; }
    QString at(int i) const { return m_text.mid(start(i), end(i) - start(i)); }
    int start(int i) const { return m_starts.at(i); }
    int end(int i) const { return m_starts.at(i + 1) - 1; } // before its '\n'

private:
    const QString &m_text;
    QList<int> m_starts;
};

// The line index of the title ("# Title") in preamble lines, skipping fenced code
// (a "# comment" in a shell block is no title); -1 when there is none.
int titleLine(const TextLines &lines, QString *title = nullptr, int *span = nullptr);

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

struct Heading
{
    int index; // first line of the heading
    int level;
    QString text;
    int span = 1; // 2 for a setext heading (text line + underline)
};

// The headings of lines [from, to), lineAt(i) giving line i without its ending. Stops
// after `limit` headings (the caller reports a draft with too many).
template<typename LineAt>
QList<Heading> scanHeadings(int from, int to, LineAt lineAt, int limit)
{
    QList<Heading> headings;
    FenceTracker fences;
    bool previousIsText = false; // line i-1 could be a setext heading's text
    bool previousIsBlank = true;
    QString previous;
    for (int i = from; i < to && headings.size() <= limit; ++i) {
        const QString line = lineAt(i);
        const bool blank = line.trimmed().isEmpty();
        const bool afterBoundary = i == from || previousIsBlank
                                   || (!headings.isEmpty() && headings.last().index + headings.last().span == i);
        QString text;
        int level = 0;
        if (fences.feed(line)) {
            previousIsText = false;
        } else if ((level = atxHeading(line, &text)) > 0) {
            headings.append({i, level, text});
            previousIsText = false;
        } else if (const int setext = previousIsText ? setextUnderline(line) : 0) {
            headings.append({i - 1, setext, previous.trimmed(), 2});
            previousIsText = false;
        } else {
            // Only a one-line paragraph counts: the line before must be blank or a boundary.
            previousIsText = afterBoundary && setextTextLine(line);
        }
        previousIsBlank = blank;
        previous = line;
    }
    return headings;
}

} // namespace pm::DraftScanner
