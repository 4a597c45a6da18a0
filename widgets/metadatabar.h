#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace pm {

class DocumentModel;

// Title, ticket key, owner, refs, document language and destination of the open
// draft, edited in place and written straight into the DocumentModel.
class MetadataBar : public QWidget
{
    Q_OBJECT

public:
    explicit MetadataBar(DocumentModel *document, QWidget *parent = nullptr);

    static bool isValidTicketKey(const QString &key);
    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *ticketEdit() const { return m_ticket; }

private:
    void load();
    void store();

    DocumentModel *m_document;
    QLineEdit *m_title;
    QLineEdit *m_ticket;
    QLineEdit *m_owner;
    QLineEdit *m_refs;
    QComboBox *m_language;
    QComboBox *m_destination;
    QLabel *m_ticketHint;
    bool m_loading = false;
};

} // namespace pm
