#include "recoverystore.h"

#include "safewrite.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QSysInfo>
#include <QUuid>

namespace pm {

namespace {

// A lock file that exists although tryLock() failed: is its owner gone? Qt already
// removes a lock whose recorded process is not running; one whose PID and name belong
// to a live process (PID reuse) is left to the kernel's word: removeStaleLockFile()
// succeeds only when no process holds the file's native lock, and a dead one holds none.
bool ownerGone(QLockFile &lock)
{
    qint64 pid = 0;
    QString host, app;
    // A session on another machine (a shared home directory) cannot be seen from here.
    if (lock.getLockInfo(&pid, &host, &app) && !host.isEmpty() && host != QSysInfo::machineHostName())
        return false;
    return lock.removeStaleLockFile();
}

} // namespace

RecoveryStore::RecoveryStore(const QString &dir)
    : m_dir(dir.isEmpty()
                ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                      + QStringLiteral("/autosave")
                : dir)
    , m_locks(std::make_shared<std::map<QString, std::unique_ptr<QLockFile>>>())
{
}

QString RecoveryStore::pathFor(const QString &key, const char *suffix) const
{
    return m_dir + QLatin1Char('/') + key + QLatin1String(suffix);
}

bool RecoveryStore::claim(const QString &key)
{
    if (m_locks->count(key))
        return true;
    if (!QDir().mkpath(m_dir))
        return false;
    auto lock = std::make_unique<QLockFile>(pathFor(key, ".lock"));
    lock->setStaleLockTime(0); // a live session's lock never ages out
    bool locked = lock->tryLock(0);
    if (!locked && lock->error() == QLockFile::LockFailedError) {
        // Held: by a running session, or by none (a crash) and then ours to take.
        if (!ownerGone(*lock) || !lock->tryLock(0))
            return false;
        locked = true;
    }
    // Work under this key was left by a session that ended: it is the author's to
    // recover or discard, never ours to overwrite.
    if (QFileInfo::exists(pathFor(key, ".md")) || QFileInfo::exists(pathFor(key, ".json"))) {
        if (locked)
            lock->unlock();
        return false;
    }
    // Not locked: the lock file could not be written (a full disk, no permission).
    // The autosave goes ahead and its own write reports the OS error.
    if (locked)
        m_locks->emplace(key, std::move(lock));
    return true;
}

bool RecoveryStore::isHeld(const QString &key) const
{
    if (m_locks->count(key))
        return true;
    QLockFile probe(pathFor(key, ".lock"));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    // Unreadable or uncreatable: nobody can be shown to hold it, so the work is offered.
    if (probe.error() != QLockFile::LockFailedError)
        return false;
    return !ownerGone(probe);
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
    if (!claim(key)) {
        if (error)
            *error = QCoreApplication::translate("pm::RecoveryStore", "%1 belongs to another session").arg(key);
        return false;
    }
    if (const std::optional<QString> failure = writeEntry(m_dir, key, originalPath, bytes)) {
        if (error)
            *error = *failure;
        return false;
    }
    return true;
}

std::optional<QString> RecoveryStore::writeEntry(const QString &directory, const QString &key,
                                                 const QString &originalPath, const QByteArray &bytes)
{
    if (!QDir().mkpath(directory))
        return QCoreApplication::translate("pm::RecoveryStore", "cannot create %1").arg(directory);
    const QString base = directory + QLatin1Char('/') + key;
    if (std::optional<QString> failure = writeFileAtomically(base + QStringLiteral(".md"), bytes))
        return failure;
    const QJsonObject note{
        {QStringLiteral("path"), originalPath.isEmpty() ? QString() : QFileInfo(originalPath).absoluteFilePath()},
        {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
    };
    return writeFileAtomically(base + QStringLiteral(".json"), QJsonDocument(note).toJson(QJsonDocument::Compact));
}

void RecoveryStore::discard(const QString &key)
{
    QFile::remove(pathFor(key, ".md"));
    QFile::remove(pathFor(key, ".json"));
    m_locks->erase(key); // unlocks and removes the lock file
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
        if (!QFileInfo::exists(e.draftPath) || isHeld(e.key))
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
