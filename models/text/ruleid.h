#pragma once

#include <bitset>
#include <cstdint>

namespace pm {

// The rule ids of design/cli.md, in that order. The lexicon tags each wording it finds
// with the rule that reports it; the rule catalogue (lintrules.h) describes each.
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
    // The discipline's rules after the first seventeen.
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
using RuleSet = std::bitset<RuleCount>;

} // namespace pm
