#pragma once

#include "diagnostic.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QIcon>
#include <QList>
#include <QVector>

namespace pm {

class LintModel;
struct PublishPlan;

// The one list of a draft's problems: what blocks publishing (the facts, the title and
// ticket, the scope) and every lint finding, each once, grouped by where it is fixed (the
// facts and details first, then the sections in the discipline's order). Two levels: a
// group row per place, the problems under it. Rows are plain values copied at each
// rebuild (a big draft has thousands), so the list never reads a finding that is gone.
class ProblemsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    // clang-format off
    enum Roles {
        KindRole = Qt::UserRole + 1, // Kind
        SeverityRole,                // int(Severity); blockers count as errors
        SectionIdRole,
        OffsetRole,
        LengthRole,
        LintRowRole,                 // the row in the LintModel; -1 for a blocker
        BlockerRole,                 // the index in the plan's blockers; -1 for a finding
        HasFixRole,
        BlocksRole,                  // bool: publishing waits for it
    };
    enum Kind { Group, Finding, Blocker };
    enum class Filter { All, Errors, Warnings, Notes };
    // clang-format on

    explicit ProblemsModel(QObject *parent = nullptr);

    // Builds the list again from the lint findings and the publish plan. A calm list (a
    // new, untouched draft) draws what blocks in a neutral colour: nothing is wrong yet.
    void rebuild(const LintModel *lint, const PublishPlan &plan, const QString &language, const QPalette &palette,
                 bool calm);
    void setFilter(Filter filter) { m_filter = filter; }
    Filter filter() const { return m_filter; }
    // Problems listed by the last rebuild (group rows not counted).
    int problemCount() const { return m_problems; }
    // Problems of each severity before the filter (blockers are errors).
    int count(Severity severity) const { return m_counts[int(severity)]; }
    // Problems listed under each section key before the filter: what the tabs and the
    // status bar show beside a section's name, so they count what this list shows.
    const QHash<QString, int> &sectionCounts() const { return m_sectionCounts; }

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    void sectionCountsChanged(const QHash<QString, int> &counts);

private:
    struct Row
    {
        QString text;
        QString detail; // the suggestion, for the tooltip
        QString sectionId;
        int offset = 0;
        int length = 0;
        int lintRow = -1;
        int blocker = -1;
        Severity severity = Severity::Error;
        bool hasFix = false;
        bool blocks = false;
        short icon = 0; // into m_icons
    };
    struct GroupRows
    {
        QString key; // section id; empty for the facts
        QString name;
        QVector<Row> rows;
    };

    QVector<GroupRows> m_groups;
    QList<QIcon> m_icons;
    Filter m_filter = Filter::All;
    int m_problems = 0;
    int m_counts[3] = {0, 0, 0};
    QHash<QString, int> m_sectionCounts;
};

} // namespace pm
