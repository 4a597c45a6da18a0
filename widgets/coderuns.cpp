#include "coderuns.h"

namespace pm {

namespace {

constexpr int BacktickFence = 1;
constexpr int TildeFence = 2;
constexpr int MaxFenceLength = 1023;

int encode(int kind, int length)
{
    return kind * (MaxFenceLength + 1) + qMin(length, MaxFenceLength);
}

// A fence line: its kind and length, or 0 when the line is none. Indentation is not
// limited: a fence inside a list item or a quote is still code to the reader.
int fenceOf(QStringView line, int *length, QStringView *rest)
{
    int i = 0;
    while (i < line.size() && (line[i] == QLatin1Char(' ') || line[i] == QLatin1Char('\t') || line[i] == QLatin1Char('>')))
        ++i;
    if (i >= line.size() || (line[i] != QLatin1Char('`') && line[i] != QLatin1Char('~')))
        return 0;
    const QChar c = line[i];
    int n = 0;
    while (i + n < line.size() && line[i + n] == c)
        ++n;
    if (n < 3)
        return 0;
    *length = n;
    *rest = line.mid(i + n);
    return c == QLatin1Char('`') ? BacktickFence : TildeFence;
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
    int length = 0;
    QStringView rest;
    const int kind = fenceOf(line, &length, &rest);
    if (previous != NotInFence) {
        // Inside a fence: all code; a closing fence of the same kind, at least as long
        // and with nothing after it, ends it.
        out.runs.append({0, int(line.size())});
        const int openKind = previous / (MaxFenceLength + 1);
        const int openLength = previous % (MaxFenceLength + 1);
        const bool closes = kind == openKind && length >= openLength && rest.trimmed().isEmpty();
        out.state = closes ? NotInFence : previous;
        return out;
    }
    // An opening fence; a backtick fence's info string has no backtick.
    if (kind != 0 && !(kind == BacktickFence && rest.contains(QLatin1Char('`')))) {
        out.runs.append({0, int(line.size())});
        out.state = encode(kind, length);
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
