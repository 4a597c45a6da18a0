#pragma once

// Internal: the Markdown document as md4c reports it, in a compact form the ADF
// writer can walk with look-ahead (a list is split into task and non-task runs,
// a task item gathers its paragraphs...). Not a public header.

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pm::adf {

// clang-format off
enum Mark : std::uint8_t { MarkEm = 1, MarkStrong = 2, MarkStrike = 4, MarkCode = 8 };
// clang-format on

struct Run
{
    // clang-format off
    enum Kind : std::uint8_t { Text, HardBreak, SoftBreak };
    // clang-format on
    Kind kind = Text;
    std::uint8_t marks = 0;
    bool inInput = false; // offset is into MdTree::input (most text), else into MdTree::text
    // Text in the input only: every '\n' in its text is a soft break with the run's
    // marks and link. A paragraph of many short lines ("a\n" 8 million times) is one
    // run instead of two per line (the builder merges a soft break that sits between
    // two pieces of text adjacent in the input).
    bool softBreaks = false;
    std::int32_t link = -1; // index into MdTree::links, -1 for none
    std::uint32_t offset = 0;
    std::uint32_t length = 0;
};

struct Link
{
    std::uint32_t hrefOffset = 0, hrefLength = 0; // into MdTree::text, already allowed
    std::uint32_t titleOffset = 0, titleLength = 0;
};

struct Block
{
    // clang-format off
    enum Type : std::uint8_t {
        Doc, Quote, BulletList, OrderedList, Item, Rule, Heading, Code, Html, Para,
        Table, Row, Cell
    };
    // clang-format on
    Type type = Doc;
    std::uint8_t level = 0;  // Heading: 1-6
    std::uint8_t align = 0;  // Cell: 0 default/left, 1 center, 2 right
    bool task = false;       // Item: a GFM task item
    bool done = false;       // Item: [x]
    bool header = false;     // Row: the header row
    std::uint32_t start = 1; // OrderedList: the first number; Code: index into MdTree::langs
    std::int32_t firstChild = -1, lastChild = -1, next = -1;
    std::uint32_t runBegin = 0, runEnd = 0; // Para, Heading, Code, Html, Cell
};

struct MdTree
{
    // Deques, not vectors: they grow a chunk at a time, where a vector's regrowth held
    // the old and the new array at once (1.5 times the final size at the peak).
    std::deque<Block> blocks; // blocks[0] is the document
    std::deque<Run> runs;
    std::vector<Link> links;
    // Code blocks' info strings, [offset, length) into text: kept apart so that every
    // other block is 32 bytes (a document of millions of "#" lines has as many blocks).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> langs;
    std::string text;            // text that is not in the input as is (decoded entities...)
    const char *input = nullptr; // the UTF-8 Markdown parsed; must outlive the tree

    std::string_view slice(std::uint32_t offset, std::uint32_t length) const
    {
        return std::string_view(text.data() + offset, length);
    }
    std::string_view runText(const Run &run) const
    {
        return std::string_view((run.inInput ? input : text.data()) + run.offset, run.length);
    }
};

// Containers (lists and quotes) nested deeper than this are merged into their
// parent, so that neither the writer's recursion nor the JSON depth grows with
// hostile input.
constexpr int MaxContainerDepth = 32;

MdTree parseMarkdown(const char *utf8, std::size_t size);
// The same tree in pieces of whole top-level blocks: topLevel gets the tree each time
// it holds a few thousand blocks, or more than 16,384 runs, or 64 KiB of text, and
// their top-level blocks are complete (and once more at the end); the tree is emptied
// afterwards. The callback gets the same MdTree object each time. A document of
// millions of blocks ("#\n" 8 million times: 256 MB of blocks) never has them all in
// memory.
void parseMarkdownInPieces(const char *utf8, std::size_t size, const std::function<void(const MdTree &)> &topLevel);

bool isAllowedHref(std::string_view href);
// Appends a decoded link target as a URL (adflink.cpp): a GFM www. autolink gets
// "http://", and the bytes a URL cannot hold are percent-encoded.
void appendLinkTarget(std::string_view decoded, std::string &out);

} // namespace pm::adf
