#include "postmortem.h"

#include "sectioncatalogue.h"

#include <QCoreApplication>

#include <vector>

namespace pm {

QString rootCauseStateName(RootCauseState s)
{
    switch (s) {
    case RootCauseState::Confirmed:
        return QStringLiteral("confirmed");
    case RootCauseState::Hypothesis:
        return QStringLiteral("hypothesis");
    case RootCauseState::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

bool parseRootCauseState(const QString &text, RootCauseState *out)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("confirmed"))
        *out = RootCauseState::Confirmed;
    else if (t == QLatin1String("hypothesis"))
        *out = RootCauseState::Hypothesis;
    else if (t == QLatin1String("unknown") || t.isEmpty())
        *out = RootCauseState::Unknown;
    else
        return false;
    return true;
}

bool Meta::operator==(const Meta &o) const
{
    return title == o.title && ticket == o.ticket && owner == o.owner && refs == o.refs
           && language == o.language && destination == o.destination && revision == o.revision;
}

bool GateInputs::operator==(const GateInputs &o) const
{
    return repro == o.repro && rootCause == o.rootCause && fix == o.fix && verified == o.verified;
}

bool Scope::operator==(const Scope &o) const
{
    return customerVisible == o.customerVisible && trivial == o.trivial && override == o.override;
}

QString Visibility::problem() const
{
    if (type.isEmpty() && value.isEmpty())
        return QString();
    if (type != QLatin1String("role") && type != QLatin1String("group"))
        return QCoreApplication::translate("pm::Visibility", "the visibility must be a role or a group (role:NAME, group:NAME), not '%1'").arg(type);
    if (value.trimmed().isEmpty())
        return QCoreApplication::translate("pm::Visibility", "the visibility must name the %1 that may see the comment").arg(type);
    return QString();
}

bool PostMortem::hasContent(QStringView text)
{
    // Stops at the first character that counts: cheap on every keystroke.
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text[i] == u'<' && text.mid(i).startsWith(u"<!--")) {
            const qsizetype close = text.indexOf(u"-->", i + 4);
            if (close < 0)
                return false;
            i = close + 3;
            continue;
        }
        if (!text[i].isSpace())
            return true;
        ++i;
    }
    return false;
}

Section PostMortem::section(const QString &id) const
{
    for (const Section &s : sections) {
        if (s.id == id)
            return s;
    }
    Section empty;
    empty.id = id;
    if (const SectionInfo *info = SectionCatalogue::find(id))
        empty.heading = info->heading(meta.language);
    return empty;
}

bool PostMortem::hasSection(const QString &id) const
{
    for (const Section &s : sections) {
        if (s.id == id)
            return true;
    }
    return false;
}

void PostMortem::setSectionText(const QString &id, const QString &text)
{
    for (Section &s : sections) {
        if (s.id == id) {
            s.text = text;
            return;
        }
    }
    const int order = SectionCatalogue::indexOf(id);
    if (order < 0)
        return;
    Section s = section(id);
    s.text = text;
    // At the level the document's sections use ("# Fix" documents get "# Symptoms"),
    // extra sections included: a "## Fix" added under "# Timeline" would make the
    // reader take "# Timeline" for the title.
    if (!sections.isEmpty())
        s.level = sections.first().level;
    for (const Section &other : std::as_const(sections)) {
        if (!other.isExtra()) {
            s.level = other.level;
            break;
        }
    }
    // Insert after the last known section that comes earlier in the seed's order,
    // so extra sections stay where the author put them.
    int insertAt = 0;
    for (int i = 0; i < sections.size(); ++i) {
        const int other = SectionCatalogue::indexOf(sections.at(i).id);
        if (other >= 0 && other < order)
            insertAt = i + 1;
    }
    if (insertAt == 0) {
        // Nothing earlier: go before the first later known section, else at the end.
        insertAt = int(sections.size());
        for (int i = 0; i < sections.size(); ++i) {
            const int other = SectionCatalogue::indexOf(sections.at(i).id);
            if (other > order) {
                insertAt = i;
                break;
            }
        }
    } else {
        // Keep extra sections that follow the earlier section attached to it.
        while (insertAt < sections.size() && sections.at(insertAt).isExtra())
            ++insertAt;
    }
    sections.insert(insertAt, s);
}

QList<Section> PostMortem::extraSections() const
{
    QList<Section> out;
    for (const Section &s : sections) {
        if (s.isExtra())
            out.append(s);
    }
    return out;
}

QList<int> PostMortem::seedOrder(bool absentToo) const
{
    const int nine = int(SectionCatalogue::all().size());
    std::vector<QList<int>> groups(static_cast<std::size_t>(nine) + 1);
    int current = 0;
    for (int i = 0; i < sections.size(); ++i) {
        const Section &s = sections.at(i);
        if (s.isExtra()) {
            // A second heading for a section the draft has ("## Fix" twice) goes after
            // its twin: placed before it, it would be read back as the section itself.
            const int twin = SectionCatalogue::indexOf(SectionCatalogue::idForHeading(s.heading));
            if (twin >= 0 && hasSection(SectionCatalogue::all().at(twin).id))
                groups[std::size_t(twin) + 1].append(i);
            else
                groups[std::size_t(current)].append(i);
        } else {
            current = SectionCatalogue::indexOf(s.id) + 1;
            groups[std::size_t(current)].prepend(i);
        }
    }
    QList<int> out;
    for (int g = 0; g <= nine; ++g) {
        // A section the draft lacks stands where setSectionText() writes it: after the
        // known section before it and that one's extra sections.
        if (absentToo && g > 0 && (groups.at(std::size_t(g)).isEmpty() || sections.at(groups.at(std::size_t(g)).first()).isExtra()))
            out.append(-g);
        out += groups.at(std::size_t(g));
    }
    return out;
}

QList<Section> PostMortem::sectionsInSeedOrder() const
{
    QList<Section> out;
    for (const int i : seedOrder())
        out.append(sections.at(i));
    return out;
}

} // namespace pm
