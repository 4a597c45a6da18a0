#include "checkspanel.h"

#include "checkcontroller.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"

#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QListView>
#include <QPainter>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace pm {

namespace {

QIcon dot(const QColor &color, bool hollow = false)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, 2));
    p.setBrush(hollow ? QBrush(Qt::transparent) : QBrush(color));
    p.drawEllipse(QRectF(2.5, 2.5, 9, 9));
    return QIcon(pm);
}

// Adds a pass/missing or severity icon in front of the first column.
class IconProxy : public QIdentityProxyModel
{
public:
    enum Kind { Gate, Lint };
    IconProxy(Kind kind, QObject *parent)
        : QIdentityProxyModel(parent)
        , m_kind(kind)
    {
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const int iconColumn = m_kind == Gate ? 0 : int(LintModel::LocationColumn);
        if (role == Qt::DecorationRole && index.column() == iconColumn) {
            if (m_kind == Gate) {
                const bool passed = QIdentityProxyModel::data(index, GateModel::PassedRole).toBool();
                return passed ? dot(QColor(0x2e, 0x9e, 0x5b)) : dot(QColor(0xd0, 0x3a, 0x2f), true);
            }
            const QString severity = QIdentityProxyModel::data(index, LintModel::SeverityRole).toString();
            if (severity == QLatin1String("error"))
                return dot(QColor(0xd0, 0x3a, 0x2f));
            if (severity == QLatin1String("warning"))
                return dot(QColor(0xe0, 0x9b, 0x1a));
            return dot(QColor(0x2f, 0x7d, 0xd6));
        }
        if (role == Qt::DisplayRole && m_kind == Gate) {
            // What is missing says why, right under its name.
            const QString title = QIdentityProxyModel::data(index, role).toString();
            const QString reason = QIdentityProxyModel::data(index, GateModel::ReasonRole).toString();
            return reason.isEmpty() ? title : title + QLatin1Char('\n') + reason;
        }
        return QIdentityProxyModel::data(index, role);
    }

private:
    Kind m_kind;
};

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

ChecksPanel::ChecksPanel(DocumentModel *document, CheckController *checks, QWidget *parent)
    : QWidget(parent)
    , m_checks(checks)
    , m_inputs(new GateInputsEditor(document, this))
    , m_gateSummary(new QLabel(this))
    , m_gateView(new QListView(this))
    , m_lintSummary(new QLabel(this))
    , m_lintView(new QTreeView(this))
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

    auto *lintProxy = new IconProxy(IconProxy::Lint, this);
    lintProxy->setSourceModel(checks->lintModel());
    m_lintView->setModel(lintProxy);
    m_lintView->setRootIsDecorated(false);
    m_lintView->setUniformRowHeights(false);
    m_lintView->setAlternatingRowColors(true);
    m_lintView->setAccessibleName(tr("Lint warnings"));
    m_lintView->header()->setStretchLastSection(false);
    m_lintView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lintView->header()->setSectionResizeMode(LintModel::MessageColumn, QHeaderView::Stretch);
    m_lintView->setColumnHidden(LintModel::RuleColumn, true);
    // The icon on the location says the severity; the words are in the tooltip.
    m_lintView->setColumnHidden(LintModel::SeverityColumn, true);
    // Messages wrap: the panel is narrow and the message is what matters.
    m_lintView->setWordWrap(true);
    m_lintView->setTextElideMode(Qt::ElideNone);

    m_gateSummary->setWordWrap(true);
    m_gateSummary->setContentsMargins(8, 2, 8, 2);
    m_lintSummary->setContentsMargins(8, 2, 8, 2);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(2);
    topLayout->addWidget(heading(tr("Gate: the four required inputs"), top));
    topLayout->addWidget(m_gateSummary);
    // The checklist takes the room its reasons need; the inputs stay compact below.
    topLayout->addWidget(m_gateView, 1);
    topLayout->addWidget(m_inputs);

    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->setSpacing(2);
    bottomLayout->addWidget(heading(tr("Lint"), bottom));
    bottomLayout->addWidget(m_lintSummary);
    bottomLayout->addWidget(m_lintView, 1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("checksSplitter"));
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    // The split between checklist and warnings is remembered.
    split->restoreState(QSettings().value(QStringLiteral("checks/splitter")).toByteArray());
    connect(split, &QSplitter::splitterMoved, this, [split] {
        QSettings().setValue(QStringLiteral("checks/splitter"), split->saveState());
    });

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
    connect(m_lintView, &QTreeView::activated, this, &ChecksPanel::onActivated);
    connect(m_lintView, &QTreeView::clicked, this, &ChecksPanel::onActivated);
    connect(checks, &CheckController::checked, this, &ChecksPanel::updateSummary);
    updateSummary();
}

void ChecksPanel::updateSummary()
{
    const GateModel *gate = m_checks->gateModel();
    if (gate->passed()) {
        m_gateSummary->setText(tr("All four inputs are present: the post-mortem may be exported and published."));
        m_gateSummary->setStyleSheet(QStringLiteral("color: #2e9e5b;"));
    } else {
        m_gateSummary->setText(tr("Blocked: %1").arg(gate->status().blockerTitles().join(tr(", "))));
        m_gateSummary->setStyleSheet(QStringLiteral("color: #d03a2f;"));
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
