#pragma once

#include "initresources.h"

#include <QByteArray>
#include <QFile>

namespace pmtest {

// The sample draft as the application bundles it (needs pm_resources).
inline QByteArray sample()
{
    pmInitResources();
    QFile f(QStringLiteral(":/samples/sample-postmortem.md"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("sample missing from resources");
    return f.readAll();
}

} // namespace pmtest
