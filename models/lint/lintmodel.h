#pragma once

#include "diagnostic.h"

#include <QAbstractTableModel>
#include <QList>

namespace pm {

// Adapts diagnostics for the lint panel: one row per diagnostic, columns for severity,
// location, message and rule. Holds values only; the owner feeds it after each lint.
class LintModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // clang-format off
    enum Column { SeverityColumn, LocationColumn, MessageColumn, RuleColumn, ColumnCount };
    // clang-format on
    Q_ENUM(Column)
    // clang-format off
    enum Roles {
        RuleRole = Qt::UserRole + 1,  // "hedging" ...
        SeverityRole,                 // "error" | "warning" | "info"
        SectionIdRole,
        OffsetRole,                   // into the section text
        LengthRole,
        LineRole,                     // in the file; 0 when unknown
        ColumnRole,
        MessageRole,
        SuggestionRole,
        HasFixRole,
    };
    // clang-format on
    Q_ENUM(Roles)

    explicit LintModel(QObject *parent = nullptr);

    // Replaces everything (after a full lint).
    void setDiagnostics(const QList<Diagnostic> &diagnostics);
    // After Linter::lintSection(): replaces that section's rows and the document-level
    // ones, keeping the rest.
    void updateSection(const QString &sectionId, const QList<Diagnostic> &diagnostics);

    const QList<Diagnostic> &diagnostics() const { return m_items; }
    const Diagnostic &diagnostic(int row) const { return m_items.at(row); }
    int count(Severity severity) const;
    // The language of the section names in the location column ("en" or "zh").
    void setHeadingLanguage(const QString &language);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countsChanged();

private:
    QList<Diagnostic> m_items;
    QString m_headingLanguage = QStringLiteral("en");
};

} // namespace pm
