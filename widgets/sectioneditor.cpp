#include "sectioneditor.h"

#include "wordcount.h"

#include "highlighting.h"

#include <QHelpEvent>
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
    return lint::countWords(text);   // scripts by QChar::script() (models/lint/wordcount.h)
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
