#pragma once

#include "postmortem.h"

#include <QList>
#include <QString>

#include <optional>

namespace pm::text {
class MarkdownMask;
}

// What the gate reads in each input: evidence, not keywords. Each check is a
// set of rules over small bilingual lexicons, so that a refusal can name the element
// that is missing and quote the words it read. Pure; safe from any thread.
namespace pm::evidence {

// The outcome of one check: passed, or the element that is missing and the words the
// check read (a phrase it refused, or the text it looked at).
struct Finding
{
    // clang-format off
    enum Problem {
        None,
        Empty,            // nothing, a placeholder ("TBD", "n/a yet") or only a pointer ("see issue #8567")
        NoSteps,          // repro: no command, test name or numbered steps
        NoReliability,    // repro: neither "deterministic" nor a failure rate
        Negated,          // a negation of what would pass ("not deterministic", "不可稳定复现")
        Sometimes,        // repro: the seed's "happens sometimes" wording without a rate
        NoSection,        // root cause: no Root cause section, and no other states the mechanism
        NoMechanism,      // root cause: no code identifier in the Root cause section
        Hedged,           // root cause: a hedge in the Root cause section
        NoReference,      // fix: no PR, commit or branch reference
        Plan,             // verified: a plan ("will verify") instead of a result
        NoEvidence,       // verified: no test name, run id, numbers or N/N runs
    };
    // clang-format on
    Problem problem = None;
    QString quote; // what was read: the refused phrase, or the (elided) text

    bool passed() const { return problem == None; }
};

Finding checkRepro(const QString &repro);
// Whether "confirmed" is backed by the draft's Root cause section.
Finding checkRootCause(const PostMortem &pm);
// What checkRootCause reads in [start, end) of the Root cause text's mask, a range that
// holds whole paragraphs: prose or code, a code identifier, the first hedge about the cause.
struct RootCauseFacts
{
    bool content = false;
    bool codeIdentifier = false;
    std::optional<Finding> hedged;
};
RootCauseFacts rootCauseFacts(const text::MarkdownMask &mask, int start, int end);
// checkRootCause's answer from the facts of the section's pieces in order, when they
// decide it: nullopt when no piece has content or none names code (the whole text, or
// other sections, are read then).
std::optional<Finding> rootCauseFromFacts(const QList<RootCauseFacts> &pieces);
// The front matter's fix reference: a PR, commit or branch.
Finding checkFix(const PostMortem &pm);
Finding checkVerified(const QString &verified);

// The text shortened for a message: whitespace collapsed, at most `max` characters.
QString elide(const QString &text, int max = 80);

} // namespace pm::evidence
