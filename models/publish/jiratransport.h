#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace pm {

class OneShotBody;

// How long one request may take. PM_JIRA_TIMEOUT (seconds) overrides the total.
struct JiraTimeouts
{
    int connectMs = 10000; // until the request is on the wire
    int answerMs = 30000;  // from then until the whole answer is in: catches silence and trickling
    int totalMs = 120000;  // the whole publish, retries and waits included
    static JiraTimeouts fromEnvironment();
};

// Response bodies are read up to this size (after decompression); more is refused.
constexpr qint64 JiraMaxResponseBytes = 1024 * 1024;

struct JiraResponse
{
    // clang-format off
    enum class Failure {
        None,            // an HTTP answer came back (any status)
        NotSent,         // refused before any byte left (bad site, bad request)
        ConnectFailed,   // refused, unreachable, TLS handshake failed: nothing was sent
        ConnectTimeout,  // no connection within connectMs: nothing was sent
        Dropped,         // the connection closed after the request went out, before an answer
        AnswerTimeout,   // silence or a trickle after the request went out
        Deadline,        // the total deadline ran out
        TooLarge,        // the answer exceeded JiraMaxResponseBytes
        Cancelled,
    };
    // clang-format on
    Failure failure = Failure::None;
    int status = 0;
    QByteArray body;
    QByteArray retryAfter; // the Retry-After header, as sent
    QByteArray date;       // the Date header: JIRA's clock, whatever ours says
    QString error;         // Qt's words for a network failure
    // The request may have reached JIRA: anything but NotSent/ConnectFailed/ConnectTimeout.
    bool maybeDelivered() const;
};

// One HTTP request to JIRA, sent at most once. Qt's HTTP/1 channel re-sends a request
// by itself when the connection closes before the answer (QHttpNetworkConnectionChannel,
// "reconnectAttempts", used even for POST); the body is therefore given to Qt as a
// device that refuses to be rewound once read, which turns that silent re-send into a
// ContentReSendError we report as Dropped. HTTP/2 and pipelining are off, redirects
// are not followed.
class JiraTransport : public QObject
{
    Q_OBJECT

public:
    explicit JiraTransport(QObject *parent = nullptr);
    ~JiraTransport() override;

    void setTimeouts(const JiraTimeouts &timeouts) { m_timeouts = timeouts; }
    const JiraTimeouts &timeouts() const { return m_timeouts; }
    // Starts the request; finished() follows exactly once (also for refusals).
    void send(const QByteArray &method, const QUrl &url, const QByteArray &authorization,
              const QByteArray &body, QDeadlineTimer deadline);
    bool isBusy() const { return !m_reply.isNull(); }
    void cancel();
    // How many times Qt tried to rewind a body that had been sent (a re-send refused).
    int resendsRefused() const { return m_resendsRefused; }

signals:
    void finished(const pm::JiraResponse &response);

private:
    void finish(JiraResponse response);
    void abortWith(JiraResponse::Failure failure);

    QNetworkAccessManager *m_network;
    QPointer<QNetworkReply> m_reply;
    OneShotBody *m_body = nullptr;
    QTimer m_connectTimer;
    QTimer m_answerTimer;
    QTimer m_deadlineTimer;
    QByteArray m_buffer;
    JiraResponse::Failure m_abortReason = JiraResponse::Failure::None;
    bool m_sent = false;
    int m_resendsRefused = 0;
    JiraTimeouts m_timeouts;
};

// Server text made safe to show: control characters and terminal escape sequences
// removed, bidirectional overrides removed, at most maxChars characters.
QString sanitizeServerText(const QString &text, int maxChars = 2048);

} // namespace pm

Q_DECLARE_METATYPE(pm::JiraResponse)
