#include "diagnostic.h"

#include <QCoreApplication>

namespace pm {

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString severityTitle(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QCoreApplication::translate("pm::Lint", "Error");
    case Severity::Warning:
        return QCoreApplication::translate("pm::Lint", "Warning");
    case Severity::Info:
        return QCoreApplication::translate("pm::Lint", "Info");
    }
    return {};
}

bool parseSeverity(const QString &name, Severity *out)
{
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info}) {
        if (name == severityName(s)) {
            *out = s;
            return true;
        }
    }
    return false;
}

bool Diagnostic::operator==(const Diagnostic &o) const
{
    const bool sameFix = fix.has_value() == o.fix.has_value()
                         && (!fix || (fix->offset == o.fix->offset && fix->length == o.fix->length
                                      && fix->replacement == o.fix->replacement));
    return rule == o.rule && severity == o.severity && sectionId == o.sectionId
           && offset == o.offset && length == o.length && line == o.line && column == o.column
           && message == o.message && suggestion == o.suggestion && sameFix
           && documentLevel == o.documentLevel;
}

} // namespace pm
