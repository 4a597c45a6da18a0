#include "gatestatus.h"

#include "references.h"

#include <QCoreApplication>

namespace pm {
namespace {

QString translated(const char *text) // text is marked with QT_TRANSLATE_NOOP at each call
{
    return QCoreApplication::translate("pm::Gate", text);
}

GateInputResult checkRepro(const QString &repro)
{
    GateInputResult r{GateInput::Repro, false, {}};
    if (refs::isPlaceholderAnswer(repro)) {
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction is missing: describe how a newcomer reproduces "
                      "the bug, deterministically or with a stated failure rate."));
    } else if (refs::soundsIntermittent(repro) && !refs::statesFrequency(repro)) {
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction: \"sometimes\" without a frequency or rate does "
                      "not pass; state how often it fails (e.g. \"fails on 50/50 runs\", "
                      "\"3 of 10\", \"30%\", \"every run\")."));
    } else {
        r.passed = true;
    }
    return r;
}

GateInputResult checkRootCause(RootCauseState state)
{
    GateInputResult r{GateInput::RootCause, state == RootCauseState::Confirmed, {}};
    if (state == RootCauseState::Hypothesis)
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Root cause is still a hypothesis: a post-mortem of a hypothesis "
                      "misleads. Confirm the failure mechanism first."));
    else if (state == RootCauseState::Unknown)
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Root cause is unknown: establish the failure mechanism and mark it "
                      "confirmed."));
    return r;
}

GateInputResult checkFix(const QString &fix)
{
    GateInputResult r{GateInput::Fix, false, {}};
    if (refs::isPlaceholderAnswer(fix))
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Fix reference is missing: give a PR URL, org/repo#N, #N, a commit SHA "
                      "or a branch."));
    else if (!refs::containsFixReference(fix))
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Fix reference is not a PR, commit or branch: give a PR URL, "
                      "org/repo#N, #N, a commit SHA (7-40 hex digits) or a branch."));
    else
        r.passed = true;
    return r;
}

GateInputResult checkVerified(const QString &verified)
{
    GateInputResult r{GateInput::Verified, false, {}};
    if (refs::isPlaceholderAnswer(verified))
        r.reason = translated(QT_TRANSLATE_NOOP("pm::Gate", "Fix verification is missing: give the evidence that the original "
                      "repro now passes (test names, runs, workload ids)."));
    else
        r.passed = true;
    return r;
}

} // namespace

QString gateInputId(GateInput input)
{
    switch (input) {
    case GateInput::Repro:
        return QStringLiteral("repro");
    case GateInput::RootCause:
        return QStringLiteral("root-cause");
    case GateInput::Fix:
        return QStringLiteral("fix");
    case GateInput::Verified:
        return QStringLiteral("verified");
    }
    return {};
}

QString gateInputTitle(GateInput input)
{
    switch (input) {
    case GateInput::Repro:
        return translated(QT_TRANSLATE_NOOP("pm::Gate", "Reliable reproduction"));
    case GateInput::RootCause:
        return translated(QT_TRANSLATE_NOOP("pm::Gate", "Known root cause"));
    case GateInput::Fix:
        return translated(QT_TRANSLATE_NOOP("pm::Gate", "Fix identified"));
    case GateInput::Verified:
        return translated(QT_TRANSLATE_NOOP("pm::Gate", "Fix verified"));
    }
    return {};
}

QString scopeCheckId(ScopeCheck check)
{
    return check == ScopeCheck::CustomerVisible ? QStringLiteral("customer-visible")
                                                : QStringLiteral("trivial");
}

QString scopeCheckTitle(ScopeCheck check)
{
    return check == ScopeCheck::CustomerVisible ? translated(QT_TRANSLATE_NOOP("pm::Gate", "Customer-visible incident"))
                                                : translated(QT_TRANSLATE_NOOP("pm::Gate", "Trivial fix"));
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

GateStatus evaluateGate(const PostMortem &pm)
{
    GateStatus st;
    st.inputs = {checkRepro(pm.gate.repro), checkRootCause(pm.gate.rootCause),
                 checkFix(pm.gate.fix), checkVerified(pm.gate.verified)};
    if (pm.scope.customerVisible) {
        st.scope.append({ScopeCheck::CustomerVisible, pm.scope.override,
                         translated(QT_TRANSLATE_NOOP("pm::Gate", "Customer-visible incident: this needs a separate incident report "
                            "(timeline, blast radius, notification history, communications). "
                            "Confirm the override to write a post-mortem anyway."))});
    }
    if (pm.scope.trivial) {
        st.scope.append({ScopeCheck::Trivial, pm.scope.override,
                         translated(QT_TRANSLATE_NOOP("pm::Gate", "Trivial fix: the PR description is the record; do not create "
                            "process for its own sake. Confirm the override to write a "
                            "post-mortem anyway."))});
    }
    st.passed = st.missing().isEmpty() && st.blockingScope().isEmpty();
    return st;
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
