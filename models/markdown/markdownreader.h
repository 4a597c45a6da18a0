#pragma once

// The front end's parse of a Markdown text as a stream of events, for readers that
// build their own structure (the ADF tree, the scanner): blocks entered and left in
// document order, spans, and text pieces. CommonMark + the GFM extensions the ADF
// export uses (tables, strikethrough, task lists, permissive autolinks), raw HTML kept.
// The parser itself (md4c) is known to this folder only.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pm::markdown {

// clang-format off
enum class BlockKind : std::uint8_t {
    Doc, Quote, BulletList, OrderedList, Item, Rule, Heading, Code, Html, Para,
    Table, TableHead, TableBody, Row, HeaderCell, Cell
};
enum class SpanKind : std::uint8_t { Em, Strong, Link, Image, Code, Strike, Other };
enum class TextKind : std::uint8_t { Normal, NullChar, HardBreak, SoftBreak, Entity, Code, Html, Other };
enum class CellAlign : std::uint8_t { Default, Left, Center, Right };
// clang-format on

// A link target or title, or a code block's language, in pieces (plain text, an entity
// still to decode, a NUL), in order. The pieces point into the parsed text or the
// parser's own memory, valid during the call only.
struct AttributePiece
{
    TextKind kind = TextKind::Normal;
    std::string_view text;
};
struct Attribute
{
    const AttributePiece *pieces = nullptr;
    std::size_t count = 0;
};

struct BlockInfo
{
    std::uint8_t level = 0;               // Heading: 1-6
    char fenceChar = 0;                   // Code: '`' or '~'; 0 for indented code
    bool task = false;                    // Item: a GFM task item...
    char taskMark = 0;                    // ...and its mark (' ', 'x', 'X')
    CellAlign align = CellAlign::Default; // HeaderCell, Cell
    std::uint32_t start = 1;              // OrderedList: the first number
    Attribute lang;                       // Code: the info string's first word
};

struct SpanInfo
{
    Attribute target; // Link: href; Image: src
    Attribute title;
};

class MarkdownReader
{
public:
    virtual ~MarkdownReader() = default;
    virtual void enterBlock(BlockKind kind, const BlockInfo &info) = 0;
    virtual void leaveBlock(BlockKind kind) = 0;
    virtual void enterSpan(SpanKind kind, const SpanInfo &info) = 0;
    virtual void leaveSpan(SpanKind kind) = 0;
    // `text` points into `parsed` where the piece is the input's own bytes, else into
    // the parser's memory (a decoded NUL, a newline, padding).
    virtual void text(TextKind kind, const char *text, std::uint32_t size) = 0;
};

// One parser pass over `parsed` (tables only with `tables`), events to `reader`. A
// reader may start another pass from inside a callback.
void readMarkdown(const char *parsed, std::size_t size, bool tables, MarkdownReader &reader);

// The front end's one reading of a Markdown text, the one the scanner (markdownscan.h)
// places: the parser reads a shadow of the input, a copy of the same length with a few
// bytes replaced where it would read the text otherwise than CommonMark (md4ccompat.h,
// md4cmisreadings.h), and the blocks it then reads in place of the text's (empty quotes
// standing in for empty list items and HTML blocks) are handed out as what they stand
// for. Every character a reader keeps is read back from the input at the same offset.
class RepairedParse
{
public:
    RepairedParse(const char *utf8, std::size_t size); // utf8 must outlive this object
    ~RepairedParse();
    RepairedParse(const RepairedParse &) = delete;
    RepairedParse &operator=(const RepairedParse &) = delete;

    // What the parser reads: the input or its shadow, `size` bytes either way.
    const char *parsed() const { return m_shadow.empty() ? m_input : m_shadow.data(); }
    // One pass, GFM tables on, events to `reader`.
    void read(MarkdownReader &reader) const;

    struct Plan;

private:
    const char *m_input;
    std::size_t m_size;
    std::string m_shadow;
    std::unique_ptr<Plan> m_plan; // null: the pass's events are handed out as they are
};

} // namespace pm::markdown
