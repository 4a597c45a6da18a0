#include "verdict.h"

#include "linter.h"

#include <algorithm>

namespace pm {

QList<Diagnostic> effectiveFindings(const PostMortem &pm, const QSet<QString> &preferencesDisabled)
{
    LintOptions options;
    options.disabledRules = preferencesDisabled;
    // Linter::lint unites these with the draft's own switches (front matter and inline).
    return Linter().lint(pm, options);
}

QList<Diagnostic> blockingFindings(const QList<Diagnostic> &findings)
{
    QList<Diagnostic> out;
    std::copy_if(findings.cbegin(), findings.cend(), std::back_inserter(out),
                 [](const Diagnostic &d) { return d.severity == Severity::Error; });
    return out;
}

} // namespace pm
