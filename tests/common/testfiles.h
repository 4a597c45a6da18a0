#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QFile>
#include <QString>

#ifdef Q_OS_UNIX
#include <algorithm>
#include <cstdio>
#include <dirent.h>
#endif

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

#ifdef PM_FIXTURES_DIR
// A file of the test directory's fixtures/; a missing one stops the run.
inline QByteArray readFixture(const QString &relative)
{
    QFile f(QStringLiteral(PM_FIXTURES_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(relative));
    return f.readAll();
}
#endif

#ifdef Q_OS_UNIX
// The same for a file named by raw bytes: a name that is not UTF-8 ("caf\xe9.md"),
// which QFile cannot spell and QDir does not list.
inline void writeNativeFile(const QByteArray &name, const QByteArray &bytes)
{
    FILE *f = std::fopen(name.constData(), "wb");
    if (!f || std::fwrite(bytes.constData(), 1, size_t(bytes.size()), f) != size_t(bytes.size()))
        qFatal("cannot write %s", name.constData());
    std::fclose(f);
}

inline QByteArray readNativeFile(const QByteArray &name)
{
    QByteArray out;
    if (FILE *f = std::fopen(name.constData(), "rb")) {
        char buffer[4096];
        size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
            out.append(buffer, int(n));
        std::fclose(f);
    }
    return out;
}

// Every entry of a folder but . and .., hidden ones too, by their bytes, sorted.
inline QByteArrayList nativeEntries(const QByteArray &folder)
{
    QByteArrayList out;
    if (DIR *dir = ::opendir(folder.constData())) {
        while (const dirent *entry = ::readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (name != "." && name != "..")
                out.append(name);
        }
        ::closedir(dir);
    }
    std::sort(out.begin(), out.end());
    return out;
}
#endif

} // namespace pmtest
