#pragma once

#include "evidence.h"
#include "postmortem.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pm {

// The four inputs the seed requires before drafting, in the seed's order.
// clang-format off
enum class GateInput { Repro, RootCause, Fix, Verified };
// clang-format on
// The applicability checks: situations where a post-mortem is the wrong record.
// clang-format off
enum class ScopeCheck { CustomerVisible, Trivial };
// clang-format on

struct GateInputResult
{
    GateInput input = GateInput::Repro;
    bool passed = false;
    QString reason; // why it does not pass (translated); empty when it passes
};

struct ScopeResult
{
    ScopeCheck check = ScopeCheck::CustomerVisible;
    bool overridden = false; // the author confirmed writing a post-mortem anyway
    QString message;         // what the seed asks for instead (translated)
};

struct GateStatus
{
    bool passed = false;
    QList<GateInputResult> inputs; // always four, in GateInput order
    QList<ScopeResult> scope;      // only the checks that apply (flag set), overridden or not

    // Ids of the inputs that do not pass: "repro", "root-cause", "fix", "verified".
    QStringList missing() const;
    // Ids of the scope checks that block: "customer-visible", "trivial" (not overridden).
    QStringList blockingScope() const;
    // The translated names of what blocks (missing inputs, then blocking scope checks),
    // for people; missing()/blockingScope() give the ids for machines.
    QStringList blockerTitles() const;
    // One message per missing input and per blocking scope check, in that order.
    QStringList messages() const;
    const GateInputResult &result(GateInput input) const;
};

// Pure: the gate of a post-mortem value. Needs no QCoreApplication (messages are
// translated when a translator is installed).
GateStatus evaluateGate(const PostMortem &pm);
// The same with the Root cause section's evidence already read (evidence::checkRootCause).
GateStatus evaluateGate(const PostMortem &pm, const evidence::Finding &rootCause);

QString gateInputId(GateInput input);      // "repro", "root-cause", "fix", "verified"
QString gateInputTitle(GateInput input);   // translated, e.g. "Reliable reproduction"
QString scopeCheckId(ScopeCheck check);    // "customer-visible", "trivial"
QString scopeCheckTitle(ScopeCheck check); // translated

} // namespace pm
