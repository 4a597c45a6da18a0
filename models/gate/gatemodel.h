#pragma once

#include "gatestatus.h"

#include <QAbstractListModel>

namespace pm {

// Adapts a GateStatus for views: the four inputs, then one row per scope check that
// applies. The model never changes the document: ticking a scope row's override only
// emits overrideRequested(); the owner of the document applies it and feeds the new
// status back.
class GateModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        IdRole = Qt::UserRole + 1, // "repro" ... "verified", "customer-visible", "trivial"
        KindRole,                  // "input" or "scope"
        PassedRole,                // bool: the row does not block
        MissingRole,               // bool: an input that does not pass
        ReasonRole,                // translated reason / scope message; empty when passing
        OverriddenRole,            // bool, scope rows only
    };
    Q_ENUM(Roles)

    explicit GateModel(QObject *parent = nullptr);

    void setStatus(const GateStatus &status);
    void setPostMortem(const PostMortem &pm) { setStatus(evaluateGate(pm)); }
    const GateStatus &status() const { return m_status; }
    bool passed() const { return m_status.passed; }
    // "Export and publish are disabled: missing …" for disabled actions' tooltips;
    // empty when the gate passes.
    QString blockedReason() const;

    // Asks the document owner to set or clear the scope override.
    void requestOverride(bool on);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void overrideRequested(bool on);
    void passedChanged(bool passed);

private:
    bool isScopeRow(int row) const { return row >= m_status.inputs.size(); }

    GateStatus m_status;
};

} // namespace pm
