#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

// File helpers for tests: a failed write stops the test run, a failed read gives
// empty bytes (which the test's comparison then reports).
namespace pmtest {

inline QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace pmtest
