#include "publisher.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>
#include <QUuid>

namespace pm {

namespace {

QUrl apiUrl(const QUrl &site, const QString &path)
{
    return JiraClient::apiUrl(site, path);
}

// Comment text as JIRA gives it back: line ends and trailing blanks may differ.
QString normalisedText(const QString &text)
{
    QString t = text;
    t.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return t.trimmed();
}

} // namespace

bool ensureDraftId(PostMortem *pm)
{
    if (!pm->draftId.isEmpty())
        return false;
    pm->draftId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    return true;
}

void recordPublished(PostMortem *pm, const PublishOutcome &outcome, const QDateTime &now)
{
    pm->published.commentIds = outcome.commentIds;
    pm->published.url = outcome.urls.isEmpty() ? QString() : outcome.urls.first().toString();
    pm->published.revision = pm->meta.revision;
    pm->published.at = now.toUTC().toString(Qt::ISODate);
}

bool parseVisibility(const QString &text, Visibility *out, QString *why)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        *out = Visibility();
        return true;
    }
    // The front matter's {type, value}, written type:value; the type as the front matter reads it.
    const int colon = t.indexOf(QLatin1Char(':'));
    const Visibility v{t.left(colon).trimmed().toLower(), colon < 0 ? QString() : t.mid(colon + 1).trimmed()};
    const QString problem = v.problem();
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return false;
    }
    *out = v;
    return true;
}

int PublishOutcome::exitCode() const
{
    switch (status) {
    case Status::Posted:
    case Status::Found:
        return 0;
    case Status::Refused:
        return 1;
    case Status::NotPosted:
        return 3;
    case Status::Unknown:
        return 4;
    }
    return 4;
}

Publisher::Publisher(QObject *parent)
    : QObject(parent)
    , m_transport(new JiraTransport(this))
    , m_random(QRandomGenerator::securelySeeded())
{
    m_wait.setSingleShot(true);
    m_tick.setInterval(1000);
    connect(m_transport, &JiraTransport::finished, this, [this](const JiraResponse &r) {
        // Every POST follows an answered look, so the first Date JIRA sends is older
        // than any comment this publish makes, by JIRA's own clock.
        if (!m_serverStartedAt.isValid() && !r.date.isEmpty())
            m_serverStartedAt = parseHttpDate(r.date);
        // Whether JIRA ever answered decides how a failure is told (finish()).
        if (r.failure == JiraResponse::Failure::None)
            m_answered = true;
        else if (r.failure == JiraResponse::Failure::NotSent || r.failure == JiraResponse::Failure::ConnectFailed)
            m_unreachedWhy = sanitizeServerText(r.error, 300);
        else
            m_unreachedWhy = describe(r);
        if (m_step == Step::LookFirst || m_step == Step::LookAfter)
            onLookup(r);
        else
            onResponse(r);
    });
    connect(&m_tick, &QTimer::timeout, this, [this] {
        emit waiting(int((m_waitUntil.remainingTime() + 999) / 1000), m_waitWhy);
    });
    setOptions(m_options);
}

void Publisher::setOptions(const PublisherOptions &options)
{
    m_options = options;
    m_transport->setTimeouts(options.timeouts);
    if (options.seed != 0)
        m_random.seed(options.seed);
}

QUrl Publisher::commentUrl(const QUrl &site, const QString &issueKey, const QString &commentId)
{
    QUrl url = apiUrl(site, QStringLiteral("/browse/") + issueKey);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("focusedCommentId"), commentId);
    url.setQuery(query);
    return url;
}

qint64 Publisher::retryAfterMs(const QByteArray &header, const QDateTime &now)
{
    const QByteArray h = header.trimmed();
    if (h.isEmpty())
        return -1;
    bool ok = false;
    const qint64 seconds = h.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? -1 : seconds * 1000;
    const QDateTime when = parseHttpDate(h);
    if (!when.isValid())
        return -1;
    return qMax<qint64>(0, now.msecsTo(when));
}

QDateTime Publisher::parseHttpDate(const QByteArray &header)
{
    // RFC 7231 IMF-fixdate; Qt's RFC 2822 parser wants a numeric offset for GMT.
    QString date = QString::fromLatin1(header.trimmed());
    if (date.endsWith(QLatin1String(" GMT")))
        date = date.left(date.size() - 4) + QStringLiteral(" +0000");
    return QDateTime::fromString(date, Qt::RFC2822Date);
}

QByteArray Publisher::authorization() const
{
    return m_credentials.authorization();
}

QString Publisher::api(const QString &path) const
{
    return m_credentials.apiPath() + path;
}

void Publisher::publish(const JiraCredentials &credentials, const QString &issueKey, const PublishPlan &plan,
                        const QStringList &updateIds)
{
    m_credentials = credentials;
    m_key = issueKey;
    m_plan = plan;
    m_updateIds = updateIds;
    m_deadline = QDeadlineTimer(m_options.timeouts.totalMs);
    m_busy = true;
    m_cancelled = false;
    m_part = 0;
    m_attempt = 0;
    m_lookups = 0;
    m_lookedFirst = false;
    m_maybeSent = false;
    m_anyFound = false;
    m_foundFirst.clear();
    m_startedAt = QDateTime::currentDateTimeUtc();
    m_serverStartedAt = QDateTime();
    m_ids.clear();
    m_lastProblem.clear();
    m_answered = false;
    m_unreachedWhy.clear();
    m_markerAfterPost = false;
    QString why;
    if (!JiraCredentials::isAcceptableSite(credentials.site, &why)) {
        QTimer::singleShot(0, this, [this, why] { finish(PublishOutcome::Status::Refused, why); });
        return;
    }
    if (!isJiraIssueKey(issueKey) || plan.comments.isEmpty() || plan.isBlocked()) {
        const QString message = plan.isBlocked() ? plan.blockerMessages().join(QStringLiteral("; "))
                                                 : tr("'%1' is not a JIRA issue key (PROJECT-123)").arg(issueKey);
        QTimer::singleShot(0, this, [this, message] { finish(PublishOutcome::Status::Refused, message); });
        return;
    }
    if (plan.deployment != credentials.deployment) {
        const QString message = tr("the comment was prepared for JIRA %1 and the account is on JIRA %2")
                                    .arg(jiraDeploymentTitle(plan.deployment), jiraDeploymentTitle(credentials.deployment));
        QTimer::singleShot(0, this, [this, message] { finish(PublishOutcome::Status::Refused, message); });
        return;
    }
    if (!updateIds.isEmpty() && updateIds.size() != plan.comments.size()) {
        const QString message = tr("the published post-mortem has %1 comment(s) and this one %2; post it as new comments instead")
                                    .arg(updateIds.size())
                                    .arg(plan.comments.size());
        QTimer::singleShot(0, this, [this, message] { finish(PublishOutcome::Status::Refused, message); });
        return;
    }
    QTimer::singleShot(0, this, &Publisher::next);
}

void Publisher::cancel()
{
    if (!m_busy || m_cancelled)
        return;
    m_cancelled = true;
    m_lastProblem = tr("cancelled");
    if (m_transport->isBusy()) {
        m_transport->cancel(); // its answer is handled as a cancelled request
    } else if (m_wait.isActive()) {
        m_wait.stop();
        m_tick.stop();
        if (m_maybeSent)
            send(Step::LookAfter);
        else
            finish(PublishOutcome::Status::NotPosted, m_lastProblem);
    }
}

void Publisher::next()
{
    if (m_part >= m_plan.comments.size()) {
        finish(m_anyFound ? PublishOutcome::Status::Found : PublishOutcome::Status::Posted, QString());
        return;
    }
    if (!m_updateIds.isEmpty()) {
        send(Step::Put);
        return;
    }
    // Always look first: a publish interrupted by Ctrl-C, a crash or a timeout may have
    // left parts on the ticket that `published:` does not know about.
    send(m_lookedFirst ? Step::Post : Step::LookFirst);
}

QDeadlineTimer Publisher::requestDeadline() const
{
    // The answer to "did it arrive?" still deserves one short look: after the deadline
    // or a cancel, and also when a look after a request that may have arrived starts
    // with less than that left. A look cut to the few milliseconds that remain (a POST
    // that failed just before the deadline, a deadline timer that fired a hair early)
    // would call a comment that is on the ticket "unknown".
    const QDeadlineTimer shortLook(m_options.timeouts.connectMs + m_options.timeouts.answerMs);
    if (m_deadline.hasExpired() || m_cancelled)
        return shortLook;
    if (m_step == Step::LookAfter && m_deadline < shortLook)
        return shortLook;
    return m_deadline;
}

void Publisher::sendLookupPage()
{
    ++m_requests;
    m_lookingProperty = false;
    QUrl url = apiUrl(m_credentials.site, api(QStringLiteral("/issue/%1/comment").arg(m_key)));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("expand"), QStringLiteral("properties"));
    query.addQueryItem(QStringLiteral("orderBy"), QStringLiteral("-created"));
    query.addQueryItem(QStringLiteral("startAt"), QString::number(m_lookStartAt));
    query.addQueryItem(QStringLiteral("maxResults"), QString::number(m_pageSize));
    url.setQuery(query);
    m_transport->send("GET", url, authorization(), QByteArray(), requestDeadline());
}

void Publisher::sendPropertyLookup()
{
    ++m_requests;
    m_lookingProperty = true;
    const QUrl url = apiUrl(m_credentials.site, api(QStringLiteral("/comment/%1/properties/%2").arg(m_candidates.first(), markerPropertyKey())));
    m_transport->send("GET", url, authorization(), QByteArray(), requestDeadline());
}

void Publisher::send(Step step)
{
    m_step = step;
    const PlannedComment &c = m_plan.comments.at(m_part);
    const QDeadlineTimer deadline = requestDeadline();
    ++m_requests;
    switch (step) {
    case Step::LookFirst:
    case Step::LookAfter:
        // Every look starts afresh from the newest comment.
        emit progress(tr("Looking on %1 for comments already posted…").arg(m_key));
        --m_requests; // counted per page below
        m_lookStartAt = 0;
        m_lookPages = 0;
        m_lookMore = false;
        m_lookCapped = false;
        m_lookFound.clear();
        m_candidates.clear();
        m_candidateTexts.clear();
        m_pageSize = qMax(1, m_options.lookupPageSize);
        sendLookupPage();
        return;
    case Step::Post: {
        ++m_attempt;
        emit progress(m_plan.comments.size() > 1 ? tr("Posting comment %1 to %2…").arg(c.partLabel(), m_key)
                                                 : tr("Posting to %1…").arg(m_key));
        QUrl url = apiUrl(m_credentials.site, api(QStringLiteral("/issue/%1/comment").arg(m_key)));
        if (m_plan.deployment == JiraDeployment::DataCenter) {
            // The answer then says whether the server kept the marker sent with the comment.
            url.setQuery(QStringLiteral("expand=properties"));
        }
        m_transport->send("POST", url, authorization(), c.request(RequestPurpose::Create), deadline);
        return;
    }
    case Step::Put:
        ++m_attempt;
        emit progress(tr("Updating comment %1 on %2…").arg(m_updateIds.at(m_part), m_key));
        m_markerId = m_updateIds.at(m_part);
        m_transport->send("PUT",
                          apiUrl(m_credentials.site, api(QStringLiteral("/issue/%1/comment/%2").arg(m_key, m_updateIds.at(m_part)))),
                          authorization(), c.request(RequestPurpose::Update), deadline);
        return;
    case Step::PutMarker:
        if (m_markerAfterPost)
            ++m_attempt;
        m_transport->send("PUT",
                          apiUrl(m_credentials.site, api(QStringLiteral("/comment/%1/properties/%2").arg(m_markerId, markerPropertyKey()))),
                          authorization(), QJsonDocument(c.marker).toJson(QJsonDocument::Compact), deadline);
        return;
    }
}

QString Publisher::describe(const JiraResponse &r) const
{
    switch (r.failure) {
    case JiraResponse::Failure::None:
        return JiraClient::interpret(r.status, r.body, m_credentials.site, m_key, QString()).message;
    case JiraResponse::Failure::NotSent:
    case JiraResponse::Failure::ConnectFailed:
        return tr("JIRA could not be reached: %1").arg(sanitizeServerText(r.error, 300));
    case JiraResponse::Failure::ConnectTimeout:
        return tr("no connection to JIRA within %1 s").arg(m_options.timeouts.connectMs / 1000.0);
    case JiraResponse::Failure::Dropped:
        return tr("the connection closed before JIRA answered");
    case JiraResponse::Failure::AnswerTimeout:
        return tr("JIRA did not finish answering within %1 s (silent or trickling)").arg(m_options.timeouts.answerMs / 1000.0);
    case JiraResponse::Failure::Deadline:
        return tr("the %1 s deadline ran out (PM_JIRA_TIMEOUT)").arg(m_options.timeouts.totalMs / 1000);
    case JiraResponse::Failure::TooLarge:
        return tr("JIRA's answer was larger than 1 MiB");
    case JiraResponse::Failure::Cancelled:
        return tr("cancelled");
    }
    return QString();
}

void Publisher::onResponse(const JiraResponse &r)
{
    using F = JiraResponse::Failure;
    m_lastProblem = describe(r);
    const bool update = m_step == Step::Put || m_step == Step::PutMarker;
    if (r.failure == F::None) {
        if (r.status >= 200 && r.status < 300) {
            if (m_step == Step::Put) {
                send(Step::PutMarker);
                return;
            }
            if (m_step == Step::PutMarker) {
                partDone(m_markerId, false);
                return;
            }
            const QJsonObject created = QJsonDocument::fromJson(r.body).object();
            const QString id = created.value(QStringLiteral("id")).toString();
            if (!id.isEmpty() && m_plan.deployment == JiraDeployment::DataCenter && !carriesMarker(created, m_plan.comments.at(m_part))) {
                // A server that does not take properties with the comment gets the marker
                // right after (the look-up also knows the comment by its text meanwhile).
                m_maybeSent = false;
                m_markerAfterPost = true;
                m_markerId = id;
                m_attempt = 0;
                send(Step::PutMarker);
                return;
            }
            if (!id.isEmpty()) {
                partDone(id, false);
                return;
            }
            // Stored, but which comment? The look-up tells.
            m_maybeSent = true;
            m_lastProblem = tr("JIRA answered %1 without a readable comment id").arg(r.status);
            send(Step::LookAfter);
            return;
        }
        const bool retryable = r.status == 429 || r.status >= 500;
        if (!retryable && m_markerAfterPost) {
            partDone(m_markerId, false); // posted; known by its text, unmarked
            return;
        }
        if (!retryable) {
            finish(PublishOutcome::Status::Refused, m_lastProblem);
            return;
        }
        if (r.status >= 500 && !update)
            m_maybeSent = true; // a 5xx may come after JIRA stored it
        qint64 asked = -1;
        if (r.status == 429 || r.status == 503) {
            // An HTTP-date is JIRA's clock: measured from the Date JIRA sent with it.
            const QDateTime serverNow = parseHttpDate(r.date);
            asked = retryAfterMs(r.retryAfter, serverNow.isValid() ? serverNow : QDateTime::currentDateTimeUtc());
            bool seconds = false;
            r.retryAfter.trimmed().toLongLong(&seconds);
            if (seconds && asked > 0)
                asked = asked / 1000 * m_options.msPerRetryAfterSecond;
        }
        retryLater(asked, m_lastProblem);
        return;
    }
    if (m_markerAfterPost && (r.failure == F::Cancelled || r.failure == F::Deadline)) {
        partDone(m_markerId, false);
        return;
    }
    if (r.failure == F::Cancelled || r.failure == F::Deadline) {
        if (r.maybeDelivered() && !update)
            m_maybeSent = true;
        if (m_maybeSent)
            send(Step::LookAfter);
        else
            finish(PublishOutcome::Status::NotPosted, m_lastProblem);
        return;
    }
    if (r.maybeDelivered() && !update)
        m_maybeSent = true;
    retryLater(-1, m_lastProblem);
}

namespace {

// JIRA writes "2026-12-01T10:15:30.123+0000"; Qt's ISO parser wants "+00:00".
QDateTime parseJiraTime(const QString &text)
{
    QString t = text;
    if (t.size() > 5 && (t.at(t.size() - 5) == QLatin1Char('+') || t.at(t.size() - 5) == QLatin1Char('-')))
        t.insert(t.size() - 2, QLatin1Char(':'));
    return QDateTime::fromString(t, Qt::ISODateWithMs);
}

} // namespace

void Publisher::matchMarker(const QJsonObject &marker, const QString &commentId)
{
    for (int i = 0; i < m_plan.comments.size(); ++i) {
        // Newest first: the first comment seen with a part's marker is the one counted.
        if (!m_lookFound.contains(i) && marker == commentMarker(m_plan, m_plan.comments.at(i)))
            m_lookFound.insert(i, commentId);
    }
}

bool Publisher::carriesMarker(const QJsonObject &comment, const PlannedComment &part)
{
    for (const QJsonValue &p : comment.value(QStringLiteral("properties")).toArray()) {
        const QJsonObject property = p.toObject();
        if (property.value(QStringLiteral("key")).toString() == markerPropertyKey()
            && property.value(QStringLiteral("value")).toObject() == part.marker)
            return true;
    }
    return false;
}

void Publisher::matchText(const QString &body, const QString &commentId)
{
    // Data Center only: a comment without any marker of ours whose text is a part's
    // text is that part (its marker, written right after the comment, did not land).
    if (m_plan.deployment != JiraDeployment::DataCenter || body.isEmpty())
        return;
    const QString text = normalisedText(body);
    for (int i = 0; i < m_plan.comments.size(); ++i) {
        if (!m_lookFound.contains(i) && text == normalisedText(QString::fromUtf8(m_plan.comments.at(i).body)))
            m_lookFound.insert(i, commentId);
    }
}

bool Publisher::lookupHasAnswer() const
{
    // After a POST only the part in question matters; the first look wants every part.
    if (m_step == Step::LookAfter)
        return m_lookFound.contains(m_part);
    return m_lookFound.size() == m_plan.comments.size();
}

void Publisher::lookupFailed(const JiraResponse &r)
{
    if (r.failure != JiraResponse::Failure::None || r.status != 200)
        m_lastProblem = describe(r);
    ++m_lookups;
    if (r.failure == JiraResponse::Failure::None && r.status >= 400 && r.status < 500 && r.status != 429) {
        finish(m_maybeSent ? PublishOutcome::Status::Unknown : PublishOutcome::Status::Refused, m_lastProblem);
        return;
    }
    const bool mayRetry = !m_cancelled && !m_deadline.hasExpired() && m_lookups < m_options.maxAttempts
                          && (r.failure != JiraResponse::Failure::None || r.status == 429 || r.status >= 500);
    if (mayRetry) {
        retryLater(-1, m_lastProblem);
        return;
    }
    if (m_step == Step::LookFirst && !m_maybeSent)
        finish(PublishOutcome::Status::NotPosted, m_lastProblem);
    else
        finish(PublishOutcome::Status::Unknown, m_lastProblem);
}

void Publisher::onLookup(const JiraResponse &r)
{
    if (m_lookingProperty) {
        onPropertyLookup(r);
        return;
    }
    if (r.failure == JiraResponse::Failure::TooLarge && m_pageSize > 1) {
        // Long comments in a wide script can make a page pass the answer cap: ask for
        // smaller pages (one comment always fits).
        m_pageSize = qMax(1, m_pageSize / 4);
        sendLookupPage();
        return;
    }
    const bool ok = r.failure == JiraResponse::Failure::None && r.status == 200;
    QJsonObject page;
    if (ok) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
        if (error.error == QJsonParseError::NoError)
            page = doc.object();
        else
            m_lastProblem = tr("JIRA's comment list could not be read");
    }
    if (!ok || !page.value(QStringLiteral("comments")).isArray()) {
        lookupFailed(r);
        return;
    }
    const QJsonArray comments = page.value(QStringLiteral("comments")).toArray();
    // After a POST, only comments made since this publish began can be the one it sent:
    // by JIRA's clock when it sent one (ours may be off), with a margin either way.
    const QDateTime began = m_serverStartedAt.isValid() ? m_serverStartedAt : m_startedAt;
    const QDateTime horizon = m_step == Step::LookAfter ? began.addMSecs(-m_options.clockSkewMs) : QDateTime();
    bool reachedHorizon = false;
    for (const QJsonValue &v : comments) {
        const QJsonObject comment = v.toObject();
        const QString id = comment.value(QStringLiteral("id")).toString();
        const QDateTime created = parseJiraTime(comment.value(QStringLiteral("created")).toString());
        if (horizon.isValid() && created.isValid() && created < horizon) {
            reachedHorizon = true;
            continue;
        }
        const QString text = comment.value(QStringLiteral("body")).toString();
        if (!comment.contains(QStringLiteral("properties"))) {
            // The listing ignored expand=properties: this comment's marker is read on its own.
            if (!id.isEmpty()) {
                m_candidates.append(id);
                if (!text.isEmpty())
                    m_candidateTexts.insert(id, text);
            }
            continue;
        }
        bool marked = false;
        for (const QJsonValue &p : comment.value(QStringLiteral("properties")).toArray()) {
            const QJsonObject property = p.toObject();
            if (property.value(QStringLiteral("key")).toString() == markerPropertyKey()) {
                marked = true;
                matchMarker(property.value(QStringLiteral("value")).toObject(), id);
            }
        }
        if (!marked)
            matchText(text, id);
    }
    m_lookStartAt += int(comments.size());
    ++m_lookPages;
    const int total = page.value(QStringLiteral("total")).toInt(-1);
    const bool moreOnTicket = total >= 0 ? m_lookStartAt < total : comments.size() >= m_pageSize;
    m_lookMore = !comments.isEmpty() && moreOnTicket && !reachedHorizon && m_lookPages < m_options.maxLookupPages;
    m_lookCapped = !comments.isEmpty() && moreOnTicket && !reachedHorizon && !m_lookMore;
    continueLookup();
}

void Publisher::onPropertyLookup(const JiraResponse &r)
{
    const bool answered = r.failure == JiraResponse::Failure::None && (r.status == 200 || r.status == 404);
    if (!answered) {
        lookupFailed(r);
        return;
    }
    const QString id = m_candidates.takeFirst();
    const QString text = m_candidateTexts.take(id);
    if (r.status == 200) {
        // {"key": "postmortem-editor", "value": {...}}; 404: the comment has no marker.
        const QJsonObject property = QJsonDocument::fromJson(r.body).object();
        if (property.value(QStringLiteral("key")).toString() == markerPropertyKey())
            matchMarker(property.value(QStringLiteral("value")).toObject(), id);
    } else {
        matchText(text, id);
    }
    continueLookup();
}

void Publisher::continueLookup()
{
    // Until a marker answers: the properties of this page's candidates, then the next
    // page, then the verdict.
    if (!lookupHasAnswer() && !m_candidates.isEmpty()) {
        sendPropertyLookup();
        return;
    }
    if (!lookupHasAnswer() && m_lookMore) {
        sendLookupPage();
        return;
    }
    lookupComplete();
}

void Publisher::lookupComplete()
{
    m_lookingProperty = false;
    m_lookups = 0;
    const QHash<int, QString> found = m_lookFound;
    if (m_step == Step::LookFirst) {
        m_lookedFirst = true;
        m_foundFirst = found;
        if (m_foundFirst.contains(m_part)) {
            partDone(m_foundFirst.value(m_part), true);
            return;
        }
        send(Step::Post);
        return;
    }
    if (found.contains(m_part)) {
        partDone(found.value(m_part), true);
        return;
    }
    if (m_lookCapped) {
        // More comments since this publish began than the look-up reads: not proven absent.
        finish(PublishOutcome::Status::Unknown,
               tr("%1 has more new comments than the look-up reads (%2)").arg(m_key).arg(m_lookStartAt));
        return;
    }
    // Proven absent: it is safe to post again, if there is time and budget.
    m_maybeSent = false;
    if (m_cancelled || m_deadline.hasExpired() || m_attempt >= m_options.maxAttempts) {
        finish(PublishOutcome::Status::NotPosted, m_lastProblem);
        return;
    }
    send(Step::Post);
}

void Publisher::partDone(const QString &commentId, bool found)
{
    m_ids.append(commentId);
    m_anyFound = m_anyFound || found;
    m_markerAfterPost = false;
    ++m_part;
    m_attempt = 0;
    m_maybeSent = false;
    if (m_part < m_plan.comments.size() && m_foundFirst.contains(m_part)) {
        partDone(m_foundFirst.value(m_part), true);
        return;
    }
    if (m_cancelled && m_part < m_plan.comments.size()) {
        finish(PublishOutcome::Status::NotPosted, m_lastProblem);
        return;
    }
    next();
}

void Publisher::retryLater(qint64 ms, const QString &why)
{
    const bool attemptsLeft = m_attempt < m_options.maxAttempts && m_lookups < m_options.maxAttempts;
    if (ms < 0) {
        const int n = qMax(1, qMax(m_attempt, m_lookups));
        const qint64 full = qMin<qint64>(m_options.backoffCapMs, qint64(m_options.backoffBaseMs) << qMin(n - 1, 20));
        ms = full / 2 + qint64(m_random.bounded(quint32(qMax<qint64>(1, full / 2 + 1))));
    }
    const qint64 left = m_deadline.remainingTime();
    if (m_markerAfterPost && (m_cancelled || !attemptsLeft || (left >= 0 && ms >= left))) {
        partDone(m_markerId, false); // posted; known by its text, unmarked
        return;
    }
    if (m_cancelled || !attemptsLeft || (left >= 0 && ms >= left)) {
        // No more tries: say what is known, looking first when a request may have arrived.
        if (m_maybeSent && m_step != Step::LookAfter)
            send(Step::LookAfter);
        else
            finish(m_maybeSent ? PublishOutcome::Status::Unknown : PublishOutcome::Status::NotPosted, why);
        return;
    }
    m_waitWhy = why;
    m_waitUntil = QDeadlineTimer(ms);
    emit waiting(int((ms + 999) / 1000), why);
    m_tick.start();
    disconnect(&m_wait, nullptr, this, nullptr);
    connect(&m_wait, &QTimer::timeout, this, [this] {
        m_tick.stop();
        if (m_step == Step::LookFirst)
            send(Step::LookFirst);
        else if (m_maybeSent)
            send(Step::LookAfter);
        else if (m_step == Step::PutMarker)
            send(Step::PutMarker);
        else if (!m_updateIds.isEmpty())
            send(Step::Put);
        else
            send(Step::Post);
    });
    m_wait.start(int(ms));
}

void Publisher::finish(PublishOutcome::Status status, const QString &message)
{
    m_wait.stop();
    m_tick.stop();
    PublishOutcome o;
    o.status = status;
    o.commentIds = m_ids;
    o.ticketUrl = apiUrl(m_credentials.site, QStringLiteral("/browse/") + m_key);
    for (const QString &id : m_ids)
        o.urls.append(commentUrl(m_credentials.site, m_key, id));
    const QString problem = sanitizeServerText(message);
    const int parts = m_plan.comments.size();
    const QString partial = parts > 1 && !m_ids.isEmpty() && !o.isOnTicket()
                                ? tr(" (%1 of %2 comments are on the ticket; publishing again posts only the rest)").arg(m_ids.size()).arg(parts)
                                : QString();
    switch (status) {
    case PublishOutcome::Status::Posted:
        o.message = !m_updateIds.isEmpty() ? tr("updated on %1").arg(m_key)
                                           : (parts > 1 ? tr("posted %1 comments to %2").arg(parts).arg(m_key)
                                                        : tr("posted to %1").arg(m_key));
        break;
    case PublishOutcome::Status::Found:
        o.message = tr("posted (found on the ticket %1)").arg(m_key);
        break;
    case PublishOutcome::Status::Refused:
        o.message = tr("not posted: %1").arg(problem);
        break;
    case PublishOutcome::Status::NotPosted:
        if (!m_ids.isEmpty())
            o.message = tr("not posted: %1").arg(problem) + partial;
        else if (!m_answered && !m_cancelled)
            o.message = tr("JIRA could not be reached (%1): nothing was posted to %2").arg(m_unreachedWhy.isEmpty() ? problem : m_unreachedWhy, m_key);
        else
            o.message = tr("nothing was posted to %1: %2").arg(m_key, problem);
        break;
    case PublishOutcome::Status::Unknown:
        o.message = tr("unknown: check %1 (%2) - %3").arg(m_key, o.ticketUrl.toString(), problem) + partial;
        break;
    }
    m_busy = false;
    emit finished(o);
}

} // namespace pm
