#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace pm {

struct JiraCredentials
{
    QUrl site; // https://example.atlassian.net
    QString email;
    QString token; // API token

    bool isComplete() const { return site.isValid() && !site.host().isEmpty() && !email.isEmpty() && !token.isEmpty(); }
    // PM_JIRA_SITE, PM_JIRA_EMAIL, PM_JIRA_TOKEN.
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
    static QUrl commentEndpoint(const QUrl &site, const QString &issueKey);

    struct Answer
    {
        bool ok = false;
        QString commentId;
        QString message; // what went wrong, with JIRA's own words (sanitised, capped)
    };
    static Answer interpret(int httpStatus, const QByteArray &body, const QUrl &site,
                            const QString &issueKey, const QString &networkError);
};

} // namespace pm
