#pragma once

#include "diagnostic.h"

#include <QString>

namespace pm {

// What the editor says about a finding next to its squiggle: the rule's name and what it
// asks for, and, when the finding has no automatic fix, why (instead of a greyed item).
namespace ProblemHelp {

QString ruleTitle(const QString &ruleId);   // translated; the id when unknown
QString explanation(const QString &ruleId); // translated, one sentence
// Why the editor cannot make this edit for the author; empty when the finding has a fix.
QString noFixReason(const Diagnostic &diagnostic);

} // namespace ProblemHelp
} // namespace pm
