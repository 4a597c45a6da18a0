#pragma once

#include "destinations.h"
#include "postmortem.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace pm {

class AdfPreview;

// Export and publish: checks the gate first (missing inputs are listed and no payload
// is made), then shows the destination's exact payload — for JIRA the ADF rendered as
// a preview and as raw JSON — and acts only on an explicit click.
class PublishDialog : public QDialog
{
    Q_OBJECT

public:
    PublishDialog(const PostMortem &pm, const QString &draftPath, QWidget *parent = nullptr);

    void setDestination(Destination destination);
    Destination destination() const;
    bool isBlocked() const { return !m_blockers.isEmpty(); }
    QByteArray payload() const { return m_payload; }
    AdfPreview *preview() const { return m_preview; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *copyButton() const { return m_copy; }

    // Writes the payload atomically; returns false with a message on failure.
    bool saveTo(const QString &path, QString *error);

private:
    void refresh();
    void saveAs();
    void copy();

    PostMortem m_pm;
    QString m_draftPath;
    QStringList m_blockers;
    QByteArray m_payload;
    QComboBox *m_destination;
    QStackedWidget *m_stack;
    QLabel *m_blockedLabel;
    QTabWidget *m_tabs;
    AdfPreview *m_preview;
    QPlainTextEdit *m_raw;
    QPushButton *m_save;
    QPushButton *m_copy;
    QLabel *m_status;
};

} // namespace pm
