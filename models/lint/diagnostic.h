#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace pm {

// clang-format off
enum class Severity { Error, Warning, Info };
// clang-format on

QString severityName(Severity s);  // "error" | "warning" | "info" (never translated)
QString severityTitle(Severity s); // translated, for the UI
bool parseSeverity(const QString &name, Severity *out);

// Replace [offset, offset + length) of the section text with replacement.
struct QuickFix
{
    int offset = 0;
    int length = 0;
    QString replacement;
};

// One finding, as plain data: the linter produces it, LintModel adapts it, the panel
// and the editor squiggles consume it.
struct Diagnostic
{
    QString rule; // "hedging", "placeholder" ... (design/cli.md)
    Severity severity = Severity::Warning;
    QString sectionId;           // the section it is in (for a missing section: its id)
    int offset = 0;              // UTF-16 offset into the section text
    int length = 0;              // UTF-16 length
    int line = 0;                // 1-based line in the file on disk; 0 when unknown
    int column = 0;              // 1-based column in code points; 0 when unknown
    QString message;             // translated
    QString suggestion;          // translated, concrete
    std::optional<QuickFix> fix; // offered where obvious (e.g. delete a hedge)
    bool documentLevel = false;  // not tied to one section's text (a missing section)

    bool operator==(const Diagnostic &o) const;
    bool operator!=(const Diagnostic &o) const { return !(*this == o); }
};

} // namespace pm

// Both hold only QStrings, ints and an optional of those, none of which points into
// itself: a QList of findings grows by realloc (large buffers are remapped, not copied
// and touched again), not by moving each finding, and the linter puts findings in order
// by moving their bytes (linter.cpp, sortStable). A member that points into its own
// object (libstdc++'s std::string does, for short strings) must not be added without
// removing these two lines.
Q_DECLARE_TYPEINFO(pm::QuickFix, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(pm::Diagnostic, Q_RELOCATABLE_TYPE);
