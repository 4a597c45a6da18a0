#pragma once

#include <QString>

namespace pm::lsp {

// A short pair of sentences for a rule: one the rule flags, one it accepts.
struct RuleExample
{
    QString bad;
    QString good;
};

// The example for a lint rule id (or a gate id, "gate-…") in the language of the
// client: Chinese for a "zh…" locale, else English. Empty for an unknown id.
RuleExample ruleExample(const QString &ruleId, bool chinese);

} // namespace pm::lsp
