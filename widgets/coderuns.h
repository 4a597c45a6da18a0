#pragma once

#include <QList>
#include <QStringView>

namespace pm {

// Where one line of a section shows code: the editor sets those characters in a
// monospace font whatever font the prose has. A line at a time, as a highlighter reads
// the text: fenced code (``` or ~~~, the fence lines included) and code spans that open
// and close on the line. It only decides a font; the lint and the export read the
// Markdown with md4c. A fence line is markdown::fenceRunAt's (fenceline.h).
struct CodeRuns
{
    struct Run
    {
        int start = 0;
        int length = 0;
    };
    QList<Run> runs;
    // The state to hand to the next line: NotInFence, or the open fence.
    int state = NotInFence;

    static constexpr int NotInFence = -1;

    // `previous` is the state the line before ended with (NotInFence for the first).
    static CodeRuns ofLine(QStringView line, int previous);
};

} // namespace pm
