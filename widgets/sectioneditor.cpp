#include "sectioneditor.h"

#include "highlighting.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QToolTip>

namespace pm {

SectionEditor::SectionEditor(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabChangesFocus(false);
    setFrameShape(QFrame::NoFrame);
    setCenterOnScroll(false);
    QFont mono = font();
    mono.setStyleHint(QFont::Monospace);
    mono.setFamily(QStringLiteral("monospace"));
    setFont(mono);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &SectionEditor::updateCurrentLine);
}

void SectionEditor::setSection(QTextDocument *document, const QString &key, const QString &guidance)
{
    m_key = key;
    // QPlainTextEdit needs its own layout; the model (no widgets there) leaves it to us.
    // Layout changes must not count as edits.
    const bool wasModified = document->isModified();
    if (!qobject_cast<QPlainTextDocumentLayout *>(document->documentLayout()))
        document->setDocumentLayout(new QPlainTextDocumentLayout(document));
    if (document->documentMargin() != 10)
        document->setDocumentMargin(10);
    setDocument(document);
    document->setModified(wasModified);
    setPlaceholderText(guidance);
    setAccessibleName(tr("Section text"));
    setAccessibleDescription(guidance);
    m_layers.clear();
    Highlighting::instance()->attach(document);
    updateCurrentLine();
}

void SectionEditor::setLayer(Layer layer, const QList<QTextEdit::ExtraSelection> &selections)
{
    m_layers.insert(layer, selections);
    applySelections();
}

QList<QTextEdit::ExtraSelection> SectionEditor::mergedSelections() const
{
    QList<QTextEdit::ExtraSelection> all;
    for (auto it = m_layers.cbegin(); it != m_layers.cend(); ++it)
        all += it.value();
    return all;
}

void SectionEditor::applySelections()
{
    setExtraSelections(mergedSelections());
}

void SectionEditor::updateCurrentLine()
{
    QTextEdit::ExtraSelection line;
    QColor color = palette().color(QPalette::Highlight);
    color.setAlpha(28);
    line.format.setBackground(color);
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = textCursor();
    line.cursor.clearSelection();
    m_layers.insert(Layer::CurrentLine, {line});
    applySelections();
}

void SectionEditor::selectRange(int position, int length)
{
    QTextCursor cursor(document());
    const int end = qMax(0, document()->characterCount() - 1);
    cursor.setPosition(qBound(0, position, end));
    cursor.setPosition(qBound(0, position + length, end), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
    setFocus(Qt::OtherFocusReason);
}

int SectionEditor::countWords(const QString &text)
{
    // A run of letters or digits is a word; every CJK character counts as one, the
    // way Chinese writers count.
    int words = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        const bool cjk = (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF)
            || (u >= 0x3040 && u <= 0x30FF) || (u >= 0xAC00 && u <= 0xD7AF);
        if (cjk) {
            ++words;
            inWord = false;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            if (!inWord)
                ++words;
            inWord = true;
        } else if (!(inWord && (c == QLatin1Char('\'') || c == QLatin1Char('-')))) {
            inWord = false;
        }
    }
    return words;
}

void SectionEditor::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    // The click decides the problem, not where the caret happens to be.
    const int position = event->reason() == QContextMenuEvent::Mouse
        ? cursorForPosition(event->pos()).position()
        : textCursor().position();
    emit contextMenuAboutToShow(menu, position);
    menu->popup(event->globalPos());
}

bool SectionEditor::showProblemMenu()
{
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    emit contextMenuAboutToShow(menu, textCursor().position());
    if (menu->isEmpty()) {
        delete menu;
        return false;
    }
    const QRect caret = cursorRect();
    menu->popup(viewport()->mapToGlobal(caret.bottomLeft()));
    return true;
}

bool SectionEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        // Lint squiggles carry their message and suggestion in the format's tooltip.
        auto *help = static_cast<QHelpEvent *>(event);
        const int pos = cursorForPosition(help->pos()).position();
        QStringList tips;
        for (const QTextEdit::ExtraSelection &sel : m_layers.value(Layer::Lint)) {
            if (pos >= sel.cursor.selectionStart() && pos <= sel.cursor.selectionEnd()
                && !sel.format.toolTip().isEmpty())
                tips.append(sel.format.toolTip());
        }
        if (!tips.isEmpty()) {
            QToolTip::showText(help->globalPos(), tips.join(QStringLiteral("<hr>")), this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void SectionEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        Highlighting::instance()->applyTheme();
        updateCurrentLine();
    }
    QPlainTextEdit::changeEvent(event);
}

} // namespace pm
