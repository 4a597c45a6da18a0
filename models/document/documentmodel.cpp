#include "documentmodel.h"

#include "safewrite.h"
#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTextDocument>
#include <QTimer>

namespace pm {

namespace {

// The text of a QTextDocument exactly as typed: toPlainText() would turn no-break
// spaces into plain ones and break the lossless round trip.
QString documentText(const QTextDocument *doc)
{
    QString text = doc->toRawText();
    for (QChar &c : text) {
        if (c == QChar::ParagraphSeparator || c == QChar::LineSeparator)
            c = QLatin1Char('\n');
    }
    return text;
}

} // namespace

DocumentModel::DocumentModel(QObject *parent)
    : QObject(parent)
    , m_autosaveTimer(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
{
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(3000);
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] { autosaveNow(); });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &DocumentModel::onFileChanged);
    reset(DraftFormat::newDraft(QStringLiteral("en")), QString());
}

DocumentModel::~DocumentModel()
{
    clearEntries();
}

void DocumentModel::newDocument(const QString &language)
{
    reset(DraftFormat::newDraft(language), QString());
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
    m_diskBytes = bytes.value();
    reset(pm.value(), absolute);
    return true;
}

void DocumentModel::loadValue(const PostMortem &pm, const QString &path, bool modified)
{
    reset(pm, path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath());
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
    // Views still show the old documents until they hear documentReset; delete those
    // only afterwards.
    const QList<Entry> previous = m_entries;
    m_entries.clear();
    if (!m_path.isEmpty())
        m_watcher->removePath(m_path);
    if (path.isEmpty())
        m_diskBytes.clear();

    m_pm = pm;
    m_path = path;
    m_metaModified = false;
    m_recoveryKey = chooseRecoveryKey(path);

    auto makeDocument = [this](const QString &key, const QString &text) {
        auto *doc = new QTextDocument;
        doc->setPlainText(text);
        doc->clearUndoRedoStacks();
        doc->setModified(false);
        connect(doc, &QTextDocument::contentsChanged, this, [this, key] { onContentsChanged(key); });
        connect(doc, &QTextDocument::modificationChanged, this, [this] { updateModified(); });
        return doc;
    };
    for (const SectionInfo &info : SectionCatalogue::all()) {
        const Section s = pm.section(info.id);
        m_entries.append({info.id, info.id, s.heading.isEmpty() ? info.heading(pm.meta.language) : s.heading,
                          makeDocument(info.id, s.text)});
    }
    int extra = 0;
    for (const Section &s : pm.sections) {
        if (!s.isExtra())
            continue;
        const QString key = QStringLiteral("extra-%1").arg(extra++);
        m_entries.append({key, QString(), s.heading, makeDocument(key, s.text)});
    }
    watch(path);
    m_lastModified = false;
    emit documentReset();
    emit pathChanged(m_path);
    emit metaChanged();
    m_lastModified = isModified();
    emit modifiedChanged(m_lastModified);
    for (const Entry &e : previous)
        delete e.document;
}

int DocumentModel::indexOfKey(const QString &key) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).key == key)
            return i;
    }
    return -1;
}

QTextDocument *DocumentModel::document(const QString &key) const
{
    const int i = indexOfKey(key);
    return i < 0 ? nullptr : m_entries.at(i).document;
}

PostMortem DocumentModel::snapshot() const
{
    PostMortem pm = m_pm;
    int extra = 0;
    for (Section &s : pm.sections) {
        if (!s.isExtra())
            continue;
        if (QTextDocument *doc = document(QStringLiteral("extra-%1").arg(extra++)))
            s.text = DraftFormat::normalizeSectionText(documentText(doc));
    }
    for (const Entry &e : m_entries) {
        if (e.sectionId.isEmpty())
            continue;
        const QString text = DraftFormat::normalizeSectionText(documentText(e.document));
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
        if (e.document->isModified())
            return true;
    }
    return false;
}

void DocumentModel::setModified(bool modified)
{
    m_metaModified = modified;
    if (!modified) {
        for (const Entry &e : m_entries)
            e.document->setModified(false);
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
    m_autosaveTimer->start();
}

void DocumentModel::setGateInputs(const GateInputs &gate)
{
    if (gate == m_pm.gate)
        return;
    m_pm.gate = gate;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    m_autosaveTimer->start();
}

void DocumentModel::setScope(const Scope &scope)
{
    if (scope == m_pm.scope)
        return;
    m_pm.scope = scope;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    m_autosaveTimer->start();
}

void DocumentModel::setAutosaveDelay(int ms)
{
    m_autosaveTimer->setInterval(ms);
}

int DocumentModel::autosaveDelay() const
{
    return m_autosaveTimer->interval();
}

void DocumentModel::onContentsChanged(const QString &key)
{
    emit sectionEdited(key);
    m_autosaveTimer->start();
}

bool DocumentModel::autosaveNow()
{
    m_autosaveTimer->stop();
    if (!isModified())
        return true;
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
    m_recoveryKey = chooseRecoveryKey(absolute);
    setModified(false);
    watch(absolute);
    if (renamed)
        emit pathChanged(m_path);
    return true;
}

QString DocumentModel::chooseRecoveryKey(const QString &path) const
{
    // Work a crashed session left for this file waits for the author's decision; this
    // session must not overwrite or delete it, so it autosaves under a key of its own.
    const QString key = RecoveryStore::keyFor(path);
    for (const RecoveryStore::Entry &e : m_store.pending()) {
        if (e.key == key)
            return RecoveryStore::keyFor(QString());
    }
    return key;
}

void DocumentModel::discardRecovery()
{
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

void DocumentModel::watch(const QString &path)
{
    if (!path.isEmpty() && QFileInfo::exists(path))
        m_watcher->addPath(path);
}

void DocumentModel::onFileChanged(const QString &path)
{
    if (path != m_path)
        return;
    // An atomic replace drops the watch; take it up again.
    if (!m_watcher->files().contains(path))
        watch(path);
    QFile file(path);
    if (!file.exists()) {
        emit fileChangedOnDisk(path);
        return;
    }
    if (!file.open(QIODevice::ReadOnly))
        return;
    if (file.readAll() != m_diskBytes)
        emit fileChangedOnDisk(path);
}

} // namespace pm
