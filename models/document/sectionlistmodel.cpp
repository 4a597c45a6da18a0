#include "sectionlistmodel.h"

#include "documentmodel.h"
#include "sectioncatalogue.h"

#include <utility>

namespace pm {

SectionListModel::SectionListModel(DocumentModel *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(document, &DocumentModel::documentReset, this, &SectionListModel::rebuild);
    connect(document, &DocumentModel::sectionEdited, this, &SectionListModel::onSectionEdited);
    connect(document, &DocumentModel::metaChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0), index(m_rows - 1), {Qt::DisplayRole});
    });
    rebuild();
}

void SectionListModel::rebuild()
{
    beginResetModel();
    m_empty.clear();
    m_rows = m_document ? int(m_document->entries().size()) : 0;
    if (m_document) {
        for (int row = 0; row < m_rows; ++row)
            m_empty.insert(m_document->entries().at(row).key, !m_document->sectionHasContent(row));
    }
    m_problems.clear();
    endResetModel();
}

void SectionListModel::onSectionEdited(const QString &key)
{
    if (!m_document)
        return;
    const int row = m_document->indexOfKey(key);
    if (row < 0 || row >= m_rows)
        return;
    // The linter's emptiness (an HTML comment alone is empty), found without copying
    // the section's text.
    const bool empty = !m_document->sectionHasContent(row);
    if (m_empty.value(key) != empty) {
        m_empty.insert(key, empty);
        emit dataChanged(index(row), index(row), {EmptyRole, Qt::DecorationRole, Qt::ToolTipRole, Qt::DisplayRole});
    }
}

int SectionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant SectionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_document || index.row() >= m_document->entries().size())
        return {};
    const DocumentModel::Entry &e = m_document->entries().at(index.row());
    const SectionInfo *info = SectionCatalogue::find(e.sectionId);
    switch (role) {
    case Qt::DisplayRole: {
        // Known sections follow the document language unless the author renamed them.
        QString text = e.heading;
        if (info && SectionCatalogue::idForHeading(e.heading) == info->id)
            text = info->heading(m_document->language());
        const int problems = m_problems.value(e.key);
        if (problems > 0)
            text += QStringLiteral(" (%1)").arg(problems);
        return text;
    }
    case Qt::ToolTipRole: {
        QStringList parts;
        if (info && info->required)
            parts << tr("Required section");
        if (m_empty.value(e.key))
            parts << tr("Empty");
        const int problems = m_problems.value(e.key);
        if (problems > 0)
            parts << tr("%n problem(s)", nullptr, problems);
        if (!info)
            parts << tr("Extra section, kept as written");
        return parts.join(QStringLiteral(" · "));
    }
    case KeyRole:
        return e.key;
    case SectionIdRole:
        return e.sectionId;
    case RequiredRole:
        return info && info->required;
    case EmptyRole:
        return m_empty.value(e.key);
    case ProblemCountRole:
        return m_problems.value(e.key);
    case GuidanceRole:
        return info ? info->guidance(m_uiLanguage) : QString();
    case NumberRole:
        return info ? info->number : 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> SectionListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(SectionIdRole, "sectionId");
    names.insert(RequiredRole, "required");
    names.insert(EmptyRole, "empty");
    names.insert(ProblemCountRole, "problemCount");
    names.insert(GuidanceRole, "guidance");
    names.insert(NumberRole, "number");
    return names;
}

void SectionListModel::setProblemCounts(const QHash<QString, int> &counts)
{
    if (counts == m_problems)
        return;
    const QHash<QString, int> before = std::exchange(m_problems, counts);
    // Only the rows whose count moved: a keystroke changes one or two, and every
    // changed row costs its tab a relayout.
    for (int row = 0; row < m_rows && m_document; ++row) {
        const QString &key = m_document->entries().at(row).key;
        if (before.value(key) != counts.value(key))
            emit dataChanged(index(row), index(row), {ProblemCountRole, Qt::DisplayRole, Qt::ToolTipRole});
    }
}

void SectionListModel::setUiLanguage(const QString &language)
{
    m_uiLanguage = language;
    if (m_rows > 0)
        emit dataChanged(index(0), index(m_rows - 1), {GuidanceRole});
}

} // namespace pm
