#include "ticketreader.h"

#include "postmortem.h"
#include "publishplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

namespace pm {

namespace {

constexpr int MaxAttempts = 4;

} // namespace

bool isChangeLink(const QString &url)
{
    static const QRegularExpression change(QStringLiteral(
        "^https?://[^\\s]+/(pull|pulls|merge_requests|pull-requests|pullrequest|commit|commits|changes|\\+)/[0-9A-Za-z]+"));
    return change.match(url).hasMatch();
}

void applyTicket(PostMortem *pm, const TicketFacts &facts)
{
    pm->meta.ticket = facts.key;
    if (!facts.summary.trimmed().isEmpty())
        pm->meta.title = facts.summary.trimmed();
    if (!facts.assignee.trimmed().isEmpty())
        pm->meta.owner = facts.assignee.trimmed();
    for (const QString &ref : facts.refs) {
        if (!pm->meta.refs.contains(ref))
            pm->meta.refs.append(ref);
    }
}

TicketFacts TicketReader::parse(const QString &key, const QByteArray &issue, const QByteArray &remoteLinks)
{
    TicketFacts f;
    f.key = key;
    const QJsonObject fields = QJsonDocument::fromJson(issue).object().value(QStringLiteral("fields")).toObject();
    f.summary = sanitizeServerText(fields.value(QStringLiteral("summary")).toString(), 500);
    f.assignee = sanitizeServerText(fields.value(QStringLiteral("assignee")).toObject().value(QStringLiteral("displayName")).toString(), 200);
    f.status = sanitizeServerText(fields.value(QStringLiteral("status")).toObject().value(QStringLiteral("name")).toString(), 200);
    for (const QJsonValue &v : fields.value(QStringLiteral("fixVersions")).toArray())
        f.versions.append(sanitizeServerText(v.toObject().value(QStringLiteral("name")).toString(), 200));
    // [{"object": {"url": ..., "title": ...}}]: pull requests and commits become refs.
    for (const QJsonValue &v : QJsonDocument::fromJson(remoteLinks).array()) {
        const QString url = v.toObject().value(QStringLiteral("object")).toObject().value(QStringLiteral("url")).toString().trimmed();
        const QUrl parsed(url, QUrl::StrictMode);
        if (parsed.isValid() && isChangeLink(url) && !f.refs.contains(url))
            f.refs.append(url);
    }
    return f;
}

TicketReader::Problem TicketReader::problemFor(const JiraResponse &r)
{
    if (r.failure != JiraResponse::Failure::None)
        return Problem::Network;
    switch (r.status) {
    case 200: return Problem::None;
    case 401: return Problem::Unauthorized;
    case 403: return Problem::Forbidden;
    case 404: return Problem::NotFound;
    default: return Problem::Other;
    }
}

TicketReader::TicketReader(QObject *parent)
    : QObject(parent)
    , m_transport(new JiraTransport(this))
{
    connect(m_transport, &JiraTransport::finished, this, &TicketReader::onResponse);
}

void TicketReader::read(const JiraCredentials &account, const QString &key)
{
    m_account = account;
    m_key = key;
    m_issue.clear();
    m_step = 0;
    m_attempts = 0;
    m_deadline = QDeadlineTimer(m_timeouts.totalMs);
    m_transport->setTimeouts(m_timeouts);
    QString why;
    if (!JiraCredentials::isAcceptableSite(account.site, &why)) {
        QTimer::singleShot(0, this, [this, why] { fail(Problem::Other, why); });
        return;
    }
    if (!isJiraIssueKey(key)) {
        QTimer::singleShot(0, this, [this, key] { fail(Problem::Other, tr("'%1' is not a JIRA issue key (PROJECT-123)").arg(key)); });
        return;
    }
    send();
}

void TicketReader::send()
{
    ++m_attempts;
    QUrl url;
    if (m_step == 0) {
        url = JiraClient::apiUrl(m_account.site, m_account.apiPath() + QStringLiteral("/issue/") + m_key);
        url.setQuery(QStringLiteral("fields=summary,assignee,status,issuelinks,fixVersions"));
    } else {
        url = JiraClient::apiUrl(m_account.site, m_account.apiPath() + QStringLiteral("/issue/%1/remotelink").arg(m_key));
    }
    m_transport->send("GET", url, m_account.authorization(), QByteArray(), m_deadline);
}

void TicketReader::onResponse(const JiraResponse &r)
{
    const Problem problem = problemFor(r);
    if (problem == Problem::None) {
        if (m_step == 0) {
            m_issue = r.body;
            m_step = 1;
            m_attempts = 0;
            send();
            return;
        }
        emit finished(parse(m_key, m_issue, r.body), Problem::None, QString());
        return;
    }
    // Remote links are a bonus: an issue without access to them still fills the rest.
    if (m_step == 1 && (problem == Problem::NotFound || problem == Problem::Forbidden)) {
        emit finished(parse(m_key, m_issue, QByteArray()), Problem::None, QString());
        return;
    }
    const bool retryable = problem == Problem::Network || r.status == 429 || r.status == 503 || r.status == 502 || r.status == 504;
    if (retryable && m_attempts < MaxAttempts && !m_deadline.hasExpired()) {
        qint64 wait = qint64(m_retryUnitMs) << (m_attempts - 1);
        bool seconds = false;
        const int asked = r.retryAfter.trimmed().toInt(&seconds);
        if (seconds && asked >= 0)
            wait = qint64(asked) * m_retryUnitMs;
        if (m_deadline.remainingTime() < 0 || wait < m_deadline.remainingTime()) {
            QTimer::singleShot(int(qMin<qint64>(wait, 60000)), this, &TicketReader::send);
            return;
        }
    }
    const QString theirs = [&r] {
        QStringList words;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.body).object().value(QStringLiteral("errorMessages")).toArray())
            words.append(v.toString());
        return sanitizeServerText(words.join(QStringLiteral("; ")), 300);
    }();
    QString message;
    switch (problem) {
    case Problem::NotFound: message = tr("JIRA has no issue %1, or this account cannot see it (404)").arg(m_key); break;
    case Problem::Forbidden: message = tr("this account may not read %1 (403)").arg(m_key); break;
    case Problem::Unauthorized: message = tr("JIRA did not accept the token: it is wrong or expired (401)"); break;
    case Problem::Network: message = tr("JIRA could not be reached: %1").arg(sanitizeServerText(r.error, 300)); break;
    default: message = tr("JIRA answered %1").arg(r.status);
    }
    if (!theirs.isEmpty() && problem != Problem::Network)
        message += QStringLiteral(": ") + theirs;
    fail(problem, message);
}

void TicketReader::fail(Problem problem, const QString &message)
{
    emit finished(TicketFacts(), problem, message);
}

} // namespace pm
