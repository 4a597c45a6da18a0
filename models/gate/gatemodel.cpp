#include "gatemodel.h"

#include <QCoreApplication>

namespace pm {

GateModel::GateModel(QObject *parent)
    : QAbstractListModel(parent)
{
    // Start from the gate of an empty draft: every input missing.
    m_status = evaluateGate(PostMortem());
}

void GateModel::setStatus(const GateStatus &status)
{
    const bool wasPassed = m_status.passed;
    const int oldRows = m_status.inputs.size() + m_status.scope.size();
    const int newRows = status.inputs.size() + status.scope.size();
    bool sameShape = oldRows == newRows && m_status.inputs.size() == status.inputs.size();
    for (int i = 0; sameShape && i < status.scope.size(); ++i)
        sameShape = m_status.scope.at(i).check == status.scope.at(i).check;

    if (sameShape) {
        m_status = status;
        if (newRows > 0)
            Q_EMIT dataChanged(index(0), index(newRows - 1));
    } else {
        // Scope rows appear or disappear as the flags change: a reset keeps it simple
        // and the list has at most six rows.
        beginResetModel();
        m_status = status;
        endResetModel();
    }
    if (wasPassed != m_status.passed)
        Q_EMIT passedChanged(m_status.passed);
}

QString GateModel::blockedReason() const
{
    if (m_status.passed)
        return {};
    return QCoreApplication::translate("pm::Gate",
                                       "Export and publish are disabled until the gate "
                                       "passes: %1")
        .arg(m_status.blockerTitles().join(QCoreApplication::translate("pm::Gate", ", ")));
}

void GateModel::requestOverride(bool on)
{
    Q_EMIT overrideRequested(on);
}

int GateModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_status.inputs.size() + m_status.scope.size();
}

QVariant GateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    if (!isScopeRow(row)) {
        const GateInputResult &r = m_status.inputs.at(row);
        switch (role) {
        case Qt::DisplayRole:
            return gateInputTitle(r.input);
        case Qt::ToolTipRole:
        case ReasonRole:
            return r.reason;
        case IdRole:
            return gateInputId(r.input);
        case KindRole:
            return QStringLiteral("input");
        case PassedRole:
            return r.passed;
        case MissingRole:
            return !r.passed;
        case OverriddenRole:
            return false;
        default:
            return {};
        }
    }
    const ScopeResult &s = m_status.scope.at(row - m_status.inputs.size());
    switch (role) {
    case Qt::DisplayRole:
        return scopeCheckTitle(s.check);
    case Qt::ToolTipRole:
    case ReasonRole:
        return s.overridden ? QString() : s.message;
    case IdRole:
        return scopeCheckId(s.check);
    case KindRole:
        return QStringLiteral("scope");
    case PassedRole:
    case OverriddenRole:
        return s.overridden;
    case MissingRole:
        return false;
    case Qt::CheckStateRole:
        return s.overridden ? Qt::Checked : Qt::Unchecked;
    default:
        return {};
    }
}

bool GateModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || role != Qt::CheckStateRole || !isScopeRow(index.row()))
        return false;
    // A request, not a change: the value only changes when the owner feeds a new status.
    Q_EMIT overrideRequested(value.toInt() == Qt::Checked);
    return false;
}

Qt::ItemFlags GateModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (isScopeRow(index.row()))
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QHash<int, QByteArray> GateModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "gateId");
    names.insert(KindRole, "kind");
    names.insert(PassedRole, "passed");
    names.insert(MissingRole, "missing");
    names.insert(ReasonRole, "reason");
    names.insert(OverriddenRole, "overridden");
    return names;
}

} // namespace pm
