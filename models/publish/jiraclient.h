#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace pm {

// clang-format off
// Cloud: REST v3, ADF comments, Basic auth with e-mail and API token. Data Center /
// Server: REST v2, wiki-markup comments, a personal access token as Bearer.
enum class JiraDeployment { Cloud, DataCenter };
// clang-format on
QString jiraDeploymentId(JiraDeployment d);    // "cloud", "datacenter"
QString jiraDeploymentTitle(JiraDeployment d); // "Cloud", "Data Center / Server"
// "cloud", "datacenter" (also "server", "dc"); false for anything else.
bool parseJiraDeployment(const QString &text, JiraDeployment *out);

struct JiraCredentials
{
    QUrl site;     // https://example.atlassian.net, https://jira.example.com
    QString email; // Cloud only
    QString token; // Cloud: API token; Data Center: personal access token
    JiraDeployment deployment = JiraDeployment::Cloud;

    bool isComplete() const
    {
        return site.isValid() && !site.host().isEmpty() && !token.isEmpty()
               && (deployment == JiraDeployment::DataCenter || !email.isEmpty());
    }
    // The Authorization header: Basic for Cloud, Bearer for Data Center.
    QByteArray authorization() const;
    // "/rest/api/3" (Cloud) or "/rest/api/2" (Data Center).
    QString apiPath() const;
    // PM_JIRA_SITE, PM_JIRA_EMAIL, PM_JIRA_TOKEN, PM_JIRA_DEPLOYMENT (cloud|datacenter).
    static JiraCredentials fromEnvironment();
    // Only https, except for a server on this machine (tests, local proxies); never a
    // URL with a user name or password in it.
    static bool isAcceptableSite(const QUrl &site, QString *why = nullptr);
};

// What JIRA's answers mean, for people. The requests themselves go through
// Publisher (models/publish/publisher.h), which owns retries and look-ups.
class JiraClient
{
public:
    static QUrl commentEndpoint(const JiraCredentials &account, const QString &issueKey);
    // <site><path>, the site's own path kept (a Data Center server often lives under /jira).
    static QUrl apiUrl(const QUrl &site, const QString &path);

    struct Answer
    {
        bool ok = false;
        QString commentId;
        QString message; // what went wrong, with JIRA's own words (sanitised, capped)
    };
    // GET /rest/api/2/serverInfo's answer: deploymentType "Cloud", else Data Center /
    // Server; false when it is no serverInfo.
    static bool deploymentFromServerInfo(const QByteArray &body, JiraDeployment *out);
    static Answer interpret(int httpStatus, const QByteArray &body, const QUrl &site,
                            const QString &issueKey, const QString &networkError);
};

} // namespace pm
