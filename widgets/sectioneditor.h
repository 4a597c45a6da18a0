#pragma once

#include <QMap>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QTextEdit>

class QMenu;

namespace pm {

// The editor of one section's QTextDocument. It is the single owner of its
// ExtraSelections: callers set named layers (current line, search, lint) and the
// editor merges them in one setExtraSelections() call, so no layer wipes another.
// Squiggles whose format Qt has nothing to draw for are left out of that call and
// painted by the editor alone; layer() and mergedSelections() still hold them.
class SectionEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    // Layers are drawn in this order; later ones paint over earlier ones.
    // clang-format off
    enum class Layer { CurrentLine, Search, Spelling, Lint };
    // clang-format on

    // A Lint- or Spelling-layer format with this property set to a SquiggleStyle is
    // underlined by the editor itself: Qt's own wave is a 1x pixmap, blurred at 2x scale.
    // Dashes are spelling's, so a misspelling never reads as a lint finding.
    static constexpr int SquiggleProperty = QTextFormat::UserProperty + 1;
    // clang-format off
    enum SquiggleStyle { NoSquiggle, Wave, Dots, Dashes, Margin };
    // clang-format on

    explicit SectionEditor(QWidget *parent = nullptr);

    // Shows a section document (owned by DocumentModel) with the seed's guidance as
    // placeholder text.
    void setSection(QTextDocument *document, const QString &key, const QString &guidance);
    QString key() const { return m_key; }
    // Lets go of the section document (the model may delete it before this editor is).
    void detach();

    void setLayer(Layer layer, const QList<QTextEdit::ExtraSelection> &selections);
    QList<QTextEdit::ExtraSelection> layer(Layer layer) const { return m_layers.value(layer); }
    QList<QTextEdit::ExtraSelection> mergedSelections() const;

    // Moves the cursor to a character range and shows it.
    void selectRange(int position, int length);

    // "proportional" or "monospace", as Settings::proseFont() says (the editor follows
    // that setting on its own).
    void applyProseFont(const QString &prose);

    // Opens the menu of the problems at the cursor (Ctrl+.), under the cursor; false
    // when no one added anything to it.
    bool showProblemMenu();

signals:
    // A context menu is about to open at a text position: listeners (the squiggle
    // painter) add their entries at the top of the menu. For showProblemMenu() the menu
    // starts empty.
    void contextMenuAboutToShow(QMenu *menu, int position);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateCurrentLine();
    void keepCursorBlockShaped();
    void releaseShapedBlock();
    void paintSquiggles(const QRect &area);
    void storeLayer(Layer layer, const QList<QTextEdit::ExtraSelection> &selections);
    void clearLayers();
    // Hands Qt the selections it draws: the squiggle layers' own are painted here alone.
    void applySelections();

    QString m_key;
    QMap<Layer, QList<QTextEdit::ExtraSelection>> m_layers;
    // Each layer split into what Qt draws and the squiggles only paintSquiggles draws
    // (drawnByTheEditorAlone() in the .cpp says which).
    QMap<Layer, QList<QTextEdit::ExtraSelection>> m_forQt;
    QMap<Layer, QList<QTextEdit::ExtraSelection>> m_own;
    // Where the block whose layout keeps its shaping is (keepCursorBlockShaped): a
    // cursor, as it follows edits and a QTextBlock handle does not.
    QTextCursor m_shapedAt;
};

} // namespace pm
