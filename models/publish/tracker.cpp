#include "tracker.h"

#include "publishplan.h"
#include "verdict.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

namespace pm {

namespace {

const QString ActionItems = QStringLiteral("action-items");

QString identityLabel(const TrackItem &item)
{
    return QStringLiteral("pm-") + item.identity;
}

} // namespace

QList<TrackItem> untrackedItems(const PostMortem &pm)
{
    const QList<Diagnostic> findings = effectiveFindings(pm, {});
    const QString text = pm.sectionText(ActionItems);
    QList<TrackItem> out;
    for (const Diagnostic &d : findings) {
        if (d.rule != QLatin1String("action-item-tracker") || d.sectionId != ActionItems)
            continue;
        const bool ownerless = std::any_of(findings.begin(), findings.end(), [&d](const Diagnostic &o) {
            return o.rule == QLatin1String("action-item-owner") && o.sectionId == d.sectionId && o.offset == d.offset;
        });
        const QString line = text.mid(d.offset, d.length);
        if (ownerless || line.trimmed().startsWith(QLatin1Char('|')))
            continue; // no owner: nobody to give the ticket to; a table row: its Ticket cell is the author's
        TrackItem item;
        item.sectionId = d.sectionId;
        item.offset = d.offset;
        item.length = d.length;
        QString summary = line;
        for (const char *mark : {"**", "__", "`"})
            summary.remove(QLatin1String(mark));
        item.summary = summary.simplified().left(255);
        item.identity = QString::fromLatin1(QCryptographicHash::hash((pm.draftId + QLatin1Char('\n') + item.summary).toUtf8(),
                                                                     QCryptographicHash::Sha256)
                                                .toHex()
                                                .left(16));
        if (!item.summary.isEmpty())
            out.append(item);
    }
    return out;
}

QList<KeyInsertion> keyInsertions(const QList<TrackItem> &items, const QStringList &keys)
{
    QList<int> order;
    for (int i = 0; i < items.size() && i < keys.size(); ++i) {
        if (!keys.at(i).isEmpty())
            order.append(i);
    }
    std::sort(order.begin(), order.end(), [&items](int a, int b) { return items.at(a).offset > items.at(b).offset; });
    QList<KeyInsertion> out;
    for (int i : order) {
        const TrackItem &item = items.at(i);
        out.append({item.sectionId, item.offset + item.length, QStringLiteral(" (%1)").arg(keys.at(i))});
    }
    return out;
}

void writeBackKeys(PostMortem *pm, const QList<TrackItem> &items, const QStringList &keys)
{
    for (const KeyInsertion &k : keyInsertions(items, keys)) {
        QString text = pm->sectionText(k.sectionId);
        text.insert(k.position, k.text);
        pm->setSectionText(k.sectionId, text);
    }
}

QJsonObject trackMarker(const QString &draftId, const TrackItem &item)
{
    return QJsonObject{{QStringLiteral("draft"), draftId}, {QStringLiteral("item"), item.identity}};
}

int IssueTracker::exitCode(Status status)
{
    switch (status) {
    case Status::Done: return 0;
    case Status::Refused: return 1;
    case Status::NotCreated: return 3;
    case Status::Unknown: return 4;
    }
    return 4;
}

IssueTracker::IssueTracker(QObject *parent)
    : QObject(parent)
    , m_transport(new JiraTransport(this))
{
    connect(m_transport, &JiraTransport::finished, this, &IssueTracker::onResponse);
}

void IssueTracker::run(const JiraCredentials &account, const QList<TrackItem> &items, const TrackOptions &options)
{
    m_account = account;
    m_items = items;
    m_options = options;
    m_keys = QStringList();
    for (int i = 0; i < items.size(); ++i)
        m_keys.append(QString());
    m_index = 0;
    m_found = 0;
    m_transport->setTimeouts(options.timeouts);
    QString why;
    if (!JiraCredentials::isAcceptableSite(account.site, &why) || !isJiraIssueKey(options.ticket) || options.project.isEmpty()) {
        if (why.isEmpty())
            why = !isJiraIssueKey(options.ticket) ? tr("the draft names no JIRA ticket to link the new issues to")
                                                  : tr("no project to create the issues in (--project KEY)");
        QTimer::singleShot(0, this, [this, why] { finish(Status::Refused, why); });
        return;
    }
    if (items.isEmpty()) {
        QTimer::singleShot(0, this, [this] { finish(Status::Done, QString()); });
        return;
    }
    m_attempts = 0;
    m_lookups = 0;
    m_maybeCreated = false;
    m_deadline = QDeadlineTimer(options.timeouts.totalMs);
    look();
}

void IssueTracker::look()
{
    m_candidates.clear();
    send(Step::Links);
}

void IssueTracker::send(Step step)
{
    m_step = step;
    ++m_requests;
    const QString api = m_account.apiPath();
    QUrl url;
    switch (step) {
    case Step::Links:
        url = JiraClient::apiUrl(m_account.site, api + QStringLiteral("/issue/") + m_options.ticket);
        url.setQuery(QStringLiteral("fields=issuelinks"));
        m_transport->send("GET", url, m_account.authorization(), QByteArray(), m_deadline);
        return;
    case Step::Property:
        url = JiraClient::apiUrl(m_account.site, api + QStringLiteral("/issue/") + m_candidates.first());
        url.setQuery(QStringLiteral("fields=labels,summary&properties=") + markerPropertyKey());
        m_transport->send("GET", url, m_account.authorization(), QByteArray(), m_deadline);
        return;
    case Step::Create:
        ++m_attempts;
        m_transport->send("POST", JiraClient::apiUrl(m_account.site, api + QStringLiteral("/issue")), m_account.authorization(),
                          createRequest(), m_deadline);
        return;
    }
}

QByteArray IssueTracker::createRequest() const
{
    const TrackItem &item = m_items.at(m_index);
    // The link to the draft's ticket is made by the same request, so an issue that
    // exists is always found through the ticket's links; the label names the item on a
    // server that does not keep properties sent with a new issue.
    const QJsonObject fields{
        {QStringLiteral("project"), QJsonObject{{QStringLiteral("key"), m_options.project}}},
        {QStringLiteral("summary"), item.summary},
        {QStringLiteral("issuetype"), QJsonObject{{QStringLiteral("name"), m_options.issueType}}},
        {QStringLiteral("labels"), QJsonArray{QStringLiteral("postmortem-editor"), identityLabel(item)}},
    };
    const QJsonObject link{{QStringLiteral("add"),
                            QJsonObject{{QStringLiteral("type"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Relates")}}},
                                        {QStringLiteral("outwardIssue"), QJsonObject{{QStringLiteral("key"), m_options.ticket}}}}}};
    const QJsonObject request{
        {QStringLiteral("fields"), fields},
        {QStringLiteral("update"), QJsonObject{{QStringLiteral("issuelinks"), QJsonArray{link}}}},
        {QStringLiteral("properties"),
         QJsonArray{QJsonObject{{QStringLiteral("key"), markerPropertyKey()}, {QStringLiteral("value"), trackMarker(m_options.draftId, item)}}}},
    };
    return QJsonDocument(request).toJson(QJsonDocument::Compact);
}

void IssueTracker::onResponse(const JiraResponse &r)
{
    switch (m_step) {
    case Step::Links: onLinks(r); return;
    case Step::Property: onProperty(r); return;
    case Step::Create: onCreated(r); return;
    }
}

QString IssueTracker::describe(const JiraResponse &r) const
{
    if (r.failure == JiraResponse::Failure::None) {
        QStringList words;
        const QJsonObject json = QJsonDocument::fromJson(r.body).object();
        for (const QJsonValue &v : json.value(QStringLiteral("errorMessages")).toArray())
            words.append(v.toString());
        const QJsonObject errors = json.value(QStringLiteral("errors")).toObject();
        for (auto it = errors.begin(); it != errors.end(); ++it)
            words.append(it.key() + QStringLiteral(": ") + it.value().toString());
        const QString theirs = sanitizeServerText(words.join(QStringLiteral("; ")), 400);
        const bool creating = m_step == Step::Create;
        QString what;
        switch (r.status) {
        case 401: what = tr("JIRA did not accept the account's token (401 Unauthorized: a wrong or expired API token or personal access token)"); break;
        case 403:
            what = creating ? tr("this account may not create issues in project %1 (403 Forbidden)").arg(m_options.project)
                            : tr("this account may not see %1 (403 Forbidden)").arg(m_options.ticket);
            break;
        case 404:
            what = creating ? tr("JIRA has no project %1 to create issues in, or this account cannot see it (404 Not Found)").arg(m_options.project)
                            : tr("JIRA has no issue %1, or this account cannot see it (404 Not Found)").arg(m_options.ticket);
            break;
        default: what = tr("JIRA answered %1").arg(r.status);
        }
        return theirs.isEmpty() ? what : what + QStringLiteral(": ") + theirs;
    }
    return tr("JIRA could not be reached or did not answer: %1").arg(sanitizeServerText(r.error, 300));
}

void IssueTracker::onLinks(const JiraResponse &r)
{
    if (r.failure != JiraResponse::Failure::None || r.status != 200) {
        retry(r, true);
        return;
    }
    m_lookups = 0;
    const TrackItem &item = m_items.at(m_index);
    const QJsonArray links = QJsonDocument::fromJson(r.body).object().value(QStringLiteral("fields")).toObject().value(QStringLiteral("issuelinks")).toArray();
    for (const QJsonValue &v : links) {
        for (const char *side : {"inwardIssue", "outwardIssue"}) {
            const QJsonObject issue = v.toObject().value(QLatin1String(side)).toObject();
            const QString summary = issue.value(QStringLiteral("fields")).toObject().value(QStringLiteral("summary")).toString();
            const QString key = issue.value(QStringLiteral("key")).toString();
            if (!key.isEmpty() && summary.simplified() == item.summary && !m_candidates.contains(key))
                m_candidates.append(key);
        }
    }
    lookNextOrCreate();
}

void IssueTracker::onProperty(const JiraResponse &r)
{
    if (r.failure != JiraResponse::Failure::None || (r.status != 200 && r.status != 404)) {
        retry(r, true);
        return;
    }
    const TrackItem &item = m_items.at(m_index);
    const QString key = m_candidates.takeFirst();
    if (r.status == 200) {
        const QJsonObject issue = QJsonDocument::fromJson(r.body).object();
        const QJsonObject marker = issue.value(QStringLiteral("properties")).toObject().value(markerPropertyKey()).toObject();
        const QJsonArray labels = issue.value(QStringLiteral("fields")).toObject().value(QStringLiteral("labels")).toArray();
        if (marker == trackMarker(m_options.draftId, item) || labels.contains(QJsonValue(identityLabel(item)))) {
            itemDone(key, true);
            return;
        }
    }
    lookNextOrCreate();
}

// The next linked issue's marker, or, with none left, proven absent: create the item's
// issue (again), while attempts and time are left.
void IssueTracker::lookNextOrCreate()
{
    if (!m_candidates.isEmpty()) {
        send(Step::Property);
        return;
    }
    // Proven absent: create it (again), while attempts and time are left.
    m_maybeCreated = false;
    if (m_attempts >= m_options.maxAttempts || m_deadline.hasExpired()) {
        finish(Status::NotCreated, m_lastProblem);
        return;
    }
    send(Step::Create);
}

void IssueTracker::onCreated(const JiraResponse &r)
{
    if (r.failure == JiraResponse::Failure::None && (r.status == 201 || r.status == 200)) {
        const QString key = QJsonDocument::fromJson(r.body).object().value(QStringLiteral("key")).toString();
        if (isJiraIssueKey(key)) {
            itemDone(key, false);
            return;
        }
        // Created, but which issue? The look tells.
        m_maybeCreated = true;
        m_lastProblem = tr("JIRA answered %1 without a readable issue key").arg(r.status);
        look();
        return;
    }
    if (r.failure == JiraResponse::Failure::None && r.status >= 400 && r.status < 500 && r.status != 429) {
        m_lastProblem = describe(r);
        finish(Status::Refused, m_lastProblem);
        return;
    }
    // A 5xx or a dropped, silent or cut-off answer may come after the issue was made.
    if ((r.failure == JiraResponse::Failure::None && r.status >= 500) || (r.failure != JiraResponse::Failure::None && r.maybeDelivered()))
        m_maybeCreated = true;
    retry(r, m_maybeCreated);
}

void IssueTracker::retry(const JiraResponse &r, bool lookFirst)
{
    m_lastProblem = describe(r);
    const bool refused = r.failure == JiraResponse::Failure::None && r.status >= 400 && r.status < 500 && r.status != 429;
    if (m_step == Step::Links || m_step == Step::Property) {
        ++m_lookups;
        if (refused) {
            finish(m_maybeCreated ? Status::Unknown : Status::Refused, m_lastProblem);
            return;
        }
    }
    const bool budget = m_lookups < m_options.maxAttempts && m_attempts <= m_options.maxAttempts;
    qint64 wait = qint64(m_options.retryUnitMs) << qMin(qMax(m_lookups, m_attempts), 5);
    bool seconds = false;
    const int asked = r.retryAfter.trimmed().toInt(&seconds);
    if ((r.status == 429 || r.status == 503) && seconds && asked >= 0)
        wait = qint64(asked) * m_options.retryUnitMs;
    const qint64 left = m_deadline.remainingTime();
    if (!budget || (left >= 0 && wait >= left)) {
        finish(m_maybeCreated ? Status::Unknown : Status::NotCreated, m_lastProblem);
        return;
    }
    QTimer::singleShot(int(qMin<qint64>(wait, 60000)), this, [this, lookFirst] {
        if (lookFirst)
            look();
        else
            send(Step::Create);
    });
}

void IssueTracker::itemDone(const QString &key, bool found)
{
    m_keys[m_index] = key;
    m_found += found ? 1 : 0;
    ++m_index;
    m_attempts = 0;
    m_lookups = 0;
    m_maybeCreated = false;
    if (m_index >= m_items.size()) {
        finish(Status::Done, QString());
        return;
    }
    m_deadline = QDeadlineTimer(m_options.timeouts.totalMs);
    look();
}

void IssueTracker::finish(Status status, const QString &message)
{
    emit finished(status, m_keys, m_found, sanitizeServerText(message));
}

} // namespace pm
