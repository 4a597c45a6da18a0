#pragma once

#include <QJsonObject>
#include <QList>
#include <QTextBrowser>

namespace pm {

// Shows an ADF document rendered from the ADF itself, so the preview is the payload.
// Loads no remote resources: every resource request other than an inline one is
// refused, and links open only on request (linkActivated).
class AdfPreview : public QTextBrowser
{
    Q_OBJECT

public:
    explicit AdfPreview(QWidget *parent = nullptr);

    void setDocument(const QJsonObject &adf);
    // Several documents one after another (the numbered parts of a split comment),
    // separated by a rule.
    void setDocuments(const QList<QJsonObject> &docs);
    QVariant loadResource(int type, const QUrl &name) override;
    int refusedResources() const { return m_refused; }

private:
    int m_refused = 0;
};

} // namespace pm
