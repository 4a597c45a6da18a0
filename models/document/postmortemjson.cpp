#include "postmortemjson.h"

#include "sectioncatalogue.h"

#include <QJsonArray>

namespace pm {

QJsonObject toJson(const PostMortem &pm)
{
    QJsonObject meta{
        {QStringLiteral("title"), pm.meta.title},
        {QStringLiteral("ticket"), pm.meta.ticket},
        {QStringLiteral("owner"), pm.meta.owner},
        {QStringLiteral("refs"), QJsonArray::fromStringList(pm.meta.refs)},
        {QStringLiteral("language"), pm.meta.language},
        {QStringLiteral("destination"), pm.meta.destination},
        {QStringLiteral("revision"), pm.meta.revision},
        {QStringLiteral("id"), pm.draftId},
    };
    if (pm.visibility == Visibility()) {
        meta.insert(QStringLiteral("visibility"), QJsonValue::Null);
    } else {
        meta.insert(QStringLiteral("visibility"), QJsonObject{
                                                      {QStringLiteral("type"), pm.visibility.type},
                                                      {QStringLiteral("value"), pm.visibility.value},
                                                  });
    }
    if (pm.published == Published()) {
        meta.insert(QStringLiteral("published"), QJsonValue::Null);
    } else {
        meta.insert(QStringLiteral("published"), QJsonObject{
                                                     {QStringLiteral("comment_ids"), QJsonArray::fromStringList(pm.published.commentIds)},
                                                     {QStringLiteral("url"), pm.published.url},
                                                     {QStringLiteral("revision"), pm.published.revision},
                                                     {QStringLiteral("at"), pm.published.at},
                                                 });
    }
    QJsonObject gate{
        {QStringLiteral("repro"), pm.gate.repro},
        {QStringLiteral("root_cause"), rootCauseStateName(pm.gate.rootCause)},
        {QStringLiteral("fix"), pm.gate.fix},
        {QStringLiteral("verified"), pm.gate.verified},
    };
    QJsonObject scope{
        {QStringLiteral("customer_visible"), pm.scope.customerVisible},
        {QStringLiteral("trivial"), pm.scope.trivial},
        {QStringLiteral("override"), pm.scope.override},
    };
    QJsonArray sections;
    for (const SectionInfo &info : SectionCatalogue::all()) {
        const Section s = pm.section(info.id);
        sections.append(QJsonObject{
            {QStringLiteral("id"), info.id},
            {QStringLiteral("heading"), s.heading.isEmpty() ? info.heading(pm.meta.language) : s.heading},
            {QStringLiteral("required"), info.required},
            {QStringLiteral("text"), s.text},
        });
    }
    QJsonArray extras;
    for (const Section &s : pm.extraSections()) {
        extras.append(QJsonObject{
            {QStringLiteral("heading"), s.heading},
            {QStringLiteral("text"), s.text},
        });
    }
    QJsonObject out{
        {QStringLiteral("meta"), meta},
        {QStringLiteral("gate"), gate},
        {QStringLiteral("scope"), scope},
        {QStringLiteral("sections"), sections},
        {QStringLiteral("extra_sections"), extras},
    };
    if (!pm.lintDisabled.isEmpty())
        out.insert(QStringLiteral("lint_disabled"), QJsonArray::fromStringList(pm.lintDisabled));
    return out;
}

} // namespace pm
