#include "destinations.h"

#include "gatestatus.h"
#include "linter.h"
#include "settings.h"
#include "verdict.h"
#include "markdowntoadf.h"
#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace pm {

namespace {

QString headingFor(const PostMortem &pm, const Section &s)
{
    if (const SectionInfo *info = SectionCatalogue::find(s.id))
        return info->heading(pm.meta.language);
    return s.heading;
}

QJsonObject headingNode(int level, const QString &text)
{
    return QJsonObject{
        {QStringLiteral("type"), QStringLiteral("heading")},
        {QStringLiteral("attrs"), QJsonObject{{QStringLiteral("level"), level}}},
        {QStringLiteral("content"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                {QStringLiteral("text"), text}}}},
    };
}

QString titleLine(const PostMortem &pm)
{
    const QString title = pm.meta.title.trimmed().isEmpty() ? QCoreApplication::translate("pm::Publish", "Untitled post-mortem") : pm.meta.title.trimmed();
    return pm.meta.language == QLatin1String("zh") ? QString::fromUtf8("事后复盘：") + title
                                                   : QStringLiteral("Post-mortem: ") + title;
}

} // namespace

QString destinationId(Destination d)
{
    switch (d) {
    case Destination::Jira:
        return QStringLiteral("jira");
    case Destination::Markdown:
        return QStringLiteral("markdown");
    case Destination::PullRequest:
        return QStringLiteral("pr");
    case Destination::Wiki:
        return QStringLiteral("wiki");
    }
    return QString();
}

bool parseDestination(const QString &id, Destination *out)
{
    for (Destination d : {Destination::Jira, Destination::Markdown, Destination::PullRequest, Destination::Wiki}) {
        if (destinationId(d) == id) {
            *out = d;
            return true;
        }
    }
    if (id == QLatin1String("docs")) {
        *out = Destination::Markdown;
        return true;
    }
    return false;
}

QString destinationTitle(Destination d)
{
    switch (d) {
    case Destination::Jira:
        return QCoreApplication::translate("pm::Publish", "JIRA comment");
    case Destination::Markdown:
        return QCoreApplication::translate("pm::Publish", "Markdown file (docs/postmortems)");
    case Destination::PullRequest:
        return QCoreApplication::translate("pm::Publish", "PR description");
    case Destination::Wiki:
        return QCoreApplication::translate("pm::Publish", "Wiki page");
    }
    return QString();
}

Destination destinationForDraft(const PostMortem &pm)
{
    Destination d = Destination::Jira;
    parseDestination(pm.meta.destination, &d);
    return d;
}

QJsonObject toAdf(const PostMortem &pm)
{
    QJsonArray content;
    content.append(headingNode(2, titleLine(pm)));
    // An introduction the author wrote above the first section goes along, under the title.
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty()) {
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("intro-");
        for (const QJsonValue &block : markdownToAdfContent(intro, options))
            content.append(block);
    }
    int n = 0;
    for (const Section &s : pm.sectionsInSeedOrder()) {
        ++n;
        if (s.text.trimmed().isEmpty())
            continue;
        const QString heading = headingFor(pm, s).trimmed();
        if (!heading.isEmpty())
            content.append(headingNode(3, heading));
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("s%1-").arg(n);
        for (const QJsonValue &block : markdownToAdfContent(s.text, options))
            content.append(block);
    }
    return QJsonObject{
        {QStringLiteral("type"), QStringLiteral("doc")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("content"), content},
    };
}

QJsonObject jiraCommentBody(const PostMortem &pm)
{
    return QJsonObject{{QStringLiteral("body"), toAdf(pm)}};
}

namespace {

// The introduction and the non-empty sections under headings of the given marker, each
// section with its fences closed so none can swallow the next.
QString markdownBody(const PostMortem &pm, const QString &headingMarker)
{
    QString out;
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty())
        out += QStringLiteral("\n") + intro + QStringLiteral("\n");
    for (const Section &s : pm.sectionsInSeedOrder()) {
        if (s.text.trimmed().isEmpty())
            continue;
        out += QStringLiteral("\n") + headingMarker + QLatin1Char(' ') + headingFor(pm, s)
            + QStringLiteral("\n\n") + DraftFormat::closeOpenFences(s.text.trimmed()) + QStringLiteral("\n");
    }
    return out;
}

} // namespace

QString toMarkdown(const PostMortem &pm, Destination destination)
{
    switch (destination) {
    case Destination::Markdown:
        // The draft format is made to be committed as docs/postmortems/<ticket>.md.
        return QString::fromUtf8(DraftFormat::canonical(pm));
    case Destination::PullRequest: {
        return QStringLiteral("## ") + titleLine(pm) + QStringLiteral("\n")
            + markdownBody(pm, QStringLiteral("###"));
    }
    case Destination::Wiki: {
        const bool zh = pm.meta.language == QLatin1String("zh");
        QString out = QStringLiteral("# ") + titleLine(pm) + QStringLiteral("\n\n");
        out += zh ? QString::fromUtf8("| 工单 | 负责人 | 引用 |\n| --- | --- | --- |\n")
                  : QStringLiteral("| Ticket | Owner | References |\n| --- | --- | --- |\n");
        auto cell = [](QString v) { return v.replace(QLatin1Char('|'), QStringLiteral("\\|")).simplified(); };
        out += QStringLiteral("| %1 | %2 | %3 |\n")
                   .arg(cell(pm.meta.ticket), cell(pm.meta.owner), cell(pm.meta.refs.join(QStringLiteral(", "))));
        return out + markdownBody(pm, QStringLiteral("##"));
    }
    case Destination::Jira:
        return QString::fromUtf8(QJsonDocument(jiraCommentBody(pm)).toJson(QJsonDocument::Indented));
    }
    return QString();
}

QString suggestedFileName(const PostMortem &pm, Destination destination)
{
    const QString base = pm.meta.ticket.isEmpty() ? QStringLiteral("postmortem") : pm.meta.ticket;
    switch (destination) {
    case Destination::Markdown:
        return QStringLiteral("docs/postmortems/") + base + QStringLiteral(".md");
    case Destination::Jira:
        return base + QStringLiteral("-comment.json");
    case Destination::PullRequest:
        return base + QStringLiteral("-pr.md");
    case Destination::Wiki:
        return base + QStringLiteral("-wiki.md");
    }
    return base;
}

QStringList exportBlockers(const PostMortem &pm)
{
    QStringList out = evaluateGate(pm).messages();
    int errors = 0;
    QString first;
    // The one lint verdict, with the rules disabled in Preferences (lint/verdict.h).
    for (const Diagnostic &d : blockingFindings(effectiveFindings(pm, Settings::instance().disabledRules()))) {
        if (errors++ == 0)
            first = d.message;
    }
    if (errors > 0)
        out.append(QCoreApplication::translate("pm::Publish", "%n lint error(s) must be fixed first, e.g.: %1",
                                               nullptr, errors)
                       .arg(first));
    return out;
}

Expected<QByteArray> exportDraft(const PostMortem &pm, Destination destination, const QString &fileName)
{
    const QStringList blockers = exportBlockers(pm);
    if (!blockers.isEmpty()) {
        return InputError{fileName, 0,
                          QCoreApplication::translate("pm::Publish", "not ready to export: %1").arg(blockers.join(QStringLiteral("; ")))};
    }
    if (destination == Destination::Jira)
        return QJsonDocument(jiraCommentBody(pm)).toJson(QJsonDocument::Indented);
    return toMarkdown(pm, destination).toUtf8();
}

} // namespace pm
