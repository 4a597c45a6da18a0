#include "documentservice.h"

#include "documentmodel.h"
#include "safewrite.h"

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QThread>
#include <QTimer>

#include <utility>

namespace pm {

// An autosave written on the worker: what the GUI thread hands over (a snapshot shares
// the section texts, it copies none) and what comes back.
struct AutosaveJob
{
    QString directory;
    QString key;
    QString originalPath;
    PostMortem draft;
    std::optional<QString> failure; // set by the worker
};

DocumentService::DocumentService(QObject *parent)
    : QObject(parent)
    , m_document(new DocumentModel(this))
    , m_autosaveTimer(new QTimer(this))
    , m_autosaveDeadline(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_reappearPoll(new QTimer(this))
    , m_recoveryKey(RecoveryStore::keyFor(QString()))
{
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(3000);
    // A crash loses at most this much typing, however steadily it goes on.
    m_autosaveDeadline->setSingleShot(true);
    m_autosaveDeadline->setInterval(1500);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentService::autosave);
    connect(m_autosaveDeadline, &QTimer::timeout, this, &DocumentService::autosave);
    connect(m_document, &DocumentModel::edited, this, &DocumentService::noteEdit);
    // A publish record is saved at the next pause; it is no typing to count.
    connect(m_document, &DocumentModel::recordChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &DocumentService::onFileChanged);
    // Once the file is reported gone, its folder tells when it is back.
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        const QString file = path();
        if (!file.isEmpty() && !m_watcher->files().contains(file) && QFileInfo::exists(file))
            pollReappeared();
    });
    m_reappearPoll->setInterval(100);
    connect(m_reappearPoll, &QTimer::timeout, this, &DocumentService::pollReappeared);
}

DocumentService::~DocumentService()
{
    // A quit waits for the write under way: the recovery file it replaces stays whole
    // either way, but the newer text would be lost, and a QThread must not be
    // destroyed while it runs. Nobody is left to hear how it went.
    if (m_autosaveWorker)
        finishAutosave(m_autosaveJob, false);
}

QString DocumentService::path() const
{
    return m_document->path();
}

void DocumentService::newDocument(const QString &language)
{
    beginDraft(QString());
    m_document->setDraft(DraftFormat::newDraft(language));
}

bool DocumentService::load(const QString &path, InputError *error)
{
    Expected<QByteArray> bytes = DraftFormat::readFile(path);
    if (!bytes) {
        if (error)
            *error = bytes.error();
        return false;
    }
    Expected<PostMortem> pm = DraftFormat::parse(bytes.value(), path);
    if (!pm) {
        if (error)
            *error = pm.error();
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    beginDraft(absolute);
    m_document->setDraft(pm.value(), absolute);
    m_diskBytes = bytes.value();
    return true;
}

void DocumentService::loadValue(const PostMortem &pm, const QString &path, bool modified)
{
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    beginDraft(absolute);
    m_document->setDraft(pm, absolute);
    if (!path.isEmpty()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            m_diskBytes = file.readAll();
    }
    m_document->setModified(modified);
}

void DocumentService::beginDraft(const QString &path)
{
    // Unsaved work of the draft being replaced is no longer wanted.
    discardRecovery();
    stopAutosaveTriggers();
    m_reappearPoll->stop();
    unwatchAll();
    m_diskBytes.clear();
    // The key is claimed at the first autosave; a crashed session's work under it
    // sends this session's autosave elsewhere then.
    m_recoveryKey = RecoveryStore::keyFor(path);
    watch(path);
}

void DocumentService::stopAutosaveTriggers()
{
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    m_editsSinceAutosave = 0;
}

void DocumentService::unwatchAll()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
}

void DocumentService::setAutosaveDelay(int ms)
{
    m_autosaveTimer->setInterval(ms);
}

int DocumentService::autosaveDelay() const
{
    return m_autosaveTimer->interval();
}

void DocumentService::setAutosaveMaxLatency(int ms)
{
    m_autosaveDeadline->setInterval(ms);
}

int DocumentService::autosaveMaxLatency() const
{
    return m_autosaveDeadline->interval();
}

void DocumentService::noteEdit()
{
    // The pause timer restarts on every edit; the deadline does not, so steady typing
    // (a word every two seconds never makes a pause) is still saved.
    m_autosaveTimer->start();
    if (!m_autosaveDeadline->isActive())
        m_autosaveDeadline->start();
    if (++m_editsSinceAutosave >= m_autosaveEdits)
        autosave();
}

void DocumentService::setRecoveryStore(const RecoveryStore &store)
{
    waitForAutosave();
    m_store = store;
}

bool DocumentService::claimRecoveryKey()
{
    // Crashed work for this file, or another running session's, keeps its key; this
    // session's autosave goes beside it.
    if (!m_wroteRecovery && !m_store.claim(m_recoveryKey))
        m_recoveryKey = RecoveryStore::keyFor(QString());
    return m_store.claim(m_recoveryKey);
}

void DocumentService::autosave()
{
    stopAutosaveTriggers();
    if (m_autosaveWorker) {
        // Never two writes of one recovery file at once: this one follows.
        m_autosaveAgain = true;
        return;
    }
    if (!m_document->isModified())
        return;
    // A key that cannot be claimed (another session's, or no directory): autosaveNow()
    // reports why, as it does for a small draft.
    if (!m_document->hasAtLeastCharacters(m_autosaveFrom) || !claimRecoveryKey()) {
        autosaveNow();
        return;
    }
    auto job = std::make_shared<AutosaveJob>();
    job->directory = m_store.directory();
    job->key = m_recoveryKey;
    job->originalPath = path();
    job->draft = m_document->snapshot(); // the documents are this thread's to read
    m_autosaveJob = job;
    m_autosaveWorker = QThread::create([job] {
        job->failure = RecoveryStore::writeEntry(job->directory, job->key, job->originalPath, DraftFormat::write(job->draft));
    });
    connect(m_autosaveWorker, &QThread::finished, this, [this, job] {
        const bool again = job == m_autosaveJob && std::exchange(m_autosaveAgain, false);
        finishAutosave(job, true);
        if (again)
            autosave();
    });
    m_autosaveWorker->start(QThread::LowPriority);
}

void DocumentService::waitForAutosave()
{
    if (!m_autosaveWorker)
        return;
    // Whoever waits writes or drops the recovery file next: no follow-up write.
    m_autosaveAgain = false;
    finishAutosave(m_autosaveJob, true);
}

void DocumentService::finishAutosave(std::shared_ptr<AutosaveJob> job, bool report)
{
    if (!job || job != m_autosaveJob)
        return; // reported already: waited for before its finished() arrived
    m_autosaveWorker->wait();
    delete m_autosaveWorker;
    m_autosaveWorker = nullptr;
    m_autosaveJob.reset();
    if (!job->failure)
        m_wroteRecovery = true;
    if (!report)
        return;
    if (job->failure)
        emit autosaveFailed(*job->failure);
    else
        emit autosaved(job->directory + QLatin1Char('/') + job->key + QStringLiteral(".md"));
}

bool DocumentService::autosaveNow()
{
    waitForAutosave();
    stopAutosaveTriggers();
    if (!m_document->isModified())
        return true;
    claimRecoveryKey(); // a failure is save()'s to report
    QString error;
    if (!m_store.save(m_recoveryKey, path(), m_document->serialized(), &error)) {
        emit autosaveFailed(error);
        return false;
    }
    m_wroteRecovery = true;
    emit autosaved(m_store.directory() + QLatin1Char('/') + m_recoveryKey + QStringLiteral(".md"));
    return true;
}

bool DocumentService::save(QString *error)
{
    if (m_document->isUntitled()) {
        if (error)
            *error = tr("the draft has no file name yet");
        return false;
    }
    return saveAs(path(), error);
}

bool DocumentService::saveAs(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QString previous = this->path();
    m_watcher->removePath(previous);
    const QByteArray bytes = m_document->serialized();
    if (const std::optional<QString> failure = writeFileAtomically(absolute, bytes)) {
        if (error)
            *error = *failure;
        watch(previous);
        return false;
    }
    m_diskBytes = bytes;
    // Read back what was written so the next save is byte-exact relative to it.
    const Expected<PostMortem> fresh = DraftFormat::parse(m_diskBytes, absolute);
    discardRecovery();
    m_recoveryKey = RecoveryStore::keyFor(absolute);
    if (m_document->markSaved(absolute, fresh ? &fresh.value() : nullptr)) {
        // A new set of tabs: as after opening, nothing is pending for them.
        stopAutosaveTriggers();
        m_reappearPoll->stop();
        unwatchAll();
    }
    watch(absolute);
    return true;
}

void DocumentService::discardRecovery()
{
    waitForAutosave(); // else it would write the file again after it is gone
    // Only what this session wrote; entries of other sessions are theirs to offer.
    if (m_wroteRecovery && !m_recoveryKey.isEmpty())
        m_store.discard(m_recoveryKey);
    m_wroteRecovery = false;
}

bool DocumentService::revert(InputError *error)
{
    if (m_document->isUntitled())
        return false;
    return load(path(), error);
}

bool DocumentService::changedOnDisk() const
{
    const QString path = this->path();
    if (path.isEmpty())
        return false;
    const QFileInfo info(path);
    if (!info.exists())
        return false;
    if (info.size() != m_diskBytes.size())
        return true;
    // Same size: the bytes decide. The mtime cannot: an edit within the file system's
    // timestamp granularity keeps it, and a mere touch changes it without a conflict.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.readAll() != m_diskBytes;
}

void DocumentService::watch(const QString &path)
{
    if (path.isEmpty() || !QFileInfo::exists(path))
        return;
    m_watcher->addPath(path);
    const QString dir = QFileInfo(path).absolutePath();
    if (m_watcher->directories().contains(dir))
        m_watcher->removePath(dir);
}

void DocumentService::onFileChanged(const QString &path)
{
    if (path != this->path())
        return;
    if (!QFileInfo::exists(path)) {
        // Many programs replace a file by removing it and writing it again (git
        // checkout, editors that save by rename): look again shortly before saying
        // it is gone. The watch on a removed file is dead either way.
        m_watcher->removePath(path);
        m_pollsLeft = 20;
        m_reappearPoll->start();
        return;
    }
    // An atomic replace drops the watch; take it up again.
    if (!m_watcher->files().contains(path))
        watch(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    if (file.readAll() != m_diskBytes)
        emit fileChangedOnDisk(path);
}

void DocumentService::pollReappeared()
{
    const QString path = this->path();
    if (path.isEmpty()) {
        m_reappearPoll->stop();
        return;
    }
    if (QFileInfo::exists(path)) {
        m_reappearPoll->stop();
        watch(path);
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.readAll() != m_diskBytes)
            emit fileChangedOnDisk(path);
        return;
    }
    if (m_reappearPoll->isActive() && --m_pollsLeft > 0)
        return;
    m_reappearPoll->stop();
    // Gone for good, as far as anyone can tell: say so, and let the folder's watch
    // report when the file comes back.
    m_watcher->addPath(QFileInfo(path).absolutePath());
    emit fileChangedOnDisk(path);
}

} // namespace pm
