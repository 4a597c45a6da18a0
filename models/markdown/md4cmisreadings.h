#pragma once

// The md4c slips the scanner repairs (markdownscan.cpp): lines md4c reads otherwise
// than CommonMark, found in one md4c pass and put right in the shadow md4c reads next.
// Internal to pm_markdown.

#include "markdownscan.h"
#include "scaninput.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pm::markdown::detail {

// A line after a fence left open in a list item or a quote: the edits (byte offset,
// new byte) that make md4c read it as CommonMark does; none when md4c read it right.
std::vector<std::pair<int, char>> md4cFenceMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed);

// An empty list item followed by a blank line, and a line of code after it (md4c before
// 0.5): see md4cmisreadings.cpp.
struct EmptyItem
{
    int markerLine = 0; // the item's line, only its marker on it
    int codeLine = 0;   // the line after the blank lines, code to CommonMark
    int marker = 0;     // byte offset and size of the marker ("-", "12.")
    int markerSize = 0;
    bool firstInList = false; // md4c's list starts with it
};
std::vector<EmptyItem> md4cEmptyItemMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed);
// The items' markers written as '>' (empty quotes) in the shadow.
void writeAsQuotes(const std::vector<EmptyItem> &items, std::string &shadow);
// The lines blocks of indented code start on, sorted.
std::vector<int> codeStarts(const MarkdownScan &scan);
// What a quote md4c read where the shadow wrote one (a stand-in) is again: found by its
// first line and depth in the parse that read it, `source` indexing the repair's list.
struct StandIn
{
    // clang-format off
    enum Kind : std::uint8_t { ItemOfNewList, ItemOfListBefore, HtmlBlock, HtmlMore };
    // clang-format on
    int line = 0;
    std::uint8_t depth = 0;
    Kind kind = ItemOfNewList;
    int source = 0;
};

// The quotes that stood in for the items are the items again; `standIns` (if given)
// receives each quote put back, as it was in `scan`.
void restoreEmptyItems(MarkdownScan &scan, const std::vector<EmptyItem> &items, std::vector<StandIn> *standIns = nullptr);

// An HTML block that ends on its last line ("<!-- note -->", "<!--" ... "-->"), then a
// line indented as code: see md4cmisreadings.cpp.
struct ClosedHtml
{
    ScanBlock block; // as md4c read it
    // Per line of the block, the bytes written as an empty quote in the shadow: from
    // its HTML to the line's end.
    std::vector<std::pair<int, int>> lines;
};
std::vector<ClosedHtml> md4cHtmlThenCodeMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed);
// The HTML lines written as empty quotes in the shadow.
void writeAsQuotes(const std::vector<ClosedHtml> &lines, std::string &shadow);
// The HTML blocks that the empty quotes stood in for are back in `scan` (HtmlBlock),
// the further quotes of a block that blank lines split dropped (HtmlMore).
void restoreHtmlLines(MarkdownScan &scan, const std::vector<ClosedHtml> &lines, std::vector<StandIn> *standIns = nullptr);

// md4c's reading of `input` with the slips above repaired in its shadow: the shadow the
// last pass read (empty: the input itself), that pass's blocks with the stand-in quotes
// still in them, and the repairs that put them back.
struct RepairedReading
{
    std::string shadow;
    MarkdownScan scan;
    std::vector<EmptyItem> items;
    std::vector<ClosedHtml> html;
};
RepairedReading readRepaired(const Utf8Input &input);

// False only where no repair above can apply: no fence in a container, no line of list
// markers alone, no line starting with '<' followed later by an indented line. Looks at
// the first bytes of each line, far less than a parse.
bool mayHaveMisreadings(const char *utf8, std::size_t size);

} // namespace pm::markdown::detail
