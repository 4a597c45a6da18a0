#include "lintmodel.h"

#include "sectioncatalogue.h"

#include <QCoreApplication>

#include <algorithm>

namespace pm {

namespace {

// Position order: the sections in the seed's order, then line and column inside each.
// Lines may count from the file or from the section's editor; either way a section's
// findings stay together and in reading order.
bool before(const Diagnostic &a, const Diagnostic &b)
{
    const int ra = SectionCatalogue::indexOf(a.sectionId), rb = SectionCatalogue::indexOf(b.sectionId);
    if (ra != rb)
        return (ra < 0 ? 1000 : ra) < (rb < 0 ? 1000 : rb);
    return a.line != b.line ? a.line < b.line : a.column < b.column;
}

} // namespace

LintModel::LintModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LintModel::setDiagnostics(const QList<Diagnostic> &diagnostics)
{
    beginResetModel();
    m_items = diagnostics;
    std::stable_sort(m_items.begin(), m_items.end(), before);
    endResetModel();
    Q_EMIT countsChanged();
}

void LintModel::updateSection(const QString &sectionId, const QList<Diagnostic> &diagnostics)
{
    // Remove the stale rows in contiguous runs, from the bottom so rows stay valid.
    for (int row = int(m_items.size()) - 1; row >= 0;) {
        const auto stale = [&sectionId](const Diagnostic &d) {
            return d.documentLevel || d.sectionId == sectionId;
        };
        if (!stale(m_items.at(row))) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && stale(m_items.at(first - 1)))
            --first;
        beginRemoveRows(QModelIndex(), first, row);
        m_items.erase(m_items.begin() + first, m_items.begin() + row + 1);
        endRemoveRows();
        row = first - 1;
    }
    // Insert the new diagnostics at their place in position order. A section's findings
    // are contiguous, so they go in as a few runs, each one insertion: one at a time
    // would cost rows x findings on a large draft.
    QList<Diagnostic> incoming = diagnostics;
    std::stable_sort(incoming.begin(), incoming.end(), before);
    for (int i = 0; i < incoming.size();) {
        const int row = int(std::upper_bound(m_items.begin(), m_items.end(), incoming.at(i), before) - m_items.begin());
        int j = i + 1;
        while (j < incoming.size() && (row == m_items.size() || before(incoming.at(j), m_items.at(row))))
            ++j;
        beginInsertRows(QModelIndex(), row, row + (j - i) - 1);
        QList<Diagnostic> merged;
        merged.reserve(m_items.size() + (j - i));
        merged += m_items.mid(0, row);
        merged += incoming.mid(i, j - i);
        merged += m_items.mid(row);
        m_items = std::move(merged);
        endInsertRows();
        i = j;
    }
    Q_EMIT countsChanged();
}

int LintModel::count(Severity severity) const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(),
                             [severity](const Diagnostic &d) { return d.severity == severity; }));
}

int LintModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int LintModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void LintModel::setHeadingLanguage(const QString &language)
{
    if (language == m_headingLanguage)
        return;
    m_headingLanguage = language;
    if (!m_items.isEmpty())
        Q_EMIT dataChanged(index(0, LocationColumn), index(int(m_items.size()) - 1, LocationColumn), {Qt::DisplayRole});
}

QVariant LintModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Diagnostic &d = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityTitle(d.severity);
        case LocationColumn: {
            const SectionInfo *info = SectionCatalogue::find(d.sectionId);
            const QString section = info ? info->heading(m_headingLanguage) : d.sectionId;
            if (d.line > 0)
                return QCoreApplication::translate("pm::Lint", "%1, line %2").arg(section).arg(d.line);
            return section;
        }
        case MessageColumn:
            return d.message;
        case RuleColumn:
            return d.rule;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return d.suggestion.isEmpty() ? d.message : d.message + QLatin1Char('\n') + d.suggestion;
    case RuleRole:
        return d.rule;
    case SeverityRole:
        return severityName(d.severity);
    case SectionIdRole:
        return d.sectionId;
    case OffsetRole:
        return d.offset;
    case LengthRole:
        return d.length;
    case LineRole:
        return d.line;
    case ColumnRole:
        return d.column;
    case MessageRole:
        return d.message;
    case SuggestionRole:
        return d.suggestion;
    case HasFixRole:
        return d.fix.has_value();
    default:
        return {};
    }
}

QVariant LintModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return QCoreApplication::translate("pm::Lint", "Severity");
    case LocationColumn:
        return QCoreApplication::translate("pm::Lint", "Where");
    case MessageColumn:
        return QCoreApplication::translate("pm::Lint", "Problem");
    case RuleColumn:
        return QCoreApplication::translate("pm::Lint", "Rule");
    default:
        return {};
    }
}

Qt::ItemFlags LintModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> LintModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RuleRole, "rule");
    names.insert(SeverityRole, "severity");
    names.insert(SectionIdRole, "sectionId");
    names.insert(OffsetRole, "offset");
    names.insert(LengthRole, "length");
    names.insert(LineRole, "line");
    names.insert(ColumnRole, "column");
    names.insert(MessageRole, "message");
    names.insert(SuggestionRole, "suggestion");
    names.insert(HasFixRole, "hasFix");
    return names;
}

} // namespace pm
