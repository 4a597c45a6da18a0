#include "sectioneditor.h"

#include "wordcount.h"

#include "documentmodel.h"
#include "highlighting.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QFontDatabase>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QtMath>
#include <QTextLayout>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QToolTip>

namespace pm {

namespace {

// A transparent tile of `pixels` device pixels at `ratio`, drawn antialiased by `draw`
// once and kept in QPixmapCache under `key`.
template<typename Draw>
QPixmap cachedTile(const QString &key, QSize pixels, qreal ratio, Draw &&draw)
{
    QPixmap tile;
    if (QPixmapCache::find(key, &tile))
        return tile;
    tile = QPixmap(pixels);
    tile.setDevicePixelRatio(ratio);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    draw(p);
    p.end();
    QPixmapCache::insert(key, tile);
    return tile;
}

// One period of the wavy underline, drawn once per colour, size and scale and tiled
// along each line (as Qt draws its own WaveUnderline): stroking the curves anew for
// every line cost most of a repaint when a finding covers a screenful of text.
QPixmap waveTile(const QColor &color, qreal amplitude, qreal width, qreal ratio)
{
    const QString key = QStringLiteral("pm-wave %1 %2 %3 %4").arg(color.name(QColor::HexArgb)).arg(amplitude).arg(width).arg(ratio);
    // A whole number of device pixels per period, so the tiles join without a seam.
    const int period = qMax(2, qRound(amplitude * 4 * ratio));
    const qreal height = amplitude * 2 + width * 2;
    return cachedTile(key, QSize(period, qCeil(height * ratio)), ratio, [&](QPainter &p) {
        const qreal step = period / ratio / 2;
        p.setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
        const qreal mid = height / 2;
        QPainterPath wave(QPointF(0, mid));
        wave.quadTo(QPointF(step / 2, mid - amplitude * 2), QPointF(step, mid));
        wave.quadTo(QPointF(step * 1.5, mid + amplitude * 2), QPointF(step * 2, mid));
        p.drawPath(wave);
    });
}

// One period of the dotted (lint notes) or dashed (spelling) underline, tiled the same
// way: a pen with a dash pattern strokes every dot as a path of its own, and under a
// screenful of a paragraph-long note (a 64 KiB paragraph) that cost 30 ms a repaint.
// The tile holds what the pen drew: a round-capped dot or dash, then its gap.
QPixmap dashTile(const QColor &color, qreal width, qreal ratio, bool dots)
{
    const QString key = QStringLiteral("pm-dash %1 %2 %3 %4").arg(color.name(QColor::HexArgb)).arg(width).arg(ratio).arg(dots);
    // The patterns, in pen widths: dots 0.1 on, 2.5 off; dashes 2 on, 1.5 off.
    const qreal on = (dots ? 0.1 : 2.0) * width;
    const qreal period = (dots ? 2.6 : 3.5) * width;
    const int periodPx = qMax(2, qRound(period * ratio));
    const qreal height = width * 2;
    return cachedTile(key, QSize(periodPx, qCeil(height * ratio)), ratio, [&](QPainter &p) {
        p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
        const qreal mid = height / 2;
        p.drawLine(QPointF(width / 2, mid), QPointF(width / 2 + on, mid)); // the cap stays inside
    });
}

} // namespace

SectionEditor::SectionEditor(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabChangesFocus(false);
    setFrameShape(QFrame::NoFrame);
    setCenterOnScroll(false);
    // Fixed width for prose and code alike, so code spans and fences line up in both
    // flavours; the document gets the same font in setSection().
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF());
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
    if (document->documentMargin() != DocumentModel::SectionDocumentMargin)
        document->setDocumentMargin(DocumentModel::SectionDocumentMargin);
    setDocument(document);
    // The text and the placeholder hint in one font: a document from the model still
    // has the application's default font.
    document->setDefaultFont(font());
    document->setModified(wasModified);
    setPlaceholderText(guidance);
    setAccessibleName(tr("Section text"));
    setAccessibleDescription(guidance);
    m_layers.clear();
    Highlighting::instance()->attach(document);
    updateCurrentLine();
}

void SectionEditor::detach()
{
    m_layers.clear();
    setExtraSelections({});
    setDocument(nullptr); // an empty document of the editor's own
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

void SectionEditor::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    paintSquiggles(event->rect());
}

void SectionEditor::paintSquiggles(const QRect &area)
{
    const QList<QTextEdit::ExtraSelection> lint = m_layers.value(Layer::Spelling) + m_layers.value(Layer::Lint);
    if (lint.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF metrics(font());
    // Sized from the font, each tile drawn at the screen's scale: as sharp at 2x as the glyphs above it.
    const qreal amplitude = qMax(1.2, metrics.height() / 10.0);
    const qreal width = qMax(1.0, metrics.height() / 16.0);
    const QPointF offset = contentOffset();
    for (const QTextEdit::ExtraSelection &sel : lint) {
        const int style = sel.format.property(SquiggleProperty).toInt();
        if (style == NoSquiggle)
            continue;
        const int start = sel.cursor.selectionStart(), end = sel.cursor.selectionEnd();
        const qreal ratio = devicePixelRatioF();
        const QPixmap tile = style == Wave ? waveTile(sel.format.underlineColor(), amplitude, width, ratio)
                                           : dashTile(sel.format.underlineColor(), width, ratio, style == Dots);
        const qreal h = tile.height() / tile.devicePixelRatio();
        for (QTextBlock block = document()->findBlock(start); block.isValid() && block.position() <= end;
             block = block.next()) {
            const QRectF geometry = blockBoundingGeometry(block).translated(offset);
            if (geometry.top() > area.bottom())
                break;
            if (!block.isVisible() || geometry.bottom() < area.top() || !block.layout())
                continue;
            const QTextLayout *layout = block.layout();
            const int from = start - block.position(), to = end - block.position();
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                // Only the lines in the area: a finding over a paragraph of 64 KiB on
                // one line spans a thousand wrapped lines, nearly all off screen.
                const qreal lineTop = geometry.top() + line.y();
                if (lineTop > area.bottom())
                    break;
                if (lineTop + line.height() < area.top())
                    continue;
                const int a = qMax(from, line.textStart());
                const int b = qMin(to, line.textStart() + line.textLength());
                if (a >= b)
                    continue;
                const qreal x1 = geometry.left() + line.cursorToX(a);
                const qreal x2 = geometry.left() + line.cursorToX(b);
                // Below the descenders, inside the line's own height.
                const qreal y = geometry.top() + line.y() + line.height() - amplitude - width / 2;
                painter.drawTiledPixmap(QRectF(x1, y - h / 2, x2 - x1, h), tile);
            }
        }
    }
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
        // Lint squiggles carry their message and suggestion in the format's tooltip, as
        // do spelling marks.
        auto *help = static_cast<QHelpEvent *>(event);
        const int pos = cursorForPosition(help->pos()).position();
        QStringList tips;
        for (const QTextEdit::ExtraSelection &sel : m_layers.value(Layer::Lint) + m_layers.value(Layer::Spelling)) {
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
    if (event->type() == QEvent::FontChange && document())
        document()->setDefaultFont(font());
    if (event->type() == QEvent::PaletteChange) {
        Highlighting::instance()->applyTheme();
        updateCurrentLine();
    }
    QPlainTextEdit::changeEvent(event);
}

} // namespace pm
