#include "problemhelp.h"

#include "lintrules.h"

#include <QCoreApplication>

namespace pm::ProblemHelp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("pm::ProblemHelp", text);
}

} // namespace

QString ruleTitle(const QString &ruleId)
{
    Rule rule;
    return LintRules::fromId(ruleId, &rule) ? LintRules::title(rule) : ruleId;
}

QString explanation(const QString &ruleId)
{
    Rule rule;
    return LintRules::fromId(ruleId, &rule) ? LintRules::description(rule) : QString();
}

QString noFixReason(const Diagnostic &d)
{
    if (d.fix)
        return {};
    Rule rule;
    if (!LintRules::fromId(d.rule, &rule))
        return tr("No automatic fix: the editor does not know this rule.");
    // Each reason names the fact only the author has; the editor never invents one.
    switch (rule) {
    case Rule::Hedging:
        return tr("No automatic fix here: deleting the hedge would change the sentence; state what you know or leave it out.");
    case Rule::Blame:
        return tr("No automatic fix: only you can describe the bug and the process gap instead of the person.");
    case Rule::PassiveVoice:
        return tr("No automatic fix: the active sentence needs its subject, which only you know.");
    case Rule::VagueMechanism:
        return tr("No automatic fix: name the function, event and condition from the code.");
    case Rule::MissingIdentifiers:
        return tr("No automatic fix: add the identifiers, paths, SHAs or quoted errors you saw.");
    case Rule::Advocacy:
        return tr("No automatic fix: move the proposal to its own document and link it from an action item.");
    case Rule::LongParagraph:
        return tr("No automatic fix: where to split depends on the steps of your causal chain.");
    case Rule::Placeholder:
        return tr("No automatic fix: replace the placeholder with the fact.");
    case Rule::RequiredSectionEmpty:
        return tr("No automatic fix: this section needs your own words.");
    case Rule::SummaryTicket:
    case Rule::SummaryPr:
    case Rule::SummaryOwner:
        return tr("No automatic fix: write the missing fact into the summary sentence where it reads best.");
    case Rule::ActionItemOwner:
        return tr("No automatic fix: only you know who owns this item.");
    case Rule::ActionItemTracker:
        return tr("No automatic fix: only you know the ticket, PR or test that tracks this item.");
    case Rule::VerificationScope:
        return tr("No automatic fix: say what was not retested; only you know.");
    case Rule::VerificationOverclaim:
        return tr("No automatic fix: replace the claim with what was actually run.");
    case Rule::SlipCategory:
        return tr("No automatic fix: name the category that applies; it is a judgement only you can make.");
    case Rule::SectionOrder:
        return tr("No automatic fix here: File ▸ Save keeps your order; `postmortem-editor fmt --write` writes the sections in the discipline's order.");
    case Rule::SummaryParagraph:
    case Rule::SummaryFix:
    case Rule::SummaryFixRef:
        return tr("No automatic fix: the summary's sentence about the fix is yours to write.");
    case Rule::FixReference:
        return tr("No automatic fix: link the PR or commit that holds the fix.");
    case Rule::FixEarlierAttempt:
        return tr("No automatic fix: say why the earlier attempt only hid the symptom.");
    case Rule::HowFoundRepro:
    case Rule::HowFoundTools:
    case Rule::HowFoundHypotheses:
    case Rule::HowFoundExperiment:
        return tr("No automatic fix: only you know how the bug was found.");
    case Rule::Narrative:
        return tr("No automatic fix: keep the mechanism and move the story to the timeline, if anywhere.");
    case Rule::TitlePlaceholder:
        return tr("No automatic fix: give the post-mortem a title that names the bug.");
    case Rule::TicketMissing:
        return tr("No automatic fix: enter the JIRA key of the ticket in the metadata bar.");
    }
    return {};
}

} // namespace pm::ProblemHelp
