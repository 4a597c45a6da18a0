#include "problemsmodel.h"

#include "blockerlist.h"
#include "lintmodel.h"
#include "publishplan.h"
#include "sectioncatalogue.h"
#include "statuscolors.h"

#include <QFont>
#include <QHash>
#include <QPalette>

#include <algorithm>
#include <iterator>
#include <utility>

namespace pm {

namespace {

// The facts, the title and the ticket are fixed above the sections: their group comes first.
const QString FactsGroup = QStringLiteral(" facts");

// The markers, by Row::icon.
enum Icon : short { QuietIcon,
                    BlockerIcon,
                    ErrorIcon,
                    WarningIcon,
                    NoteIcon };

bool passes(ProblemsModel::Filter filter, Severity severity)
{
    switch (filter) {
    case ProblemsModel::Filter::All:
        return true;
    case ProblemsModel::Filter::Errors:
        return severity == Severity::Error;
    case ProblemsModel::Filter::Warnings:
        return severity == Severity::Warning;
    case ProblemsModel::Filter::Notes:
        return severity == Severity::Info;
    }
    return true;
}

// Leaves carry their group's row + 1; group rows carry 0.
constexpr quintptr GroupId = 0;

} // namespace

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void ProblemsModel::rebuild(const LintModel *lint, const PublishPlan &plan, const QString &language,
                            const QPalette &palette, bool calm)
{
    QHash<QString, QVector<Row>> rows;
    QStringList extraGroups; // sections outside the catalogue, in the order met
    int problems = 0;
    int counts[3] = {0, 0, 0};
    QHash<QString, int> sectionCounts;
    const auto add = [&](const QString &group, Row &&row) {
        ++counts[int(row.severity)];
        if (group != FactsGroup)
            ++sectionCounts[group];
        if (!passes(m_filter, row.severity))
            return;
        if (group != FactsGroup && !SectionCatalogue::find(group) && !rows.contains(group))
            extraGroups.append(group);
        rows[group].append(std::move(row));
        ++problems;
    };

    bool titleBlocker = false;
    for (int i = 0; i < plan.blockers.size(); ++i) {
        const pm::Blocker &b = plan.blockers.at(i);
        if (b.kind == pm::Blocker::Kind::Lint)
            continue; // the finding itself is listed below, once
        titleBlocker |= b.kind == pm::Blocker::Kind::Metadata && b.id == QLatin1String("title");
        const bool inSection = b.kind == pm::Blocker::Kind::TooLong && !b.sectionId.isEmpty();
        Row row;
        row.text = inSection ? b.message : QStringLiteral("%1: %2").arg(BlockerList::place(b), b.message);
        row.sectionId = b.sectionId;
        row.blocker = i;
        row.blocks = true;
        row.icon = calm ? QuietIcon : BlockerIcon;
        add(inSection ? b.sectionId : FactsGroup, std::move(row));
    }
    const QList<Diagnostic> &findings = lint->diagnostics();
    for (int i = 0; i < findings.size(); ++i) {
        const Diagnostic &d = findings.at(i);
        if (titleBlocker && d.rule == QLatin1String("title-placeholder"))
            continue; // the title's blocker above says it
        Row row;
        row.text = d.message;
        row.detail = d.suggestion;
        row.sectionId = d.sectionId;
        row.offset = d.offset;
        row.length = d.length;
        row.lintRow = i;
        row.severity = d.severity;
        row.hasFix = d.fix.has_value();
        row.blocks = d.severity == Severity::Error;
        row.icon = calm && row.blocks ? short(QuietIcon) : short(ErrorIcon + int(d.severity));
        add(d.sectionId.isEmpty() ? FactsGroup : d.sectionId, std::move(row));
    }

    QStringList order{FactsGroup};
    for (const SectionInfo &info : SectionCatalogue::all())
        order.append(info.id);
    order += extraGroups;

    beginResetModel();
    m_groups.clear();
    for (const QString &key : std::as_const(order)) {
        auto found = rows.find(key);
        if (found == rows.end() || found->isEmpty())
            continue;
        GroupRows group;
        group.key = key == FactsGroup ? QString() : key;
        if (key == FactsGroup)
            group.name = tr("Title, ticket and facts");
        else if (const SectionInfo *info = SectionCatalogue::find(key))
            group.name = info->heading(language);
        else
            group.name = key;
        group.rows = std::move(*found);
        m_groups.append(std::move(group));
    }
    m_icons = {StatusColors::dot(palette.color(QPalette::Disabled, QPalette::WindowText), true),
               StatusColors::dot(StatusColors::failed(palette), true),
               StatusColors::dot(StatusColors::severity(Severity::Error, palette)),
               StatusColors::dot(StatusColors::severity(Severity::Warning, palette)),
               StatusColors::dot(StatusColors::severity(Severity::Info, palette))};
    m_problems = problems;
    std::copy(std::begin(counts), std::end(counts), std::begin(m_counts));
    endResetModel();
    if (sectionCounts != m_sectionCounts) {
        m_sectionCounts = std::move(sectionCounts);
        emit sectionCountsChanged(m_sectionCounts);
    }
}

QModelIndex ProblemsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, 0, GroupId) : QModelIndex();
    if (parent.internalId() != GroupId || parent.row() >= m_groups.size()
        || row >= m_groups.at(parent.row()).rows.size())
        return {};
    return createIndex(row, 0, quintptr(parent.row()) + 1);
}

QModelIndex ProblemsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == GroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, GroupId);
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != GroupId || parent.row() >= m_groups.size())
        return 0;
    return int(m_groups.at(parent.row()).rows.size());
}

int ProblemsModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags ProblemsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return index.internalId() == GroupId ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == GroupId) {
        if (index.row() >= m_groups.size())
            return {};
        const GroupRows &group = m_groups.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("%1 (%2)").arg(group.name).arg(group.rows.size());
        case Qt::FontRole: {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        case KindRole:
            return Group;
        case SectionIdRole:
            return group.key;
        case LintRowRole:
        case BlockerRole:
            return -1;
        default:
            return {};
        }
    }
    const int g = int(index.internalId() - 1);
    if (g >= m_groups.size() || index.row() >= m_groups.at(g).rows.size())
        return {};
    const Row &row = m_groups.at(g).rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.text;
    case Qt::ToolTipRole:
        return row.detail.isEmpty() ? row.text : QString(row.text + QLatin1Char('\n') + row.detail);
    case Qt::DecorationRole:
        return row.icon < m_icons.size() ? m_icons.at(row.icon) : QIcon();
    case KindRole:
        return row.blocker >= 0 ? Blocker : Finding;
    case SeverityRole:
        return int(row.severity);
    case SectionIdRole:
        return row.sectionId;
    case OffsetRole:
        return row.offset;
    case LengthRole:
        return row.length;
    case LintRowRole:
        return row.lintRow;
    case BlockerRole:
        return row.blocker;
    case HasFixRole:
        return row.hasFix;
    case BlocksRole:
        return row.blocks;
    default:
        return {};
    }
}

} // namespace pm
