#pragma once

#include "draftformat.h"
#include "postmortem.h"
#include "recoverystore.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>

class QFileSystemWatcher;
class QThread;
class QTimer;

namespace pm {

class DocumentModel;
struct AutosaveJob;

// What happens to the draft between the editor and the disk: it opens, saves, reverts
// and autosaves the DocumentModel it owns into the recovery store, and watches the file
// for changes made by someone else. The window asks it for file operations.
class DocumentService : public QObject
{
    Q_OBJECT

public:
    explicit DocumentService(QObject *parent = nullptr);
    ~DocumentService() override;

    DocumentModel *document() const { return m_document; }

    // Replaces the draft with a new one from the template.
    void newDocument(const QString &language);
    // Opens a file. On failure the current draft is untouched.
    bool load(const QString &path, InputError *error = nullptr);
    // Replaces the draft with a value (e.g. recovered work) that belongs to path.
    void loadValue(const PostMortem &pm, const QString &path, bool modified);
    // The text is not based on the file as it is on disk now (work recovered after
    // another program wrote the file): the next save asks before it replaces the file.
    void forgetDiskVersion() { m_diskBytes.clear(); }

    bool save(QString *error = nullptr);
    bool saveAs(const QString &path, QString *error = nullptr);
    // Reloads from disk, dropping edits.
    bool revert(InputError *error = nullptr);

    // Autosave, whichever comes first (as Vim's updatetime/updatecount and Emacs'
    // auto-save-timeout/auto-save-interval): a pause of this many ms in typing...
    void setAutosaveDelay(int ms);
    int autosaveDelay() const;
    // ...this many ms after the first unsaved edit, however steadily the typing goes
    // on (the bound on what a crash loses)...
    void setAutosaveMaxLatency(int ms);
    int autosaveMaxLatency() const;
    // ...or this many edits since the last autosave.
    void setAutosaveEditCount(int edits) { m_autosaveEdits = qMax(1, edits); }
    int autosaveEditCount() const { return m_autosaveEdits; }
    RecoveryStore &recoveryStore() { return m_store; }
    void setRecoveryStore(const RecoveryStore &store);
    QString recoveryKey() const { return m_recoveryKey; }
    // Writes the autosave now (if modified), on this thread; returns false on a write
    // error. A write under way on the worker is waited for first.
    bool autosaveNow();
    // What the pause, the deadline and the edit count start. A draft smaller than
    // backgroundAutosaveFrom() characters is written at once (autosaveNow(), well
    // under a millisecond). A bigger one is serialised and written on a worker thread
    // (4 MiB took 20-40 ms of the GUI thread): only the snapshot is taken here, and the
    // result comes as autosaved() or autosaveFailed() once the worker is done. One
    // write at a time: asked again meanwhile, it writes the text as it is then once
    // the first is done.
    void autosave();
    static constexpr int DefaultBackgroundAutosaveFrom = 128 * 1024;
    void setBackgroundAutosaveFrom(int characters) { m_autosaveFrom = characters; }
    int backgroundAutosaveFrom() const { return m_autosaveFrom; }
    // A write is under way on the worker (its signal has not been emitted yet).
    bool isAutosavePending() const { return m_autosaveWorker != nullptr; }
    // Waits for the worker's write, if any, and reports it (autosaved() or
    // autosaveFailed()). Whatever writes or removes the recovery files waits here first
    // (autosaveNow(), discardRecovery(), another store, a new draft), so no two writes
    // of one recovery file overlap and none lands after a discard; the destructor waits
    // too, so quitting never cuts a write short.
    void waitForAutosave();
    // Removes the autosave this session wrote (a clean close, a save).
    void discardRecovery();

    // The file at the draft's path differs from what was last read or written here
    // (another program wrote it since). False when it is gone or unchanged.
    bool changedOnDisk() const;

signals:
    void autosaved(const QString &draftPath);
    void autosaveFailed(const QString &message);
    void fileChangedOnDisk(const QString &path);

private:
    // Ends the autosave and the watch of the draft being replaced; starts those of path.
    void beginDraft(const QString &path);
    void stopAutosaveTriggers();
    void unwatchAll();
    QString path() const;
    void noteEdit();
    void watch(const QString &path);
    void onFileChanged(const QString &path);
    void pollReappeared();
    // The key this session autosaves under: its own, or a fresh one when crashed work
    // or another running session holds it. False when not even that one can be taken.
    bool claimRecoveryKey();
    void finishAutosave(std::shared_ptr<AutosaveJob> job, bool report); // a copy: the member is reset

    DocumentModel *m_document;
    QByteArray m_diskBytes;               // what we last read or wrote, to tell our writes apart
    QTimer *m_autosaveTimer = nullptr;    // the pause
    QTimer *m_autosaveDeadline = nullptr; // started by the first unsaved edit, never restarted
    int m_autosaveEdits = 100;
    int m_editsSinceAutosave = 0;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_reappearPoll = nullptr; // the file was removed: is it back?
    int m_pollsLeft = 0;
    RecoveryStore m_store;
    QString m_recoveryKey;
    bool m_wroteRecovery = false;
    int m_autosaveFrom = DefaultBackgroundAutosaveFrom;
    QThread *m_autosaveWorker = nullptr; // the write under way, or null
    std::shared_ptr<AutosaveJob> m_autosaveJob;
    bool m_autosaveAgain = false; // asked while a write was under way
};

} // namespace pm
