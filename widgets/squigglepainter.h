#pragma once

#include "diagnostic.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace pm {

class DocumentChecker;
class SectionEditor;
class SectionTabs;

// Draws one editor's findings: the checker's diagnostics (already in the editor's own
// positions) become the editor's Lint layer (SectionEditor::setLayer; the editor paints
// the squiggles itself), in colours taken from the editor's palette and redrawn when it
// changes. It also puts the problems under a
// click (or under the caret, Ctrl+.) at the top of the editor's context menu: the rule,
// what it asks for, and the quick fix or why there is none.
class SquigglePainter : public QObject
{
    Q_OBJECT

public:
    // A fix the window offers for a finding the checker has none for (create a JIRA
    // issue for an action item): a new action in the menu, or null.
    using FindingAction = std::function<QAction *(const Diagnostic &, QMenu *)>;

    SquigglePainter(SectionEditor *editor, DocumentChecker *checker);

    // Gives every editor of the tabs a painter, now and whenever the tabs are rebuilt,
    // and keeps them in step with the checker.
    static void attach(SectionTabs *tabs, DocumentChecker *checker, const FindingAction &extra = {});
    void setFindingAction(const FindingAction &extra) { m_extra = extra; }
    static SquigglePainter *of(SectionEditor *editor);

    void refresh();
    // A section with more findings than this gets squiggles for what is on screen
    // (and a screen either side) only, redrawn as it scrolls: each squiggle's cursor
    // lays out its paragraph, so 70,000 of them made opening a 4 MiB draft seconds
    // slower. The context menu, Ctrl+. and the list still see every finding.
    static constexpr int AllOnScreenUpTo = 1000;
    // Ctrl+.: the menu of the problem at the caret, or else of the next one in this
    // section (the caret moves there first). False when the section has none.
    bool showProblemMenu();
    const QList<Diagnostic> &diagnostics() const { return m_diagnostics; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addProblemEntries(QMenu *menu, int position);
    // The Lint layer from m_diagnostics: all of them, or those near the viewport.
    void applyLayer();

    SectionEditor *m_editor;
    DocumentChecker *m_checker;
    QList<Diagnostic> m_diagnostics;
    FindingAction m_extra;
};

} // namespace pm
