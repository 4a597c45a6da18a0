#include "fenceline.h"

namespace pm::markdown {

FenceRun fenceRunAt(QStringView line, int at)
{
    FenceRun run;
    if (at >= line.size() || (line[at] != QLatin1Char('`') && line[at] != QLatin1Char('~')))
        return run;
    run.mark = line[at];
    while (at + run.length < line.size() && line[at + run.length] == run.mark)
        ++run.length;
    run.rest = line.mid(at + run.length);
    return run;
}

bool FenceRun::opens() const
{
    return length >= 3 && !(mark == QLatin1Char('`') && rest.contains(QLatin1Char('`')));
}

bool FenceRun::closes(QChar openMark, int openLength) const
{
    return length >= 3 && mark == openMark && length >= openLength && rest.trimmed().isEmpty();
}

} // namespace pm::markdown
