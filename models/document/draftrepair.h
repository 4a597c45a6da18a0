#pragma once

#include "draftformat.h"
#include "postmortem.h"

#include <QByteArray>
#include <optional>

namespace pm {

// What can still be read of a draft the parser refuses, so the editor opens it instead of
// ending in a message box: bytes that are not UTF-8 are shown as U+FFFD (the original
// is never written over), and a front matter that does not parse is set aside as raw
// text for the author to repair while the body is open.
struct DamagedDraft
{
    // clang-format off
    enum class Problem { InvalidUtf8, FrontMatter };
    // clang-format on
    Problem problem = Problem::FrontMatter;
    InputError error;        // the parser's own message (line and problem)
    PostMortem readable;     // the body (FrontMatter) or the decoded draft (InvalidUtf8)
    QByteArray frontMatter;  // FrontMatter: the YAML between the delimiters, as written
    QByteArray body;         // FrontMatter: the bytes after the closing delimiter
    int frontMatterLine = 2; // the file line of frontMatter's first line
};

namespace DraftRepair {

// Empty when the damage is not of a kind that can be opened (a binary file, say).
std::optional<DamagedDraft> analyse(const QByteArray &bytes, const QString &fileName);
// The draft with a repaired front matter; the parser's error while it still fails, with
// lines counted in the file.
Expected<PostMortem> withFrontMatter(const DamagedDraft &draft, const QByteArray &yaml, const QString &fileName);

} // namespace DraftRepair
} // namespace pm
