#include "lspdocument.h"

#include <algorithm>

namespace pm::lsp {

TextBuffer::TextBuffer(QString text)
    : m_text(std::move(text))
{
    indexLines();
}

void TextBuffer::indexLines()
{
    m_lineStarts = {0};
    const QChar *const data = m_text.constData();
    const int size = int(m_text.size());
    for (int i = 0; i < size; ++i) {
        if (data[i] == u'\n' || (data[i] == u'\r' && (i + 1 >= size || data[i + 1] != u'\n')))
            m_lineStarts.append(i + 1);
    }
}

QStringView TextBuffer::line(int index) const
{
    if (index < 0 || index >= lineCount())
        return {};
    const int start = m_lineStarts.at(index);
    int end = index + 1 < lineCount() ? m_lineStarts.at(index + 1) : int(m_text.size());
    while (end > start && (m_text.at(end - 1) == u'\n' || m_text.at(end - 1) == u'\r'))
        --end;
    return QStringView(m_text).mid(start, end - start);
}

bool TextBuffer::offsetOf(Position p, int *offset) const
{
    if (p.line < 0 || p.character < 0)
        return false;
    if (p.line >= lineCount()) {
        // The position just after the last line: the end of the text.
        if (p.line == lineCount() && p.character == 0) {
            *offset = int(m_text.size());
            return true;
        }
        return false;
    }
    const QStringView l = line(p.line);
    *offset = m_lineStarts.at(p.line) + std::min(p.character, int(l.size()));
    return true;
}

Position TextBuffer::positionOf(int offset) const
{
    offset = std::clamp(offset, 0, int(m_text.size()));
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    const int line = int(it - m_lineStarts.cbegin()) - 1;
    return {line, offset - m_lineStarts.at(line)};
}

bool TextBuffer::replace(Position from, Position to, const QString &text, LineEdit *edit)
{
    int a = 0;
    int b = 0;
    if (!offsetOf(from, &a) || !offsetOf(to, &b) || b < a)
        return false;
    const int firstLine = positionOf(a).line;
    const int oldLast = positionOf(b).line;
    if (edit) {
        edit->first = firstLine;
        edit->oldLast = oldLast;
        edit->oldLines.clear();
        for (int i = firstLine; i <= oldLast; ++i)
            edit->oldLines.append(line(i).toString());
    }
    m_text.replace(a, b - a, text);
    const int insertedEnd = a + int(text.size());
    const int delta = insertedEnd - b;
    // Line breaks are found again from the line before the edit (a "\r" there and a
    // "\n" inserted make one break) to the end of the inserted text; the lines after it
    // start delta characters away (each break there is judged by characters the edit
    // left alone). The index is changed in place: a keystroke does not copy it.
    const int scanFrom = std::max(firstLine - 1, 0);
    QVector<int> found;
    const QChar *const data = m_text.constData();
    const int size = int(m_text.size());
    for (int i = m_lineStarts.at(scanFrom); i < insertedEnd; ++i) {
        if (data[i] == u'\n' || (data[i] == u'\r' && (i + 1 >= size || data[i + 1] != u'\n')))
            found.append(i + 1);
    }
    for (int k = oldLast + 1; k < m_lineStarts.size(); ++k)
        m_lineStarts[k] += delta;
    // Lines scanFrom + 1 .. oldLast become those found.
    const int at = scanFrom + 1;
    const int removed = oldLast - scanFrom;
    const int common = std::min(int(found.size()), removed);
    for (int k = 0; k < common; ++k)
        m_lineStarts[at + k] = found.at(k);
    if (int(found.size()) < removed)
        m_lineStarts.erase(m_lineStarts.begin() + at + common, m_lineStarts.begin() + at + removed);
    for (int k = common; k < int(found.size()); ++k)
        m_lineStarts.insert(at + k, found.at(k));
    if (edit) {
        const int newLast = positionOf(a + int(text.size())).line;
        edit->newLast = newLast;
        edit->newLines.clear();
        for (int i = firstLine; i <= newLast; ++i)
            edit->newLines.append(line(i).toString());
        edit->lineAfter = newLast + 1 < lineCount() ? line(newLast + 1).toString() : QString();
    }
    return true;
}

} // namespace pm::lsp
