#include "publishplan.h"

#include "gatestatus.h"
#include "linter.h"
#include "verdict.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pm {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compactArray(const QJsonArray &a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

// A title still at its template value, or empty: "(title)", "（标题）".
bool isPlaceholderTitle(const QString &title)
{
    const QString t = title.trimmed();
    if (t.isEmpty())
        return true;
    const bool open = t.startsWith(QLatin1Char('(')) || t.startsWith(QChar(0xFF08));
    const bool close = t.endsWith(QLatin1Char(')')) || t.endsWith(QChar(0xFF09));
    return open && close;
}

void addGateBlockers(const GateStatus &gate, QList<Blocker> *out)
{
    for (const GateInputResult &r : gate.inputs) {
        if (r.passed)
            continue;
        Blocker b;
        b.kind = Blocker::Kind::Gate;
        b.id = gateInputId(r.input);
        b.message = r.reason;
        out->append(b);
    }
    for (const ScopeResult &s : gate.scope) {
        if (s.overridden)
            continue;
        Blocker b;
        b.kind = Blocker::Kind::Scope;
        b.id = scopeCheckId(s.check);
        b.message = s.message;
        out->append(b);
    }
}

// `findings`: the one lint verdict (lint/verdict.h), Preferences, front matter and inline
// switches applied exactly as `lint` and the checks panel apply them.
void addLintBlockers(const QList<Diagnostic> &findings, QList<Blocker> *out)
{
    for (const Diagnostic &d : blockingFindings(findings)) {
        if (d.rule == QLatin1String("title-placeholder"))
            continue; // reported once, as the metadata blocker "title"
        Blocker b;
        b.kind = Blocker::Kind::Lint;
        b.id = d.rule;
        b.message = d.message;
        b.sectionId = d.sectionId;
        b.line = d.line;
        b.offset = d.offset;
        b.length = d.length;
        out->append(b);
    }
}

void addMetadataBlockers(const PostMortem &pm, Destination destination, QList<Blocker> *out)
{
    if (isPlaceholderTitle(pm.meta.title)) {
        Blocker b;
        b.kind = Blocker::Kind::Metadata;
        b.id = QStringLiteral("title");
        b.message = pm.meta.title.trimmed().isEmpty()
                        ? QCoreApplication::translate("pm::Publish", "The post-mortem has no title")
                        : QCoreApplication::translate("pm::Publish", "The title is still the placeholder '%1'").arg(pm.meta.title.trimmed());
        b.line = pm.preambleLine;
        out->append(b);
    }
    if (destination != Destination::Jira)
        return;
    const QString key = pm.meta.ticket.trimmed();
    if (!isJiraIssueKey(key)) {
        Blocker b;
        b.kind = Blocker::Kind::Metadata;
        b.id = QStringLiteral("ticket");
        b.message = key.isEmpty() ? QCoreApplication::translate("pm::Publish", "The draft names no JIRA ticket to comment on (ticket: PROJECT-123)")
                                  : QCoreApplication::translate("pm::Publish", "'%1' is not a JIRA issue key (PROJECT-123)").arg(key);
        out->append(b);
    }
}

QByteArray hashOf(const QByteArray &body)
{
    return QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex();
}

// A document's length is its empty length plus its units' (AdfUnit::length: each
// unit's blocks after a comma), so each block is serialised once, where measuring every
// candidate part anew cost the square of the unit count (9,900 sections took minutes).
// Greedy packing of whole units into parts whose body fits the limit. The title of a
// part carries "(i/n)"; the widest label is reserved while packing, so renumbering
// afterwards never makes a part longer than measured.
QList<QList<AdfUnit>> packUnits(const QString &title, const QList<AdfUnit> &units, int limit,
                                QByteArray (*document)(const QString &, const QList<AdfUnit> &), QList<Blocker> *blockers)
{
    QList<QList<AdfUnit>> parts;
    QList<qint64> lengths;
    lengths.reserve(units.size());
    qint64 whole = utf16Length(document(title, {}));
    for (const AdfUnit &unit : units) {
        lengths.append(unit.length);
        whole += lengths.constLast();
    }
    if (whole <= limit) {
        parts.append(units);
        return parts;
    }
    const QString widest = title + QStringLiteral(" (%1/%1)").arg(units.size());
    const qint64 empty = utf16Length(document(widest, {}));
    QList<AdfUnit> current;
    qint64 currentLength = empty;
    for (int i = 0; i < units.size(); ++i) {
        const AdfUnit &unit = units.at(i);
        const qint64 alone = empty + lengths.at(i);
        if (alone > limit) {
            Blocker b;
            b.kind = Blocker::Kind::TooLong;
            b.id = unit.sectionId.isEmpty() ? unit.heading : unit.sectionId;
            b.sectionId = unit.sectionId;
            const QString name = unit.heading.isEmpty() ? QCoreApplication::translate("pm::Publish", "The introduction") : unit.heading;
            b.message = (document == &wikiDocument
                             ? QCoreApplication::translate("pm::Publish", "'%1' alone is %2 characters of wiki markup; a JIRA comment holds at most %3. Shorten it or move detail to a linked document.")
                             : QCoreApplication::translate("pm::Publish", "'%1' alone is %2 characters of ADF; a JIRA comment holds at most %3. Shorten it or move detail to a linked document."))
                            .arg(name)
                            .arg(lengths.at(i))
                            .arg(limit);
            blockers->append(b);
            continue;
        }
        if (!current.isEmpty() && currentLength + lengths.at(i) > limit) {
            parts.append(current);
            current = {unit};
            currentLength = alone;
        } else {
            current.append(unit);
            currentLength += lengths.at(i);
        }
    }
    if (!current.isEmpty())
        parts.append(current);
    return parts;
}

QJsonObject visibilityJson(const Visibility &v)
{
    return QJsonObject{{QStringLiteral("type"), v.type}, {QStringLiteral("value"), v.value}};
}

} // namespace

bool isJiraIssueKey(const QString &key)
{
    static const QRegularExpression re(QStringLiteral("^[A-Z][A-Z0-9_]+-[1-9][0-9]*$"));
    return re.match(key).hasMatch();
}

QString blockerKindId(Blocker::Kind kind)
{
    switch (kind) {
    case Blocker::Kind::Gate: return QStringLiteral("gate");
    case Blocker::Kind::Scope: return QStringLiteral("scope");
    case Blocker::Kind::Lint: return QStringLiteral("lint");
    case Blocker::Kind::Metadata: return QStringLiteral("metadata");
    case Blocker::Kind::TooLong: return QStringLiteral("too-long");
    }
    return QString();
}

QStringList PublishPlan::blockerMessages() const
{
    QStringList out;
    for (const Blocker &b : blockers)
        out.append(b.line > 0 ? QCoreApplication::translate("pm::Publish", "line %1: %2").arg(b.line).arg(b.message) : b.message);
    return out;
}

QJsonObject commentMarker(const PublishPlan &plan, const PlannedComment &comment)
{
    return QJsonObject{
        {QStringLiteral("draft"), plan.draftId},
        {QStringLiteral("revision"), plan.revision},
        {QStringLiteral("hash"), QString(QStringLiteral("sha256:") + comment.bodyHash)},
        {QStringLiteral("part"), comment.partLabel()},
    };
}

QByteArray PlannedComment::request(RequestPurpose purpose) const
{
    // The body goes in byte for byte (the ADF document as measured and hashed; the wiki
    // text as one JSON string), the rest is serialised by Qt.
    QByteArray out = "{\"body\":";
    if (deployment == JiraDeployment::DataCenter) {
        const QByteArray array = compactArray(QJsonArray{QString::fromUtf8(body)});
        out += array.mid(1, array.size() - 2);
    } else {
        out += body;
    }
    if (purpose == RequestPurpose::Create) {
        out += ",\"properties\":";
        out += compactArray(QJsonArray{QJsonObject{{QStringLiteral("key"), markerPropertyKey()}, {QStringLiteral("value"), marker}}});
    }
    if (visibility.isSet())
        out += ",\"visibility\":" + compact(visibilityJson(visibility));
    return out + '}';
}

namespace {

// The plan from the caller's findings and gate status, or (null) from its own.
PublishPlan planFor(const PostMortem &pm, const PublishOptions &options, const QList<Diagnostic> *findings,
                    const GateStatus *gate)
{
    PublishPlan plan;
    plan.destination = options.destinationSet ? options.destination : destinationForDraft(pm);
    plan.draftId = pm.draftId;
    plan.revision = pm.meta.revision;
    plan.visibility = options.visibilitySet ? options.visibility : pm.visibility;

    // The ADF first, then the checks: the conversion's large buffers (md4c's, a few
    // times the draft) go back to the system before the lint's many small ones are made,
    // so the peak is the larger of the two, not their sum (16 MB of short lines: 20.1 ->
    // 15.8 bytes per input byte; emphasis 20.7 -> 18.2). A unit longer than a comment blocks the plan, so its JSON
    // is measured, never kept.
    plan.deployment = options.deployment;
    const bool wiki = options.deployment == JiraDeployment::DataCenter;
    QList<AdfUnit> units;
    if (plan.destination == Destination::Jira)
        units = wiki ? wikiUnits(pm) : adfUnits(pm, options.commentLimit);

    addGateBlockers(gate ? *gate : evaluateGate(pm), &plan.blockers);
    addLintBlockers(findings ? *findings : effectiveFindings(pm, options.disabledRules), &plan.blockers);
    addMetadataBlockers(pm, plan.destination, &plan.blockers);
    const QString visibilityProblem = plan.visibility.problem();
    if (plan.destination == Destination::Jira && !visibilityProblem.isEmpty()) {
        Blocker b;
        b.kind = Blocker::Kind::Metadata;
        b.id = QStringLiteral("visibility");
        b.message = visibilityProblem;
        plan.blockers.append(b);
    }

    if (plan.destination != Destination::Jira) {
        if (plan.blockers.isEmpty())
            plan.bytes = toMarkdown(pm, plan.destination).toUtf8();
        return plan;
    }

    const QString title = adfTitle(pm);
    const auto document = wiki ? &wikiDocument : &adfDocument;
    const QList<QList<AdfUnit>> parts = packUnits(title, units, options.commentLimit, document, &plan.blockers);
    // No payload at all while anything blocks: the editor never produces a draft on a
    // hypothesis, and nothing half-checked can be copied or posted.
    if (plan.isBlocked())
        return plan;
    const int n = parts.size();
    for (int i = 0; i < n; ++i) {
        PlannedComment c;
        c.part = i + 1;
        c.parts = n;
        const QString partTitle = n == 1 ? title : title + QStringLiteral(" (%1/%2)").arg(i + 1).arg(n);
        c.deployment = plan.deployment;
        c.body = document(partTitle, parts.at(i));
        c.bodyLength = int(utf16Length(c.body));
        c.bodyHash = QString::fromLatin1(hashOf(c.body));
        for (const AdfUnit &u : parts.at(i))
            c.sectionIds.append(u.sectionId.isEmpty() ? u.heading : u.sectionId);
        c.marker = commentMarker(plan, c);
        c.visibility = plan.visibility;
        plan.bytes += c.request() + '\n';
        plan.comments.append(c);
    }
    return plan;
}

} // namespace

PublishPlan preparePublish(const PostMortem &pm, const PublishOptions &options)
{
    return planFor(pm, options, nullptr, nullptr);
}

PublishPlan preparePublish(const PostMortem &pm, const PublishOptions &options, const QList<Diagnostic> &findings,
                           const GateStatus &gate)
{
    return planFor(pm, options, &findings, &gate);
}

Expected<QByteArray> exportDraft(const PostMortem &pm, Destination destination, const QString &fileName,
                                 const QSet<QString> &disabledRules)
{
    PublishOptions options;
    options.destinationSet = true;
    options.destination = destination;
    options.disabledRules = disabledRules;
    const PublishPlan plan = preparePublish(pm, options);
    if (plan.isBlocked()) {
        return InputError{fileName, 0,
                          QCoreApplication::translate("pm::Publish", "not ready to export: %1")
                              .arg(plan.blockerMessages().join(QStringLiteral("; ")))};
    }
    return plan.bytes;
}

} // namespace pm
