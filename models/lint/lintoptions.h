#pragma once

#include <QSet>
#include <QString>

namespace pm {

// What the caller switches: the GUI settings and `lint` both feed it. Rules a document
// disables itself (front matter `lint: {disable: [...]}` or `<!-- pm-lint: disable=RULE -->`)
// are added by the linter.
struct LintOptions
{
    QSet<QString> disabledRules;

    bool isEnabled(const QString &rule) const { return !disabledRules.contains(rule); }
};

} // namespace pm
