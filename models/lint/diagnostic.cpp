#include "diagnostic.h"

#include <QCoreApplication>

namespace pm {
namespace {

// One table for the severities' ids and titles (no parallel switches).
struct SeverityEntry
{
    Severity severity;
    const char *id;    // never translated: the CLI's and the JSON's word
    const char *title; // translated for the UI
};
const SeverityEntry severityTable[] = {
    {Severity::Error, "error", QT_TRANSLATE_NOOP("pm::Lint", "Error")},
    {Severity::Warning, "warning", QT_TRANSLATE_NOOP("pm::Lint", "Warning")},
    {Severity::Info, "info", QT_TRANSLATE_NOOP("pm::Lint", "Info")},
};

const SeverityEntry *entryOf(Severity s)
{
    for (const SeverityEntry &e : severityTable) {
        if (e.severity == s)
            return &e;
    }
    return nullptr;
}

} // namespace

QString severityName(Severity s)
{
    const SeverityEntry *e = entryOf(s);
    return e ? QLatin1String(e->id) : QString();
}

QString severityTitle(Severity s)
{
    const SeverityEntry *e = entryOf(s);
    return e ? QCoreApplication::translate("pm::Lint", e->title) : QString();
}

bool parseSeverity(const QString &name, Severity *out)
{
    for (const SeverityEntry &e : severityTable) {
        if (name == QLatin1String(e.id)) {
            *out = e.severity;
            return true;
        }
    }
    return false;
}

bool Diagnostic::operator==(const Diagnostic &o) const
{
    const bool sameFix = fix.has_value() == o.fix.has_value()
                         && (!fix || (fix->offset == o.fix->offset && fix->length == o.fix->length && fix->replacement == o.fix->replacement));
    return rule == o.rule && severity == o.severity && sectionId == o.sectionId
           && offset == o.offset && length == o.length && line == o.line && column == o.column
           && message == o.message && suggestion == o.suggestion && sameFix
           && documentLevel == o.documentLevel;
}

} // namespace pm
