#pragma once

#include "diagnostic.h"
#include "ruleid.h"

#include <QString>
#include <QStringList>

namespace pm {

// The rule catalogue: ids, severities, titles for the settings UI, and the sections
// each rule reads.
namespace LintRules {

QString id(Rule rule);
Severity severity(Rule rule);
QString title(Rule rule);       // translated
QString description(Rule rule); // translated, one sentence
bool fromId(const QString &id, Rule *out);
QStringList ids(); // every rule id, catalogue order

// Whether a rule reads a section's text. Extra sections (empty id) are never linted.
bool appliesTo(Rule rule, const QString &sectionId);

} // namespace LintRules
} // namespace pm
