#pragma once

#include "draftformat.h"
#include "postmortem.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace pm {

// Where a finished post-mortem goes (seed: "确认发布位置"). Same content, different
// wrapper. Only JIRA is ever posted by the editor; the others are files or text the
// author places.
enum class Destination { Jira, Markdown, PullRequest, Wiki };

QString destinationId(Destination d);            // "jira", "markdown", "pr", "wiki"
bool parseDestination(const QString &id, Destination *out);
QString destinationTitle(Destination d);         // translated
// The export destination that matches a draft's `destination:` (docs -> markdown).
Destination destinationForDraft(const PostMortem &pm);

// The whole post-mortem as one ADF document: the title, then every non-empty section
// under a heading in the document's language, in the seed's order (extra sections stay
// after the section they followed). Each section converts on its own, so a broken
// construct in one (an unclosed fence) cannot swallow the next.
QJsonObject toAdf(const PostMortem &pm);
// The JIRA comment request body: {"body": <ADF doc>}.
QJsonObject jiraCommentBody(const PostMortem &pm);

// The Markdown for the other destinations.
QString toMarkdown(const PostMortem &pm, Destination destination);
// A file name for the markdown destination: docs/postmortems/<ticket>.md.
QString suggestedFileName(const PostMortem &pm, Destination destination);

// Why the draft may not leave the editor yet: the gate's missing inputs and blocking
// scope checks, then lint errors. Empty when it may.
QStringList exportBlockers(const PostMortem &pm);

// The exact bytes of an export, or an error naming what blocks it.
Expected<QByteArray> exportDraft(const PostMortem &pm, Destination destination,
                                 const QString &fileName = QString());

} // namespace pm
