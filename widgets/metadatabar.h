#pragma once

#include <QWidget>

class QComboBox;
class QGridLayout;
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
    // Whether a title is the template's stand-in ("(title)", "（标题）").
    static bool isTemplateTitle(const QString &title);
    bool isCompact() const { return m_compact; }
    QSize minimumSizeHint() const override;
    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *ticketEdit() const { return m_ticket; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Two rows when wide; four when narrow, so every field keeps a usable width.
    void arrange(bool compact);
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
    QGridLayout *m_grid = nullptr;
    QList<QWidget *> m_cells; // labels and fields in reading order
    bool m_compact = false;
    bool m_loading = false;
};

} // namespace pm
