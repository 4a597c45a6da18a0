#pragma once

#include <QtGlobal>

namespace pmtest {

// How many runs a soak makes: PM_SOAK_RUNS when set (scripts/nightly.sh sets 1000),
// else ctest's count.
inline int soakRuns(int ctestRuns = 100)
{
    const int asked = qEnvironmentVariableIntValue("PM_SOAK_RUNS");
    return asked > 0 ? asked : ctestRuns;
}

} // namespace pmtest
