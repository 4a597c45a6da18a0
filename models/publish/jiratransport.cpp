#include "jiratransport.h"

#include <QIODevice>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

namespace pm {

// The request body as Qt sees it: random access (so Qt never buffers a copy of its
// own, which it would rewind freely) and rewindable only until its first byte has
// been read. A second read means a re-send; refusing it is what keeps a POST single.
class OneShotBody : public QIODevice
{
public:
    OneShotBody(const QByteArray &data, int *refusals, QObject *parent)
        : QIODevice(parent)
        , m_data(data)
        , m_refusals(refusals)
    {
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }

    bool isSequential() const override { return false; }
    qint64 size() const override { return m_data.size(); }
    bool seek(qint64 pos) override
    {
        if (m_consumed && pos < m_pos) {
            ++*m_refusals;
            return false;
        }
        if (!QIODevice::seek(pos))
            return false;
        m_pos = pos;
        return true;
    }
    bool reset() override { return seek(0); }
    bool atEnd() const override { return m_pos >= m_data.size(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = qMin(maxSize, qint64(m_data.size()) - m_pos);
        if (n <= 0)
            return m_pos >= m_data.size() ? -1 : 0;
        memcpy(data, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        m_consumed = true;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
    bool m_consumed = false;
    int *m_refusals;
};

JiraTimeouts JiraTimeouts::fromEnvironment()
{
    JiraTimeouts t;
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("PM_JIRA_TIMEOUT", &ok);
    if (ok && seconds > 0) {
        t.totalMs = seconds * 1000;
        t.connectMs = qMin(t.connectMs, t.totalMs);
        t.answerMs = qMin(t.answerMs, t.totalMs);
    }
    return t;
}

bool JiraResponse::maybeDelivered() const
{
    return failure != Failure::NotSent && failure != Failure::ConnectFailed && failure != Failure::ConnectTimeout;
}

JiraTransport::JiraTransport(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    for (QTimer *t : {&m_connectTimer, &m_answerTimer, &m_deadlineTimer})
        t->setSingleShot(true);
    // A coarse timer may fire up to 5 % early; the publisher reads "the deadline ran
    // out" against the same QDeadlineTimer, so this one never fires before it.
    m_deadlineTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_connectTimer, &QTimer::timeout, this, [this] { abortWith(JiraResponse::Failure::ConnectTimeout); });
    connect(&m_answerTimer, &QTimer::timeout, this, [this] { abortWith(JiraResponse::Failure::AnswerTimeout); });
    connect(&m_deadlineTimer, &QTimer::timeout, this, [this] { abortWith(JiraResponse::Failure::Deadline); });
}

JiraTransport::~JiraTransport()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

void JiraTransport::send(const QByteArray &method, const QUrl &url, const QByteArray &authorization,
                         const QByteArray &body, QDeadlineTimer deadline)
{
    if (m_reply) {
        JiraResponse busy;
        busy.failure = JiraResponse::Failure::NotSent;
        busy.error = QStringLiteral("busy");
        QTimer::singleShot(0, this, [this, busy] { emit finished(busy); });
        return;
    }
    m_buffer.clear();
    m_abortReason = JiraResponse::Failure::None;
    m_sent = false;

    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("Authorization", authorization);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::HttpPipeliningAllowedAttribute, false);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    if (!body.isEmpty() || method != "GET") {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        m_body = new OneShotBody(body, &m_resendsRefused, this);
        m_reply = m_network->sendCustomRequest(request, method, m_body);
    } else {
        m_body = nullptr;
        m_reply = m_network->sendCustomRequest(request, method);
    }

    m_connectTimer.start(m_timeouts.connectMs);
    const qint64 left = deadline.remainingTime();
    m_deadlineTimer.start(left < 0 ? m_timeouts.totalMs : int(qMax<qint64>(1, left)));

    QNetworkReply *reply = m_reply;
    auto onSent = [this, reply] {
        if (reply != m_reply || m_sent)
            return;
        m_sent = true;
        m_connectTimer.stop();
        m_answerTimer.start(m_timeouts.answerMs);
    };
#if QT_VERSION >= QT_VERSION_CHECK(6, 3, 0)
    connect(m_reply, &QNetworkReply::requestSent, this, onSent);
#endif
    connect(m_reply, &QNetworkReply::uploadProgress, this, [onSent](qint64 sent, qint64) {
        if (sent > 0)
            onSent();
    });
    connect(m_reply, &QNetworkReply::metaDataChanged, this, onSent);
    connect(m_reply, &QNetworkReply::readyRead, this, [this, reply, onSent] {
        if (reply != m_reply || m_abortReason != JiraResponse::Failure::None)
            return;
        onSent();
        m_buffer += reply->readAll();
        if (m_buffer.size() > JiraMaxResponseBytes) {
            m_abortReason = JiraResponse::Failure::TooLarge;
            // Not from inside Qt's own readyRead emission.
            QMetaObject::invokeMethod(reply, &QNetworkReply::abort, Qt::QueuedConnection);
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, [this, reply] {
        if (reply != m_reply)
            return;
        m_reply = nullptr;
        reply->disconnect(this);
        for (QTimer *t : {&m_connectTimer, &m_answerTimer, &m_deadlineTimer})
            t->stop();
        JiraResponse r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (m_abortReason == JiraResponse::Failure::None && m_buffer.size() <= JiraMaxResponseBytes)
            m_buffer += reply->readAll();
        r.body = m_buffer;
        r.retryAfter = reply->rawHeader("Retry-After");
        r.date = reply->rawHeader("Date");
        r.error = reply->errorString();
        if (m_abortReason != JiraResponse::Failure::None) {
            r.failure = m_abortReason;
            if (r.failure == JiraResponse::Failure::TooLarge)
                r.body.clear();
        } else if (r.status > 0 && reply->error() != QNetworkReply::RemoteHostClosedError) {
            r.failure = JiraResponse::Failure::None;
        } else {
            switch (reply->error()) {
            case QNetworkReply::ConnectionRefusedError:
            case QNetworkReply::HostNotFoundError:
            case QNetworkReply::SslHandshakeFailedError:
            case QNetworkReply::UnknownProxyError:
            case QNetworkReply::ProxyConnectionRefusedError:
            case QNetworkReply::ProxyNotFoundError:
                r.failure = JiraResponse::Failure::ConnectFailed;
                break;
            default:
                // Closed, reset, or the re-send Qt wanted and we refused: the request
                // went out, nobody knows whether JIRA kept it.
                r.failure = m_sent || m_resendsRefused > 0 || reply->error() == QNetworkReply::ContentReSendError
                                ? JiraResponse::Failure::Dropped
                                : JiraResponse::Failure::ConnectFailed;
            }
            r.status = 0;
        }
        reply->deleteLater();
        if (m_body) {
            m_body->deleteLater();
            m_body = nullptr;
        }
        emit finished(r);
    });
}

void JiraTransport::abortWith(JiraResponse::Failure failure)
{
    if (!m_reply)
        return;
    m_abortReason = failure;
    m_reply->abort();
}

void JiraTransport::cancel()
{
    abortWith(JiraResponse::Failure::Cancelled);
}

QString sanitizeServerText(const QString &text, int maxChars)
{
    // CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), and any other ESC pair.
    static const QRegularExpression escapes(QStringLiteral(
        "\\x1B\\[[0-?]*[ -/]*[@-~]|\\x1B\\][^\\x07\\x1B]*(\\x07|\\x1B\\\\)?|\\x1B[@-_]?|\\x{009B}[0-?]*[ -/]*[@-~]"));
    QString s = text;
    s.replace(escapes, QString());
    QString out;
    out.reserve(qMin(int(s.size()), maxChars + 1));
    for (const QChar c : s) {
        const ushort u = c.unicode();
        if (u == '\n' || u == '\t') {
            out += QLatin1Char(' ');
            continue;
        }
        // C0, DEL, C1, and the bidirectional overrides/isolates that reorder shown text.
        if (u < 0x20 || (u >= 0x7F && u < 0xA0) || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            continue;
        out += c;
    }
    out = out.simplified();
    if (out.size() > maxChars) {
        out.truncate(maxChars);
        out += QChar(0x2026);
    }
    return out;
}

} // namespace pm
