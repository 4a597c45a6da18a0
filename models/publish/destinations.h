#pragma once

#include "draftformat.h"
#include "postmortem.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <limits>

namespace pm {

// Where a finished post-mortem goes (seed: "确认发布位置"). Same content, different
// wrapper. Only JIRA is ever posted by the editor; the others are files or text the
// author places.
// clang-format off
enum class Destination { Jira, Markdown, PullRequest, Wiki };
// clang-format on

// Every destination, in the order the widgets list them.
QList<Destination> allDestinations();
QString destinationId(Destination d);                       // "jira", "markdown", "pr", "wiki" (export --to)
QString destinationDraftValue(Destination d);               // the draft's `destination:` value: "jira", "docs", "pr", "wiki"
bool parseDestination(const QString &id, Destination *out); // either spelling
QString destinationTitle(Destination d);                    // translated label, the one every widget shows
// The export destination that matches a draft's `destination:` (docs -> markdown).
Destination destinationForDraft(const PostMortem &pm);

// The blocks of one part of the ADF document: the introduction (empty sectionId and
// heading) or one non-empty section under its heading in the document's language.
// Each section converts on its own, so a broken construct in one (an unclosed fence)
// cannot swallow the next.
struct AdfUnit
{
    QString sectionId;
    QString heading;
    // The unit's blocks, its heading first, as compact JSON in the bytes Qt's
    // QJsonDocument::toJson(Compact) writes for them (markdownToAdfContentJson()),
    // separated by commas, without brackets. No QJsonObject tree is built: one cost
    // ~50 bytes of heap per byte of Markdown, which put `export` at 80 times its input.
    QByteArray json;
    // What the unit adds to a document's compact JSON, in UTF-16 code units (what a
    // JIRA comment's limit counts): a comma and json; 0 for a unit without blocks.
    qint64 length = 0;
    // False for a unit longer than adfUnits()'s keepUpTo: measured, json left empty
    // (it cannot go into any comment, so its bytes are never needed).
    bool complete = true;
};
QList<AdfUnit> adfUnits(const PostMortem &pm, qint64 keepUpTo = std::numeric_limits<qint64>::max());
// The same units in JIRA wiki markup (Data Center / Server): `json` holds the unit's
// wiki text in UTF-8 (its heading line "h3. ..." first), `length` the UTF-16 length
// it adds to a document, the blank line before it included.
QList<AdfUnit> wikiUnits(const PostMortem &pm);
// A wiki-markup comment: "h2. <title>", then the units, a blank line between each.
QByteArray wikiDocument(const QString &title, const QList<AdfUnit> &units);
// "Post-mortem: <title>" in the document's language.
QString adfTitle(const PostMortem &pm);
// A document, as compact JSON: a level-2 heading with the title, then the units'
// blocks. The bytes are the ones QJsonDocument::toJson(Compact) gives for the same
// document built as a QJsonObject tree. Units that are not complete are left out.
QByteArray adfDocument(const QString &title, const QList<AdfUnit> &units);
// The length in UTF-16 code units (what a JIRA comment's limit counts) of UTF-8, counted
// without decoding a copy: one unit per lead byte, two for a four-byte sequence.
qint64 utf16Length(const QByteArray &utf8);
// The whole post-mortem as one ADF document (adfDocument() decoded): the title, then
// every non-empty section, in the seed's order (extra sections stay after the
// section they followed).
QJsonObject toAdf(const PostMortem &pm);

// The Markdown for the other destinations.
QString toMarkdown(const PostMortem &pm, Destination destination);
// A file name for the markdown destination: docs/postmortems/<ticket>.md.
QString suggestedFileName(const PostMortem &pm, Destination destination);

} // namespace pm
