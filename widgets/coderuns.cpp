#include "coderuns.h"

#include "fenceline.h"

namespace pm {

namespace {

constexpr int BacktickFence = 1;
constexpr int TildeFence = 2;
constexpr int MaxFenceLength = 1023;

int encode(int kind, int length)
{
    return kind * (MaxFenceLength + 1) + qMin(length, MaxFenceLength);
}

// The run of ` or ~ a line starts with. Indentation is not limited: a fence inside a
// list item or a quote is still code to the reader.
markdown::FenceRun fenceOf(QStringView line)
{
    int i = 0;
    while (i < line.size() && (line[i] == QLatin1Char(' ') || line[i] == QLatin1Char('\t') || line[i] == QLatin1Char('>')))
        ++i;
    return markdown::fenceRunAt(line, i);
}

int runLength(QStringView line, int at)
{
    int n = 0;
    while (at + n < line.size() && line[at + n] == QLatin1Char('`'))
        ++n;
    return n;
}

} // namespace

CodeRuns CodeRuns::ofLine(QStringView line, int previous)
{
    CodeRuns out;
    const markdown::FenceRun fence = fenceOf(line);
    if (previous != NotInFence) {
        // Inside a fence: all code; a closing fence ends it.
        out.runs.append({0, int(line.size())});
        const int openKind = previous / (MaxFenceLength + 1);
        const int openLength = previous % (MaxFenceLength + 1);
        const QChar openMark = openKind == BacktickFence ? QLatin1Char('`') : QLatin1Char('~');
        out.state = fence.closes(openMark, openLength) ? NotInFence : previous;
        return out;
    }
    if (fence.opens()) {
        out.runs.append({0, int(line.size())});
        out.state = encode(fence.mark == QLatin1Char('`') ? BacktickFence : TildeFence, fence.length);
        return out;
    }
    // Code spans: a run of n backticks up to the next run of exactly n.
    for (int i = 0; i < line.size();) {
        if (line[i] == QLatin1Char('\\')) {
            i += 2;
            continue;
        }
        if (line[i] != QLatin1Char('`')) {
            ++i;
            continue;
        }
        const int n = runLength(line, i);
        int j = i + n;
        int close = -1;
        while (j < line.size()) {
            if (line[j] != QLatin1Char('`')) {
                ++j;
                continue;
            }
            const int m = runLength(line, j);
            if (m == n) {
                close = j;
                break;
            }
            j += m;
        }
        if (close < 0) {
            i += n; // literal backticks
            continue;
        }
        out.runs.append({i, close + n - i});
        i = close + n;
    }
    return out;
}

} // namespace pm
