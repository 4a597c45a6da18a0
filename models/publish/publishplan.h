#pragma once

#include "destinations.h"
#include "diagnostic.h"
#include "gatestatus.h"
#include "jiraclient.h"
#include "postmortem.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace pm {

// JIRA refuses a comment whose serialised ADF body is longer than this ("The entered
// text is too long"); measured in UTF-16 code units of the compact JSON, which is never
// fewer than the characters JIRA counts.
constexpr int JiraCommentLimit = 32767;
// The comment property that marks a comment as ours (draft id, revision, body hash, part).
inline QString markerPropertyKey() { return QStringLiteral("postmortem-editor"); }

// True for a JIRA issue key: PROJECT-123.
bool isJiraIssueKey(const QString &key);

// What the caller adds to the draft's own settings.
struct PublishOptions
{
    // Destination; by default the one the draft names (`destination:`).
    bool destinationSet = false;
    Destination destination = Destination::Jira;
    // Lint rules switched off in Preferences; the document's own disables (front matter
    // `lint.disable`, `<!-- pm-lint: disable=... -->`) are always added.
    QSet<QString> disabledRules;
    // Overrides the draft's `visibility:` when set (dialog, `--visibility role:NAME`).
    bool visibilitySet = false;
    Visibility visibility;
    // The limit a comment body is measured against (tests use small ones).
    int commentLimit = JiraCommentLimit;
    // Cloud comments are ADF (REST v3); Data Center / Server comments are wiki markup (v2).
    JiraDeployment deployment = JiraDeployment::Cloud;
};

// One reason the draft may not leave the editor, with where to go to fix it.
struct Blocker
{
    // clang-format off
    enum class Kind {
        Gate,       // a missing gate input (id: "repro", "root-cause", "fix", "verified")
        Scope,      // a scope check not overridden ("customer-visible", "trivial")
        Lint,       // a lint error (id: the rule)
        Metadata,   // the title or the ticket (id: "title", "ticket")
        TooLong,    // one section alone exceeds a comment (id: the section id or heading)
    };
    // clang-format on
    Kind kind = Kind::Gate;
    QString id;
    QString message;   // translated, complete
    QString sectionId; // the section to jump to; empty for the front matter / gate
    int line = 0;      // 1-based line in the file; 0 when unknown
    int offset = 0;    // UTF-16 offset into the section text (Lint)
    int length = 0;
};

QString blockerKindId(Blocker::Kind kind); // "gate", "scope", "lint", "metadata", "too-long"

// clang-format off
enum class RequestPurpose { Create, Update };
// clang-format on

// One JIRA comment to create, as typed fields; request() serialises them, the one
// place the request's JSON is written.
struct PlannedComment
{
    int part = 1; // 1-based
    int parts = 1;
    JiraDeployment deployment = JiraDeployment::Cloud;
    // Cloud: the ADF document, compact JSON. Data Center: the wiki markup, UTF-8.
    // What is measured and hashed, and sent byte for byte.
    QByteArray body;
    int bodyLength = 0;     // UTF-16 length of body (ADF JSON or wiki text), compared with the limit
    QString bodyHash;       // sha256 hex of body
    QJsonObject marker;     // the postmortem-editor property's value
    Visibility visibility;  // unset: everyone who sees the ticket
    QStringList sectionIds; // what this part carries (extra sections by heading)
    QString partLabel() const { return QStringLiteral("%1/%2").arg(part).arg(parts); }
    // Create: {"body":..,"properties":[marker],"visibility":..}; Update: the same without
    // the properties (a PUT of a comment does not take them; the marker is PUT apart).
    QByteArray request(RequestPurpose purpose = RequestPurpose::Create) const;
};

// Everything the preview, the Payload tab, `export`, `publish` and the GUI's post use:
// computed once, from one lint and one gate evaluation.
struct PublishPlan
{
    Destination destination = Destination::Jira;
    QList<Blocker> blockers;
    // JIRA: one or more comments, in posting order. Other destinations: none.
    QList<PlannedComment> comments;
    // Non-JIRA destinations: the file's exact bytes. JIRA: the requests, one per line
    // (what `export --to jira` writes and Save/Copy deliver).
    QByteArray bytes;
    QString draftId;
    int revision = 1;
    Visibility visibility;
    JiraDeployment deployment = JiraDeployment::Cloud;

    bool isBlocked() const { return !blockers.isEmpty(); }
    bool isSplit() const { return comments.size() > 1; }
    // One line per blocker, for the command line and tool tips.
    QStringList blockerMessages() const;
};

PublishPlan preparePublish(const PostMortem &pm, const PublishOptions &options = {});
// The same plan from the draft's effective findings (effectiveFindings() of `pm` with
// options.disabledRules, in its order) and evaluateGate(pm), which the caller has
// computed for this very text already (the live checker): neither is computed again.
PublishPlan preparePublish(const PostMortem &pm, const PublishOptions &options, const QList<Diagnostic> &findings,
                           const GateStatus &gate);

// The marker a comment of this plan carries (the value of the postmortem-editor property).
QJsonObject commentMarker(const PublishPlan &plan, const PlannedComment &comment);

// The exact bytes of an export (the plan's bytes), or an error naming what blocks it.
Expected<QByteArray> exportDraft(const PostMortem &pm, Destination destination,
                                 const QString &fileName = QString(), const QSet<QString> &disabledRules = {});

} // namespace pm
