#pragma once

#include "jiraclient.h"
#include "jiratransport.h"

#include <QObject>
#include <QStringList>

namespace pm {

struct PostMortem;

// What a JIRA issue says that a post-mortem starts from. Nothing is invented: a field
// the issue does not hold stays empty.
struct TicketFacts
{
    QString key;
    QString summary;
    QString assignee;     // display name
    QString status;       // display name
    QStringList refs;     // pull requests and commits linked to the issue (remote links)
    QStringList versions; // fix versions
};

// Fills a draft's title, ticket, owner and refs from the facts (refs already there stay).
void applyTicket(PostMortem *pm, const TicketFacts &facts);
// True for a URL that names a pull / merge request or a commit (GitHub, GitLab,
// Bitbucket, Gerrit, Azure DevOps).
bool isChangeLink(const QString &url);

// Reads an issue and its remote links: GET <api>/issue/KEY?fields=summary,assignee,
// status,issuelinks,fixVersions, then GET <api>/issue/KEY/remotelink (REST v3 on Cloud,
// v2 on Data Center). A 429 or 503 waits as asked and tries again, so does a network
// failure (reads change nothing); anything else ends it with a message that names it.
class TicketReader : public QObject
{
    Q_OBJECT

public:
    // clang-format off
    enum class Problem { None, NotFound, Forbidden, Unauthorized, Network, Other };
    // clang-format on
    explicit TicketReader(QObject *parent = nullptr);
    void setTimeouts(const JiraTimeouts &timeouts) { m_timeouts = timeouts; }
    // Tests shrink JIRA's "Retry-After: N" and the back-off.
    void setRetryUnitMs(int ms) { m_retryUnitMs = ms; }
    void read(const JiraCredentials &account, const QString &key);

    // A JSON issue and remote-link list as JIRA sends them, read into facts.
    static TicketFacts parse(const QString &key, const QByteArray &issue, const QByteArray &remoteLinks);
    static Problem problemFor(const JiraResponse &response);

signals:
    void finished(const pm::TicketFacts &facts, pm::TicketReader::Problem problem, const QString &message);

private:
    void send();
    void onResponse(const JiraResponse &response);
    void fail(Problem problem, const QString &message);

    JiraTransport *m_transport;
    JiraTimeouts m_timeouts = JiraTimeouts::fromEnvironment();
    int m_retryUnitMs = 1000;
    JiraCredentials m_account;
    QString m_key;
    QByteArray m_issue;
    int m_step = 0; // 0: the issue, 1: its remote links
    int m_attempts = 0;
    QDeadlineTimer m_deadline;
};

} // namespace pm

Q_DECLARE_METATYPE(pm::TicketFacts)
