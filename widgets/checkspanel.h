#pragma once

#include <QWidget>

class QLabel;
class QListView;
class QResizeEvent;
class QScrollArea;
class QModelIndex;
class QToolButton;

namespace pm {

struct Blocker;
class DocumentChecker;
class DocumentModel;
class GateInputsEditor;

// The side panel: the gate checklist (with the inputs the author states) and the live
// lint warnings. Activating a warning asks the window to jump to it.
class ChecksPanel : public QWidget
{
    Q_OBJECT

public:
    ChecksPanel(DocumentModel *document, DocumentChecker *checks, QWidget *parent = nullptr);
    ~ChecksPanel() override;

    QListView *gateView() const { return m_gateView; }
    QListView *lintView() const { return m_lintView; }
    GateInputsEditor *inputs() const { return m_inputs; }
    QLabel *gateSummary() const { return m_gateSummary; }
    QToolButton *gateToggle() const { return m_gateToggle; }
    // Whether the checklist and the inputs show; once the gate passes they fold into the
    // summary line.
    bool isGateExpanded() const;
    void setGateExpanded(bool expanded);

    QLabel *verdictLabel() const { return m_verdict; }
    // The strip the verdict scrolls in: as tall as the list, up to a cap.
    QScrollArea *verdictArea() const { return m_verdictArea; }

    // As narrow as a dock beside an 800 px wide window allows: rows elide, labels wrap
    // and the inputs shrink, instead of the panel scrolling sideways.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

signals:
    void diagnosticActivated(const QString &sectionId, int offset, int length);
    // A blocker of the publish verdict was clicked.
    void blockerActivated(const pm::Blocker &blocker);
    void quickFixRequested(int row);

private:
    void updateSummary();
    void updateVerdict();
    void fitVerdictArea();
    void onActivated(const QModelIndex &index);

    DocumentChecker *m_checks;
    GateInputsEditor *m_inputs;
    QLabel *m_verdict;
    QScrollArea *m_verdictArea;
    QLabel *m_gateSummary;
    QToolButton *m_gateToggle;
    QListView *m_gateView;
    QLabel *m_lintSummary;
    QListView *m_lintView;
    bool m_gatePassed = false;
    bool m_collapsePending = false;
    int m_lintScroll = 0;
    int m_lintScrollPending = -1;           // to restore once the batched layout reaches it
    static constexpr int BatchedFrom = 400; // rows; fewer are laid out at once
    // To qApp's focusChanged; cut in the destructor (see there).
    QMetaObject::Connection m_focusWatch;
};

} // namespace pm
