#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>

class QAction;
class QMenu;

namespace pm {

class DocumentChecker;
class DocumentModel;
class SectionEditor;
class SectionTabs;

// Spelling of the prose through Sonnet, as Kate does it. Only the words that
// lint::spellCheckWords() hands out are judged (never code, identifiers, URLs, ticket
// keys or Chinese); a misspelt one becomes a mark in the editor's Spelling layer, a
// dashed line in its own colour, apart from lint's waves and dots. The editor's context
// menu on it offers the dictionary's suggestions (one undo step each), "Add to
// Dictionary" (the project's word list beside a saved draft, else Sonnet's personal one)
// and "Ignore" (this session). Marks follow the lint debounce: they are redone for the
// sections each check re-read.
//
// Known besides the dictionary: the engineering word list shipped with the editor
// (resources/spelling), the project's word list (ProjectWords), the owner's name, the
// words of the refs and of every identifier the draft writes in code.
//
// Optional at build time (PM_HAVE_SONNET): without Sonnet, or without a dictionary, the
// class marks nothing and its View action says why it is unavailable.
class SpellChecker : public QObject
{
    Q_OBJECT

public:
    explicit SpellChecker(QObject *parent = nullptr);
    ~SpellChecker() override;

    static bool isBuiltIn();
    // Built in, and a dictionary was found for the language.
    bool isUsable() const;
    QString language() const;

    // On by default; remembered in Settings (View ▸ Check Spelling).
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on);
    QAction *toggleAction() const { return m_toggle; }

    // Marks the tabs' editors, now and whenever they change or a check re-reads them.
    void attach(SectionTabs *tabs, DocumentChecker *checker);
    // One editor: marks now, and its context menu gets the spelling entries.
    void attachEditor(SectionEditor *editor);
    void refresh(SectionEditor *editor);

    // Words never marked in this draft: the owner's name ("Priya Raman") is no typo.
    void setKnownWords(const QSet<QString> &words);

    bool isMisspelled(const QString &word) const;
    // Known without asking the dictionary: see the class comment.
    bool isKnownWord(const QString &word) const;
    QStringList suggestions(const QString &word) const;
    // Into the project's word list when the draft is saved in a folder (the result is
    // why that file could not be written, empty on success), else into Sonnet's personal
    // list.
    QString addToDictionary(const QString &word);
    // The project word list this draft's "Add to Dictionary" writes; empty when unsaved.
    QString projectWordsPath() const;
    void ignore(const QString &word);

signals:
    // The project's word list could not be written.
    void dictionaryWriteFailed(const QString &message);

private:
    void refreshAll();
    void readProjectWords();
    // The words of identifiers the text writes in code spans and fences.
    void learnCodeWords(const QString &text);
    void addMenuEntries(SectionEditor *editor, QMenu *menu, int position);

    struct Backend;
    std::unique_ptr<Backend> m_backend;
    QAction *m_toggle;
    bool m_enabled = true;
    QSet<QString> m_known;        // the owner's name and the refs
    QSet<QString> m_codeWords;    // from the draft's code, as met
    QSet<QString> m_projectWords; // the project's word list
    QSet<QString> m_engineering;  // lowercase
    QPointer<DocumentModel> m_document;
    mutable QHash<QString, bool> m_verdicts; // word -> misspelt, until the word lists change
    QList<QPointer<SectionEditor>> m_editors;
};

} // namespace pm
