#include "documentmodel.h"

#include "safewrite.h"
#include "sectioncatalogue.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>

#include <utility>
#include <vector>

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

namespace {

// The text of a QTextDocument exactly as typed: toPlainText() would turn no-break
// spaces into plain ones and break the lossless round trip.
QString documentText(const QTextDocument *doc)
{
    QString text = doc->toRawText();
    // QString's own loops, not one over QChar references: a third of the snapshot's
    // time in a 4 MiB section went to that loop.
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    return text;
}

} // namespace

DocumentModel::DocumentModel(QObject *parent)
    : QObject(parent)
    , m_autosaveTimer(new QTimer(this))
    , m_autosaveDeadline(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_reappearPoll(new QTimer(this))
{
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(3000);
    // A crash loses at most this much typing, however steadily it goes on.
    m_autosaveDeadline->setSingleShot(true);
    m_autosaveDeadline->setInterval(1500);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentModel::autosave);
    connect(m_autosaveDeadline, &QTimer::timeout, this, &DocumentModel::autosave);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &DocumentModel::onFileChanged);
    // Once the file is reported gone, its folder tells when it is back.
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (!m_path.isEmpty() && !m_watcher->files().contains(m_path) && QFileInfo::exists(m_path))
            pollReappeared();
    });
    m_reappearPoll->setInterval(100);
    connect(m_reappearPoll, &QTimer::timeout, this, &DocumentModel::pollReappeared);
    reset(DraftFormat::newDraft(QStringLiteral("en")), QString());
}

DocumentModel::~DocumentModel()
{
    // A quit waits for the write under way: the recovery file it replaces stays whole
    // either way, but the newer text would be lost, and a QThread must not be
    // destroyed while it runs. Nobody is left to hear how it went.
    if (m_autosaveWorker)
        finishAutosave(m_autosaveJob, false);
    clearEntries();
}

void DocumentModel::newDocument(const QString &language)
{
    reset(DraftFormat::newDraft(language), QString());
    m_lastDelivered.clear();
}

bool DocumentModel::load(const QString &path, InputError *error)
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
    reset(pm.value(), absolute);
    m_lastDelivered.clear();
    m_diskBytes = bytes.value();
    return true;
}

void DocumentModel::loadValue(const PostMortem &pm, const QString &path, bool modified)
{
    reset(pm, path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath());
    m_lastDelivered.clear();
    if (!path.isEmpty()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            m_diskBytes = file.readAll();
    }
    setModified(modified);
}

void DocumentModel::clearEntries()
{
    for (Entry &e : m_entries)
        delete e.document;
    m_entries.clear();
}

void DocumentModel::reset(const PostMortem &pm, const QString &path)
{
    // Unsaved work of the session being replaced is no longer wanted.
    discardRecovery();
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    m_editsSinceAutosave = 0;
    m_reappearPoll->stop();
    // Views still show the old documents until they hear documentReset; delete those
    // only afterwards.
    const QList<Entry> previous = m_entries;
    m_entries.clear();
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_diskBytes.clear();

    m_pm = pm;
    m_path = path;
    m_metaModified = false;
    // The key is claimed at the first autosave; a crashed session's work under it
    // sends this session's autosave elsewhere then.
    m_recoveryKey = RecoveryStore::keyFor(path);

    m_texts.clear();
    m_index.clear();
    auto add = [this](const QString &key, const QString &sectionId, const QString &heading, const QString &text) {
        m_index.insert(key, int(m_entries.size()));
        m_entries.append({key, sectionId, heading, nullptr});
        m_texts.append({text, true});
    };
    // The draft's order, as the preview and the export have it; an extra section's key
    // counts the extra sections before it in the file.
    std::vector<int> extraNumber;
    int extras = 0;
    for (const Section &s : pm.sections)
        extraNumber.push_back(s.isExtra() ? extras++ : -1);
    for (const int i : pm.seedOrder(true)) {
        if (i < 0) {
            const SectionInfo &info = SectionCatalogue::all().at(-1 - i);
            add(info.id, info.id, info.heading(pm.meta.language), QString());
            continue;
        }
        const Section &s = pm.sections.at(i);
        if (s.isExtra())
            add(QStringLiteral("extra-%1").arg(extraNumber.at(std::size_t(i))), QString(), s.heading, s.text);
        else
            add(s.id, s.id, s.heading.isEmpty() ? SectionCatalogue::find(s.id)->heading(pm.meta.language) : s.heading, s.text);
    }
    watch(path);
    m_lastModified = false;
    emit documentReset();
    emit pathChanged(m_path);
    emit metaChanged();
    m_lastModified = isModified();
    emit modifiedChanged(m_lastModified);
    // Later, not now: the reset may come from inside one of them (an edit's signal).
    for (const Entry &e : previous) {
        if (e.document) {
            disconnect(e.document, nullptr, this, nullptr);
            e.document->deleteLater();
        }
    }
}

int DocumentModel::indexOfKey(const QString &key) const
{
    return m_index.value(key, -1);
}

QTextDocument *DocumentModel::createDocument(int index) const
{
    Entry &e = m_entries[index];
    auto *doc = new QTextDocument;
    doc->setPlainText(m_texts.at(index).text);
    // The section editor's margin, set before the undo history starts: set by the
    // editor later it is an undoable format change, one more step than the text's
    // (and a Replace All made before the tab was opened would no longer undo as one).
    doc->setDocumentMargin(SectionDocumentMargin);
    doc->clearUndoRedoStacks();
    doc->setModified(false);
    // The document's own text is the section's from now on (setPlainText may differ
    // in details such as a last line break).
    m_texts[index].current = false;
    auto *self = const_cast<DocumentModel *>(this);
    const QString key = e.key;
    // Which contentsChanged is an edit (onContentsChanged): a contentsChange before it
    // says so, except the one a new layout sends, which no contentsChanged follows.
    connect(doc, &QTextDocument::documentLayoutChanged, self, [self, key] {
        const int i = self->indexOfKey(key);
        if (i >= 0)
            self->m_texts[i].newLayout = true;
    });
    connect(doc, &QTextDocument::contentsChange, self, [self, key] {
        const int i = self->indexOfKey(key);
        if (i >= 0 && !std::exchange(self->m_texts[i].newLayout, false))
            self->m_texts[i].changing = true;
    });
    connect(doc, &QTextDocument::contentsChanged, self, [self, key] { self->onContentsChanged(key); });
    connect(doc, &QTextDocument::modificationChanged, self, [self] { self->updateModified(); });
    e.document = doc;
    return doc;
}

QTextDocument *DocumentModel::document(const QString &key) const
{
    const int i = indexOfKey(key);
    if (i < 0)
        return nullptr;
    return m_entries.at(i).document ? m_entries.at(i).document : createDocument(i);
}

QString DocumentModel::sectionText(int index) const
{
    Text &t = m_texts[index];
    if (!t.current) {
        t.text = DraftFormat::normalizeSectionText(documentText(m_entries.at(index).document));
        t.current = true;
    }
    return t.text;
}

bool DocumentModel::sectionHasContent(int index) const
{
    const QTextDocument *doc = m_entries.at(index).document;
    if (!doc)
        return PostMortem::hasContent(m_texts.at(index).text);
    // Block by block, an HTML comment may span lines.
    bool inComment = false;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        const QString line = block.text();
        qsizetype i = 0;
        while (i < line.size()) {
            if (inComment) {
                const qsizetype close = line.indexOf(QLatin1String("-->"), i);
                if (close < 0)
                    break;
                inComment = false;
                i = close + 3;
            } else if (QStringView(line).mid(i).startsWith(QLatin1String("<!--"))) {
                inComment = true;
                i += 4;
            } else if (!line.at(i).isSpace()) {
                return true;
            } else {
                ++i;
            }
        }
    }
    return false;
}

int DocumentModel::sectionCharacterCount(int index) const
{
    const QTextDocument *doc = m_entries.at(index).document;
    return doc ? qMax(0, doc->characterCount() - 1) : int(m_texts.at(index).text.size());
}

PostMortem DocumentModel::snapshot() const
{
    // The n-th extra section of m_pm is the entry keyed "extra-n".
    PostMortem pm = m_pm;
    int extra = 0;
    for (Section &s : pm.sections) {
        if (!s.isExtra())
            continue;
        const int entry = indexOfKey(QStringLiteral("extra-%1").arg(extra++));
        if (entry >= 0 && m_entries.at(entry).document)
            s.text = sectionText(entry);
    }
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries.at(i);
        if (e.sectionId.isEmpty() || !e.document)
            continue;
        const QString text = sectionText(i);
        if (pm.hasSection(e.sectionId) || !text.trimmed().isEmpty())
            pm.setSectionText(e.sectionId, text);
    }
    return pm;
}

QByteArray DocumentModel::serialized() const
{
    return DraftFormat::write(snapshot());
}

bool DocumentModel::isModified() const
{
    if (m_metaModified)
        return true;
    for (const Entry &e : m_entries) {
        if (e.document && e.document->isModified())
            return true;
    }
    return false;
}

void DocumentModel::setModified(bool modified)
{
    m_metaModified = modified;
    if (!modified) {
        for (const Entry &e : m_entries) {
            if (e.document)
                e.document->setModified(false);
        }
    }
    updateModified();
}

void DocumentModel::updateModified()
{
    const bool now = isModified();
    if (now != m_lastModified) {
        m_lastModified = now;
        emit modifiedChanged(now);
    }
}

void DocumentModel::setMeta(const Meta &meta)
{
    if (meta == m_pm.meta)
        return;
    const bool languageChanged = meta.language != m_pm.meta.language;
    m_pm.meta = meta;
    if (languageChanged) {
        // Headings that still carry the catalogue's name follow the document language.
        for (Entry &e : m_entries) {
            if (const SectionInfo *info = SectionCatalogue::find(e.sectionId)) {
                if (!m_pm.hasSection(e.sectionId))
                    e.heading = info->heading(meta.language);
            }
        }
    }
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    noteEdit();
}

void DocumentModel::setGateInputs(const GateInputs &gate)
{
    if (gate == m_pm.gate)
        return;
    m_pm.gate = gate;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    noteEdit();
}

void DocumentModel::setScope(const Scope &scope)
{
    if (scope == m_pm.scope)
        return;
    m_pm.scope = scope;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    noteEdit();
}

void DocumentModel::setPublishRecord(const QString &draftId, const Published &published)
{
    if (draftId == m_pm.draftId && published == m_pm.published)
        return;
    m_pm.draftId = draftId;
    m_pm.published = published;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    m_autosaveTimer->start();
}

Delivery DocumentModel::prepareDelivery(const PostMortem &pm) const
{
    PostMortem content = pm;
    content.meta.revision = 1;
    content.draftId.clear();
    content.published = Published();
    Delivery d{DraftFormat::canonical(content), pm.meta.revision};
    if (!m_lastDelivered.isEmpty() && d.content != m_lastDelivered)
        d.revision += 1;
    return d;
}

bool DocumentModel::noteDelivered(const Delivery &delivery)
{
    const bool newRound = !m_lastDelivered.isEmpty() && delivery.content != m_lastDelivered;
    m_lastDelivered = delivery.content;
    if (!newRound)
        return false;
    Meta meta = m_pm.meta;
    meta.revision = delivery.revision;
    setMeta(meta);
    return true;
}

void DocumentModel::setAutosaveDelay(int ms)
{
    m_autosaveTimer->setInterval(ms);
}

int DocumentModel::autosaveDelay() const
{
    return m_autosaveTimer->interval();
}

void DocumentModel::setAutosaveMaxLatency(int ms)
{
    m_autosaveDeadline->setInterval(ms);
}

int DocumentModel::autosaveMaxLatency() const
{
    return m_autosaveDeadline->interval();
}

void DocumentModel::onContentsChanged(const QString &key)
{
    const int i = indexOfKey(key);
    if (i >= 0) {
        // A highlighter's pass sets formats in an edit block of its own, which ends in
        // contentsChanged with no character changed. A document with a layout (every
        // highlighted one) says contentsChange first for any change of its text.
        const QTextDocument *doc = m_entries.at(i).document;
        if (!std::exchange(m_texts[i].changing, false) && doc
            && doc->findChild<QAbstractTextDocumentLayout *>(QString(), Qt::FindDirectChildrenOnly))
            return;
        m_texts[i].current = false;
    }
    emit sectionEdited(key);
    noteEdit();
}

void DocumentModel::noteEdit()
{
    // The pause timer restarts on every edit; the deadline does not, so steady typing
    // (a word every two seconds never makes a pause) is still saved.
    m_autosaveTimer->start();
    if (!m_autosaveDeadline->isActive())
        m_autosaveDeadline->start();
    if (++m_editsSinceAutosave >= m_autosaveEdits)
        autosave();
}

void DocumentModel::setRecoveryStore(const RecoveryStore &store)
{
    waitForAutosave();
    m_store = store;
}

bool DocumentModel::claimRecoveryKey()
{
    // Crashed work for this file, or another running session's, keeps its key; this
    // session's autosave goes beside it.
    if (!m_wroteRecovery && !m_store.claim(m_recoveryKey))
        m_recoveryKey = RecoveryStore::keyFor(QString());
    return m_store.claim(m_recoveryKey);
}

bool DocumentModel::hasAtLeastCharacters(qsizetype characters) const
{
    qsizetype total = 0;
    for (int i = 0; i < m_entries.size() && total < characters; ++i)
        total += sectionCharacterCount(i);
    return total >= characters;
}

void DocumentModel::autosave()
{
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    m_editsSinceAutosave = 0;
    if (m_autosaveWorker) {
        // Never two writes of one recovery file at once: this one follows.
        m_autosaveAgain = true;
        return;
    }
    if (!isModified())
        return;
    // A key that cannot be claimed (another session's, or no directory): autosaveNow()
    // reports why, as it does for a small draft.
    if (!hasAtLeastCharacters(m_autosaveFrom) || !claimRecoveryKey()) {
        autosaveNow();
        return;
    }
    auto job = std::make_shared<AutosaveJob>();
    job->directory = m_store.directory();
    job->key = m_recoveryKey;
    job->originalPath = m_path;
    job->draft = snapshot(); // the documents are this thread's to read
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

void DocumentModel::waitForAutosave()
{
    if (!m_autosaveWorker)
        return;
    // Whoever waits writes or drops the recovery file next: no follow-up write.
    m_autosaveAgain = false;
    finishAutosave(m_autosaveJob, true);
}

void DocumentModel::finishAutosave(std::shared_ptr<AutosaveJob> job, bool report)
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

bool DocumentModel::autosaveNow()
{
    waitForAutosave();
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    m_editsSinceAutosave = 0;
    if (!isModified())
        return true;
    claimRecoveryKey(); // a failure is save()'s to report
    QString error;
    if (!m_store.save(m_recoveryKey, m_path, serialized(), &error)) {
        emit autosaveFailed(error);
        return false;
    }
    m_wroteRecovery = true;
    emit autosaved(m_store.directory() + QLatin1Char('/') + m_recoveryKey + QStringLiteral(".md"));
    return true;
}

bool DocumentModel::writeTo(const QString &path, QString *error)
{
    const QByteArray bytes = serialized();
    if (const std::optional<QString> failure = writeFileAtomically(path, bytes)) {
        if (error)
            *error = *failure;
        return false;
    }
    m_diskBytes = bytes;
    return true;
}

bool DocumentModel::save(QString *error)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("pm::DocumentModel", "the draft has no file name yet");
        return false;
    }
    return saveAs(m_path, error);
}

bool DocumentModel::saveAs(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_watcher->removePath(m_path);
    if (!writeTo(absolute, error)) {
        watch(m_path);
        return false;
    }
    // Read back what was written so the next save is byte-exact relative to it.
    Expected<PostMortem> fresh = DraftFormat::parse(m_diskBytes, absolute);
    discardRecovery();
    const bool renamed = absolute != m_path;
    if (fresh) {
        const PostMortem current = snapshot();
        auto structure = [](const PostMortem &pm) {
            QStringList keys;
            for (const Section &s : pm.sections)
                keys.append(s.isExtra() ? QStringLiteral("extra:") + s.heading : s.id);
            return keys;
        };
        if (structure(fresh.value()) != structure(current)) {
            // The text now splits differently (a section heading typed inside a section):
            // the tabs follow the file, or the next save would write that part twice.
            reset(fresh.value(), absolute);
            return true;
        }
        // Keep the QTextDocuments (and their undo stacks); only the source state moves on.
        m_pm = fresh.value();
        m_pm.meta = current.meta;
    }
    m_path = absolute;
    m_recoveryKey = RecoveryStore::keyFor(absolute);
    setModified(false);
    watch(absolute);
    if (renamed)
        emit pathChanged(m_path);
    return true;
}

void DocumentModel::discardRecovery()
{
    waitForAutosave(); // else it would write the file again after it is gone
    // Only what this session wrote; entries of other sessions are theirs to offer.
    if (m_wroteRecovery && !m_recoveryKey.isEmpty())
        m_store.discard(m_recoveryKey);
    m_wroteRecovery = false;
}

bool DocumentModel::revert(InputError *error)
{
    if (m_path.isEmpty())
        return false;
    return load(m_path, error);
}

bool DocumentModel::changedOnDisk() const
{
    if (m_path.isEmpty())
        return false;
    const QFileInfo info(m_path);
    if (!info.exists())
        return false;
    if (info.size() != m_diskBytes.size())
        return true;
    // Same size: the bytes decide. The mtime cannot: an edit within the file system's
    // timestamp granularity keeps it, and a mere touch changes it without a conflict.
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.readAll() != m_diskBytes;
}

void DocumentModel::watch(const QString &path)
{
    if (path.isEmpty() || !QFileInfo::exists(path))
        return;
    m_watcher->addPath(path);
    const QString dir = QFileInfo(path).absolutePath();
    if (m_watcher->directories().contains(dir))
        m_watcher->removePath(dir);
}

void DocumentModel::onFileChanged(const QString &path)
{
    if (path != m_path)
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

void DocumentModel::pollReappeared()
{
    if (m_path.isEmpty()) {
        m_reappearPoll->stop();
        return;
    }
    if (QFileInfo::exists(m_path)) {
        m_reappearPoll->stop();
        watch(m_path);
        QFile file(m_path);
        if (file.open(QIODevice::ReadOnly) && file.readAll() != m_diskBytes)
            emit fileChangedOnDisk(m_path);
        return;
    }
    if (m_reappearPoll->isActive() && --m_pollsLeft > 0)
        return;
    m_reappearPoll->stop();
    // Gone for good, as far as anyone can tell: say so, and let the folder's watch
    // report when the file comes back.
    m_watcher->addPath(QFileInfo(m_path).absolutePath());
    emit fileChangedOnDisk(m_path);
}

} // namespace pm
