#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QPointer>

namespace pm {

class DocumentModel;

// The sections of the open draft as a list for the tab bar and "Go to section":
// the nine in the seed's order, extra sections among them as the draft has them. Knows which are required, which
// are empty, and how many problems the linter found in each.
class SectionListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        SectionIdRole,
        RequiredRole,
        EmptyRole,
        ProblemCountRole,
        GuidanceRole,
        NumberRole,
    };

    explicit SectionListModel(DocumentModel *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Problem counts per section key, from the linter.
    void setProblemCounts(const QHash<QString, int> &counts);
    int problemCount(const QString &key) const { return m_problems.value(key); }

    // The language in which guidance is shown (the UI language, not the document's).
    void setUiLanguage(const QString &language);

private:
    void onSectionEdited(const QString &key);
    void rebuild();

    QPointer<DocumentModel> m_document;
    QHash<QString, int> m_problems;
    QHash<QString, bool> m_empty;
    QString m_uiLanguage = QStringLiteral("en");
    int m_rows = 0;
};

} // namespace pm
