#include "jiraclient.h"

#include "publishplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

namespace pm {

JiraCredentials JiraCredentials::fromEnvironment()
{
    JiraCredentials c;
    c.site = QUrl(qEnvironmentVariable("PM_JIRA_SITE"));
    c.email = qEnvironmentVariable("PM_JIRA_EMAIL");
    c.token = qEnvironmentVariable("PM_JIRA_TOKEN");
    return c;
}

bool JiraCredentials::isAcceptableSite(const QUrl &site, QString *why)
{
    if (!site.isValid() || site.host().isEmpty()) {
        if (why)
            *why = QCoreApplication::translate("pm::JiraClient", "the JIRA site is not a URL (e.g. https://example.atlassian.net)");
        return false;
    }
    const bool local = site.host() == QLatin1String("localhost") || site.host() == QLatin1String("127.0.0.1")
        || site.host() == QLatin1String("::1");
    if (site.scheme() == QLatin1String("https") || (site.scheme() == QLatin1String("http") && local))
        return true;
    if (why)
        *why = QCoreApplication::translate("pm::JiraClient", "the JIRA site must use https:// (an API token must never travel in clear text)");
    return false;
}

JiraClient::JiraClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
}

QUrl JiraClient::commentEndpoint(const QUrl &site, const QString &issueKey)
{
    QUrl url = site;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QStringLiteral("/rest/api/3/issue/") + issueKey + QStringLiteral("/comment"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

void JiraClient::postComment(const JiraCredentials &credentials, const QString &issueKey,
                             const QByteArray &payload)
{
    auto refuse = [this](const QString &message) {
        PublishResult r;
        r.message = message;
        // Delivered from the event loop, as a real answer would be.
        QTimer::singleShot(0, this, [this, r] { emit finished(r); });
    };
    if (m_reply) {
        refuse(QCoreApplication::translate("pm::JiraClient", "a comment is already being posted"));
        return;
    }
    QString why;
    if (!JiraCredentials::isAcceptableSite(credentials.site, &why)) {
        refuse(why);
        return;
    }
    if (credentials.email.isEmpty() || credentials.token.isEmpty()) {
        refuse(QCoreApplication::translate("pm::JiraClient", "no JIRA account: set the e-mail and API token (Publish dialog, or PM_JIRA_EMAIL and PM_JIRA_TOKEN)"));
        return;
    }
    if (!isJiraIssueKey(issueKey)) {
        refuse(QCoreApplication::translate("pm::JiraClient", "'%1' is not a JIRA issue key (PROJECT-123); set the ticket in the draft").arg(issueKey));
        return;
    }

    QNetworkRequest request(commentEndpoint(credentials.site, issueKey));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("Authorization",
                         "Basic " + (credentials.email + QLatin1Char(':') + credentials.token).toUtf8().toBase64());
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    m_reply = m_network->post(request, payload);
    const QUrl site = credentials.site;
    connect(m_reply, &QNetworkReply::finished, this, [this, site, issueKey] {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QString networkError = reply->error() == QNetworkReply::NoError || status > 0
            ? QString()
            : reply->errorString();
        const PublishResult result = interpret(status, reply->readAll(), site, issueKey, networkError);
        reply->deleteLater();
        emit finished(result);
    });
}

void JiraClient::abort()
{
    if (m_reply)
        m_reply->abort();
}

PublishResult JiraClient::interpret(int httpStatus, const QByteArray &body, const QUrl &site,
                                    const QString &issueKey, const QString &networkError)
{
    PublishResult r;
    r.httpStatus = httpStatus;
    if (httpStatus == 0) {
        r.message = QCoreApplication::translate("pm::JiraClient", "JIRA could not be reached: %1").arg(networkError.isEmpty() ? QCoreApplication::translate("pm::JiraClient", "no answer") : networkError);
        return r;
    }
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(body, &parseError).object();
    if (httpStatus == 201 || httpStatus == 200) {
        r.commentId = json.value(QStringLiteral("id")).toString();
        if (r.commentId.isEmpty()) {
            r.message = QCoreApplication::translate("pm::JiraClient", "JIRA answered %1 but named no comment id").arg(httpStatus);
            return r;
        }
        r.ok = true;
        QUrl url = site;
        QString path = url.path();
        while (path.endsWith(QLatin1Char('/')))
            path.chop(1);
        url.setPath(path + QStringLiteral("/browse/") + issueKey);
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("focusedCommentId"), r.commentId);
        url.setQuery(query);
        r.commentUrl = url;
        return r;
    }
    // JIRA's own words: {"errorMessages": [...], "errors": {"field": "..."}}.
    QStringList words;
    for (const QJsonValue &v : json.value(QStringLiteral("errorMessages")).toArray())
        words.append(v.toString());
    const QJsonObject errors = json.value(QStringLiteral("errors")).toObject();
    for (auto it = errors.begin(); it != errors.end(); ++it)
        words.append(it.key() + QStringLiteral(": ") + it.value().toString());
    QString what;
    switch (httpStatus) {
    case 400: what = QCoreApplication::translate("pm::JiraClient", "JIRA refused the comment (400 Bad Request)"); break;
    case 401: what = QCoreApplication::translate("pm::JiraClient", "JIRA did not accept the e-mail and API token (401 Unauthorized)"); break;
    case 403: what = QCoreApplication::translate("pm::JiraClient", "this account may not comment on %1 (403 Forbidden)").arg(issueKey); break;
    case 404: what = QCoreApplication::translate("pm::JiraClient", "JIRA has no issue %1, or this account cannot see it (404 Not Found)").arg(issueKey); break;
    case 413: what = QCoreApplication::translate("pm::JiraClient", "the comment is too large for JIRA (413)"); break;
    case 429: what = QCoreApplication::translate("pm::JiraClient", "JIRA is rate-limiting this account (429); try again in a minute"); break;
    default:
        what = httpStatus >= 500 ? QCoreApplication::translate("pm::JiraClient", "JIRA had a server error (%1)").arg(httpStatus)
                                 : QCoreApplication::translate("pm::JiraClient", "JIRA answered %1").arg(httpStatus);
    }
    r.message = words.isEmpty() ? what : what + QStringLiteral(": ") + words.join(QStringLiteral("; "));
    return r;
}

} // namespace pm
