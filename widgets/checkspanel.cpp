#include "checkspanel.h"

#include "documentchecker.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "statuscolors.h"

#include <QIdentityProxyModel>
#include <QLabel>
#include <QMenu>
#include <QListView>
#include <QPainter>
#include <QVBoxLayout>

namespace pm {

namespace {

// Adds a pass/missing or severity icon in front of the first column.
class IconProxy : public QIdentityProxyModel
{
public:
    enum Kind { Gate, Lint };
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
        if (role == Qt::DisplayRole && m_kind == Gate) {
            // What is missing says why, right under its name.
            const QString title = QIdentityProxyModel::data(index, role).toString();
            const QString reason = QIdentityProxyModel::data(index, GateModel::ReasonRole).toString();
            return reason.isEmpty() ? title : QString(title + QLatin1Char('\n') + reason);
        }
        if (role == Qt::DisplayRole && m_kind == Lint && index.column() == 0) {
            // A list shows one column: where, then the message.
            const QString where = index.siblingAtColumn(LintModel::LocationColumn).data().toString();
            const QString message = index.siblingAtColumn(LintModel::MessageColumn).data().toString();
            return QString(where + QLatin1Char('\n') + message);
        }
        return QIdentityProxyModel::data(index, role);
    }

private:
    Kind m_kind;
    QWidget *m_view;   // whose palette the icons follow
};

// A list as tall as its laid-out rows (wrapped reasons included), so the checklist
// never scrolls and never leaves a blank band.
class FittingListView : public QListView
{
public:
    using QListView::QListView;
    QSize sizeHint() const override
    {
        int height = 2 * frameWidth();
        const int rows = model() ? model()->rowCount() : 0;
        if (rows > 0) {
            const QRect first = visualRect(model()->index(0, 0));
            const QRect last = visualRect(model()->index(rows - 1, 0));
            height += last.bottom() - first.top() + 1 + 2 * spacing();
        }
        return QSize(QListView::sizeHint().width(), qMax(height, fontMetrics().height() + 2 * frameWidth()));
    }

protected:
    void updateGeometries() override
    {
        QListView::updateGeometries();
        updateGeometry();   // the rows were laid out again: the height follows
    }
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
    , m_gateSummary(new QLabel(this))
    , m_gateView(new FittingListView(this))
    , m_lintSummary(new QLabel(this))
    , m_lintView(new QListView(this))
{
    auto *gateProxy = new IconProxy(IconProxy::Gate, this);
    gateProxy->setSourceModel(checks->gateModel());
    m_gateView->setModel(gateProxy);
    m_gateView->setWordWrap(true);
    m_gateView->setUniformItemSizes(false);
    m_gateView->setAccessibleName(tr("Gate checklist"));
    m_gateView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gateView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gateView->setResizeMode(QListView::Adjust);
    m_gateView->setSpacing(1);
    // As tall as its rows (and their reasons) need; the lint list gets the rest.
    m_gateView->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_gateView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *lintProxy = new IconProxy(IconProxy::Lint, this);
    lintProxy->setSourceModel(checks->lintModel());
    m_lintView->setModel(lintProxy);
    m_lintView->setAlternatingRowColors(true);
    m_lintView->setAccessibleName(tr("Lint warnings"));
    // Where, then the whole message, wrapped: the panel is narrow and the message is
    // what matters.
    m_lintView->setWordWrap(true);
    m_lintView->setResizeMode(QListView::Adjust);
    m_lintView->setTextElideMode(Qt::ElideNone);
    m_lintView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_gateSummary->setWordWrap(true);
    m_gateSummary->setContentsMargins(8, 2, 8, 2);
    m_lintSummary->setContentsMargins(8, 2, 8, 2);

    // One column: the checklist as tall as its rows, the inputs, then the lint list,
    // which takes whatever height is left.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 6);
    layout->setSpacing(2);
    layout->addWidget(heading(tr("Gate: the four required inputs"), this));
    layout->addWidget(m_gateSummary);
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
        QAction *fix = menu.addAction(tr("Apply &Quick Fix"));
        fix->setEnabled(index.siblingAtColumn(0).data(LintModel::HasFixRole).toBool());
        QAction *chosen = menu.exec(m_lintView->viewport()->mapToGlobal(pos));
        if (chosen == go)
            onActivated(index);
        else if (chosen == fix)
            emit quickFixRequested(index.row());
    });
    connect(m_lintView, &QListView::activated, this, &ChecksPanel::onActivated);
    connect(m_lintView, &QListView::clicked, this, &ChecksPanel::onActivated);
    connect(checks, &DocumentChecker::checked, this, &ChecksPanel::updateSummary);
    updateSummary();
}

void ChecksPanel::updateSummary()
{
    const GateModel *gate = m_checks->gateModel();
    if (gate->passed()) {
        m_gateSummary->setText(tr("All four inputs are present: the post-mortem may be exported and published."));
        setTextColor(m_gateSummary, StatusColors::passed(palette()));
    } else {
        m_gateSummary->setText(tr("Blocked: %1").arg(gate->status().blockerTitles().join(tr(", "))));
        setTextColor(m_gateSummary, StatusColors::failed(palette()));
    }
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
