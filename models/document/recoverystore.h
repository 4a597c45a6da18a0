#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace pm {

// Unsaved work kept on disk so that a crash loses at most the last seconds of typing.
// Each entry is a draft file (<key>.md) and a small JSON note (<key>.json) naming the
// file it belongs to and the process that wrote it.
class RecoveryStore
{
public:
    struct Entry
    {
        QString key;
        QString originalPath;  // empty for a draft never saved
        QDateTime savedAt;
        qint64 pid = 0;
        QString draftPath;     // the autosaved bytes
    };

    // dir defaults to <AppDataLocation>/autosave.
    explicit RecoveryStore(const QString &dir = QString());

    QString directory() const { return m_dir; }
    static QString keyFor(const QString &originalPath);   // stable per file; random for untitled

    bool save(const QString &key, const QString &originalPath, const QByteArray &bytes,
              QString *error = nullptr);
    void discard(const QString &key);
    // Entries left by processes that are no longer running (a crash or a kill).
    QList<Entry> pending() const;
    QByteArray read(const Entry &entry) const;

private:
    QString m_dir;
};

} // namespace pm
