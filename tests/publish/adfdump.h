#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

// Every ADF body a publish test builds or posts is written here, and the
// publish_bodies_adf_valid test runs Atlassian's validator over the folder afterwards
// (tests/adf-conformance/validate.js), so "valid ADF" is checked by the real validator.
inline void dumpAdfBody(const QString &name, const QByteArray &body)
{
    const QString dir = QStringLiteral(PM_ADF_DUMP_DIR);
    QDir().mkpath(dir);
    QString safe = name;
    for (QChar &c : safe) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-'))
            c = QLatin1Char('_');
    }
    QFile f(dir + QLatin1Char('/') + safe + QStringLiteral(".json"));
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(body);
}
