#include "jiraclient.h"

#include "jiratransport.h"
#include "publishplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

namespace pm {

QString jiraDeploymentId(JiraDeployment d)
{
    return d == JiraDeployment::DataCenter ? QStringLiteral("datacenter") : QStringLiteral("cloud");
}

QString jiraDeploymentTitle(JiraDeployment d)
{
    return d == JiraDeployment::DataCenter ? QCoreApplication::translate("pm::JiraClient", "Data Center / Server")
                                           : QCoreApplication::translate("pm::JiraClient", "Cloud");
}

bool JiraClient::deploymentFromServerInfo(const QByteArray &body, JiraDeployment *out)
{
    const QJsonObject info = QJsonDocument::fromJson(body).object();
    if (!info.contains(QStringLiteral("version")) && !info.contains(QStringLiteral("deploymentType")))
        return false;
    *out = info.value(QStringLiteral("deploymentType")).toString().compare(QLatin1String("Cloud"), Qt::CaseInsensitive) == 0
               ? JiraDeployment::Cloud
               : JiraDeployment::DataCenter;
    return true;
}

bool parseJiraDeployment(const QString &text, JiraDeployment *out)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("cloud")) {
        *out = JiraDeployment::Cloud;
        return true;
    }
    if (t == QLatin1String("datacenter") || t == QLatin1String("data-center") || t == QLatin1String("dc")
        || t == QLatin1String("server")) {
        *out = JiraDeployment::DataCenter;
        return true;
    }
    return false;
}

QByteArray JiraCredentials::authorization() const
{
    if (deployment == JiraDeployment::DataCenter)
        return "Bearer " + token.toUtf8();
    return "Basic " + (email + QLatin1Char(':') + token).toUtf8().toBase64();
}

QString JiraCredentials::apiPath() const
{
    return deployment == JiraDeployment::DataCenter ? QStringLiteral("/rest/api/2") : QStringLiteral("/rest/api/3");
}

JiraCredentials JiraCredentials::fromEnvironment()
{
    JiraCredentials c;
    c.site = QUrl(qEnvironmentVariable("PM_JIRA_SITE"));
    c.email = qEnvironmentVariable("PM_JIRA_EMAIL");
    c.token = qEnvironmentVariable("PM_JIRA_TOKEN");
    parseJiraDeployment(qEnvironmentVariable("PM_JIRA_DEPLOYMENT"), &c.deployment);
    return c;
}

bool JiraCredentials::isAcceptableSite(const QUrl &site, QString *why)
{
    if (!site.userInfo().isEmpty()) {
        if (why)
            *why = QCoreApplication::translate("pm::JiraClient", "the JIRA site URL must not contain a user name or password; put the e-mail and token in their own fields");
        return false;
    }
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

QUrl JiraClient::apiUrl(const QUrl &site, const QString &path)
{
    QUrl url = site;
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + path);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QUrl JiraClient::commentEndpoint(const JiraCredentials &account, const QString &issueKey)
{
    return apiUrl(account.site, account.apiPath() + QStringLiteral("/issue/") + issueKey + QStringLiteral("/comment"));
}

JiraClient::Answer JiraClient::interpret(int httpStatus, const QByteArray &body, const QUrl &site,
                                         const QString &issueKey, const QString &networkError)
{
    Q_UNUSED(site)
    Answer r;
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
    case 401: what = QCoreApplication::translate("pm::JiraClient", "JIRA did not accept the account's token (401 Unauthorized: a wrong or expired API token or personal access token)"); break;
    case 403: what = QCoreApplication::translate("pm::JiraClient", "this account may not comment on %1 (403 Forbidden)").arg(issueKey); break;
    case 404: what = QCoreApplication::translate("pm::JiraClient", "JIRA has no issue %1, or this account cannot see it (404 Not Found)").arg(issueKey); break;
    case 413: what = QCoreApplication::translate("pm::JiraClient", "the comment is too large for JIRA (413)"); break;
    case 429: what = QCoreApplication::translate("pm::JiraClient", "JIRA is rate-limiting this account (429); try again in a minute"); break;
    default:
        what = httpStatus >= 500 ? QCoreApplication::translate("pm::JiraClient", "JIRA had a server error (%1)").arg(httpStatus)
                                 : QCoreApplication::translate("pm::JiraClient", "JIRA answered %1").arg(httpStatus);
    }
    // JIRA's own words are server text: control characters and escapes go, and it is capped.
    const QString theirs = sanitizeServerText(words.join(QStringLiteral("; ")));
    r.message = theirs.isEmpty() ? what : what + QStringLiteral(": ") + theirs;
    return r;
}

} // namespace pm
