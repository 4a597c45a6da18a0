#pragma once

#include "draftformat.h"
#include "postmortem.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QTextDocument;

namespace pm {

// One export's content for counting revision rounds (DocumentModel::prepareDelivery).
struct Delivery
{
    QByteArray content;
    int revision = 1; // the revision the delivered payload carries
};

// One draft being edited: a QTextDocument per section (each with its own undo stack),
// the metadata, the file path it belongs to and the modified state. Widgets observe it;
// DocumentService opens, saves, autosaves and watches it.
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

    // Replaces the draft (a new one, an opened file, recovered work) with pm, which
    // belongs to path (empty: untitled). Views rebuild; revision rounds start afresh.
    void setDraft(const PostMortem &pm, const QString &path = QString(), bool modified = false);
    // The file at path now holds saved, read back after a save (null if it does not
    // parse): documents and undo stacks stay, the state is unmodified. When the text now
    // splits into other sections (a heading typed inside one), the tabs follow the file
    // instead, and the result is true.
    bool markSaved(const QString &path, const PostMortem *saved);

    PostMortem snapshot() const;
    QByteArray serialized() const; // what a save writes

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

signals:
    void documentReset(); // new entries / file; views rebuild
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);
    void metaChanged();
    void sectionEdited(const QString &key); // text of one section changed
    void edited();                          // after an edit of a section's text or of the metadata
    void recordChanged();                   // after setPublishRecord changed the record

private:
    void reset(const PostMortem &pm, const QString &path);
    void clearEntries();
    void onContentsChanged(const QString &key);
    QTextDocument *createDocument(int index) const;
    void updateModified();

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
    bool m_metaModified = false;
    bool m_lastModified = false;
    QByteArray m_lastDelivered; // content of the last delivery, empty before the first
};

} // namespace pm
