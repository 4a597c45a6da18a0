#pragma once

#include "jiraclient.h"
#include "jiratransport.h"
#include "publishplan.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QHash>
#include <QObject>
#include <QRandomGenerator>
#include <QStringList>
#include <QTimer>
#include <QUrl>

namespace pm {

struct PublisherOptions
{
    JiraTimeouts timeouts = JiraTimeouts::fromEnvironment();
    int maxAttempts = 5;      // POSTs per part, and look-ups per question
    int backoffBaseMs = 1000; // doubled per attempt, with jitter
    int backoffCapMs = 30000;
    int msPerRetryAfterSecond = 1000; // tests shrink JIRA's "Retry-After: N" waits
    quint32 seed = 0;                 // jitter; 0 = random
    // The look-up reads the ticket's comments newest first, a page at a time, until it
    // has found what it looks for, reached comments older than this publish (minus the
    // clock skew allowed: JIRA's Date against its comments' times, or, when JIRA sent no
    // Date, our clock against JIRA's), read them all, or read this many pages.
    int lookupPageSize = 25; // a page of full ADF bodies stays well under the 1 MiB answer cap
    int maxLookupPages = 40; // 1,000 comments
    qint64 clockSkewMs = 10 * 60 * 1000;
};

// How a publish ended. Exit codes as the CLI contract defines them.
struct PublishOutcome
{
    // clang-format off
    enum class Status {
        Posted,        // 0: every part created (or updated) now
        Found,         // 0: a part was found already on the ticket; nothing posted twice
        Refused,       // 1: JIRA refused (4xx other than 429) or a check did
        NotPosted,     // 3: the network failed; what is not on the ticket was not posted
        Unknown,       // 4: the request may have arrived and the look-up could not tell
    };
    // clang-format on
    Status status = Status::NotPosted;
    QStringList commentIds; // one per part, in order, for the parts that are on the ticket
    QList<QUrl> urls;
    QUrl ticketUrl;  // <site>/browse/KEY, to check by hand
    QString message; // translated, sanitised
    int exitCode() const;
    bool isOnTicket() const { return status == Status::Posted || status == Status::Found; }
};

// Gives the draft its stable id (front matter `id`) when it has none; true when it did.
bool ensureDraftId(PostMortem *pm);
// Records a post on the ticket in the draft (front matter `published`).
void recordPublished(PostMortem *pm, const PublishOutcome &outcome, const QDateTime &now);
// A parsed --visibility / dialog value: "role:Developers", "group:jira-devs"; false
// with *why on anything else. An empty text is no restriction.
bool parseVisibility(const QString &text, Visibility *out, QString *why);

// Posts a plan's comments in order, each exactly once: it looks on the ticket before
// the first POST and after every answer that leaves the outcome open (a drop, a
// timeout, a 5xx, a 201 it cannot read), retries only what the look-up shows missing,
// honours Retry-After on 429/503, and never retries another 4xx. In update mode it
// PUTs the recorded comments instead (idempotent) and refreshes their marker.
class Publisher : public QObject
{
    Q_OBJECT

public:
    explicit Publisher(QObject *parent = nullptr);

    void setOptions(const PublisherOptions &options);
    // updateIds: the comments to update (from `published:`), one per part; empty = post new.
    void publish(const JiraCredentials &credentials, const QString &issueKey, const PublishPlan &plan,
                 const QStringList &updateIds = {});
    void cancel();
    bool isBusy() const { return m_busy; }
    // Requests sent, for tests and the report.
    int requestsSent() const { return m_requests; }

    static QUrl commentUrl(const QUrl &site, const QString &issueKey, const QString &commentId);
    // Retry-After in milliseconds (seconds or an HTTP-date); -1 when absent or unreadable.
    static qint64 retryAfterMs(const QByteArray &header, const QDateTime &now);
    // An HTTP-date ("Wed, 21 Oct 2026 07:28:00 GMT"); invalid when it is none.
    static QDateTime parseHttpDate(const QByteArray &header);

signals:
    void progress(const QString &text);
    // Waiting before a retry: seconds left, and why (for a countdown).
    void waiting(int secondsLeft, const QString &why);
    void finished(const pm::PublishOutcome &outcome);

private:
    // clang-format off
    enum class Step { LookFirst, Post, LookAfter, Put, PutMarker };
    // clang-format on
    void next();
    void send(Step step);
    void onResponse(const JiraResponse &response);
    void onLookup(const JiraResponse &response);
    void onPropertyLookup(const JiraResponse &response);
    void lookupFailed(const JiraResponse &response);
    // The next look-up request, or the verdict once nothing is left to ask.
    void continueLookup();
    void lookupComplete();
    bool lookupHasAnswer() const;
    void sendLookupPage();
    QDeadlineTimer requestDeadline() const;
    void sendPropertyLookup();
    void matchMarker(const QJsonObject &marker, const QString &commentId);
    void partDone(const QString &commentId, bool found);
    void retryLater(qint64 ms, const QString &why);
    void finish(PublishOutcome::Status status, const QString &message);
    QString describe(const JiraResponse &response) const;
    QByteArray authorization() const;
    QString api(const QString &path) const; // the deployment's REST path + path
    void matchText(const QString &body, const QString &commentId);
    static bool carriesMarker(const QJsonObject &comment, const PlannedComment &part);

    JiraTransport *m_transport;
    QTimer m_wait;
    QTimer m_tick;
    QDeadlineTimer m_waitUntil;
    QString m_waitWhy;
    PublisherOptions m_options;
    QRandomGenerator m_random;

    JiraCredentials m_credentials;
    QString m_key;
    PublishPlan m_plan;
    QStringList m_updateIds;
    QDeadlineTimer m_deadline;
    bool m_busy = false;
    bool m_cancelled = false;
    int m_part = 0;
    int m_attempt = 0; // POST/PUT attempts for this part
    int m_lookups = 0; // failed look-ups in a row
    Step m_step = Step::LookFirst;
    bool m_lookedFirst = false;
    bool m_maybeSent = false; // a POST of this part may have arrived
    QString m_lastProblem;
    bool m_answered = false;          // JIRA sent an HTTP answer during this publish
    QString m_unreachedWhy;           // the last request's network failure, in a few words
    QHash<int, QString> m_foundFirst; // parts the first look-up found, by index
    // The look-up under way: the next page, the parts found so far, and the comments
    // whose properties the listing left out (read one by one).
    QDateTime m_startedAt;
    QDateTime m_serverStartedAt; // JIRA's Date on the first answer, before any POST
    int m_lookStartAt = 0;
    int m_lookPages = 0;
    int m_pageSize = 25;
    bool m_lookMore = false;
    bool m_lookCapped = false; // stopped at maxLookupPages with older comments unread
    bool m_lookingProperty = false;
    QHash<int, QString> m_lookFound;
    QStringList m_candidates;
    QHash<QString, QString> m_candidateTexts; // Data Center: the candidates' text, by id
    // The comment whose marker is PUT: the one updated, or (Data Center) the one just
    // posted by a server that did not keep the marker sent with it.
    QString m_markerId;
    bool m_markerAfterPost = false;
    QStringList m_ids;
    bool m_anyFound = false;
    int m_requests = 0;
};

} // namespace pm

Q_DECLARE_METATYPE(pm::PublishOutcome)
