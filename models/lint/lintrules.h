#pragma once

#include "diagnostic.h"

#include <QString>
#include <QStringList>

#include <cstdint>

namespace pm {

// The rule ids of design/cli.md, in that order.
enum class Rule : std::uint8_t {
    Hedging,
    Blame,
    PassiveVoice,
    VagueMechanism,
    MissingIdentifiers,
    Advocacy,
    LongParagraph,
    Placeholder,
    RequiredSectionEmpty,
    SummaryTicket,
    SummaryPr,
    SummaryOwner,
    ActionItemOwner,
    ActionItemTracker,
    VerificationScope,
    VerificationOverclaim,
    SlipCategory,
    // The seed's rules added with issue 9, after the first seventeen.
    SectionOrder,
    SummaryParagraph,
    SummaryFix,
    SummaryFixRef,
    FixReference,
    FixEarlierAttempt,
    HowFoundRepro,
    HowFoundTools,
    HowFoundHypotheses,
    HowFoundExperiment,
    Narrative,
    TitlePlaceholder,
    TicketMissing,
};
constexpr int RuleCount = int(Rule::TicketMissing) + 1;

// The rule catalogue: ids, severities, titles for the settings UI, and the sections
// each rule reads.
namespace LintRules {

QString id(Rule rule);
Severity severity(Rule rule);
QString title(Rule rule);       // translated
QString description(Rule rule); // translated, one sentence
bool fromId(const QString &id, Rule *out);
QStringList ids(); // every rule id, catalogue order

// Whether a rule reads a section's text. Extra sections (empty id) are never linted.
bool appliesTo(Rule rule, const QString &sectionId);

} // namespace LintRules
} // namespace pm
