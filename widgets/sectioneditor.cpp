#include "sectioneditor.h"

#include "wordcount.h"

#include "documentmodel.h"
#include "highlighting.h"
#include "settings.h"

#include <algorithm>

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QtMath>
#include <QTextLayout>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QToolTip>
#include <QVarLengthArray>

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
    // The prose font is the author's choice (Preferences); code is monospace either way
    // (Highlighting). The document gets the same font in setSection().
    applyProseFont(Settings::instance().proseFont());
    connect(&Settings::instance(), &Settings::proseFontChanged, this, &SectionEditor::applyProseFont);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &SectionEditor::updateCurrentLine);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &SectionEditor::keepCursorBlockShaped);
}

void SectionEditor::applyProseFont(const QString &prose)
{
    // The size of the interface's text, in the family asked for.
    const QFont general = QApplication::font(this);
    QFont f = prose == QLatin1String("monospace") ? Highlighting::fixedFont() : general;
    f.setPointSizeF(general.pointSizeF());
    setFont(f);
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
    clearLayers();
    Highlighting::instance()->attach(document);
    releaseShapedBlock();
    updateCurrentLine();
    keepCursorBlockShaped();
}

void SectionEditor::detach()
{
    clearLayers();
    releaseShapedBlock();
    setExtraSelections({});
    setDocument(nullptr); // an empty document of the editor's own
}

void SectionEditor::setLayer(Layer layer, const QList<QTextEdit::ExtraSelection> &selections)
{
    storeLayer(layer, selections);
    applySelections();
}

namespace {

// Qt has nothing to draw for a squiggle's format (the property, an underline colour
// without an underline style, a tooltip), but it would still clip to it and draw the
// paragraph's visible lines once more for each one: under a screenful of findings in
// a long paragraph, that was most of a keystroke's repaint. Any other property, and
// the selection goes to Qt as well.
bool drawnByTheEditorAlone(const QTextCharFormat &format)
{
    if (format.intProperty(SectionEditor::SquiggleProperty) == SectionEditor::NoSquiggle)
        return false;
    const int known = 1 + int(format.hasProperty(QTextFormat::TextUnderlineColor))
                      + int(format.hasProperty(QTextFormat::TextToolTip));
    return format.propertyCount() == known;
}

} // namespace

void SectionEditor::clearLayers()
{
    m_layers.clear();
    m_forQt.clear();
    m_own.clear();
}

void SectionEditor::storeLayer(Layer layer, const QList<QTextEdit::ExtraSelection> &selections)
{
    QList<QTextEdit::ExtraSelection> forQt, own;
    for (const QTextEdit::ExtraSelection &sel : selections)
        (drawnByTheEditorAlone(sel.format) ? own : forQt).append(sel);
    // Qt repaints where its own selections change; the squiggles are ours to repaint.
    const QList<QTextEdit::ExtraSelection> before = m_own.value(layer);
    const auto same = [](const QTextEdit::ExtraSelection &a, const QTextEdit::ExtraSelection &b) {
        return a.cursor == b.cursor && a.cursor.anchor() == b.cursor.anchor() && a.format == b.format;
    };
    if (!std::equal(own.cbegin(), own.cend(), before.cbegin(), before.cend(), same))
        viewport()->update();
    m_own.insert(layer, own);
    m_layers.insert(layer, selections);
    m_forQt.insert(layer, forQt);
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
    QList<QTextEdit::ExtraSelection> all;
    for (auto it = m_forQt.cbegin(); it != m_forQt.cend(); ++it)
        all += it.value();
    setExtraSelections(all);
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
    storeLayer(Layer::CurrentLine, {line});
    applySelections();
}

// A QTextLayout drops its itemization, character attributes and glyphs after every
// layout and every draw unless its cache is on. The cursor's block is the one that is
// laid out, drawn and asked for cursor positions (the caret, Qt's remembered x, the
// squiggles) on every keystroke, and each of those asked afresh would itemize the whole
// paragraph and find its line breaks again: in a paragraph of 64 KiB that was ~40% of a
// keystroke. So that block keeps its shaping while the cursor is in it; any other block
// lets it go at its next draw or layout, as Qt does by default.
void SectionEditor::keepCursorBlockShaped()
{
    const QTextBlock block = textCursor().block();
    if (!m_shapedAt.isNull() && m_shapedAt.block() == block) {
        // The paragraph the position is in, though perhaps not the layout that was
        // cached: a paragraph joined to the one before goes, layout and all.
        if (block.layout())
            block.layout()->setCacheEnabled(true);
        return;
    }
    releaseShapedBlock();
    if (!block.isValid() || !block.layout())
        return;
    block.layout()->setCacheEnabled(true);
    m_shapedAt = QTextCursor(block);
}

void SectionEditor::releaseShapedBlock()
{
    // Turning the cache off is harmless on whatever block the position is in now (after
    // blocks were merged it may be another one): off is Qt's default. A null cursor is
    // also what a deleted document leaves.
    if (!m_shapedAt.isNull() && m_shapedAt.block().layout())
        m_shapedAt.block().layout()->setCacheEnabled(false);
    m_shapedAt = QTextCursor();
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

namespace {

// Han, kana, Hangul and the full-width forms: glyphs that fill the em box.
bool hasIdeographs(const QTextDocument *doc, int from, int to)
{
    for (int i = from; i < to; ++i) {
        const char16_t c = doc->characterAt(i).unicode();
        if ((c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF)
            || (c >= 0xFF00 && c <= 0xFFEF))
            return true;
    }
    return false;
}

} // namespace

void SectionEditor::paintSquiggles(const QRect &area)
{
    const QList<QTextEdit::ExtraSelection> lint = m_layers.value(Layer::Spelling) + m_layers.value(Layer::Lint);
    if (lint.isEmpty())
        return;
    // The lines in the area, found once for all squiggles: a block's geometry walks
    // every line of its layout (a thousand in a paragraph of 64 KiB, which may hold
    // hundreds of findings), and nearly all of such a paragraph's lines are off screen.
    struct Shown
    {
        int start, end; // text positions, in the document
        QPointF origin; // of the block's layout, in the viewport
        QTextLine line;
    };
    QVarLengthArray<Shown, 64> shown;
    const QPointF offset = contentOffset();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF geometry = blockBoundingGeometry(block).translated(offset);
        if (geometry.top() > area.bottom())
            break;
        if (!block.isVisible() || geometry.bottom() < area.top() || !block.layout())
            continue;
        const QTextLayout *layout = block.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            const qreal lineTop = geometry.top() + line.y();
            if (lineTop > area.bottom())
                break;
            if (lineTop + line.height() < area.top())
                continue;
            const int from = block.position() + line.textStart();
            shown.append({from, from + line.textLength(), geometry.topLeft(), line});
        }
    }
    if (shown.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF metrics(font());
    // Sized from the font, each tile drawn at the screen's scale: as sharp at 2x as the glyphs above it.
    const qreal amplitude = qMax(1.2, metrics.height() / 10.0);
    const qreal width = qMax(1.0, metrics.height() / 16.0);
    const qreal ratio = devicePixelRatioF();
    for (const QTextEdit::ExtraSelection &sel : lint) {
        const int style = sel.format.property(SquiggleProperty).toInt();
        if (style == NoSquiggle)
            continue;
        const int start = sel.cursor.selectionStart(), end = sel.cursor.selectionEnd();
        if (end <= shown.front().start || start >= shown.back().end)
            continue;
        if (style == Margin) {
            // A bar in the document's left margin beside every line the finding covers.
            const qreal bar = qMax(2.0, document()->documentMargin() - 1);
            painter.setPen(Qt::NoPen);
            painter.setBrush(sel.format.underlineColor());
            for (const Shown &s : shown) {
                if (s.start >= end || (s.end <= start && s.end != s.start))
                    continue;
                const qreal top = s.origin.y() + s.line.y();
                painter.drawRoundedRect(QRectF(0.5, top + 1, bar, s.line.height() - 2), bar / 2, bar / 2);
            }
            continue;
        }
        const QPixmap tile = style == Wave ? waveTile(sel.format.underlineColor(), amplitude, width, ratio)
                                           : dashTile(sel.format.underlineColor(), width, ratio, style == Dots);
        const qreal h = tile.height() / tile.devicePixelRatio();
        for (const Shown &s : shown) {
            if (s.start >= end)
                break;
            const int a = qMax(start, s.start), b = qMin(end, s.end);
            if (a >= b)
                continue;
            const int blockStart = s.start - s.line.textStart();
            const qreal x1 = s.origin.x() + s.line.cursorToX(a - blockStart);
            const qreal x2 = s.origin.x() + s.line.cursorToX(b - blockStart);
            // Below the descenders, inside the line's own height; under Chinese, Japanese
            // or Korean text, whose strokes reach into the descent, on the line's bottom edge.
            qreal y = s.origin.y() + s.line.y() + s.line.height() - amplitude - width / 2;
            if (style == Wave && hasIdeographs(document(), a, b))
                y += amplitude * 1.5 + width / 2;
            painter.drawTiledPixmap(QRectF(x1, y - h / 2, x2 - x1, h), tile);
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
