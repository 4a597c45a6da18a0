#pragma once

// The one recogniser of a fence line (CommonMark's code fence: a run of three or more `
// or ~), for the readers that go a line at a time and cannot wait for the scanner's
// whole-document parse: the draft format's cheap heading count and the editor's code font.

#include <QChar>
#include <QStringView>

namespace pm::markdown {

// The run of ` or ~ that starts at `at` of a line, and what follows it on the line. Where
// a fence may start (how far indented, behind which container markers) is the caller's.
struct FenceRun
{
    QChar mark;       // '`' or '~'; null when neither starts at `at`
    int length = 0;   // the run's length (a fence needs at least three)
    QStringView rest; // the line after the run: an opening fence's info string

    // An opening fence: three or more, and a backtick fence's info string has no backtick.
    bool opens() const;
    // A closing fence of a fence opened with `length` times `mark`: the same mark, at
    // least as long, nothing after it but white space.
    bool closes(QChar openMark, int openLength) const;
};

FenceRun fenceRunAt(QStringView line, int at);

} // namespace pm::markdown
