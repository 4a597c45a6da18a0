#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;
#include <QNetworkReply>

namespace pm {

struct JiraCredentials
{
    QUrl site;        // https://example.atlassian.net
    QString email;
    QString token;    // API token

    bool isComplete() const { return site.isValid() && !site.host().isEmpty() && !email.isEmpty() && !token.isEmpty(); }
    // PM_JIRA_SITE, PM_JIRA_EMAIL, PM_JIRA_TOKEN.
    static JiraCredentials fromEnvironment();
    // Only https, except for a server on this machine (tests, local proxies).
    static bool isAcceptableSite(const QUrl &site, QString *why = nullptr);
};

struct PublishResult
{
    bool ok = false;
    int httpStatus = 0;       // 0 when no HTTP answer came back
    QString commentId;
    QUrl commentUrl;          // <site>/browse/KEY?focusedCommentId=ID
    QString message;          // what went wrong, naming JIRA's own words when it gave any
};

// Posts a comment to a JIRA issue: POST /rest/api/3/issue/<KEY>/comment with the ADF
// body, basic auth with the account e-mail and an API token. One request at a time;
// the draft is never touched.
class JiraClient : public QObject
{
    Q_OBJECT

public:
    explicit JiraClient(QObject *parent = nullptr);

    static QUrl commentEndpoint(const QUrl &site, const QString &issueKey);
    void setTimeout(int ms) { m_timeoutMs = ms; }

    // Starts the request; finished() follows exactly once. Refuses (finished with
    // ok=false, no request sent) when the credentials or the key are unusable.
    // The request bytes go out exactly as given (PublishPlan's bytes).
    void postComment(const JiraCredentials &credentials, const QString &issueKey,
                     const QByteArray &request);
    bool isBusy() const { return !m_reply.isNull(); }
    void abort();

    // Turns a JIRA answer into a result (exposed for tests).
    static PublishResult interpret(int httpStatus, const QByteArray &body, const QUrl &site,
                                   const QString &issueKey, const QString &networkError);

signals:
    void finished(const pm::PublishResult &result);

private:
    QNetworkAccessManager *m_network;
    QPointer<QNetworkReply> m_reply;
    int m_timeoutMs = 30000;
};

} // namespace pm

Q_DECLARE_METATYPE(pm::PublishResult)
