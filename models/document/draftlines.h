#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Line-level helpers of the draft format: ATX and setext heading lines, the lines of a
// text, the title. Where headings and fences are is the Markdown scanner's decision
// (models/markdown, md4c); the one hand-written fence tracker here only bounds the
// number of headings cheaply before that scan (DraftFormat::MaxHeadings).
namespace pm::DraftLines {

// An ATX heading ("## Root cause ##"): its level and text, or level 0.
int atxHeading(const QString &line, QString *text);
// The text of a one-line heading the Markdown scanner found on this line: the #s and a
// closing sequence go, after whatever indentation md4c allowed it (to md4c 0.5 a
// tab-indented "#" can be a heading after an empty list item).
QString oneLineHeadingText(const QString &line);
// A setext underline ("=====" or "-----", up to three spaces in): 1 or 2, else 0.
int setextUnderline(const QString &line);
// A line that can be the text of a setext heading: a one-line paragraph (not blank, not
// indented code, not a list item, quote, heading or fence of its own).
bool setextTextLine(const QString &line);
// The text of a setext heading from its text lines, joined as a soft break renders
// them: each line trimmed, one space between. A line of nothing but whitespace (a
// vertical tab, which md4c keeps in the paragraph) adds nothing, so the text never
// starts or ends in a space that an ATX heading, written from it, would lose.
QString setextHeadingText(const QStringList &textLines);
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
    const QString &text() const { return m_text; }

private:
    const QString &m_text;
    QList<int> m_starts;
};

// The line index of the title in preamble lines: the first top-level level-1 heading
// ("# Title", or setext over "===") as the Markdown scanner finds it, so a "# comment"
// in fenced code or an HTML block is no title; -1 when there is none. span: its lines.
int titleLine(const TextLines &lines, QString *title = nullptr, int *span = nullptr);

// Tracks top-level fenced code blocks line by line, for the cheap heading count of
// scanHeadings() only: it knows no HTML blocks or containers, so it may count a few
// headings the scanner would not, which a bound allows.
class FenceTracker
{
public:
    // Returns true when the line is inside a fence (or opens/closes one).
    bool feed(const QString &line);

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

} // namespace pm::DraftLines
