#include "md4cmisreadings.h"

#include <algorithm>
#include <cstring>

namespace pm::markdown::detail {

// md4c checks a line after an open code fence for the closing fence before it knows
// whether the line still belongs to the fence's container. On a line that leaves a list
// item or a quote ("* ~~~" over "~#"), a failed check has already skipped the run of
// fence characters, and md4c reads the rest of the line as a block of its own: "~#"
// becomes an empty heading, "~-" a list item, "~~~ #" a heading, and the run is lost; a
// run as long as the opening one closes the fence the line is not in. To CommonMark the
// line is what it looks like on its own. The shadow gets the bytes that make md4c read it so:
//  - a run of one or two (no fence) starts with an inert '%';
//  - a longer run at the top level, a fence of its own, is written with the other
//    fence character, and so is its closing fence; a line inside it that would close
//    a fence of that other character starts with '%' (code: the text is read from the
//    input all the same).
// `parsed` is what md4c read; the edits (byte offset, new byte) are none when md4c
// read every line right.
std::vector<std::pair<int, char>> md4cFenceMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed)
{
    const int lines = int(input.lineStarts.size());
    auto lineEnd = [&](int line) { return input.lineEnd(line); };
    auto runAt = [&](int p, int end, char c) {
        int run = 0;
        while (p + run < end && parsed[p + run] == c)
            ++run;
        return run;
    };
    auto blankFrom = [&](int p, int end) {
        while (p < end && (parsed[p] == ' ' || parsed[p] == '\t'))
            ++p;
        return p == end;
    };
    std::vector<std::pair<int, char>> edits;
    // Lines before this one are inside a fence of its own found above (md4c's blocks
    // there are not CommonMark's, and each is looked at once: linear time).
    int resume = 0;
    for (const ScanBlock &block : scan.blocks) {
        if (block.type != ScanBlock::FencedCode || block.depth == 0 || block.firstLine < resume)
            continue;
        // The line after the fence, or its closing line: either left the container
        // when it is not in it (nothing else ends an unclosed fence).
        const int line = block.closed ? block.lastLine : block.lastLine + 1;
        if (line >= lines || line <= block.firstLine)
            continue;
        // The fence character: the first ` or ~ on the opening line (after the list
        // marker or quote marks of its containers).
        const int openEnd = lineEnd(block.firstLine);
        int at = input.lineStarts[std::size_t(block.firstLine)];
        while (at < openEnd && parsed[at] != '`' && parsed[at] != '~')
            ++at;
        if (at == openEnd)
            continue;
        const char fence = parsed[at];
        // Past any quote marks of the containers the line stays in and its indentation,
        // which md4c checks for the closing fence only when under four columns.
        int p = input.lineStarts[std::size_t(line)];
        const int end = lineEnd(line);
        int column = 0;
        bool quoted = false;
        while (p < end && (parsed[p] == ' ' || parsed[p] == '\t' || parsed[p] == '>')) {
            quoted = quoted || parsed[p] == '>';
            column = parsed[p] == '>' ? -1 : parsed[p] == '\t' ? (column + 4) & ~3
                                                               : column + 1; // a space after '>' is the mark's
            ++p;
        }
        const int run = runAt(p, end, fence);
        if (run == 0 || column >= 4)
            continue;
        if (run < 3) {
            if (!block.closed)
                edits.push_back({p, '%'});
            continue;
        }
        // A fence of its own: only at the top level (no quote mark, too little
        // indentation for any list item), where its closing fence is the next line
        // with a long enough run. Else md4c's reading stays.
        if (quoted || column > 1)
            continue;
        const char other = fence == '`' ? '~' : '`';
        const QByteArray info = QByteArray::fromRawData(parsed + p + run, end - p - run);
        if (fence == '`' && info.contains('`')) { // no fence to CommonMark: text
            edits.push_back({p, '%'});
            continue;
        }
        if (other == '`' && info.contains('`'))
            continue; // a backtick fence cannot have that info string
        for (int i = 0; i < run; ++i)
            edits.push_back({p + i, other});
        resume = lines; // unclosed, it runs to the end
        for (int k = line + 1; k < lines; ++k) {
            int q = input.lineStarts[std::size_t(k)];
            const int e = lineEnd(k);
            int indent = 0;
            while (q < e && parsed[q] == ' ' && indent < 4) {
                ++q;
                ++indent;
            }
            if (indent >= 4)
                continue;
            const int closing = runAt(q, e, fence);
            if (closing >= run && blankFrom(q + closing, e)) {
                for (int i = 0; i < closing; ++i)
                    edits.push_back({q + i, other});
                resume = k + 1;
                break;
            }
            const int wouldClose = runAt(q, e, other);
            if (wouldClose >= run && blankFrom(q + wouldClose, e))
                edits.push_back({q, '%'});
        }
    }
    return edits;
}

// A list item that begins with a blank line and has a second blank line after it:
// CommonMark ends the item before the next line ("a list item can begin with at most
// one blank line"), and so does md4c before 0.5, but only after it has taken the item's
// indentation off that line. A line indented as code for the item's container is then
// read that much short: "-", "", "    #" is an empty heading where CommonMark has the
// code "#" (a heading that splits a section in two). In the shadow the item's marker is
// written as '>': an empty quote, which the blank line ends all the same and which
// takes nothing off the line after it; restoreEmptyItems() makes it the item again.

std::vector<EmptyItem> md4cEmptyItemMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed)
{
    const int lines = int(input.lineStarts.size());
    auto begin = [&](int line) { return input.lineStarts[std::size_t(line)]; };
    auto lineEnd = [&](int line) { return input.lineEnd(line); };
    auto space = [&](int p) { return parsed[p] == ' ' || parsed[p] == '\t'; };
    // Blank behind its quote marks.
    auto blank = [&](int line) {
        int p = begin(line);
        const int end = lineEnd(line);
        while (p < end && (space(p) || parsed[p] == '>'))
            ++p;
        return p == end;
    };
    std::vector<EmptyItem> found;
    const std::vector<ScanBlock> &blocks = scan.blocks;
    std::vector<int> code; // where indented code starts, once an item needs it
    bool codeKnown = false;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const ScanBlock &item = blocks[i];
        if (item.type != ScanBlock::Item || (i + 1 < blocks.size() && blocks[i + 1].depth > item.depth))
            continue;
        EmptyItem e;
        e.markerLine = item.firstLine;
        // Only quote marks and list markers on its line; its own marker is the last.
        int p = begin(e.markerLine);
        const int end = lineEnd(e.markerLine);
        for (;;) {
            while (p < end && space(p))
                ++p;
            if (p < end && parsed[p] == '>') {
                ++p;
                continue;
            }
            const int m = listMarkerEnd(parsed, p, end);
            if (m == p)
                break;
            e.marker = p;
            e.markerSize = m - p;
            p = m;
        }
        if (p < end || e.markerSize == 0)
            continue;
        // A blank line or more, then a line indented by four columns or more behind
        // its quote marks (the optional space after '>' is the mark's).
        e.codeLine = e.markerLine + 1;
        while (e.codeLine < lines && blank(e.codeLine))
            ++e.codeLine;
        if (e.codeLine == e.markerLine + 1 || e.codeLine >= lines)
            continue;
        int column = 0, base = 0;
        for (int q = begin(e.codeLine), stop = lineEnd(e.codeLine); q < stop && (space(q) || parsed[q] == '>'); ++q) {
            column = parsed[q] == '\t' ? (column + 4) & ~3 : column + 1;
            if (parsed[q] == '>')
                base = column + 1;
        }
        if (column - base < 4)
            continue;
        // Read as code already (md4c 0.5, or more than the item's width to spare)?
        if (!codeKnown) {
            code = codeStarts(scan);
            codeKnown = true;
        }
        if (std::binary_search(code.begin(), code.end(), e.codeLine))
            continue;
        e.firstInList = i > 0 && blocks[i - 1].type == ScanBlock::List && blocks[i - 1].depth + 1 == item.depth;
        found.push_back(e);
    }
    return found;
}

void writeAsQuotes(const std::vector<EmptyItem> &items, std::string &shadow)
{
    for (const EmptyItem &e : items) {
        shadow[std::size_t(e.marker)] = '>';
        for (int k = 1; k < e.markerSize; ++k)
            shadow[std::size_t(e.marker + k)] = ' ';
    }
}

std::vector<int> codeStarts(const MarkdownScan &scan)
{
    std::vector<int> lines;
    for (const ScanBlock &b : scan.blocks) {
        if (b.type == ScanBlock::IndentedCode)
            lines.push_back(b.firstLine);
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

// The empty quotes that stood in for empty items (md4cEmptyItemMisreadings) are the
// items again: the first item of a list of its own, or the last of the list before it.
void restoreEmptyItems(MarkdownScan &scan, const std::vector<EmptyItem> &items, std::vector<StandIn> *standIns)
{
    std::vector<ScanBlock> &blocks = scan.blocks;
    std::vector<std::pair<std::size_t, bool>> at; // the quote's index; first in a list
    std::vector<int> sources;                     // the item of each, in `items`
    std::size_t k = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const EmptyItem &e = items[i];
        while (k < blocks.size() && blocks[k].firstLine < e.markerLine)
            ++k;
        for (std::size_t q = k; q < blocks.size() && blocks[q].firstLine == e.markerLine; ++q) {
            if (blocks[q].type == ScanBlock::Quote && (q + 1 == blocks.size() || blocks[q + 1].depth <= blocks[q].depth)) {
                at.push_back({q, e.firstInList});
                sources.push_back(int(i));
                break;
            }
        }
    }
    std::vector<std::pair<std::size_t, ScanBlock>> inserts; // before index, new block
    for (auto it = at.rbegin(); it != at.rend(); ++it) {
        const std::size_t q = it->first;
        ScanBlock &quote = blocks[q];
        const std::uint8_t depth = quote.depth;
        std::size_t list = q;
        if (!it->second) {
            while (list > 0 && blocks[list - 1].depth > depth)
                --list;
            list = list > 0 && blocks[list - 1].depth == depth && blocks[list - 1].type == ScanBlock::List ? list - 1 : q;
        }
        if (standIns) {
            const int source = sources[std::size_t(at.rend() - it - 1)];
            standIns->push_back({quote.firstLine, depth, list == q ? StandIn::ItemOfNewList : StandIn::ItemOfListBefore, source});
        }
        ScanBlock item = quote;
        item.type = ScanBlock::Item;
        item.depth = std::uint8_t(std::min(255, depth + 1));
        if (list == q) {
            quote.type = ScanBlock::List;
            inserts.push_back({q + 1, item});
        } else {
            blocks[list].lastLine = std::max(blocks[list].lastLine, item.lastLine);
            blocks[q] = item;
        }
    }
    if (inserts.empty())
        return;
    // One pass for all the new items (inserting each would shift the rest every time:
    // thousands of empty items would take seconds). `inserts` runs backwards.
    std::vector<ScanBlock> merged;
    merged.reserve(blocks.size() + inserts.size());
    std::size_t from = 0;
    for (auto it = inserts.rbegin(); it != inserts.rend(); ++it) {
        merged.insert(merged.end(), blocks.begin() + std::ptrdiff_t(from), blocks.begin() + std::ptrdiff_t(it->first));
        merged.push_back(it->second);
        from = it->first;
    }
    merged.insert(merged.end(), blocks.begin() + std::ptrdiff_t(from), blocks.end());
    blocks = std::move(merged);
}

// md4c starts indented code only after a blank line or more code (code cannot interrupt
// a paragraph), and an HTML block that ended on its own line ("<!-- note -->", types 1
// to 5) is neither: the indented line after it becomes a paragraph, and with "-" under
// it a setext heading, where CommonMark reads code ("<!-->", tab "#", "-" would be a
// section heading). In the shadow the HTML
// is written as an empty quote ('>' and spaces), which ends what came before and after
// which md4c reads code (a blank line would join code before it to the code after), and
// restoreHtmlLines() puts the block back in the quote's place. A block of several lines
// ("<!--", "note", "-->") becomes one quote of as many lines, or several where blank
// lines split it. Only where quote marks alone come before the HTML's first line: on a
// list item's first line the item would change.
std::vector<ClosedHtml> md4cHtmlThenCodeMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed)
{
    const int lines = int(input.lineStarts.size());
    auto begin = [&](int line) { return input.lineStarts[std::size_t(line)]; };
    auto space = [&](int p) { return parsed[p] == ' ' || parsed[p] == '\t'; };
    std::vector<ClosedHtml> found;
    std::vector<int> code;
    bool codeKnown = false;
    auto contentStart = [&](int line) {
        int p = begin(line);
        const int end = input.lineEnd(line);
        while (p < end && (space(p) || parsed[p] == '>'))
            ++p;
        return p;
    };
    for (const ScanBlock &b : scan.blocks) {
        // The line after the block not part of it, and not blank: an end condition met
        // on its last line (types 6 and 7 end only at a blank line).
        if (b.type != ScanBlock::Html || b.lastLine + 1 >= lines)
            continue;
        const int first = contentStart(b.firstLine);
        if (first >= input.lineEnd(b.firstLine) || parsed[first] != '<')
            continue;
        // Its lines with a byte to write a quote on (a blank line in a comment has
        // none, and stays blank: the quotes on either side are two).
        // The quote goes right after the line's own quote marks, over its indentation:
        // an indented '>' would be code.
        ClosedHtml h{b, {}};
        for (int line = b.firstLine; line <= b.lastLine; ++line) {
            int p = begin(line), mark = p;
            const int end = input.lineEnd(line);
            for (; p < end && (space(p) || parsed[p] == '>'); ++p) {
                if (parsed[p] == '>')
                    mark = p + 1;
            }
            if (p < end)
                h.lines.push_back({mark, end});
        }
        const int line = b.lastLine;
        // The next line: not blank, four columns or more behind its quote marks.
        const int next = line + 1;
        int column = 0, base = 0, q = begin(next);
        const int stop = input.lineEnd(next);
        for (; q < stop && (space(q) || parsed[q] == '>'); ++q) {
            column = parsed[q] == '\t' ? (column + 4) & ~3 : column + 1;
            if (parsed[q] == '>')
                base = column + 1;
        }
        if (q == stop || column - base < 4)
            continue;
        if (!codeKnown) {
            code = codeStarts(scan);
            codeKnown = true;
        }
        if (std::binary_search(code.begin(), code.end(), next))
            continue;
        found.push_back(std::move(h));
    }
    return found;
}

void writeAsQuotes(const std::vector<ClosedHtml> &lines, std::string &shadow)
{
    for (const ClosedHtml &h : lines) {
        for (const auto &[from, to] : h.lines) {
            shadow[std::size_t(from)] = '>';
            std::fill(shadow.begin() + from + 1, shadow.begin() + to, ' ');
        }
    }
}

void restoreHtmlLines(MarkdownScan &scan, const std::vector<ClosedHtml> &lines, std::vector<StandIn> *standIns)
{
    std::vector<ScanBlock> &blocks = scan.blocks;
    auto emptyQuote = [&](std::size_t q, std::uint8_t depth) {
        return blocks[q].type == ScanBlock::Quote && blocks[q].depth == depth
               && (q + 1 == blocks.size() || blocks[q + 1].depth <= depth);
    };
    std::vector<bool> drop; // the other quotes of a block split by its blank lines
    std::size_t k = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const ClosedHtml &h = lines[i];
        const int line = h.block.firstLine;
        while (k < blocks.size() && blocks[k].firstLine < line)
            ++k;
        for (std::size_t q = k; q < blocks.size() && blocks[q].firstLine == line; ++q) {
            if (!emptyQuote(q, h.block.depth))
                continue;
            if (standIns)
                standIns->push_back({blocks[q].firstLine, blocks[q].depth, StandIn::HtmlBlock, int(i)});
            blocks[q] = h.block;
            for (std::size_t r = q + 1; r < blocks.size() && blocks[r].firstLine <= h.block.lastLine; ++r) {
                if (emptyQuote(r, h.block.depth)) {
                    drop.resize(blocks.size());
                    drop[r] = true;
                    if (standIns)
                        standIns->push_back({blocks[r].firstLine, blocks[r].depth, StandIn::HtmlMore, int(i)});
                }
            }
            break;
        }
    }
    if (drop.empty())
        return;
    std::size_t to = 0;
    for (std::size_t from = 0; from < blocks.size(); ++from) {
        if (!drop[from])
            blocks[to++] = blocks[from];
    }
    blocks.resize(to);
}

} // namespace pm::markdown::detail

namespace pm::markdown::detail {

bool mayHaveMisreadings(const char *s, std::size_t size)
{
    const int n = int(size);
    // Without a '\r' (the usual text), memchr finds the line ends many bytes at a time.
    const bool crs = std::memchr(s, '\r', size) != nullptr;
    bool htmlStart = false;
    for (int begin = 0; begin < n;) {
        int end = begin;
        if (!crs) {
            const void *nl = std::memchr(s + begin, '\n', std::size_t(n - begin));
            end = nl ? int(static_cast<const char *>(nl) - s) : n;
        } else {
            while (end < n && s[end] != '\n' && s[end] != '\r')
                ++end;
        }
        // Quote marks and indentation, as the repairs count columns...
        int p = begin, column = 0, base = 0;
        for (; p < end && (s[p] == ' ' || s[p] == '\t' || s[p] == '>'); ++p) {
            column = s[p] == '\t' ? (column + 4) & ~3 : column + 1;
            if (s[p] == '>')
                base = column + 1;
        }
        if (p < end) {
            // ...a line indented as code after a line starting with '<' (HTML then code)...
            if (htmlStart && column - base >= 4)
                return true;
            const char c = s[p];
            htmlStart = htmlStart || c == '<';
            // ...then list markers: a line of markers alone (an empty item), or a fence
            // with anything before it on its line (a fence in a container).
            if (c == '-' || c == '*' || c == '+' || (c >= '0' && c <= '9')) {
                bool marker = false;
                for (;;) {
                    while (p < end && (s[p] == ' ' || s[p] == '\t'))
                        ++p;
                    const int m = listMarkerEnd(s, p, end);
                    if (m == p)
                        break;
                    marker = true;
                    p = m;
                }
                if (marker && p == end)
                    return true;
            }
            if (p > begin && p + 2 < end && (s[p] == '`' || s[p] == '~') && s[p + 1] == s[p] && s[p + 2] == s[p])
                return true;
        }
        begin = end + 1;
    }
    return false;
}

} // namespace pm::markdown::detail
