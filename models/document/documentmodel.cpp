#include "documentmodel.h"

#include "sectioncatalogue.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>

#include <utility>
#include <vector>

namespace pm {

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
{
    reset(DraftFormat::newDraft(QStringLiteral("en")), QString());
}

DocumentModel::~DocumentModel()
{
    clearEntries();
}

void DocumentModel::setDraft(const PostMortem &pm, const QString &path, bool modified)
{
    reset(pm, path);
    m_lastDelivered.clear();
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
    // Views still show the old documents until they hear documentReset; delete those
    // only afterwards.
    const QList<Entry> previous = m_entries;
    m_entries.clear();

    m_pm = pm;
    m_path = path;
    m_metaModified = false;

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
    emit edited();
}

void DocumentModel::setGateInputs(const GateInputs &gate)
{
    if (gate == m_pm.gate)
        return;
    m_pm.gate = gate;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    emit edited();
}

void DocumentModel::setScope(const Scope &scope)
{
    if (scope == m_pm.scope)
        return;
    m_pm.scope = scope;
    m_metaModified = true;
    updateModified();
    emit metaChanged();
    emit edited();
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
    emit recordChanged();
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
    emit edited();
}

bool DocumentModel::hasAtLeastCharacters(qsizetype characters) const
{
    qsizetype total = 0;
    for (int i = 0; i < m_entries.size() && total < characters; ++i)
        total += sectionCharacterCount(i);
    return total >= characters;
}

bool DocumentModel::markSaved(const QString &path, const PostMortem *saved)
{
    const bool renamed = path != m_path;
    if (saved) {
        const PostMortem current = snapshot();
        auto structure = [](const PostMortem &pm) {
            QStringList keys;
            for (const Section &s : pm.sections)
                keys.append(s.isExtra() ? QStringLiteral("extra:") + s.heading : s.id);
            return keys;
        };
        if (structure(*saved) != structure(current)) {
            // The text now splits differently (a section heading typed inside a section):
            // the tabs follow the file, or the next save would write that part twice.
            reset(*saved, path);
            return true;
        }
        // Keep the QTextDocuments (and their undo stacks); only the source state moves on.
        m_pm = *saved;
        m_pm.meta = current.meta;
    }
    m_path = path;
    setModified(false);
    if (renamed)
        emit pathChanged(m_path);
    return false;
}

} // namespace pm
