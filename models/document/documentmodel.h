#pragma once

#include "draftformat.h"
#include "postmortem.h"
#include "recoverystore.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QFileSystemWatcher;
class QTextDocument;
class QThread;
class QTimer;

namespace pm {

struct AutosaveJob;

// One export's content for counting revision rounds (DocumentModel::prepareDelivery).
struct Delivery
{
    QByteArray content;
    int revision = 1; // the revision the delivered payload carries
};

// The live editing session of one draft: a QTextDocument per section (each with its
// own undo stack), the metadata, the file path, the modified state, autosave into the
// recovery store, and a watch on the file for changes made by someone else.
// Widgets observe it; they never own document state.
class DocumentModel : public QObject
{
    Q_OBJECT

public:
    struct Entry
    {
        QString key;       // a section id, or "extra-N" for extra sections
        QString sectionId; // empty for an extra section
        QString heading;
        // Created on first use (document()): a draft of thousands of sections must not
        // cost thousands of QTextDocuments to open. Null until then; use document(key).
        QTextDocument *document = nullptr;
    };

    // The margin of every section document (the editors show them with it).
    static constexpr int SectionDocumentMargin = 10;

    explicit DocumentModel(QObject *parent = nullptr);
    ~DocumentModel() override;

    // Replaces the session with a new draft from the template.
    void newDocument(const QString &language);
    // Opens a file. On failure the current session is untouched.
    bool load(const QString &path, InputError *error = nullptr);
    // Replaces the session with a value (e.g. recovered work) that belongs to path.
    void loadValue(const PostMortem &pm, const QString &path, bool modified);
    // The text is not based on the file as it is on disk now (work recovered after
    // another program wrote the file): the next save asks before it replaces the file.
    void forgetDiskVersion() { m_diskBytes.clear(); }

    bool save(QString *error = nullptr);
    bool saveAs(const QString &path, QString *error = nullptr);
    // Reloads from disk, dropping edits.
    bool revert(InputError *error = nullptr);

    PostMortem snapshot() const;
    QByteArray serialized() const; // what save() would write

    QString path() const { return m_path; }
    bool isUntitled() const { return m_path.isEmpty(); }
    bool isModified() const;
    void setModified(bool modified);
    QString language() const { return m_pm.meta.language; }

    // Sections as tabs, in the order of PostMortem::seedOrder(true): the nine in the
    // seed's order, each extra section after the one it followed in the file.
    const QList<Entry> &entries() const { return m_entries; }
    int indexOfKey(const QString &key) const;
    // The section's editable document, created on first use.
    QTextDocument *document(const QString &key) const;
    // The section's current text (normalised as it would be saved), without creating
    // its document; cached until the next edit.
    QString sectionText(int index) const;
    // Anything but whitespace and HTML comments (as the linter's emptiness), found
    // without copying the text: it stops at the first character that counts.
    bool sectionHasContent(int index) const;
    int sectionCharacterCount(int index) const;
    // Whether the sections hold at least that many characters together, counted only
    // until they do: what decides that a draft's checks or autosave leave the GUI thread.
    bool hasAtLeastCharacters(qsizetype characters) const;

    Meta meta() const { return m_pm.meta; }
    void setMeta(const Meta &meta);
    GateInputs gateInputs() const { return m_pm.gate; }
    void setGateInputs(const GateInputs &gate);
    Scope scope() const { return m_pm.scope; }
    void setScope(const Scope &scope);
    // What publishing records in the front matter: the draft's id, and the comment(s)
    // it posted (`id`, `published`).
    void setPublishRecord(const QString &draftId, const Published &published);

    // Revision rounds (the seed's iteration count, kept in the draft's `revision`). A
    // delivery (a copy, a saved export, a post) whose content differs from the previous
    // delivery in this session starts the next round; the same content delivered again
    // (another destination, a second copy) is the same round. The content is the
    // canonical form without the keys delivering itself writes (`revision`, `id`,
    // `published`), computed once per export.
    // What delivering pm (a snapshot of this session, as the export shows it) would be.
    Delivery prepareDelivery(const PostMortem &pm) const;
    // Records a delivery; true when it started a new round (then `revision` is its
    // revision). Opening or starting another draft starts the count afresh.
    bool noteDelivered(const Delivery &delivery);

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

    // The file at path() differs from what was last read or written here (another
    // program wrote it since). False when it is gone or unchanged.
    bool changedOnDisk() const;

signals:
    void documentReset(); // new entries / file; views rebuild
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);
    void metaChanged();
    void sectionEdited(const QString &key); // text of one section changed
    void autosaved(const QString &draftPath);
    void autosaveFailed(const QString &message);
    void fileChangedOnDisk(const QString &path);

private:
    void reset(const PostMortem &pm, const QString &path);
    void clearEntries();
    void onContentsChanged(const QString &key);
    QTextDocument *createDocument(int index) const;
    void updateModified();
    void noteEdit();
    void watch(const QString &path);
    void onFileChanged(const QString &path);
    void pollReappeared();
    bool writeTo(const QString &path, QString *error);
    // The key this session autosaves under: its own, or a fresh one when crashed work
    // or another running session holds it. False when not even that one can be taken.
    bool claimRecoveryKey();
    void finishAutosave(std::shared_ptr<AutosaveJob> job, bool report); // a copy: the member is reset

    PostMortem m_pm; // the value as last read or saved, plus metadata edits
    // Mutable: documents and cached texts come into being on first use, from const
    // readers too; neither changes what the model holds.
    mutable QList<Entry> m_entries;
    struct Text
    {
        QString text;           // normalised section text
        bool current = true;    // false once the document changed since text was taken
        bool changing = false;  // a contentsChange came; its contentsChanged is an edit
        bool newLayout = false; // the next contentsChange only announces a new layout
    };
    mutable QList<Text> m_texts; // parallel to m_entries
    QHash<QString, int> m_index; // key -> entry
    QString m_path;
    QByteArray m_diskBytes; // what we last read or wrote, to tell our writes apart
    bool m_metaModified = false;
    bool m_lastModified = false;
    QTimer *m_autosaveTimer = nullptr;    // the pause
    QTimer *m_autosaveDeadline = nullptr; // started by the first unsaved edit, never restarted
    int m_autosaveEdits = 100;
    int m_editsSinceAutosave = 0;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_reappearPoll = nullptr; // the file was removed: is it back?
    int m_pollsLeft = 0;
    RecoveryStore m_store;
    QString m_recoveryKey;
    QByteArray m_lastDelivered; // content of the last delivery, empty before the first
    bool m_wroteRecovery = false;
    int m_autosaveFrom = DefaultBackgroundAutosaveFrom;
    QThread *m_autosaveWorker = nullptr; // the write under way, or null
    std::shared_ptr<AutosaveJob> m_autosaveJob;
    bool m_autosaveAgain = false; // asked while a write was under way
};

} // namespace pm
