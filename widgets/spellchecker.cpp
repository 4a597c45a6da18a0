#include "spellchecker.h"

#include "documentchecker.h"
#include "documentmodel.h"
#include "engineeringwords.h"
#include "projectwords.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "settings.h"
#include "spellranges.h"
#include "statuscolors.h"

#include <QAction>
#include <QMenu>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#ifdef PM_HAVE_SONNET
#include <Sonnet/Speller>
#endif

namespace pm {

namespace {

constexpr int MaxSuggestions = 6;

// A word of the list, or a plural or -ed/-ing form of one ("webhooks", "deduplicated").
bool inList(const QSet<QString> &list, const QString &word)
{
    const QString lower = word.toLower();
    if (list.contains(lower))
        return true;
    static const char *const suffixes[] = {"s", "es", "ed", "d", "ing", "er", "ers"};
    for (const char *suffix : suffixes) {
        const QLatin1String end(suffix);
        if (lower.size() > end.size() + 2 && lower.endsWith(end) && list.contains(lower.chopped(end.size())))
            return true;
    }
    return false;
}

// The parts of an identifier a reader may also write as words: retry_backoff gives retry
// and backoff, parseETagHeader gives parse, ETag and Header, and each whole token counts.
void addIdentifierWords(const QString &code, QSet<QString> *out)
{
    static const QRegularExpression token(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
    static const QRegularExpression part(QStringLiteral("[A-Z]?[a-z]+|[A-Z]+(?![a-z])"));
    for (auto t = token.globalMatch(code); t.hasNext();) {
        const QString whole = t.next().captured();
        out->insert(whole);
        for (auto p = part.globalMatch(whole); p.hasNext();)
            out->insert(p.next().captured());
    }
}

} // namespace

struct SpellChecker::Backend
{
#ifdef PM_HAVE_SONNET
    Sonnet::Speller speller;
    bool usable = false;

    Backend()
    {
        // The prose of either draft language is checked in English: Chinese is never
        // handed out, and a Chinese draft's Latin words are English ones. The user's
        // Sonnet default wins when it is an English dictionary that is installed.
        const QStringList available = speller.availableLanguages();
        QString chosen;
        if (speller.language().startsWith(QLatin1String("en")) && available.contains(speller.language()))
            chosen = speller.language();
        else if (available.contains(QStringLiteral("en_US")))
            chosen = QStringLiteral("en_US");
        else {
            for (const QString &lang : available) {
                if (lang.startsWith(QLatin1String("en"))) {
                    chosen = lang;
                    break;
                }
            }
        }
        if (!chosen.isEmpty() && chosen != speller.language())
            speller.setLanguage(chosen);
        usable = !chosen.isEmpty() && speller.isValid();
    }
#endif
};

SpellChecker::SpellChecker(QObject *parent)
    : QObject(parent)
    , m_backend(std::make_unique<Backend>())
    , m_toggle(new QAction(tr("Check &Spelling"), this))
    , m_enabled(Settings::instance().checkSpelling())
{
    const QStringList lines = QString::fromLatin1(engineeringWordList()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString word = line.trimmed().toLower();
        if (!word.isEmpty() && !word.startsWith(QLatin1Char('#')))
            m_engineering.insert(word);
    }
    m_toggle->setCheckable(true);
    m_toggle->setChecked(m_enabled);
    if (!isBuiltIn()) {
        m_toggle->setEnabled(false);
        m_toggle->setStatusTip(tr("This build has no spell checker (it was built without Sonnet)."));
    } else if (!isUsable()) {
        m_toggle->setEnabled(false);
        m_toggle->setStatusTip(tr("No English dictionary was found for Sonnet (install hunspell-en-us)."));
    } else {
        m_toggle->setStatusTip(tr("Mark misspelt words in the prose (%1)").arg(language()));
    }
    connect(m_toggle, &QAction::toggled, this, [this](bool on) {
        Settings::instance().setCheckSpelling(on);
        setEnabled(on);
    });
}

SpellChecker::~SpellChecker() = default;

bool SpellChecker::isBuiltIn()
{
#ifdef PM_HAVE_SONNET
    return true;
#else
    return false;
#endif
}

bool SpellChecker::isUsable() const
{
#ifdef PM_HAVE_SONNET
    return m_backend->usable;
#else
    return false;
#endif
}

QString SpellChecker::language() const
{
#ifdef PM_HAVE_SONNET
    return m_backend->speller.language();
#else
    return {};
#endif
}

void SpellChecker::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    m_toggle->setChecked(on);
    refreshAll();
}

void SpellChecker::setKnownWords(const QSet<QString> &words)
{
    if (words == m_known)
        return;
    m_known = words;
    refreshAll();
}

bool SpellChecker::isKnownWord(const QString &word) const
{
    return m_known.contains(word) || m_codeWords.contains(word) || m_projectWords.contains(word)
           || inList(m_engineering, word);
}

bool SpellChecker::isMisspelled(const QString &word) const
{
#ifdef PM_HAVE_SONNET
    if (!m_backend->usable || isKnownWord(word))
        return false;
    const auto known = m_verdicts.constFind(word);
    if (known != m_verdicts.cend())
        return known.value();
    const bool wrong = m_backend->speller.isMisspelled(word);
    m_verdicts.insert(word, wrong);
    return wrong;
#else
    Q_UNUSED(word)
    return false;
#endif
}

QStringList SpellChecker::suggestions(const QString &word) const
{
#ifdef PM_HAVE_SONNET
    if (m_backend->usable)
        return m_backend->speller.suggest(word).mid(0, MaxSuggestions);
#else
    Q_UNUSED(word)
#endif
    return {};
}

QString SpellChecker::projectWordsPath() const
{
    return m_document ? ProjectWords::locate(m_document->path()) : QString();
}

void SpellChecker::readProjectWords()
{
    const QString path = projectWordsPath();
    const QStringList words = path.isEmpty() ? QStringList() : ProjectWords::read(path);
    QSet<QString> set(words.cbegin(), words.cend());
    if (set == m_projectWords)
        return;
    m_projectWords = set;
    refreshAll();
}

QString SpellChecker::addToDictionary(const QString &word)
{
    const QString path = projectWordsPath();
    if (!path.isEmpty()) {
        if (const std::optional<QString> failed = ProjectWords::add(path, word)) {
            emit dictionaryWriteFailed(*failed);
            return *failed;
        }
        m_projectWords.insert(word);
    } else {
#ifdef PM_HAVE_SONNET
        m_backend->speller.addToPersonal(word);
#endif
    }
    m_verdicts.insert(word, false);
    refreshAll();
    return {};
}

void SpellChecker::learnCodeWords(const QString &text)
{
    // Inline code spans and fenced blocks: an identifier the draft names is no typo when
    // the prose names it again.
    static const QRegularExpression code(QStringLiteral("```[^\\n]*\\n([\\s\\S]*?)(?:```|$)|`([^`\\n]+)`"));
    if (!text.contains(QLatin1Char('`')))
        return;
    for (auto m = code.globalMatch(text); m.hasNext();) {
        const QRegularExpressionMatch found = m.next();
        addIdentifierWords(found.captured(1) + QLatin1Char(' ') + found.captured(2), &m_codeWords);
    }
}

void SpellChecker::ignore(const QString &word)
{
#ifdef PM_HAVE_SONNET
    m_backend->speller.addToSession(word);
#endif
    m_verdicts.insert(word, false);
    refreshAll();
}

void SpellChecker::attach(SectionTabs *tabs, DocumentChecker *checker)
{
    const QPointer<SectionTabs> guarded(tabs);
    const auto ensure = [this, guarded](const QSet<QString> &keys) {
        if (!guarded)
            return; // the window is going away
        for (int i = 0; i < guarded->count(); ++i) {
            SectionEditor *editor = guarded->existingEditor(i);
            if (!editor)
                continue;
            if (!m_editors.contains(editor))
                attachEditor(editor); // marks on attaching
            else if (keys.isEmpty() || keys.contains(editor->key()))
                refresh(editor);
        }
    };
    // The owner's name and the refs, as the metadata bar holds them.
    DocumentModel *document = checker->document();
    m_document = document;
    const auto ownerWords = [this, document] {
        QSet<QString> words;
        const QString owner = document->meta().owner;
        for (const lint::SpellWord &w : lint::spellCheckWords(owner))
            words.insert(owner.mid(w.start, w.length));
        for (const QString &ref : document->meta().refs)
            addIdentifierWords(ref, &words);
        setKnownWords(words);
    };
    connect(document, &DocumentModel::metaChanged, this, ownerWords);
    ownerWords();
    // The project's list follows the draft's place on disk.
    connect(document, &DocumentModel::pathChanged, this, &SpellChecker::readProjectWords);
    readProjectWords();
    // After each check: the same pause in typing as lint, for the sections it re-read.
    connect(checker, &DocumentChecker::diagnosticsChanged, this, ensure);
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this](SectionEditor *editor) {
        if (!editor)
            return;
        if (!m_editors.contains(editor))
            attachEditor(editor);
        else
            refresh(editor); // it may show another section now
    });
    ensure({});
}

void SpellChecker::attachEditor(SectionEditor *editor)
{
    m_editors.removeAll(nullptr);
    m_editors.append(editor);
    connect(editor, &SectionEditor::contextMenuAboutToShow, this,
            [this, editor](QMenu *menu, int position) { addMenuEntries(editor, menu, position); });
    refresh(editor);
}

void SpellChecker::refreshAll()
{
    m_editors.removeAll(nullptr);
    for (const QPointer<SectionEditor> &editor : std::as_const(m_editors))
        refresh(editor);
}

void SpellChecker::refresh(SectionEditor *editor)
{
    QList<QTextEdit::ExtraSelection> marks;
    QTextDocument *doc = editor->document();
    if (m_enabled && isUsable() && doc) {
        const QString text = doc->toPlainText();
        learnCodeWords(text);
        const QColor colour = StatusColors::spelling(editor->palette());
        for (const lint::SpellWord &w : lint::spellCheckWords(text)) {
            const QString word = text.mid(w.start, w.length);
            if (!isMisspelled(word))
                continue;
            QTextEdit::ExtraSelection sel;
            sel.cursor = QTextCursor(doc);
            sel.cursor.setPosition(w.start);
            sel.cursor.setPosition(w.start + w.length, QTextCursor::KeepAnchor);
            sel.format.setProperty(SectionEditor::SquiggleProperty, SectionEditor::Dashes);
            sel.format.setUnderlineColor(colour);
            sel.format.setToolTip(tr("Spelling: “%1” is not in the dictionary (%2)").arg(word, language()).toHtmlEscaped());
            marks.append(sel);
        }
    }
    editor->setLayer(SectionEditor::Layer::Spelling, marks);
}

void SpellChecker::addMenuEntries(SectionEditor *editor, QMenu *menu, int position)
{
    if (!m_enabled || !isUsable())
        return;
    QTextEdit::ExtraSelection hit;
    bool found = false;
    for (const QTextEdit::ExtraSelection &sel : editor->layer(SectionEditor::Layer::Spelling)) {
        if (position >= sel.cursor.selectionStart() && position <= sel.cursor.selectionEnd()) {
            hit = sel;
            found = true;
            break;
        }
    }
    if (!found)
        return;
    const QString word = hit.cursor.selectedText();
    const int start = hit.cursor.selectionStart();
    QAction *before = menu->actions().isEmpty() ? nullptr : menu->actions().constFirst();
    const QStringList offered = suggestions(word);
    menu->insertSection(before, offered.isEmpty() ? tr("Spelling: “%1” (the dictionary has no suggestion)").arg(word)
                                                  : tr("Spelling: “%1”").arg(word));
    const QPointer<SectionEditor> target(editor);
    QAction *first = nullptr;
    for (const QString &suggestion : offered) {
        auto *use = new QAction(suggestion, menu);
        QFont bold = use->font();
        bold.setBold(true);
        use->setFont(bold);
        connect(use, &QAction::triggered, this, [this, target, start, word, suggestion] {
            if (!target)
                return;
            QTextCursor cursor(target->document());
            cursor.setPosition(start);
            cursor.setPosition(start + int(word.size()), QTextCursor::KeepAnchor);
            if (cursor.selectedText() != word)
                return;              // the text moved since the menu opened
            cursor.beginEditBlock(); // one undo step
            cursor.insertText(suggestion);
            cursor.endEditBlock();
            target->setTextCursor(cursor);
            refresh(target);
        });
        menu->insertAction(before, use);
        if (!first)
            first = use;
    }
    QAction *add = new QAction(projectWordsPath().isEmpty() ? tr("&Add to Dictionary") : tr("&Add to Project Dictionary"), menu);
    add->setToolTip(projectWordsPath());
    connect(add, &QAction::triggered, this, [this, word] { addToDictionary(word); });
    menu->insertAction(before, add);
    QAction *skip = new QAction(tr("&Ignore"), menu);
    connect(skip, &QAction::triggered, this, [this, word] { ignore(word); });
    menu->insertAction(before, skip);
    if (before)
        menu->insertSeparator(before);
    if (first && !menu->activeAction())
        menu->setActiveAction(first);
}

} // namespace pm
