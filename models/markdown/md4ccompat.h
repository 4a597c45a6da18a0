#pragma once

// Internal: where md4c's reading of Markdown would lose text against CommonMark
// 0.31.2 + GFM, and what the converter does instead. Not a public header.
//
// md4c is told to parse a "shadow" of the input: a copy of the same length in which
// a few bytes are replaced so that md4c decides the structure as the current spec
// does. Every character the converter writes is read back from the original at the
// same offset, so the replacements never reach the output.

#include <cstddef>
#include <string>
#include <string_view>

namespace pm::markdown {

// Runtime probes of the md4c linked in (so that a newer md4c needs no shadow):
// CommonMark 0.31 counts Unicode symbols (general category S) as punctuation for
// emphasis (md4c 0.5.2 does, 0.4.8 does not)...
bool md4cSymbolsArePunctuation();
// ...and `<textarea` starts an HTML block of type 1 (md4c 0.5.0 and later).
bool md4cTextareaStartsHtmlBlock();

// md4c 0.5.0 or later, which reads a few shapes otherwise than 0.4.8 (the tests that
// expect each reading ask).
bool md4cIsAtLeast05();

bool isNonAsciiSymbol(char32_t cp);

// The shadow of utf8 for this md4c, or an empty string when md4c needs none.
// Replaces, only where the probes say md4c needs it:
//  - a non-ASCII symbol next to an emphasis delimiter run (`*`, `_`, `~`) with as
//    many `%` (ASCII punctuation, inert in md4c) as it has bytes;
//  - `<textarea` with `<pre><pre` and `</textarea>` with `</pre></pre`, so that md4c
//    starts and ends the HTML block where CommonMark 0.31 does (no whitespace is
//    added: md4c trims it at the end of a line, and the bytes under it with it).
std::string md4cShadow(const char *utf8, std::size_t size);

// GFM tables. A line's cells: split at unescaped `|`, one leading and one trailing
// pipe being optional edges (a line without a pipe is one cell).
int gfmCellCount(std::string_view line);
// The delimiter row: cells of `:?-+:?` with at least one pipe on the line; its cell
// count, or -1 when the line is not one.
int gfmDelimiterCells(std::string_view line);

} // namespace pm::markdown
