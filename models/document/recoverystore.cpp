#include "recoverystore.h"

#include "safewrite.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#endif
#ifdef Q_OS_WIN
#include <windows.h>
#endif

namespace pm {

namespace {

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (pid == QCoreApplication::applicationPid())
        return true;
#if defined(Q_OS_UNIX)
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#elif defined(Q_OS_WIN)
    HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!h)
        return false;
    DWORD code = 0;
    const bool alive = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
    CloseHandle(h);
    return alive;
#else
    return false;
#endif
}

} // namespace

RecoveryStore::RecoveryStore(const QString &dir)
    : m_dir(dir.isEmpty()
                ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                      + QStringLiteral("/autosave")
                : dir)
{
}

QString RecoveryStore::keyFor(const QString &originalPath)
{
    if (originalPath.isEmpty())
        return QStringLiteral("untitled-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    const QByteArray canonical = QFileInfo(originalPath).absoluteFilePath().toUtf8();
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha1).toHex().left(16));
}

bool RecoveryStore::save(const QString &key, const QString &originalPath, const QByteArray &bytes,
                         QString *error)
{
    if (!QDir().mkpath(m_dir)) {
        if (error)
            *error = QCoreApplication::translate("pm::RecoveryStore", "cannot create %1").arg(m_dir);
        return false;
    }
    if (const std::optional<QString> failure =
            writeFileAtomically(m_dir + QLatin1Char('/') + key + QStringLiteral(".md"), bytes)) {
        if (error)
            *error = *failure;
        return false;
    }
    const QJsonObject note{
        {QStringLiteral("path"), originalPath.isEmpty() ? QString() : QFileInfo(originalPath).absoluteFilePath()},
        {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
    };
    if (const std::optional<QString> failure =
            writeFileAtomically(m_dir + QLatin1Char('/') + key + QStringLiteral(".json"),
                                QJsonDocument(note).toJson(QJsonDocument::Compact))) {
        if (error)
            *error = *failure;
        return false;
    }
    return true;
}

void RecoveryStore::discard(const QString &key)
{
    QFile::remove(m_dir + QLatin1Char('/') + key + QStringLiteral(".md"));
    QFile::remove(m_dir + QLatin1Char('/') + key + QStringLiteral(".json"));
}

QList<RecoveryStore::Entry> RecoveryStore::pending() const
{
    QList<Entry> out;
    const QDir dir(m_dir);
    const QStringList notes = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QString &name : notes) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject note = QJsonDocument::fromJson(file.readAll()).object();
        Entry e;
        e.key = name.left(name.size() - 5);
        e.originalPath = note.value(QStringLiteral("path")).toString();
        e.savedAt = QDateTime::fromString(note.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
        e.pid = qint64(note.value(QStringLiteral("pid")).toDouble());
        e.draftPath = dir.filePath(e.key + QStringLiteral(".md"));
        if (!QFileInfo::exists(e.draftPath) || processAlive(e.pid))
            continue;
        out.append(e);
    }
    return out;
}

QByteArray RecoveryStore::read(const Entry &entry) const
{
    QFile file(entry.draftPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace pm
