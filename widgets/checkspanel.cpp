#include "checkspanel.h"

#include "documentchecker.h"
#include "documentmodel.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "problemsmodel.h"
#include "statuscolors.h"
#include "wrappedrowdelegate.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace pm {

namespace {

void setTextColor(QLabel *label, const QColor &color)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, color);
    label->setPalette(p);
}

// Wrapped rows in a tree: the view asks for a row's size without its width, so the row
// is measured at the width its column leaves it (the viewport less the indentation).
class ProblemDelegate : public WrappedRowDelegate
{
public:
    using WrappedRowDelegate::WrappedRowDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem sized(option);
        if (const auto *view = qobject_cast<const QTreeView *>(option.widget)) {
            const int depth = index.parent().isValid() ? 2 : 1;
            // A valid rectangle: the style wraps only inside one (the height is no limit).
            sized.rect = QRect(0, 0, qMax(40, view->viewport()->width() - view->indentation() * depth), 1 << 16);
        }
        return WrappedRowDelegate::sizeHint(sized, index);
    }
};

QString uiLanguage()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

} // namespace

ChecksPanel::ChecksPanel(DocumentModel *document, DocumentChecker *checks, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_checks(checks)
    , m_inputs(new GateInputsEditor(document, this))
    , m_verdict(new QLabel(this))
    , m_gateSummary(new QLabel(this))
    , m_gateToggle(new QToolButton(this))
    , m_filter(new QComboBox(this))
    , m_filterLabel(new QLabel(tr("Show:"), this))
    , m_empty(new QLabel(this))
    , m_problems(new ProblemsModel(this))
    , m_problemsView(new QTreeView(this))
    , m_rebuild(new QTimer(this))
{
    m_verdict->setWordWrap(true);
    m_verdict->setContentsMargins(8, 6, 8, 4);
    // Two lines whatever it says, so the form below stays put when the verdict changes.
    m_verdict->setMinimumHeight(m_verdict->fontMetrics().lineSpacing() * 2 + 10);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_verdict->setAccessibleName(tr("Whether the draft may be published"));

    // The facts: a header that folds the form, with their state once beside it.
    m_gateToggle->setCheckable(true);
    m_gateToggle->setAutoRaise(true);
    m_gateToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_gateToggle->setText(tr("The four facts"));
    QFont bold = m_gateToggle->font();
    bold.setBold(true);
    m_gateToggle->setFont(bold);
    connect(m_gateToggle, &QToolButton::clicked, this, [this](bool expanded) {
        m_collapsePending = false;
        setGateExpanded(expanded);
    });
    m_gateSummary->setWordWrap(true);
    m_gateSummary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_filter->addItem(tr("All"), int(ProblemsModel::Filter::All));
    m_filter->addItem(tr("Errors"), int(ProblemsModel::Filter::Errors));
    m_filter->addItem(tr("Warnings"), int(ProblemsModel::Filter::Warnings));
    m_filter->addItem(tr("Notes"), int(ProblemsModel::Filter::Notes));
    m_filter->setAccessibleName(tr("Show problems of"));
    m_filter->setToolTip(tr("Show problems of one severity"));
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_filter, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        m_problems->setFilter(ProblemsModel::Filter(m_filter->currentData().toInt()));
        rebuildProblems();
    });

    m_problemsView->setModel(m_problems);
    m_problemsView->setHeaderHidden(true);
    m_problemsView->setAccessibleName(tr("Problems"));
    m_problemsView->setWordWrap(true);
    m_problemsView->setTextElideMode(Qt::ElideNone);
    m_problemsView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_problemsView->header()->setStretchLastSection(true);
    m_problemsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemsView->setExpandsOnDoubleClick(false);
    // Each row measured once by its text: the list is rebuilt after every pause in typing.
    m_problemsView->setItemDelegate(new ProblemDelegate(m_problemsView));
    // Another width wraps the rows anew.
    connect(m_problemsView->header(), &QHeaderView::sectionResized, m_problemsView, [this] {
        m_problemsView->doItemsLayout();
    });
    m_problemsView->setMinimumHeight(m_problemsView->fontMetrics().lineSpacing() * 6);
    connect(m_problemsView, &QTreeView::activated, this, &ChecksPanel::onActivated);
    connect(m_problemsView, &QTreeView::clicked, this, &ChecksPanel::onActivated);
    // A rebuilt list keeps the reader's place, once its rows reach it.
    connect(m_problemsView->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_scrollPending >= 0 && maximum >= m_scrollPending)
            m_problemsView->verticalScrollBar()->setValue(std::exchange(m_scrollPending, -1));
    });
    connect(m_problemsView->verticalScrollBar(), &QScrollBar::sliderPressed, this, [this] { m_scrollPending = -1; });

    // Quick fixes (delete the hedge) from the context menu of a finding.
    m_problemsView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_problemsView, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_problemsView->indexAt(pos);
        if (!index.isValid() || index.data(ProblemsModel::KindRole).toInt() == ProblemsModel::Group)
            return;
        QMenu menu(this);
        QAction *go = menu.addAction(tr("&Go to Problem"));
        QAction *fix = nullptr;
        if (index.data(ProblemsModel::HasFixRole).toBool())
            fix = menu.addAction(tr("Apply &Quick Fix"));
        QAction *chosen = menu.exec(m_problemsView->viewport()->mapToGlobal(pos));
        if (chosen == go)
            onActivated(index);
        else if (chosen && chosen == fix)
            emit quickFixRequested(index.data(ProblemsModel::LintRowRole).toInt());
    });

    // Rebuilt once per turn of the event loop, however many of its inputs changed.
    m_rebuild->setSingleShot(true);
    m_rebuild->setInterval(0);
    connect(m_rebuild, &QTimer::timeout, this, &ChecksPanel::rebuildProblems);
    const auto later = [this] { m_rebuild->start(); };
    LintModel *lint = checks->lintModel();
    connect(lint, &QAbstractItemModel::modelReset, this, later);
    connect(lint, &QAbstractItemModel::rowsInserted, this, later);
    connect(lint, &QAbstractItemModel::rowsRemoved, this, later);
    connect(lint, &QAbstractItemModel::dataChanged, this, later);
    connect(document, &DocumentModel::modifiedChanged, this, [this] {
        updateVerdict();
        m_rebuild->start();
    });
    connect(document, &DocumentModel::pathChanged, this, [this] {
        updateVerdict();
        m_rebuild->start();
    });

    auto *factsRow = new QHBoxLayout;
    factsRow->setContentsMargins(0, 0, 4, 0);
    factsRow->addWidget(m_gateToggle);
    factsRow->addWidget(m_gateSummary, 1);
    auto *problemsRow = new QHBoxLayout;
    problemsRow->setContentsMargins(6, 6, 0, 0);
    m_filterLabel->setBuddy(m_filter);
    problemsRow->addStretch(1);
    problemsRow->addWidget(m_filterLabel);
    problemsRow->addWidget(m_filter);
    m_empty->setWordWrap(true);
    m_empty->setContentsMargins(8, 4, 8, 4);
    m_empty->setAccessibleName(tr("Problems"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 6);
    layout->setSpacing(2);
    layout->addWidget(m_verdict);
    layout->addLayout(factsRow);
    layout->addWidget(m_inputs);
    layout->addLayout(problemsRow);
    layout->addWidget(m_empty);
    layout->addWidget(m_problemsView, 1);
    // Below an empty list the panel ends: the spare height goes here, not to a blank box.
    layout->addStretch(0);

    connect(checks, &DocumentChecker::checked, this, &ChecksPanel::updateSummary);
    connect(checks, &DocumentChecker::verdictChanged, this, [this] {
        updateVerdict();
        m_rebuild->start();
    });
    // A pass reached while typing in an input folds the form once the author leaves it.
    m_focusWatch = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (m_collapsePending && !m_inputs->isAncestorOf(now)) {
            m_collapsePending = false;
            setGateExpanded(false);
        }
    });
    updateSummary();
    updateVerdict();
    rebuildProblems();
}

ChecksPanel::~ChecksPanel()
{
    // ~QWidget closes a shown top-level panel and moves the focus out of it after this
    // destructor has run; the context object only disconnects in ~QObject, later still.
    // Left connected, the watcher would fold the gate of a half-destroyed panel.
    disconnect(m_focusWatch);
}

bool ChecksPanel::isCalm() const
{
    // Untouched since File ▸ New: no file, no edit, no fact stated.
    return m_document->isUntitled() && !m_document->isModified() && m_document->gateInputs() == GateInputs();
}

void ChecksPanel::updateVerdict()
{
    // The same plan the export dialog and `publish` use: "may be published" only when
    // nothing at all blocks. A big draft's plan comes from a worker thread a moment
    // after a load or a pause; until then the panel says so rather than show the last.
    setTextColor(m_verdict, palette().color(QPalette::WindowText));
    if (m_checks->isVerdictPending()) {
        m_verdict->setText(tr("Checking what blocks publishing…"));
        return;
    }
    const PublishPlan &plan = m_checks->lastVerdict();
    if (!plan.isBlocked()) {
        m_verdict->setText(tr("Nothing blocks: the post-mortem may be exported and published (Ctrl+E)."));
        setTextColor(m_verdict, StatusColors::passed(palette()));
    } else if (isCalm()) {
        m_verdict->setText(tr("A new draft: state the four facts, then write the four required sections."));
    } else {
        m_verdict->setText(tr("%n problem(s) block publishing.", nullptr, int(plan.blockers.size())));
        setTextColor(m_verdict, StatusColors::failed(palette()));
    }
}

namespace {

// The problems in list order (what F8 steps through).
QList<QModelIndex> leavesOf(const QAbstractItemModel *model)
{
    QList<QModelIndex> out;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r)
            out.append(model->index(r, 0, group));
    }
    return out;
}

} // namespace

void ChecksPanel::rebuildProblems()
{
    m_rebuild->stop();
    QScrollBar *bar = m_problemsView->verticalScrollBar();
    const int place = m_scrollPending >= 0 ? m_scrollPending : bar->value();
    // The problem the author went to last stays current when it is still there; when it is
    // gone (fixed), the next F8 goes to the one that took its place.
    const QModelIndex was = m_problemsView->currentIndex();
    const QString wasText = was.data().toString();
    const QString wasSection = was.data(ProblemsModel::SectionIdRole).toString();
    const int wasAt = was.isValid() ? int(leavesOf(m_problems).indexOf(was)) : -1;
    m_problems->rebuild(m_checks->lintModel(), m_checks->lastVerdict(), uiLanguage(), palette(), isCalm());
    m_problemsView->expandAll();
    m_resumeAt = -1;
    if (wasAt >= 0) {
        const QList<QModelIndex> now = leavesOf(m_problems);
        const QModelIndex same = wasAt < now.size() ? now.at(wasAt) : QModelIndex();
        if (same.isValid() && same.data().toString() == wasText
            && same.data(ProblemsModel::SectionIdRole).toString() == wasSection)
            m_problemsView->selectionModel()->setCurrentIndex(same, QItemSelectionModel::ClearAndSelect);
        else
            m_resumeAt = wasAt;
    }
    m_scrollPending = place;
    if (bar->maximum() >= place) {
        bar->setValue(place);
        m_scrollPending = -1;
    }
    updateListState();
}

void ChecksPanel::updateListState()
{
    // The list takes the panel's height only when it has rows; without, one calm line
    // says so (and the filter shows only when there is something to filter).
    const int listed = m_problems->problemCount();
    const int all = m_problems->count(Severity::Error) + m_problems->count(Severity::Warning)
                    + m_problems->count(Severity::Info);
    m_filterLabel->setVisible(all > 0);
    m_filter->setVisible(all > 0);
    m_problemsView->setVisible(listed > 0);
    m_empty->setVisible(listed == 0);
    if (all == 0)
        m_empty->setText(tr("No problems found."));
    else if (listed == 0)
        m_empty->setText(tr("None of this kind; %n other problem(s) are hidden by the filter.", nullptr, all));
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->setStretch(box->count() - 1, listed > 0 ? 0 : 1);
}

QSize ChecksPanel::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    hint.setWidth(qMin(hint.width(), fontMetrics().averageCharWidth() * 24));
    return hint;
}

bool ChecksPanel::isGateExpanded() const
{
    return !m_inputs->isHidden();
}

void ChecksPanel::setGateExpanded(bool expanded)
{
    m_inputs->setVisible(expanded);
    m_gateToggle->setChecked(expanded);
    m_gateToggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_gateToggle->setToolTip(expanded ? tr("Fold the facts away") : tr("Show the facts"));
}

void ChecksPanel::updateSummary()
{
    const GateStatus &status = m_checks->gateModel()->status();
    const bool passed = status.passed;
    int stated = 0;
    for (const GateInputResult &input : status.inputs)
        stated += input.passed ? 1 : 0;
    if (passed) {
        m_gateSummary->setText(tr("✓ all four stated"));
        setTextColor(m_gateSummary, StatusColors::passed(palette()));
    } else {
        m_gateSummary->setText(tr("%1 of %2 stated").arg(stated).arg(status.inputs.size()));
        setTextColor(m_gateSummary, palette().color(QPalette::WindowText));
    }
    m_gateSummary->setToolTip(passed ? QString() : tr("Still to state: %1").arg(status.blockerTitles().join(tr(", "))));
    if (!passed) {
        m_collapsePending = false;
        setGateExpanded(true);
    } else if (!m_gatePassed) {
        // Just passed: fold away, but not under the author's fingers.
        if (m_inputs->isAncestorOf(QApplication::focusWidget()))
            m_collapsePending = true;
        else
            setGateExpanded(false);
    }
    m_gatePassed = passed;
}

bool ChecksPanel::goToProblem(bool forward)
{
    if (m_rebuild->isActive())
        rebuildProblems();
    const QList<QModelIndex> leaves = leavesOf(m_problems);
    if (leaves.isEmpty())
        return false;
    const int at = int(leaves.indexOf(m_problemsView->currentIndex()));
    const int count = int(leaves.size());
    int next = 0;
    if (at >= 0)
        next = (at + (forward ? 1 : count - 1)) % count;
    else if (m_resumeAt >= 0)
        next = forward ? m_resumeAt % count : (m_resumeAt + count - 1) % count;
    else
        next = forward ? 0 : count - 1;
    m_resumeAt = -1;
    const QModelIndex index = leaves.at(next);
    m_problemsView->setCurrentIndex(index);
    m_problemsView->scrollTo(index);
    onActivated(index);
    return true;
}

void ChecksPanel::onActivated(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    switch (index.data(ProblemsModel::KindRole).toInt()) {
    case ProblemsModel::Finding:
        emit diagnosticActivated(index.data(ProblemsModel::SectionIdRole).toString(),
                                 index.data(ProblemsModel::OffsetRole).toInt(),
                                 index.data(ProblemsModel::LengthRole).toInt());
        return;
    case ProblemsModel::Blocker: {
        const PublishPlan &plan = m_checks->lastVerdict();
        const int i = index.data(ProblemsModel::BlockerRole).toInt();
        if (i >= 0 && i < plan.blockers.size())
            emit blockerActivated(plan.blockers.at(i));
        return;
    }
    default:
        m_problemsView->setExpanded(index, !m_problemsView->isExpanded(index));
        return;
    }
}

} // namespace pm
