#include "findbar.h"

#include "crosssectionundo.h"
#include "documentmodel.h"

#include "sectioneditor.h"
#include "sectiontabs.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>

namespace pm {

FindBar::FindBar(SectionTabs *tabs, QWidget *parent)
    : QWidget(parent)
    , m_tabs(tabs)
    , m_find(new QLineEdit(this))
    , m_replace(new QLineEdit(this))
    , m_case(new QCheckBox(tr("Match &case"), this))
    , m_words(new QCheckBox(tr("&Whole words"), this))
    , m_status(new QLabel(this))
    , m_replaceRow(new QWidget(this))
    , m_undo(new CrossSectionUndo(this))
{
    m_find->setPlaceholderText(tr("Find in all sections"));
    m_find->setAccessibleName(tr("Find"));
    m_find->setClearButtonEnabled(true);
    m_replace->setPlaceholderText(tr("Replace with"));
    m_replace->setAccessibleName(tr("Replace with"));

    auto *next = new QPushButton(tr("&Next"), this);
    auto *previous = new QPushButton(tr("&Previous"), this);
    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Close (Esc)"));
    close->setAccessibleName(tr("Close find bar"));
    close->setAutoRaise(true);
    auto *replace = new QPushButton(tr("&Replace"), m_replaceRow);
    auto *replaceAllButton = new QPushButton(tr("Replace &All"), m_replaceRow);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_find, 0, 0);
    layout->addWidget(previous, 0, 1);
    layout->addWidget(next, 0, 2);
    layout->addWidget(m_case, 0, 3);
    layout->addWidget(m_words, 0, 4);
    layout->addWidget(m_status, 0, 5);
    layout->addWidget(close, 0, 6);
    auto *row = new QHBoxLayout(m_replaceRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_replace, 1);
    row->addWidget(replace);
    row->addWidget(replaceAllButton);
    layout->addWidget(m_replaceRow, 1, 0, 1, 3);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(5, 1);

    connect(next, &QPushButton::clicked, this, [this] { findNext(); });
    connect(previous, &QPushButton::clicked, this, [this] { findPrevious(); });
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    connect(replace, &QPushButton::clicked, this, &FindBar::replaceCurrent);
    connect(replaceAllButton, &QPushButton::clicked, this, [this] { replaceAll(); });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(m_find, &QLineEdit::textChanged, this, &FindBar::highlightMatches);
    connect(m_case, &QCheckBox::toggled, this, &FindBar::highlightMatches);
    connect(m_words, &QCheckBox::toggled, this, &FindBar::highlightMatches);
    connect(m_replace, &QLineEdit::returnPressed, this, &FindBar::replaceCurrent);
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this](SectionEditor *editor) {
        // An editor made after a Replace All still undoes it everywhere with Ctrl+Z.
        if (editor)
            m_undo->watch(editor);
        if (isVisible())
            highlightMatches();
    });
    setReplaceVisible(false);
}

void FindBar::setReplaceVisible(bool visible)
{
    m_replaceRow->setVisible(visible);
}

void FindBar::showFind()
{
    setReplaceVisible(false);
    show();
    if (SectionEditor *ed = m_tabs->currentEditor()) {
        const QString selected = ed->textCursor().selectedText();
        if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
            m_find->setText(selected);
    }
    m_find->setFocus(Qt::ShortcutFocusReason);
    m_find->selectAll();
    highlightMatches();
}

void FindBar::showReplace()
{
    showFind();
    setReplaceVisible(true);
}

bool FindBar::findNext()
{
    return find(false);
}

bool FindBar::findPrevious()
{
    return find(true);
}

bool FindBar::find(bool backward)
{
    const QString needle = m_find->text();
    DocumentModel *document = m_tabs->document();
    const int n = int(document->entries().size());
    if (needle.isEmpty() || n == 0)
        return false;

    SectionEditor *current = m_tabs->currentEditor();
    const int start = qMax(0, document->indexOfKey(m_tabs->currentKey()));
    // The current section from the cursor, then the others in order (those behind
    // "More sections" too), then the current one again from its other end.
    for (int step = 0; step <= n; ++step) {
        const int row = backward ? (start - step + n * 2) % n : (start + step) % n;
        const QString text = textOf(row);
        qsizetype from = backward ? text.size() : 0;
        if (step == 0 && current) {
            const QTextCursor cursor = current->textCursor();
            from = backward ? cursor.selectionStart() : cursor.selectionEnd();
        }
        const qsizetype hit = match(text, from, backward);
        if (hit < 0)
            continue;
        const QString key = document->entries().at(row).key;
        m_tabs->showKey(key);
        SectionEditor *ed = m_tabs->editorForKey(key);
        if (!ed)
            return false;
        QTextCursor cursor(ed->document());
        cursor.setPosition(int(hit));
        cursor.setPosition(int(hit + needle.size()), QTextCursor::KeepAnchor);
        ed->setTextCursor(cursor);
        ed->ensureCursorVisible();
        // Say where the search went: into another section, or round from the last
        // section to the first (or back).
        const bool wrapped = step > 0 && (backward ? row > start : row < start);
        const bool wrappedHere = step == n;
        const QString where = matchPosition(row, hit);
        const QString name = m_tabs->sectionName(row);
        if (wrapped || wrappedHere)
            m_status->setText((backward ? tr("%1 · wrapped to the end, in “%2”") : tr("%1 · wrapped to the start, in “%2”"))
                                  .arg(where, name));
        else if (step > 0)
            m_status->setText(tr("%1 · continued in “%2”").arg(where, name));
        else
            m_status->setText(where);
        return true;
    }
    m_status->setText(tr("Not found"));
    return false;
}

void FindBar::replaceCurrent()
{
    SectionEditor *ed = m_tabs->currentEditor();
    if (!ed)
        return;
    QTextCursor cursor = ed->textCursor();
    const Qt::CaseSensitivity cs = m_case->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (cursor.hasSelection() && cursor.selectedText().compare(m_find->text(), cs) == 0) {
        cursor.insertText(m_replace->text());
        ed->setTextCursor(cursor);
    }
    findNext();
    highlightMatches();
}

QString FindBar::textOf(int row) const
{
    const DocumentModel *document = m_tabs->document();
    // A section's document once it has one (the raw text's positions are the
    // document's: a paragraph separator per line break); before that the text it
    // will be made from.
    QString text = document->entries().at(row).document ? document->entries().at(row).document->toRawText()
                                                        : document->sectionText(row);
    text.replace(QChar::Nbsp, QLatin1Char(' ')); // as QTextDocument::find reads it
    return text;
}

qsizetype FindBar::match(const QString &text, qsizetype from, bool backward) const
{
    const QString needle = m_find->text();
    const Qt::CaseSensitivity cs = m_case->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const bool words = m_words->isChecked();
    qsizetype at = from;
    while (true) {
        qsizetype i = -1;
        if (backward) {
            if (at <= 0)
                return -1;
            i = text.lastIndexOf(needle, at - 1, cs);
        } else {
            i = text.indexOf(needle, at, cs);
        }
        if (i < 0)
            return -1;
        const qsizetype end = i + needle.size();
        if (!words || ((i == 0 || !text.at(i - 1).isLetterOrNumber()) && (end == text.size() || !text.at(end).isLetterOrNumber())))
            return i;
        at = backward ? i : i + 1;
    }
}

int FindBar::countIn(const QString &text, qsizetype before) const
{
    int count = 0;
    const qsizetype length = m_find->text().size();
    for (qsizetype hit = match(text, 0, false); hit >= 0 && (before < 0 || hit < before);
         hit = match(text, hit + length, false))
        ++count;
    return count;
}

QString FindBar::matchPosition(int row, qsizetype hit) const
{
    int total = 0, current = 0;
    const int n = int(m_tabs->document()->entries().size());
    for (int i = 0; i < n; ++i) {
        const QString text = textOf(i);
        const int here = countIn(text);
        if (i < row)
            current += here;
        else if (i == row)
            current += countIn(text, hit) + 1;
        total += here;
    }
    return tr("%1 of %2").arg(current).arg(total);
}

bool FindBar::undoGroup(QTextDocument *document, bool redo)
{
    return m_undo->apply(document, redo);
}

int FindBar::replaceAll()
{
    const QString needle = m_find->text();
    if (needle.isEmpty())
        return 0;
    DocumentModel *document = m_tabs->document();
    int total = 0;
    QList<QTextDocument *> touched;
    for (int row = 0; row < document->entries().size(); ++row) {
        // The matches in the text as it is, replaced from the last so the earlier
        // positions hold; a replacement that contains the needle is not searched again.
        const QString text = textOf(row);
        QList<qsizetype> hits;
        for (qsizetype hit = match(text, 0, false); hit >= 0; hit = match(text, hit + needle.size(), false))
            hits.append(hit);
        if (hits.isEmpty())
            continue;
        const QString key = document->entries().at(row).key;
        QTextDocument *doc = document->document(key); // the text, not an editor
        QTextCursor edit(doc);
        edit.beginEditBlock(); // one undo step for the whole section
        for (auto it = hits.crbegin(); it != hits.crend(); ++it) {
            edit.setPosition(int(*it));
            edit.setPosition(int(*it + needle.size()), QTextCursor::KeepAnchor);
            edit.insertText(m_replace->text());
        }
        edit.endEditBlock();
        total += int(hits.size());
        touched.append(doc);
        if (SectionEditor *ed = m_tabs->existingEditor(m_tabs->indexOfKey(key)))
            m_undo->watch(ed);
    }
    m_undo->record(touched); // one Ctrl+Z in any of them undoes all
    m_status->setText(tr("%n replacement(s)", nullptr, total));
    highlightMatches();
    return total;
}

void FindBar::highlightMatches()
{
    SectionEditor *ed = m_tabs->currentEditor();
    if (!ed)
        return;
    QList<QTextEdit::ExtraSelection> selections;
    const QString needle = m_find->text();
    if (!needle.isEmpty() && isVisible()) {
        QString text = ed->document()->toRawText();
        text.replace(QChar::Nbsp, QLatin1Char(' '));
        const QColor color(0xff, 0xd5, 0x4f);
        for (qsizetype hit = match(text, 0, false); hit >= 0 && selections.size() < 1000;
             hit = match(text, hit + needle.size(), false)) {
            QTextEdit::ExtraSelection sel;
            sel.cursor = QTextCursor(ed->document());
            sel.cursor.setPosition(int(hit));
            sel.cursor.setPosition(int(hit + needle.size()), QTextCursor::KeepAnchor);
            sel.format.setBackground(color);
            sel.format.setForeground(Qt::black);
            selections.append(sel);
        }
    }
    // Only editors that exist can show a highlight; the others are not made for it.
    for (int i = 0; i < m_tabs->count(); ++i) {
        SectionEditor *other = m_tabs->existingEditor(i);
        if (other && other != ed)
            other->setLayer(SectionEditor::Layer::Search, {});
    }
    ed->setLayer(SectionEditor::Layer::Search, selections);
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        if (SectionEditor *ed = m_tabs->currentEditor())
            ed->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    QWidget::keyPressEvent(event);
}

void FindBar::hideEvent(QHideEvent *event)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (SectionEditor *ed = m_tabs->existingEditor(i))
            ed->setLayer(SectionEditor::Layer::Search, {});
    }
    QWidget::hideEvent(event);
}

} // namespace pm
