#include "findbar.h"

#include "crosssectionundo.h"

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
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this] {
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

QTextDocument::FindFlags FindBar::findFlags() const
{
    QTextDocument::FindFlags flags;
    if (m_case->isChecked())
        flags |= QTextDocument::FindCaseSensitively;
    if (m_words->isChecked())
        flags |= QTextDocument::FindWholeWords;
    return flags;
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
    if (needle.isEmpty() || m_tabs->count() == 0)
        return false;
    QTextDocument::FindFlags flags = findFlags();
    if (backward)
        flags |= QTextDocument::FindBackward;

    const int start = m_tabs->currentIndex();
    const int n = m_tabs->count();
    // The current section from the cursor, then the others in tab order, then the
    // current one again from its other end.
    for (int step = 0; step <= n; ++step) {
        const int index = backward ? (start - step + n * 2) % n : (start + step) % n;
        SectionEditor *ed = m_tabs->editor(index);
        QTextDocument *doc = ed->document();
        QTextCursor from = ed->textCursor();
        if (step > 0) {
            from = QTextCursor(doc);
            if (backward)
                from.movePosition(QTextCursor::End);
        }
        const QTextCursor hit = doc->find(needle, from, flags);
        if (!hit.isNull()) {
            m_tabs->setCurrentIndex(index);
            ed->setTextCursor(hit);
            ed->ensureCursorVisible();
            // Say where the search went: into another section, or round from the last
            // section to the first (or back).
            const bool wrapped = step > 0 && (backward ? index > start : index < start);
            const bool wrappedHere = step == n;
            const QString where = matchPosition(index, hit);
            if (wrapped || wrappedHere)
                m_status->setText((backward ? tr("%1 · wrapped to the end, in “%2”") : tr("%1 · wrapped to the start, in “%2”"))
                                      .arg(where, m_tabs->sectionName(index)));
            else if (step > 0)
                m_status->setText(tr("%1 · continued in “%2”").arg(where, m_tabs->sectionName(index)));
            else
                m_status->setText(where);
            return true;
        }
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

int FindBar::countIn(QTextDocument *document, int before) const
{
    int count = 0;
    QTextCursor hit = document->find(m_find->text(), 0, findFlags());
    while (!hit.isNull() && (before < 0 || hit.selectionStart() < before)) {
        ++count;
        hit = document->find(m_find->text(), hit, findFlags());
    }
    return count;
}

QString FindBar::matchPosition(int tab, const QTextCursor &hit) const
{
    int total = 0, current = 0;
    for (int i = 0; i < m_tabs->count(); ++i) {
        QTextDocument *doc = m_tabs->editor(i)->document();
        const int here = countIn(doc);
        if (i < tab)
            current += here;
        else if (i == tab)
            current += countIn(doc, hit.selectionStart()) + 1;
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
    const QTextDocument::FindFlags flags = findFlags();
    int total = 0;
    QList<QTextDocument *> touched;
    for (int i = 0; i < m_tabs->count(); ++i) {
        QTextDocument *doc = m_tabs->editor(i)->document();
        QTextCursor edit(doc);
        bool open = false;
        QTextCursor hit = doc->find(needle, 0, flags);
        while (!hit.isNull()) {
            if (!open) {
                edit.beginEditBlock(); // one undo step for the whole section
                open = true;
            }
            hit.insertText(m_replace->text());
            ++total;
            hit = doc->find(needle, hit, flags);
        }
        if (open) {
            edit.endEditBlock();
            touched.append(doc);
            m_undo->watch(m_tabs->editor(i));
        }
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
        const QTextDocument::FindFlags flags = findFlags();
        QTextCursor hit = ed->document()->find(needle, 0, flags);
        QColor color(0xff, 0xd5, 0x4f);
        while (!hit.isNull() && selections.size() < 1000) {
            QTextEdit::ExtraSelection sel;
            sel.cursor = hit;
            sel.format.setBackground(color);
            sel.format.setForeground(Qt::black);
            selections.append(sel);
            hit = ed->document()->find(needle, hit, flags);
        }
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->editor(i) != ed)
            m_tabs->editor(i)->setLayer(SectionEditor::Layer::Search, {});
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
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->editor(i)->setLayer(SectionEditor::Layer::Search, {});
    QWidget::hideEvent(event);
}

} // namespace pm
