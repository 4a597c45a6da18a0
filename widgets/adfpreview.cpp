#include "adfpreview.h"

#include "adfhtml.h"

namespace pm {

AdfPreview::AdfPreview(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setAccessibleName(tr("Preview of the payload"));
}

void AdfPreview::setDocument(const QJsonObject &adf)
{
    setHtml(adfToHtml(adf));
}

void AdfPreview::setDocuments(const QList<QJsonObject> &docs)
{
    QStringList html;
    for (const QJsonObject &doc : docs)
        html.append(adfToHtml(doc));
    setHtml(html.join(QStringLiteral("<hr>")));
}

QVariant AdfPreview::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type)
    Q_UNUSED(name)
    // Nothing is fetched: not from the network, not from disk.
    ++m_refused;
    return QVariant();
}

} // namespace pm
