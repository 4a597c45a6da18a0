#include "lintrules.h"

#include <QCoreApplication>

#include <array>

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
    {"section-order", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Section order"),
     QT_TRANSLATE_NOOP("pm::Lint", "Sections follow the discipline's order; fmt --write reorders them.")},
    {"summary-paragraph", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: one paragraph"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary is one paragraph.")},
    {"summary-fix", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: the fix"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary states the fix in a sentence.")},
    {"summary-fix-ref", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Summary: fix reference"),
     QT_TRANSLATE_NOOP("pm::Lint", "The summary names the fix reference of the front matter.")},
    {"fix-reference", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Fix: PR or commit"),
     QT_TRANSLATE_NOOP("pm::Lint", "The Fix section links the PR or commit.")},
    {"fix-earlier-attempt", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Fix: earlier attempt"),
     QT_TRANSLATE_NOOP("pm::Lint", "An earlier symptom-masking attempt says why it was wrong.")},
    {"how-found-repro", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "How it was found: repro"),
     QT_TRANSLATE_NOOP("pm::Lint", "Which repro made the bug stable.")},
    {"how-found-tools", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "How it was found: tools"),
     QT_TRANSLATE_NOOP("pm::Lint", "Which tools found it: debugger, tracing, bisection, instrumentation.")},
    {"how-found-hypotheses", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "How it was found: hypotheses"),
     QT_TRANSLATE_NOOP("pm::Lint", "The hypotheses tried and why each was ruled out.")},
    {"how-found-experiment", Severity::Info, QT_TRANSLATE_NOOP("pm::Lint", "How it was found: experiment"),
     QT_TRANSLATE_NOOP("pm::Lint", "The experiment that confirmed the cause.")},
    {"narrative", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Narrative"),
     QT_TRANSLATE_NOOP("pm::Lint", "Root cause is the mechanism, not the story of the night.")},
    {"title-placeholder", Severity::Error, QT_TRANSLATE_NOOP("pm::Lint", "Title placeholder"),
     QT_TRANSLATE_NOOP("pm::Lint", "The title is still a placeholder such as \"(title)\".")},
    {"ticket-missing", Severity::Warning, QT_TRANSLATE_NOOP("pm::Lint", "Ticket missing"),
     QT_TRANSLATE_NOOP("pm::Lint", "A post-mortem for JIRA names its ticket in the front matter.")},
};

const Entry &entry(Rule rule)
{
    return entries[int(rule)];
}

} // namespace

QString id(Rule rule)
{
    // Built once: every finding carries its rule's id, and a shared copy costs no
    // allocation.
    static const auto ids = [] {
        std::array<QString, RuleCount> out;
        for (int i = 0; i < RuleCount; ++i)
            out[std::size_t(i)] = QLatin1String(entries[i].id);
        return out;
    }();
    return ids[std::size_t(rule)];
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
    case Rule::SummaryParagraph:
    case Rule::SummaryFix:
    case Rule::SummaryFixRef:
        return is("summary");
    case Rule::FixReference:
    case Rule::FixEarlierAttempt:
        return is("fix");
    case Rule::HowFoundRepro:
    case Rule::HowFoundTools:
    case Rule::HowFoundHypotheses:
    case Rule::HowFoundExperiment:
        return is("how-found");
    case Rule::Narrative:
        return is("root-cause");
    case Rule::SectionOrder:
    case Rule::TitlePlaceholder:
    case Rule::TicketMissing:
        return false; // document-level: never read from one section's text
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
