#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <map>
#include <memory>
#include <optional>

class QLockFile;

namespace pm {

// Unsaved work kept on disk so that a crash loses at most the last seconds of typing.
// Each entry is a draft file (<key>.md) and a small JSON note (<key>.json) naming the
// file it belongs to, and a QLockFile (<key>.lock) its session holds while it runs.
// Whether the writer still runs is the lock's question, not a PID's: the kernel drops
// the lock when the process dies, however its PID is reused (a PID namespace where the
// editor is PID 1 on every launch, a restart while the zombie still holds the number).
// Copies of a store share its locks: they are one session's view of the directory.
class RecoveryStore
{
public:
    struct Entry
    {
        QString key;
        QString originalPath; // empty for a draft never saved
        QDateTime savedAt;
        qint64 pid = 0;
        QString draftPath; // the autosaved bytes
    };

    // dir defaults to <AppDataLocation>/autosave.
    explicit RecoveryStore(const QString &dir = QString());

    QString directory() const { return m_dir; }
    static QString keyFor(const QString &originalPath); // stable per file; random for untitled

    // Takes the key for this session: false when another running session holds it, or
    // when work of a session that ended is stored under it (that waits for the author's
    // decision and is never overwritten). True without a lock when the lock file cannot
    // be written (a full disk): the save then reports the OS error. save() claims first.
    bool claim(const QString &key);
    bool save(const QString &key, const QString &originalPath, const QByteArray &bytes,
              QString *error = nullptr);
    // The writing part of save(), for a key already claimed: the draft, then its note,
    // each atomically; the OS error when either fails. It touches those two files only
    // (no lock, no copy of a store), so it may run on any thread: a big draft's
    // autosave writes on a worker. The caller keeps two writes of one key apart.
    static std::optional<QString> writeEntry(const QString &directory, const QString &key,
                                             const QString &originalPath, const QByteArray &bytes);
    // Removes the entry and lets its key go.
    void discard(const QString &key);
    // Entries whose session no longer runs (a crash or a kill).
    QList<Entry> pending() const;
    QByteArray read(const Entry &entry) const;

private:
    QString pathFor(const QString &key, const char *suffix) const;
    // True while a running session (this one included) holds the key's lock.
    bool isHeld(const QString &key) const;

    QString m_dir;
    std::shared_ptr<std::map<QString, std::unique_ptr<QLockFile>>> m_locks;
};

} // namespace pm
