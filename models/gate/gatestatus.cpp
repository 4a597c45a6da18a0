#include "gatestatus.h"

#include "evidence.h"

#include <QCoreApplication>

namespace pm {
namespace {

QString translated(const char *text) // text is marked with QT_TRANSLATE_NOOP at each call
{
    return QCoreApplication::translate("pm::Gate", text);
}

// One table for the inputs' ids and titles (no parallel switches).
struct InputEntry
{
    GateInput input;
    const char *id;
    const char *title;
};
const InputEntry inputTable[] = {
    {GateInput::Repro, "repro", QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction")},
    {GateInput::RootCause, "root-cause", QT_TRANSLATE_NOOP("pm::Gate", "Known root cause")},
    {GateInput::Fix, "fix", QT_TRANSLATE_NOOP("pm::Gate", "Fix identified")},
    {GateInput::Verified, "verified", QT_TRANSLATE_NOOP("pm::Gate", "Fix verified")},
};

struct ScopeEntry
{
    ScopeCheck check;
    const char *id;
    const char *title;
    const char *message;
};
const ScopeEntry scopeTable[] = {
    {ScopeCheck::CustomerVisible, "customer-visible",
     QT_TRANSLATE_NOOP("pm::Gate", "Customer-visible incident"),
     QT_TRANSLATE_NOOP("pm::Gate", "Customer-visible incident: this needs a separate incident report "
                                   "(timeline, blast radius, notification history, communications). "
                                   "Confirm the override to write a post-mortem anyway.")},
    {ScopeCheck::Trivial, "trivial", QT_TRANSLATE_NOOP("pm::Gate", "Trivial fix"),
     QT_TRANSLATE_NOOP("pm::Gate", "Trivial fix: the PR description is the record; do not create "
                                   "process for its own sake. Confirm the override to write a "
                                   "post-mortem anyway.")},
};

// The message of each refusal: the element that is missing, then what was read (%1).
struct ReasonEntry
{
    GateInput input;
    evidence::Finding::Problem problem;
    const char *text;
};
const ReasonEntry reasonTable[] = {
    {GateInput::Repro, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction is missing (read: “%1”): give steps a "
                                   "newcomer can run, deterministic or with a stated failure rate.")},
    {GateInput::Repro, evidence::Finding::Negated,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction: “%1” says the repro is not reliable; "
                                   "a post-mortem needs a deterministic repro or a stated failure rate "
                                   "(e.g. “fails on 50/50 runs”, “~30% of runs”).")},
    {GateInput::Repro, evidence::Finding::Sometimes,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction: “%1” is “happens sometimes”; state how "
                                   "often it fails (e.g. “fails on 50/50 runs”, “3 of 10”, "
                                   "“30%”) or make it deterministic.")},
    {GateInput::Repro, evidence::Finding::NoReliability,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction: no “deterministic” and no failure rate "
                                   "in “%1”; say it fails on every run, or how often.")},
    {GateInput::Repro, evidence::Finding::NoSteps,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction: no steps a newcomer can run in “%1”; "
                                   "give a command, a test name or numbered steps.")},
    {GateInput::RootCause, evidence::Finding::NoSection,
     QT_TRANSLATE_NOOP("pm::Gate", "Known root cause: marked confirmed, but the Root cause "
                                   "section is empty; write the mechanism there.")},
    {GateInput::RootCause, evidence::Finding::NoMechanism,
     QT_TRANSLATE_NOOP("pm::Gate", "Known root cause: the Root cause section names no code "
                                   "identifier (read: “%1”); name the function, field or "
                                   "condition of the mechanism.")},
    {GateInput::RootCause, evidence::Finding::Hedged,
     QT_TRANSLATE_NOOP("pm::Gate", "Known root cause: the Root cause section hedges (“%1”); a "
                                   "confirmed mechanism is stated, not guessed.")},
    {GateInput::Fix, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix reference is missing (read: “%1”): give a PR URL, "
                                   "org/repo#N, #N, a commit SHA or a branch.")},
    {GateInput::Fix, evidence::Finding::NoReference,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix reference: “%1” is not a PR, commit or branch; give a PR "
                                   "URL, org/repo#N, #N, a commit SHA (7-40 hex digits) or a branch.")},
    {GateInput::Verified, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix verification is missing (read: “%1”): give the evidence "
                                   "that the original repro now passes.")},
    {GateInput::Verified, evidence::Finding::Plan,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix verification: “%1” is a plan, not a result; verify "
                                   "first, then record what passed.")},
    {GateInput::Verified, evidence::Finding::Negated,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix verification: “%1” says it was not verified.")},
    {GateInput::Verified, evidence::Finding::NoEvidence,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix verification: no evidence in “%1”; give a passing test "
                                   "name, a run or workload id, before/after numbers or “N/N runs”.")},
};

// An input with nothing in it is said to be empty, rather than quoted as "".
const ReasonEntry emptyTable[] = {
    {GateInput::Repro, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction is empty: give steps a newcomer can run, "
                                   "deterministic or with a stated failure rate.")},
    {GateInput::Fix, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix reference is empty: give a PR URL, org/repo#N, #N, a "
                                   "commit SHA or a branch.")},
    {GateInput::Verified, evidence::Finding::Empty,
     QT_TRANSLATE_NOOP("pm::Gate", "Fix verification is empty: give the evidence that the "
                                   "original repro now passes.")},
};

GateInputResult fromFinding(GateInput input, const evidence::Finding &f)
{
    GateInputResult r{input, f.passed(), {}};
    if (f.passed())
        return r;
    if (f.problem == evidence::Finding::Empty && f.quote.trimmed().isEmpty()) {
        for (const ReasonEntry &e : emptyTable) {
            if (e.input == input) {
                r.reason = translated(e.text);
                return r;
            }
        }
    }
    for (const ReasonEntry &e : reasonTable) {
        if (e.input == input && e.problem == f.problem) {
            r.reason = translated(e.text);
            if (r.reason.contains(QLatin1String("%1")))
                r.reason = r.reason.arg(f.quote);
            return r;
        }
    }
    r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Input does not pass: “%1”.")).arg(f.quote);
    return r;
}

GateInputResult checkRootCause(const PostMortem &pm, const evidence::Finding *read)
{
    const RootCauseState state = pm.gate.rootCause;
    GateInputResult r{GateInput::RootCause, false, {}};
    if (state == RootCauseState::Hypothesis)
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Root cause is still a hypothesis: a post-mortem of a hypothesis "
                                                            "misleads. Confirm the failure mechanism first."));
    else if (state == RootCauseState::Unknown)
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Root cause is unknown: establish the failure mechanism and mark it "
                                                            "confirmed."));
    else
        return fromFinding(GateInput::RootCause, read ? *read : evidence::checkRootCause(pm));
    return r;
}

} // namespace

QString gateInputId(GateInput input)
{
    for (const InputEntry &e : inputTable) {
        if (e.input == input)
            return QLatin1String(e.id);
    }
    return {};
}

QString gateInputTitle(GateInput input)
{
    for (const InputEntry &e : inputTable) {
        if (e.input == input)
            return translated(e.title);
    }
    return {};
}

QString scopeCheckId(ScopeCheck check)
{
    for (const ScopeEntry &e : scopeTable) {
        if (e.check == check)
            return QLatin1String(e.id);
    }
    return {};
}

QString scopeCheckTitle(ScopeCheck check)
{
    for (const ScopeEntry &e : scopeTable) {
        if (e.check == check)
            return translated(e.title);
    }
    return {};
}

QStringList GateStatus::missing() const
{
    QStringList ids;
    for (const GateInputResult &r : inputs) {
        if (!r.passed)
            ids << gateInputId(r.input);
    }
    return ids;
}

QStringList GateStatus::blockingScope() const
{
    QStringList ids;
    for (const ScopeResult &s : scope) {
        if (!s.overridden)
            ids << scopeCheckId(s.check);
    }
    return ids;
}

QStringList GateStatus::messages() const
{
    QStringList out;
    for (const GateInputResult &r : inputs) {
        if (!r.passed)
            out << r.reason;
    }
    for (const ScopeResult &s : scope) {
        if (!s.overridden)
            out << s.message;
    }
    return out;
}

const GateInputResult &GateStatus::result(GateInput input) const
{
    return inputs.at(static_cast<int>(input));
}

namespace {

GateStatus evaluate(const PostMortem &pm, const evidence::Finding *rootCause)
{
    GateStatus st;
    st.inputs = {fromFinding(GateInput::Repro, evidence::checkRepro(pm.gate.repro)),
                 checkRootCause(pm, rootCause), fromFinding(GateInput::Fix, evidence::checkFix(pm)),
                 fromFinding(GateInput::Verified, evidence::checkVerified(pm.gate.verified))};
    const bool applies[] = {pm.scope.customerVisible, pm.scope.trivial};
    for (std::size_t i = 0; i < sizeof applies / sizeof applies[0]; ++i) {
        if (applies[i])
            st.scope.append({scopeTable[i].check, pm.scope.override, translated(scopeTable[i].message)});
    }
    st.passed = st.missing().isEmpty() && st.blockingScope().isEmpty();
    return st;
}

} // namespace

GateStatus evaluateGate(const PostMortem &pm)
{
    return evaluate(pm, nullptr);
}

GateStatus evaluateGate(const PostMortem &pm, const evidence::Finding &rootCause)
{
    return evaluate(pm, &rootCause);
}

QStringList GateStatus::blockerTitles() const
{
    QStringList out;
    for (const GateInputResult &r : inputs) {
        if (!r.passed)
            out.append(gateInputTitle(r.input));
    }
    for (const ScopeResult &s : scope) {
        if (!s.overridden)
            out.append(scopeCheckTitle(s.check));
    }
    return out;
}

} // namespace pm
