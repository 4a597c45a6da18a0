#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace pm::markdown {
struct ScannedLines; // markdownscan.h
}

namespace pm::text {

// clang-format off
enum MaskKind : std::uint8_t { Prose = 0, Code = 1, Url = 2, Comment = 3 };
// clang-format on

// A paragraph, a list item or a heading line of a section body, outside code blocks.
struct Block
{
    int start = 0;        // first character of the block's first line
    int contentStart = 0; // after indentation, a list marker and a task checkbox
    int end = 0;          // end of the last line (exclusive, before its '\n')
    bool listItem = false;
    bool heading = false;
};

// One masking pass over a section body: which characters are prose and which are
// inline code, fenced or indented code, link URLs, autolinks, bare URLs or HTML comments
// (never flagged); and the blocks the prose falls into. Code blocks, HTML blocks and
// headings (ATX and setext) are where the Markdown scanner (pm_markdown, md4c) puts
// them; inline masking and list items are found here, line by line. The mask's buffers
// are reused between builds.
class MarkdownMask
{
public:
    // With `scanned` (the draft's own scan of these lines, ScannedLines::roles for
    // exactly this text) the Markdown scanner does not run again: the mask is the same.
    void build(QStringView text, const pm::markdown::ScannedLines *scanned = nullptr);
    // Whether scanned describes text (the same string).
    static bool usable(const pm::markdown::ScannedLines *scanned, const QString &text);

    // The mask of text, built once per thread while text is the same string: the linter
    // and the gate both read a section's mask, and the editor's snapshots share an
    // unedited section's text (held here, so the same buffer and length is the same text;
    // a shared QString is never written in place). The last two texts are kept; the
    // reference stays valid until the second call after this one on the same thread.
    // `scanned` is used when it describes text (usable()); a cached mask of text is the
    // same either way.
    static const MarkdownMask &of(const QString &text,
                                  const pm::markdown::ScannedLines *scanned = nullptr);

    QStringView text() const { return m_text; }
    std::uint8_t kind(int i) const { return m_mask[std::size_t(i)]; }
    bool isProse(int i) const { return m_mask[std::size_t(i)] == Prose; }
    // The kinds of all characters of text(), for loops that read every one of them.
    const std::uint8_t *kinds() const { return m_mask.data(); }
    const std::vector<Block> &blocks() const { return m_blocks; }

    bool containsKind(int start, int end, MaskKind kind) const;
    // True when [start, end) has any non-space prose character.
    bool hasProse(int start, int end) const;

private:
    int scanInline(int from, int lineEnd);
    int findCodeSpanEnd(int from, int runLength) const;
    void markRange(int start, int end, MaskKind kind);
    void closeBlock();

    void placeScannedLines(const pm::markdown::ScannedLines *scanned);

    QStringView m_text;
    std::vector<std::uint8_t> m_mask;
    std::vector<std::uint8_t> m_lineRole; // per scanner line: see LineRole in the .cpp
    std::vector<int> m_lineStarts;        // the scanner's line starts (UTF-16)
    std::vector<Block> m_blocks;
    Block m_current;
    bool m_open = false;
};

} // namespace pm::text
