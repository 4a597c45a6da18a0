#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QTcpServer>

class QTcpSocket;

// A JIRA stand-in on 127.0.0.1 for tests. It keeps comments like JIRA does (create,
// list a page of them newest or oldest first with startAt/maxResults/total, with their
// properties on expand=properties, read one property, update, set a property; GET
// /myself) and plays faults from a
// queue, one per request, in the order given: a connection dropped before or after the
// comment was stored, silence, a one-byte-at-a-time trickle, a slow answer, 429 with Retry-After in
// seconds or as an HTTP-date, 503, a 5xx after storing, a 201 nobody can read, JIRA's
// "too long" refusal, a huge error body, an error body full of terminal escapes.
class FakeJiraServer : public QTcpServer
{
    Q_OBJECT

public:
    // clang-format off
    enum class Fault {
        None,
        DropBeforeStore,
        DropAfterStore,
        SilenceBeforeStore,
        SilenceAfterStore,
        Trickle,            // stores, then answers one byte every trickleMs
        RateLimitSeconds,   // 429, Retry-After: retryAfterSeconds
        RateLimitDate,      // 429, Retry-After: an HTTP-date retryAfterSeconds ahead
        Unavailable,        // 503, Retry-After: retryAfterSeconds
        ServerErrorAfterStore,   // stores, then 500
        Unreadable201,      // stores, then 201 with a body that is no JSON
        TooLong,            // 400 "The entered text is too long"
        HugeBody,           // 500 with a 3 MiB body
        EscapeBody,         // 400 whose message carries terminal escapes and control characters
        Slow,               // handled (stored, answered) as without a fault, but only after slowMs
    };
    // clang-format on

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // lower-case names
        QByteArray body;
    };

    struct Comment
    {
        QString id;
        QByteArray body; // Cloud: the ADF document, as received; Data Center: the wiki text, UTF-8
        QJsonArray properties;
        QJsonObject visibility;
        QDateTime created; // JIRA's clock; set when stored
        int updates = 0;
    };

    explicit FakeJiraServer(QObject *parent = nullptr);
    bool start();
    QUrl url() const;

    // Faults for the next requests of a method ("" = any method), first in first out.
    void pushFault(Fault fault, const QByteArray &method = "POST");
    void clearFaults() { m_faults.clear(); }
    // Every POST (a comment or a new issue) is answered with this instead of being
    // stored (status and body).
    void respondWith(int status, const QByteArray &body);
    // Every request is read and never answered.
    void setSilent(bool silent) { m_silent = silent; }
    void setTrickleMs(int ms) { m_trickleMs = ms; }
    void setSlowMs(int ms) { m_slowMs = ms; }
    void setRetryAfterSeconds(int s) { m_retryAfterSeconds = s; }
    // The comment listing leaves out the properties even when asked (expand=properties),
    // as JIRA's documentation allows; GET .../comment/{id}/properties/{key} still answers.
    void setIgnoresExpand(bool ignores) { m_ignoresExpand = ignores; }
    // JIRA Data Center / Server: REST v2 only (v3 is 404), comment bodies are strings,
    // only "Authorization: Bearer <token>" is accepted (anything else is 401), and
    // serverInfo says "DataCenter". Cloud (the default) answers serverInfo with "Cloud".
    void setDataCenter(bool dataCenter) { m_dataCenter = dataCenter; }
    void setBearerToken(const QByteArray &token) { m_bearer = token; }
    // Data Center: whether `properties` sent with a new comment are kept (and returned
    // with expand=properties); when not, only a PUT of the property sets it.
    void setKeepsPropertiesOnCreate(bool keeps) { m_keepsProperties = keeps; }
    // After storing each created comment, others write this many comments (a busy ticket).
    void setOthersCommentAfterEachPost(int n) { m_othersAfterPost = n; }
    // Comments another user wrote, `n` of them, created `age` seconds ago and later, one a
    // second; `padding` adds that many CJK characters (3 bytes each in UTF-8) to each.
    void addOthersComments(int n, qint64 ageSeconds, int padding = 0);
    void clearComments() { m_comments.clear(); }
    // JIRA's clock (its Date header and the comments' times) runs this far from ours.
    void setClockOffsetSeconds(qint64 s) { m_clockOffset = s; }
    QDateTime now() const { return QDateTime::currentDateTimeUtc().addSecs(m_clockOffset); }

    const QList<Request> &requests() const { return m_requests; }
    int requestCount(const QByteArray &method) const;
    const QList<Comment> &comments() const { return m_comments; }
    void addComment(Comment comment)
    {
        if (!comment.created.isValid())
            comment.created = now();
        m_comments.append(comment);
    }
    // An issue for GET .../issue/KEY (its `fields`) and GET .../issue/KEY/remotelink.
    void setIssue(const QString &key, const QJsonObject &fields, const QJsonArray &remoteLinks = {})
    {
        m_issues.insert(key, qMakePair(fields, remoteLinks));
    }
    // Issues created through POST .../issue (and the ones set), by key.
    QStringList issueKeys() const { return m_issues.keys(); }
    QJsonObject issueFields(const QString &key) const { return m_issues.value(key).first; }
    // Issues whose labels hold this one.
    int countIssuesLabelled(const QString &label) const;
    // Comments whose postmortem-editor property equals marker.
    int countMarked(const QJsonObject &marker) const;
    // Comments whose body is exactly these bytes.
    int countWithBody(const QByteArray &body) const;

private:
    void onNewConnection();
    void handle(QTcpSocket *socket, const Request &request);
    QByteArray route(const Request &request, int *status, bool store);
    // `date` is the answer's Date header (JIRA's clock now when invalid).
    void answer(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &extraHeaders = {},
                bool trickle = false, const QDateTime &date = {});

    QList<QPair<Fault, QByteArray>> m_faults;
    int m_fixedStatus = 0;
    QByteArray m_fixedBody;
    bool m_silent = false;
    int m_trickleMs = 50;
    int m_slowMs = 500;
    int m_retryAfterSeconds = 1;
    int m_nextId = 10042;
    bool m_ignoresExpand = false;
    int m_othersAfterPost = 0;
    qint64 m_clockOffset = 0;
    bool m_dataCenter = false;
    bool m_keepsProperties = true;
    QByteArray m_bearer = "tok3n";
    QList<Request> m_requests;
    QList<Comment> m_comments;
    QHash<QString, QPair<QJsonObject, QJsonArray>> m_issues;
    QHash<QString, QJsonObject> m_issueProperties; // key -> {property key: value}
    int m_nextIssue = 4900;
    QByteArray createIssue(const Request &request, int *status);
};
