#pragma once

#include <QString>
#include <QStringList>

// Recognisers for the references and phrasings the gate and the linter look for.
// Pure, allocation-light, safe to call from any thread.
namespace pm::refs {

// A fix reference: a PR/MR/commit URL, `org/repo#N`, `#N`, `PR 123`,
// a commit SHA of 7-40 hex digits, or a branch (`branch fix-x`, `fix/scratch-buf`, or
// the whole text being a single ref-like token such as `alex/fix-null-scratch`).
bool containsFixReference(const QString &text);
// What identifies each fix reference in text, normalised so that two spellings of one
// change compare equal: "pr:5751" (#5751, org/repo#5751, PR 5751, a pull URL),
// "sha:9f3c2e1" (the first seven hex digits, lower case), "branch:alex/fix-null".
QStringList fixReferenceKeys(const QString &text);

// clang-format off
enum class FixReferenceMention { None, Other, Wanted };
// clang-format on
// Whether text names one of the keys in wanted (Wanted), only other fix references
// (Other), or none (None): fixReferenceKeys(text) read only as far as the first wanted
// key, which in a long text is usually near its start.
FixReferenceMention mentionOfFixReference(const QString &text, const QStringList &wanted);

// A commit SHA: 7-40 hex digits with at least one digit and one letter a-f
// (so neither "1234567" nor the word "defaced" counts).
bool isCommitSha(const QString &token);

// A JIRA-style ticket key such as JIRA-12345 or CDN-4821.
bool containsTicketKey(const QString &text);

// "fails on 50/50 runs", "3 of 10", "30%", "every run", "每次", "必现" ...
bool statesFrequency(const QString &text);

// "sometimes", "intermittent", "偶尔", "有时" and close relatives.
bool soundsIntermittent(const QString &text);

// A gate answer that is present but says nothing: "TBD", "TODO", "n/a", "no", "待定" ...
bool isPlaceholderAnswer(const QString &text);

} // namespace pm::refs
