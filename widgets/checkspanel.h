#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QResizeEvent;
class QModelIndex;
class QTimer;
class QToolButton;
class QTreeView;

namespace pm {

struct Blocker;
class DocumentChecker;
class DocumentModel;
class GateInputsEditor;
class ProblemsModel;

// The side panel, in the manner of Qt Creator's Issues pane: a line that says whether
// the draft may be published, the four facts as a form that folds away, and one list of
// problems (what blocks publishing and every lint finding, each once) grouped by section
// and filterable by severity. Activating a problem asks the window to go to it.
class ChecksPanel : public QWidget
{
    Q_OBJECT

public:
    ChecksPanel(DocumentModel *document, DocumentChecker *checks, QWidget *parent = nullptr);
    ~ChecksPanel() override;

    GateInputsEditor *inputs() const { return m_inputs; }
    // The state of the facts, once: "2 of 4 stated" or "all four stated".
    QLabel *gateSummary() const { return m_gateSummary; }
    // Folds the facts form away and back.
    QToolButton *gateToggle() const { return m_gateToggle; }
    bool isGateExpanded() const;
    void setGateExpanded(bool expanded);

    // The one line above: nothing blocks, how many problems block, or (a new draft) what
    // to do first.
    QLabel *verdictLabel() const { return m_verdict; }
    QTreeView *problemsView() const { return m_problemsView; }
    ProblemsModel *problems() const { return m_problems; }
    QComboBox *filterBox() const { return m_filter; }
    // The one line shown instead of the list when it has no rows.
    QLabel *emptyLabel() const { return m_empty; }
    // A new draft nobody has written in yet: the panel says what to do first, in no red.
    bool isCalm() const;

    // Selects the next (or previous) problem after the current one, wrapping around, and
    // goes to it. False when the list is empty.
    bool goToProblem(bool forward);

    // As narrow as a dock beside an 800 px wide window allows: rows wrap and the inputs
    // shrink, instead of the panel scrolling sideways.
    QSize minimumSizeHint() const override;

signals:
    void diagnosticActivated(const QString &sectionId, int offset, int length);
    // A blocker of the publish verdict was activated.
    void blockerActivated(const pm::Blocker &blocker);
    void quickFixRequested(int row);

private:
    void updateSummary();
    void updateVerdict();
    void rebuildProblems();
    void updateListState();
    void onActivated(const QModelIndex &index);

    DocumentModel *m_document;
    DocumentChecker *m_checks;
    GateInputsEditor *m_inputs;
    QLabel *m_verdict;
    QLabel *m_gateSummary;
    QToolButton *m_gateToggle;
    QComboBox *m_filter;
    QLabel *m_filterLabel;
    QLabel *m_empty;
    ProblemsModel *m_problems;
    QTreeView *m_problemsView;
    QTimer *m_rebuild;
    bool m_gatePassed = false;
    bool m_collapsePending = false;
    int m_scrollPending = -1; // the list's place, restored once the rebuilt list reaches it
    int m_resumeAt = -1;      // where F8 goes on after the current problem was fixed
    // To qApp's focusChanged; cut in the destructor (see there).
    QMetaObject::Connection m_focusWatch;
};

} // namespace pm
