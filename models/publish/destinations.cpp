#include "destinations.h"

#include <algorithm>

#include "markdowntoadf.h"
#include "sectioncatalogue.h"
#include "wikimarkup.h"

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

namespace {

// One row per destination: the id `export --to` takes, the value a draft's
// `destination:` holds, and the label every widget shows (metadata bar, export dialog).
struct DestinationRow
{
    Destination destination;
    const char *id;
    const char *draftValue;
    const char *label;
};

const DestinationRow Rows[] = {
    {Destination::Jira, "jira", "jira", QT_TRANSLATE_NOOP("pm::Publish", "JIRA comment")},
    {Destination::Markdown, "markdown", "docs", QT_TRANSLATE_NOOP("pm::Publish", "Markdown file (docs/postmortems)")},
    {Destination::PullRequest, "pr", "pr", QT_TRANSLATE_NOOP("pm::Publish", "PR description")},
    {Destination::Wiki, "wiki", "wiki", QT_TRANSLATE_NOOP("pm::Publish", "Wiki page")},
};

const DestinationRow &rowFor(Destination d)
{
    for (const DestinationRow &row : Rows) {
        if (row.destination == d)
            return row;
    }
    return Rows[0];
}

} // namespace

QList<Destination> allDestinations()
{
    QList<Destination> out;
    for (const DestinationRow &row : Rows)
        out.append(row.destination);
    return out;
}

QString destinationId(Destination d)
{
    return QString::fromLatin1(rowFor(d).id);
}

QString destinationDraftValue(Destination d)
{
    return QString::fromLatin1(rowFor(d).draftValue);
}

bool parseDestination(const QString &id, Destination *out)
{
    for (const DestinationRow &row : Rows) {
        if (id == QLatin1String(row.id) || id == QLatin1String(row.draftValue)) {
            *out = row.destination;
            return true;
        }
    }
    return false;
}

QString destinationTitle(Destination d)
{
    return QCoreApplication::translate("pm::Publish", rowFor(d).label);
}

Destination destinationForDraft(const PostMortem &pm)
{
    Destination d = Destination::Jira;
    parseDestination(pm.meta.destination, &d);
    return d;
}

namespace {

// A heading node as Qt writes it: a few bytes, so Qt's own serialiser writes it.
QByteArray headingJson(int level, const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{headingNode(level, text)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

QList<AdfUnit> adfUnits(const PostMortem &pm, qint64 keepUpTo)
{
    QList<AdfUnit> out;
    // An introduction the author wrote above the first section goes along, under the title.
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty()) {
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("intro-");
        AdfContentJson content = markdownToAdfContentJson(intro, options, keepUpTo);
        AdfUnit unit;
        unit.length = content.length > 0 ? 1 + content.length : 0;
        unit.complete = content.complete;
        unit.json = std::move(content.json);
        out.append(unit);
    }
    int n = 0;
    for (const Section &s : pm.sectionsInSeedOrder()) {
        ++n;
        if (s.text.trimmed().isEmpty())
            continue;
        AdfUnit unit;
        unit.sectionId = s.id;
        unit.heading = headingFor(pm, s).trimmed();
        if (!unit.heading.isEmpty())
            unit.json = headingJson(3, unit.heading);
        const qint64 headingLength = utf16Length(unit.json);
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("s%1-").arg(n);
        const AdfContentJson content = markdownToAdfContentJson(s.text, options, keepUpTo - headingLength);
        const bool both = headingLength > 0 && content.length > 0;
        const qint64 length = headingLength + (both ? 1 : 0) + content.length;
        unit.length = length > 0 ? 1 + length : 0;
        unit.complete = content.complete && length <= keepUpTo;
        if (!unit.complete) {
            unit.json.clear();
        } else if (content.length > 0) {
            if (both)
                unit.json += ',';
            unit.json += content.json;
        }
        out.append(unit);
    }
    return out;
}

QList<AdfUnit> wikiUnits(const PostMortem &pm)
{
    QList<AdfUnit> out;
    auto add = [&out](AdfUnit unit, const QString &heading, const QString &markdown) {
        QString text = heading.isEmpty() ? QString() : wikiHeading(3, heading);
        const QString body = markdownToWikiMarkup(markdown);
        if (!text.isEmpty() && !body.isEmpty())
            text += QStringLiteral("\n\n");
        text += body;
        unit.json = text.toUtf8();
        unit.length = text.isEmpty() ? 0 : 2 + text.size();
        out.append(unit);
    };
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty())
        add(AdfUnit(), QString(), intro);
    for (const Section &s : pm.sectionsInSeedOrder()) {
        if (s.text.trimmed().isEmpty())
            continue;
        AdfUnit unit;
        unit.sectionId = s.id;
        unit.heading = headingFor(pm, s).trimmed();
        add(unit, unit.heading, s.text);
    }
    return out;
}

QByteArray wikiDocument(const QString &title, const QList<AdfUnit> &units)
{
    QByteArray out = wikiHeading(2, title).toUtf8();
    for (const AdfUnit &unit : units) {
        if (!unit.complete || unit.json.isEmpty())
            continue;
        out += "\n\n";
        out += unit.json;
    }
    return out;
}

QByteArray adfDocument(const QString &title, const QList<AdfUnit> &units)
{
    static const char head[] = R"({"content":[)";
    static const char tail[] = R"(],"type":"doc","version":1})";
    const QByteArray heading = headingJson(2, title);
    qsizetype size = qsizetype(sizeof head + sizeof tail) + heading.size();
    for (const AdfUnit &unit : units)
        size += unit.json.size() + 1;
    QByteArray out;
    out.reserve(size);
    out += head;
    out += heading;
    for (const AdfUnit &unit : units) {
        if (!unit.complete || unit.json.isEmpty())
            continue;
        out += ',';
        out += unit.json;
    }
    out += tail;
    return out;
}

QString adfTitle(const PostMortem &pm)
{
    return titleLine(pm);
}

QJsonObject toAdf(const PostMortem &pm)
{
    return QJsonDocument::fromJson(adfDocument(titleLine(pm), adfUnits(pm))).object();
}

namespace {

// The introduction and the non-empty sections under headings of the given marker, each
// with a fence or HTML block left open closed, so none can swallow the next.
QString markdownBody(const PostMortem &pm, const QString &headingMarker)
{
    QString out;
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty())
        out += QStringLiteral("\n") + DraftFormat::closeOpenBlocks(intro) + QStringLiteral("\n");
    for (const Section &s : pm.sectionsInSeedOrder()) {
        if (s.text.trimmed().isEmpty())
            continue;
        out += QStringLiteral("\n") + headingMarker + QLatin1Char(' ') + headingFor(pm, s)
               + QStringLiteral("\n\n") + DraftFormat::closeOpenBlocks(s.text.trimmed()) + QStringLiteral("\n");
    }
    return out;
}

} // namespace

QString toMarkdown(const PostMortem &pm, Destination destination)
{
    switch (destination) {
    case Destination::Markdown: {
        // The draft format is made to be committed as docs/postmortems/<ticket>.md: it
        // names that destination, and sections left empty are left out, not bare headings.
        PostMortem file = pm;
        file.meta.destination = destinationDraftValue(Destination::Markdown);
        file.sections.erase(std::remove_if(file.sections.begin(), file.sections.end(),
                                           [](const Section &s) { return s.text.trimmed().isEmpty(); }),
                            file.sections.end());
        return QString::fromUtf8(DraftFormat::canonical(file));
    }
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
        return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("body"), toAdf(pm)}}).toJson(QJsonDocument::Indented));
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

qint64 utf16Length(const QByteArray &utf8)
{
    qint64 units = 0;
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        units += qint64((u & 0xC0) != 0x80) + qint64(u >= 0xF0);
    }
    return units;
}

} // namespace pm
