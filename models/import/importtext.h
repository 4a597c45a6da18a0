#pragma once

#include <QCoreApplication>
#include <QString>

namespace pm {

// The importer's words for people: every literal passed is marked with
// QT_TRANSLATE_NOOP("pm::Import", …) for lupdate.
inline QString importText(const char *text)
{
    return QCoreApplication::translate("pm::Import", text);
}

} // namespace pm
