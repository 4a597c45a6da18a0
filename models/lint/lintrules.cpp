#include "lintrules.h"

#include <QCoreApplication>

namespace pm::LintRules {
namespace {

struct Entry
{
    const char *id;
    Severity severity;
    const char *title;
    const char *description;
};

// Errors block publishing (design/cli.md); style findings that read as a judgement
// call are info; everything the seed states as a rule is a warning.
const Entry entries[RuleCount] = {
    {"hedging", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Hedging"),
     QT_TRANSLATE_NOOP("pm::Lint", "\"we think\", \"probably\", \"可能是\": state it or leave it out.")},
    {"blame", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Blame"),
     QT_TRANSLATE_NOOP("pm::Lint", "Describe the bug and the process gap, never a person.")},
    {"passive-voice", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "Passive voice"),
     QT_TRANSLATE_NOOP("pm::Lint", "Active voice with a concrete subject.")},
    {"vague-mechanism", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Vague mechanism"),
     QT_TRANSLATE_NOOP("pm::Lint", "\"A race condition\" with no code identifier: name the function, event and condition.")},
    {"missing-identifiers", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Missing identifiers"),
     QT_TRANSLATE_NOOP("pm::Lint", "Symptoms, Root cause and Fix need code identifiers, paths, SHAs or quoted errors.")},
    {"advocacy", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Advocacy"),
     QT_TRANSLATE_NOOP("pm::Lint", "Proposals belong in their own document, linked from an action item.")},
    {"long-paragraph", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "Long paragraph"),
     QT_TRANSLATE_NOOP("pm::Lint", "Short paragraphs: one step of the causal chain each.")},
    {"placeholder", Severity::Error, QT_TRANSLATE_NOOP("pm::Lint", "Placeholder"),
     QT_TRANSLATE_NOOP("pm::Lint", "TBD, TODO, <owner>, 待定: fill in the fact before publishing.")},
    {"required-section-empty", Severity::Error, QT_TRANSLATE_NOOP("pm::Lint", "Required section empty"),
     QT_TRANSLATE_NOOP("pm::Lint", "Summary, Root cause, Fix and Verification are required.")},
    {"summary-ticket", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: ticket"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary names the ticket key.")},
    {"summary-pr", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: PR"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary names the fix PR or commit.")},
    {"summary-owner", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: owner"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary names the owner.")},
    {"action-item-owner", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Action item: owner"),
     QT_TRANSLATE_NOOP("pm::Lint", "Each action item names its owner.")},
    {"action-item-tracker", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Action item: tracking"),
     QT_TRANSLATE_NOOP("pm::Lint", "Each action item names its ticket, PR or test.")},
    {"verification-scope", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Verification scope"),
     QT_TRANSLATE_NOOP("pm::Lint", "Say what was not retested when one configuration was verified.")},
    {"verification-overclaim", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Verification overclaim"),
     QT_TRANSLATE_NOOP("pm::Lint", "\"All platforms\", \"fully verified\": never imply more coverage than was run.")},
    {"slip-category", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Slip category"),
     QT_TRANSLATE_NOOP("pm::Lint", "Why it slipped names CI gap, latent code, workload coverage, incomplete earlier fix, review miss or \"no good reason\".")},
};

const Entry &entry(Rule rule)
{
    return entries[int(rule)];
}

} // namespace

QString id(Rule rule)
{
    return QLatin1String(entry(rule).id);
}

Severity severity(Rule rule)
{
    return entry(rule).severity;
}

QString title(Rule rule)
{
    return QCoreApplication::translate("pm::Lint", entry(rule).title);
}

QString description(Rule rule)
{
    return QCoreApplication::translate("pm::Lint", entry(rule).description);
}

bool fromId(const QString &ruleId, Rule *out)
{
    for (int i = 0; i < RuleCount; ++i) {
        if (ruleId == QLatin1String(entries[i].id)) {
            *out = Rule(i);
            return true;
        }
    }
    return false;
}

QStringList ids()
{
    QStringList out;
    for (const Entry &e : entries)
        out << QLatin1String(e.id);
    return out;
}

bool appliesTo(Rule rule, const QString &sectionId)
{
    if (sectionId.isEmpty())
        return false;
    const auto is = [&sectionId](const char *id) { return sectionId == QLatin1String(id); };
    switch (rule) {
    case Rule::Hedging:
        // How it was found records the hypotheses that were tried, in their own words.
        return !is("how-found");
    case Rule::Advocacy:
        // A proposal is fine as an action item (linked to its own document).
        return !is("action-items");
    case Rule::MissingIdentifiers:
        return is("root-cause") || is("fix") || is("symptoms");
    case Rule::SummaryTicket:
    case Rule::SummaryPr:
    case Rule::SummaryOwner:
        return is("summary");
    case Rule::ActionItemOwner:
    case Rule::ActionItemTracker:
        return is("action-items");
    case Rule::VerificationScope:
        return is("verification");
    case Rule::VerificationOverclaim:
        return is("verification") || is("summary") || is("fix");
    case Rule::SlipCategory:
        return is("why-slipped");
    case Rule::Blame:
    case Rule::PassiveVoice:
    case Rule::VagueMechanism:
    case Rule::LongParagraph:
    case Rule::Placeholder:
    case Rule::RequiredSectionEmpty:
        return true;
    }
    return false;
}

} // namespace pm::LintRules
