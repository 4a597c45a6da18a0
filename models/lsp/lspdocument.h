#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

namespace pm::lsp {

// A position as LSP counts it: 0-based line, UTF-16 code units into the line.
struct Position
{
    int line = 0;
    int character = 0;
};

// What one incremental change replaced, in lines: old lines [first, oldLast] became new
// lines [first, newLast] (0-based, of the buffer before and after).
struct LineEdit
{
    int first = 0;
    int oldLast = 0;
    int newLast = 0;
    QStringList oldLines;
    QStringList newLines;
    QString lineAfter; // the unchanged line after the edit, if any
};

// An open document's buffer: the text the client holds (never the file on disk), with
// the start of each line kept up to date across edits.
class TextBuffer
{
public:
    explicit TextBuffer(QString text = {});

    const QString &text() const { return m_text; }
    int lineCount() const { return int(m_lineStarts.size()); }
    // The line without its ending ("\n", "\r\n" or "\r").
    QStringView line(int index) const;
    // UTF-16 offset of a position; false when the position is outside the text (a
    // character past the line's end is clamped to it, as the protocol asks).
    bool offsetOf(Position p, int *offset) const;
    Position positionOf(int offset) const;

    // Replaces [from, to) with text; false (and nothing changed) when the range is not in
    // the text. edit, when given, receives the lines the change touched.
    bool replace(Position from, Position to, const QString &text, LineEdit *edit = nullptr);

private:
    void indexLines();

    QString m_text;
    QVector<int> m_lineStarts; // offset of each line's first character
};

} // namespace pm::lsp
