#include "checkspanel.h"

#include "blockerlist.h"

#include "documentchecker.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "statuscolors.h"
#include "wrappedrowdelegate.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QScrollArea>
#include <QScopeGuard>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace pm {

namespace {

// Adds a pass/missing or severity icon in front of the first column.
class IconProxy : public QIdentityProxyModel
{
public:
    // clang-format off
    enum Kind { Gate, Lint };
    // clang-format on
    IconProxy(Kind kind, QWidget *view)
        : QIdentityProxyModel(view)
        , m_kind(kind)
        , m_view(view)
    {
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == 0) {
            const QPalette &palette = m_view->palette();
            if (m_kind == Gate) {
                const bool passed = QIdentityProxyModel::data(index, GateModel::PassedRole).toBool();
                return passed ? StatusColors::dot(StatusColors::passed(palette))
                              : StatusColors::dot(StatusColors::failed(palette), true);
            }
            Severity severity = Severity::Info;
            parseSeverity(QIdentityProxyModel::data(index, LintModel::SeverityRole).toString(), &severity);
            return StatusColors::dot(StatusColors::severity(severity, palette));
        }
        if (m_kind == Gate) {
            const QString reason = QIdentityProxyModel::data(index, GateModel::ReasonRole).toString();
            // One line per row, whatever passes: the form below never moves as rows
            // turn green. The reason follows the name and is whole in the tooltip.
            if (role == Qt::DisplayRole) {
                const QString title = QIdentityProxyModel::data(index, role).toString();
                return reason.isEmpty() ? title : QString(title + QStringLiteral(" — ") + reason);
            }
            if (role == Qt::ToolTipRole && !reason.isEmpty())
                return reason;
            // The override is a labelled check box under the inputs, not a bare box here.
            if (role == Qt::CheckStateRole)
                return {};
        }
        if (role == Qt::DisplayRole && m_kind == Lint && index.column() == 0) {
            // A list shows one column: where, then the message.
            const QString where = index.siblingAtColumn(LintModel::LocationColumn).data().toString();
            const QString message = index.siblingAtColumn(LintModel::MessageColumn).data().toString();
            return QString(where + QLatin1Char('\n') + message);
        }
        return QIdentityProxyModel::data(index, role);
    }
    Qt::ItemFlags flags(const QModelIndex &index) const override
    {
        return QIdentityProxyModel::flags(index) & ~Qt::ItemIsUserCheckable;
    }

private:
    Kind m_kind;
    QWidget *m_view; // whose palette the icons follow
};

// The checklist: one line per row, as tall as its rows, never scrolling.
class ChecklistView : public QListView
{
public:
    using QListView::QListView;
    QSize sizeHint() const override
    {
        const int rows = model() ? model()->rowCount() : 0;
        const int row = qMax(sizeHintForRow(0), fontMetrics().height() + 4);
        return QSize(QListView::sizeHint().width(), qMax(1, rows) * (row + 2 * spacing()) + 2 * frameWidth());
    }
    QSize minimumSizeHint() const override { return sizeHint(); }
};

void setTextColor(QLabel *label, const QColor &color)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, color);
    label->setPalette(p);
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setContentsMargins(8, 8, 8, 2);
    return label;
}

} // namespace

ChecksPanel::ChecksPanel(DocumentModel *document, DocumentChecker *checks, QWidget *parent)
    : QWidget(parent)
    , m_checks(checks)
    , m_inputs(new GateInputsEditor(document, this))
    , m_verdict(new QLabel(this))
    , m_gateSummary(new QLabel(this))
    , m_gateToggle(new QToolButton(this))
    , m_gateView(new ChecklistView(this))
    , m_lintSummary(new QLabel(this))
    , m_lintView(new QListView(this))
{
    auto *gateProxy = new IconProxy(IconProxy::Gate, this);
    gateProxy->setSourceModel(checks->gateModel());
    m_gateView->setModel(gateProxy);
    m_gateView->setWordWrap(false);
    m_gateView->setUniformItemSizes(true);
    m_gateView->setTextElideMode(Qt::ElideRight);
    m_gateView->setAccessibleName(tr("Gate checklist"));
    m_gateView->setSelectionMode(QAbstractItemView::NoSelection);
    m_gateView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gateView->setSpacing(1);
    m_gateView->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_gateView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_gateView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(gateProxy, &QAbstractItemModel::modelReset, m_gateView, &QWidget::updateGeometry);
    connect(gateProxy, &QAbstractItemModel::rowsInserted, m_gateView, &QWidget::updateGeometry);
    connect(gateProxy, &QAbstractItemModel::rowsRemoved, m_gateView, &QWidget::updateGeometry);

    auto *lintProxy = new IconProxy(IconProxy::Lint, this);
    lintProxy->setSourceModel(checks->lintModel());
    m_lintView->setModel(lintProxy);
    m_lintView->setAlternatingRowColors(true);
    m_lintView->setAccessibleName(tr("Lint warnings"));
    // Where, then the whole message, wrapped: the panel is narrow and the message is
    // what matters.
    m_lintView->setWordWrap(true);
    // Each row measured once: the list is replaced after every pause in typing.
    m_lintView->setItemDelegate(new WrappedRowDelegate(m_lintView));
    m_lintView->setResizeMode(QListView::Adjust);
    m_lintView->setTextElideMode(Qt::ElideNone);
    m_lintView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_lintView->setMinimumHeight(m_lintView->fontMetrics().lineSpacing() * 5);
    // A recheck after a load or a settings change resets the list: the reader's place
    // in it stays.
    connect(lintProxy, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_lintScroll = m_lintView->verticalScrollBar()->value(); });
    connect(lintProxy, &QAbstractItemModel::modelReset, this, [this, lintProxy] {
        // Each wrapped row is measured by laying out its text (~30 µs): thousands of
        // findings (a 4 MiB draft has 7,000) are laid out in batches between events,
        // so the window is on screen and takes keys meanwhile. The place in the list
        // is restored once the rows above it are measured.
        const bool batched = lintProxy->rowCount() > BatchedFrom;
        m_lintView->setLayoutMode(batched ? QListView::Batched : QListView::SinglePass);
        m_lintView->doItemsLayout();
        m_lintScrollPending = batched ? m_lintScroll : -1;
        m_lintView->verticalScrollBar()->setValue(m_lintScroll);
    });
    connect(m_lintView->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_lintScrollPending >= 0 && maximum >= m_lintScrollPending)
            m_lintView->verticalScrollBar()->setValue(std::exchange(m_lintScrollPending, -1));
    });
    // Scrolled by hand meanwhile: that place wins.
    connect(m_lintView->verticalScrollBar(), &QScrollBar::sliderPressed, this, [this] { m_lintScrollPending = -1; });

    m_gateSummary->setWordWrap(true);
    m_gateSummary->setContentsMargins(8, 2, 8, 2);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setContentsMargins(8, 2, 8, 2);
    m_verdict->setAccessibleName(tr("What blocks publishing"));
    m_verdict->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_verdict, &QLabel::linkActivated, this, [this](const QString &link) {
        const PublishPlan &plan = m_checks->verdict();
        const int i = BlockerList::indexOf(link);
        if (i >= 0 && i < plan.blockers.size())
            emit blockerActivated(plan.blockers.at(i));
    });
    m_lintSummary->setContentsMargins(8, 2, 8, 2);
    m_gateToggle->setCheckable(true);
    m_gateToggle->setAutoRaise(true);
    m_gateToggle->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // Hidden while the gate fails, yet its height is kept: the summary line does not
    // grow when it appears.
    QSizePolicy keep = m_gateToggle->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_gateToggle->setSizePolicy(keep);
    connect(m_gateToggle, &QToolButton::clicked, this, [this](bool expanded) {
        m_collapsePending = false;
        setGateExpanded(expanded);
    });

    // One column: the gate (a one-line summary once it passes), the inputs, then the
    // lint list, which takes whatever height is left.
    auto *summaryRow = new QHBoxLayout;
    summaryRow->setContentsMargins(0, 0, 0, 0);
    summaryRow->addWidget(m_gateSummary, 1);
    summaryRow->addWidget(m_gateToggle, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 6);
    layout->setSpacing(2);
    layout->addWidget(heading(tr("Publishing"), this));
    // The whole list, however long, scrolls in a bounded strip: the lint list below
    // keeps its room.
    m_verdictArea = new QScrollArea(this);
    m_verdictArea->setWidget(m_verdict);
    m_verdictArea->setWidgetResizable(true);
    m_verdictArea->setFrameShape(QFrame::NoFrame);
    m_verdictArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_verdictArea);
    layout->addWidget(heading(tr("Gate: the four required inputs"), this));
    layout->addLayout(summaryRow);
    layout->addWidget(m_gateView);
    layout->addWidget(m_inputs);
    layout->addWidget(heading(tr("Lint"), this));
    layout->addWidget(m_lintSummary);
    layout->addWidget(m_lintView, 1);

    // Quick fixes (delete the hedge) from the context menu of a warning.
    m_lintView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_lintView, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_lintView->indexAt(pos);
        if (!index.isValid())
            return;
        QMenu menu(this);
        QAction *go = menu.addAction(tr("&Go to Problem"));
        QAction *fix = nullptr;
        if (index.siblingAtColumn(0).data(LintModel::HasFixRole).toBool())
            fix = menu.addAction(tr("Apply &Quick Fix"));
        QAction *chosen = menu.exec(m_lintView->viewport()->mapToGlobal(pos));
        if (chosen == go)
            onActivated(index);
        else if (chosen && chosen == fix)
            emit quickFixRequested(index.row());
    });
    connect(m_lintView, &QListView::activated, this, &ChecksPanel::onActivated);
    connect(m_lintView, &QListView::clicked, this, &ChecksPanel::onActivated);
    connect(checks, &DocumentChecker::checked, this, &ChecksPanel::updateSummary);
    connect(checks, &DocumentChecker::verdictChanged, this, &ChecksPanel::updateVerdict);
    // A pass reached while typing in an input collapses the form once the author leaves it.
    m_focusWatch = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (m_collapsePending && !m_inputs->isAncestorOf(now)) {
            m_collapsePending = false;
            setGateExpanded(false);
        }
    });
    updateSummary();
    updateVerdict();
}

ChecksPanel::~ChecksPanel()
{
    // ~QWidget closes a shown top-level panel and moves the focus out of it after this
    // destructor has run; the context object only disconnects in ~QObject, later still.
    // Left connected, the watcher would fold the gate of a half-destroyed panel
    // (undefined behaviour, reported by the asan gate's UBSan).
    disconnect(m_focusWatch);
}

void ChecksPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitVerdictArea();
}

void ChecksPanel::fitVerdictArea()
{
    // As tall as the verdict needs at this width, so one blocker shows whole without a
    // scroll bar; a long list stops at a quarter of the panel (3 to 8 lines) and scrolls.
    const int line = m_verdict->fontMetrics().lineSpacing();
    const int cap = qBound(3 * line, height() / 4, 8 * line);
    const int needed = m_verdict->heightForWidth(m_verdictArea->width());
    m_verdictArea->setFixedHeight(qBound(line, needed, cap));
}

void ChecksPanel::updateVerdict()
{
    const auto fit = qScopeGuard([this] { fitVerdictArea(); });
    // The same plan the export dialog and `publish` use: "may be published" only when
    // nothing at all blocks. A big draft's plan comes from a worker thread a moment
    // after a load or a pause; until then the panel says so rather than show the last.
    if (m_checks->isVerdictPending()) {
        setTextColor(m_verdict, palette().color(QPalette::WindowText));
        m_verdict->setText(tr("Checking what blocks publishing…").toHtmlEscaped());
        return;
    }
    const PublishPlan &plan = m_checks->lastVerdict();
    if (!plan.isBlocked()) {
        m_verdict->setText(tr("Nothing blocks: the post-mortem may be exported and published (Ctrl+E).").toHtmlEscaped());
        setTextColor(m_verdict, StatusColors::passed(palette()));
        return;
    }
    setTextColor(m_verdict, palette().color(QPalette::WindowText));
    m_verdict->setText(QStringLiteral("<span style=\"color: %1\">%2</span>")
                           .arg(StatusColors::failed(palette()).name(),
                                tr("%n problem(s) block publishing:", nullptr, int(plan.blockers.size())).toHtmlEscaped())
                       + BlockerList::html(plan.blockers));
}

QSize ChecksPanel::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    hint.setWidth(qMin(hint.width(), fontMetrics().averageCharWidth() * 24));
    return hint;
}

bool ChecksPanel::isGateExpanded() const
{
    return !m_gateView->isHidden();
}

void ChecksPanel::setGateExpanded(bool expanded)
{
    m_gateView->setVisible(expanded);
    m_inputs->setVisible(expanded);
    m_gateToggle->setChecked(expanded);
    m_gateToggle->setText(expanded ? tr("Hide inputs") : tr("Show inputs"));
}

void ChecksPanel::updateSummary()
{
    const GateModel *gate = m_checks->gateModel();
    const bool passed = gate->passed();
    if (passed) {
        m_gateSummary->setText(tr("✓ All four inputs are present."));
        setTextColor(m_gateSummary, StatusColors::passed(palette()));
    } else {
        m_gateSummary->setText(tr("Missing: %1").arg(gate->status().blockerTitles().join(tr(", "))));
        setTextColor(m_gateSummary, StatusColors::failed(palette()));
    }
    m_gateToggle->setVisible(passed);
    if (!passed) {
        m_collapsePending = false;
        setGateExpanded(true);
    } else if (!m_gatePassed) {
        // Just passed: fold into the summary line, but not under the author's fingers.
        if (m_inputs->isAncestorOf(QApplication::focusWidget()))
            m_collapsePending = true;
        else
            setGateExpanded(false);
    }
    m_gatePassed = passed;
    const LintModel *lint = m_checks->lintModel();
    m_lintSummary->setText(tr("Errors: %1 · Warnings: %2 · Notes: %3")
                               .arg(lint->count(Severity::Error))
                               .arg(lint->count(Severity::Warning))
                               .arg(lint->count(Severity::Info)));
}

void ChecksPanel::onActivated(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QModelIndex first = index.siblingAtColumn(0);
    emit diagnosticActivated(first.data(LintModel::SectionIdRole).toString(),
                             first.data(LintModel::OffsetRole).toInt(),
                             first.data(LintModel::LengthRole).toInt());
}

} // namespace pm
