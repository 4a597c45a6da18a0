#pragma once

// The block structure of a Markdown text as md4c (CommonMark + the GFM extensions the
// ADF export uses) parses it, as line and UTF-16 offset ranges of the input. md4c
// reports text, not positions: the scanner places every block from the input pointers
// md4c hands to its text callback, and places only what carries no text of its own
// (fence lines, a setext underline, an empty heading or code block, a rule) by reading
// the neighbouring lines. Which blocks exist, their types and levels are md4c's, on
// the shadow of the text md4ccompat.h writes, but for md4c slips the scanner repairs on
// its own (md4cmisreadings.h): a line that leaves a list item or quote whose fence is
// open and starts with that fence's character, a line of code after an empty list item
// and a blank line, and a line of code right after a one-line HTML block, are read as
// CommonMark reads them. The ADF export reads the same repaired parse as events
// (RepairedParse in markdownreader.h).

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace pm::markdown {

struct ScanBlock
{
    // clang-format off
    enum Type : std::uint8_t {
        Heading, FencedCode, IndentedCode, Html, Paragraph, Table, Rule, Quote, List, Item
    };
    // clang-format on
    Type type = Paragraph;
    std::uint8_t level = 0; // Heading: 1-6
    std::uint8_t depth = 0; // containers (quote, list, item) around it; 0 = top level
    bool closed = false;    // FencedCode: a closing fence ends it (else the text or its
                            // container does)
    int firstLine = 0;      // 0-based, inclusive: a setext underline and fences included
    int lastLine = 0;
    int contentStart = -1; // UTF-16 range of the text md4c reported, -1 when none
    int contentEnd = -1;
};

struct ScanSpan
{
    // clang-format off
    enum Kind : std::uint8_t { CodeSpan, RawHtml };
    // clang-format on
    Kind kind = CodeSpan;
    int start = 0; // UTF-16 range of the span's text (delimiters not included)
    int end = 0;
};

struct MarkdownScan
{
    std::vector<ScanBlock> blocks; // document order; a container precedes its children
    std::vector<ScanSpan> spans;
    std::vector<int> lineStarts; // UTF-16 offset where each line begins

    int lineCount() const { return int(lineStarts.size()); }
    // UTF-16 offset of the start of `line`, and of the end of its text (before the break).
    int lineStart(int line) const { return lineStarts[std::size_t(line)]; }
    int lineEnd(int line, QStringView text) const;
};

// What a line of a scanned text is to the lint mask (models/lint/markdownmask.h): code,
// raw HTML, an HTML comment, a heading line; Other for every line the mask reads itself.
// clang-format off
enum LineRole : std::uint8_t {
    Other, CodeLine, HtmlLine, CommentLine, AtxHeading, SetextFirst, SetextMore, SetextUnderline
};
// clang-format on

// One role per line of the scan (blocks in document order: a child's role wins over its
// container's). An HTML block is a comment when its text starts with "<!--".
std::vector<std::uint8_t> lineRoles(const MarkdownScan &scan, QStringView text);
std::vector<std::uint8_t> lineRoles(const MarkdownScan &scan, const QByteArray &utf8);

// The roles of the lines of `text` ('\n'-separated), from a scan of a larger text that
// held it (DraftFormat's scan of the body holds each section's text): the lint mask of
// that text reads them instead of scanning the text again, while it is the same string.
struct ScannedLines
{
    QString text; // held: the same buffer and length is the same text
    std::vector<std::uint8_t> roles;
};

// Line breaks are "\n", "\r\n" and "\r", as in CommonMark.
MarkdownScan scanMarkdown(QStringView text);
// The same for text that is already UTF-8 (well-formed; shared, not copied: a
// QByteArray::fromRawData view of a part of a larger buffer will do): every offset,
// line starts included, is a byte offset into utf8.
MarkdownScan scanMarkdownUtf8(const QByteArray &utf8);

} // namespace pm::markdown
