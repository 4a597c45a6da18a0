#pragma once

#include "jiraclient.h"
#include "jiratransport.h"
#include "postmortem.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

namespace pm {

// An action item with an owner and nothing that tracks it (the lint's
// action-item-tracker finding without an action-item-owner one): a list item or a
// paragraph of the Action items section. Table rows are left to the author.
struct TrackItem
{
    QString sectionId;
    int offset = 0; // UTF-16, into the section text: the item's first line
    int length = 0;
    QString summary;  // the item's first line, plain, at most 255 characters
    QString identity; // stable: the draft id and the summary, hashed
};

QList<TrackItem> untrackedItems(const PostMortem &pm);
// Where each key goes: " (KEY)" at the end of its item's first line, last item first
// so the offsets of the others stay right. keys[i] belongs to items[i]; empty keys are
// skipped.
struct KeyInsertion
{
    QString sectionId;
    int position = 0; // UTF-16, into the section text
    QString text;
};
QList<KeyInsertion> keyInsertions(const QList<TrackItem> &items, const QStringList &keys);
// Applies keyInsertions() to the draft's text.
void writeBackKeys(PostMortem *pm, const QList<TrackItem> &items, const QStringList &keys);
// The property value that marks an issue created for an item.
QJsonObject trackMarker(const QString &draftId, const TrackItem &item);

struct TrackOptions
{
    QString project; // the draft's ticket's project unless said
    QString issueType = QStringLiteral("Task");
    QString ticket; // the draft's ticket: the issues link to it
    QString draftId;
    int maxAttempts = 5;
    int retryUnitMs = 1000; // back-off unit; Retry-After seconds are multiplied by it
    JiraTimeouts timeouts = JiraTimeouts::fromEnvironment();
};

// Creates one issue per item, each exactly once: before every create it looks through
// the draft's ticket's links (a created issue is linked in the same request that creates
// it) for an issue with this item's marker property; after an answer that leaves the
// outcome open (a drop, a timeout, a 5xx, a 201 it cannot read) it looks again before
// creating anything; 429 and 503 wait as asked. An issue counts as this item's when it
// carries the item's marker property or its identity label (pm-<hash>): a server that
// does not keep properties sent with a new issue still keeps its labels.
class IssueTracker : public QObject
{
    Q_OBJECT

public:
    // clang-format off
    enum class Status { Done, Refused, NotCreated, Unknown };
    // clang-format on
    explicit IssueTracker(QObject *parent = nullptr);
    void run(const JiraCredentials &account, const QList<TrackItem> &items, const TrackOptions &options);
    // Requests sent, for tests.
    int requestsSent() const { return m_requests; }

    static int exitCode(Status status); // 0, 1, 3, 4 as publish

signals:
    // keys: one per item, empty for the ones not created; found: how many were already there.
    void finished(pm::IssueTracker::Status status, const QStringList &keys, int found, const QString &message);

private:
    // clang-format off
    enum class Step { Links, Property, Create };
    // clang-format on
    void look();
    void send(Step step);
    void onResponse(const JiraResponse &response);
    void onLinks(const JiraResponse &response);
    void onProperty(const JiraResponse &response);
    void lookNextOrCreate();
    void onCreated(const JiraResponse &response);
    // The look after an answer that left it open, or the next create, after a wait.
    void itemDone(const QString &key, bool found);
    void retry(const JiraResponse &response, bool lookFirst);
    void finish(Status status, const QString &message);
    QString describe(const JiraResponse &response) const;
    QByteArray createRequest() const;

    JiraTransport *m_transport;
    JiraCredentials m_account;
    QList<TrackItem> m_items;
    TrackOptions m_options;
    QStringList m_keys;
    QDeadlineTimer m_deadline;
    Step m_step = Step::Links;
    int m_index = 0;
    int m_attempts = 0; // creates of this item
    int m_lookups = 0;  // failed looks in a row
    int m_found = 0;
    int m_requests = 0;
    bool m_maybeCreated = false;
    QStringList m_candidates; // linked issues with this item's summary, to read the marker of
    QString m_lastProblem;
};

} // namespace pm

Q_DECLARE_METATYPE(pm::IssueTracker::Status)
