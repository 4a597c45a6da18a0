#include "markdownscan.h"

#include "md4ccompat.h"

#include <md4c.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

namespace pm::markdown {

int MarkdownScan::lineEnd(int line, QStringView text) const
{
    int end = line + 1 < lineCount() ? lineStarts[std::size_t(line + 1)] : int(text.size());
    if (end > lineStart(line) && text[end - 1] == u'\n')
        --end;
    if (end > lineStart(line) && text[end - 1] == u'\r')
        --end;
    return end;
}

namespace {

// Line starts under CommonMark's line breaks ("\n", "\r\n", "\r"), for bytes or UTF-16.
template<typename Ch>
void findLineStarts(const Ch *s, int size, std::vector<int> &out)
{
    if (size > 0)
        out.push_back(0);
    for (int i = 0; i < size; ++i) {
        const Ch c = s[i];
        if (c != Ch('\n') && c != Ch('\r'))
            continue;
        if (c == Ch('\r') && i + 1 < size && s[i + 1] == Ch('\n'))
            ++i;
        if (i + 1 < size)
            out.push_back(i + 1);
    }
}

// The input as UTF-8 for md4c, and the way back from byte offsets to UTF-16 indexes:
// the line starts found in both, other offsets converted in one sorted walk. (A
// per-byte table would cost 4 bytes per input byte and a good part of the scan's time.)
struct Utf8Input
{
    QByteArray bytes;
    std::vector<int> lineStarts;      // byte offsets
    std::vector<int> utf16LineStarts; // the same lines, UTF-16 indexes; empty for ASCII
    int utf16Size = 0;
    bool ascii = true;

    explicit Utf8Input(QStringView text)
        : bytes(text.toUtf8())
        , utf16Size(int(text.size()))
    {
        ascii = bytes.size() == text.size();
        if (!findByteLineStarts() && !ascii)
            findLineStarts(text.utf16(), int(text.size()), utf16LineStarts);
        else if (!ascii)
            findUtf16LineStarts(text);
    }

    // UTF-8, shared rather than copied: offsets stay byte offsets
    // (counted as "ascii", so nothing converts them).
    explicit Utf8Input(const QByteArray &utf8)
        : bytes(utf8)
        , utf16Size(int(utf8.size()))
    {
        findByteLineStarts();
    }

    // The byte line starts; true when the text holds no '\r' (the fast path).
    bool findByteLineStarts()
    {
        const int size = int(bytes.size());
        const char *b = bytes.constData();
        const std::size_t n = size > 0 ? std::size_t(size) : 0;
        if (std::memchr(b, '\r', n)) {
            findLineStarts(b, size, lineStarts);
            return false;
        }
        // The usual case, no '\r': memchr and QStringView::indexOf are fast.
        if (n > 0)
            lineStarts.push_back(0);
        std::size_t at = 0;
        while (at < n) {
            const void *nl = std::memchr(b + at, '\n', n - at);
            if (!nl)
                break;
            at = std::size_t(static_cast<const char *>(nl) - b) + 1;
            if (at < n)
                lineStarts.push_back(int(at));
        }
        return true;
    }

    void findUtf16LineStarts(QStringView text)
    {
        utf16LineStarts.reserve(lineStarts.size());
        if (!text.isEmpty())
            utf16LineStarts.push_back(0);
        for (qsizetype i = text.indexOf(u'\n'); i >= 0 && i + 1 < text.size();
             i = text.indexOf(u'\n', i + 1))
            utf16LineStarts.push_back(int(i + 1));
    }

    int lineOf(int byte) const
    {
        return int(std::upper_bound(lineStarts.begin(), lineStarts.end(), byte)
                   - lineStarts.begin())
               - 1;
    }

    // Replaces each byte offset by its UTF-16 index, in one walk over the bytes.
    void toUtf16(std::vector<int *> &offsets) const
    {
        if (ascii)
            return;
        auto less = [](const int *x, const int *y) { return *x < *y; };
        if (!std::is_sorted(offsets.begin(), offsets.end(), less)) // blocks are in order
            std::sort(offsets.begin(), offsets.end(), less);
        const char *b = bytes.constData();
        int byte = 0;
        int units = 0;
        for (int *offset : offsets) {
            // Code units that start at each byte: 1 at a lead byte, 2 at the lead byte
            // of a 4-byte sequence (a surrogate pair), 0 at a continuation byte. Eight
            // bytes at a time: bit 7 of each byte of `cont` is set for 10xxxxxx, of
            // `four` for 1111xxxx.
            constexpr std::uint64_t high = 0x8080808080808080ull;
            for (; byte + 8 <= *offset; byte += 8) {
                std::uint64_t x;
                std::memcpy(&x, b + byte, 8);
                const std::uint64_t cont = x & ~(x << 1) & high;
                const std::uint64_t four = x & (x << 1) & (x << 2) & (x << 3) & high;
                // One 0/1 per byte, summed by the multiplication into the top byte.
                constexpr std::uint64_t ones = 0x0101010101010101ull;
                units += 8 - int(((cont >> 7) * ones) >> 56) + int(((four >> 7) * ones) >> 56);
            }
            for (; byte < *offset; ++byte) {
                const auto u = static_cast<unsigned char>(b[byte]);
                units += int((u & 0xC0) != 0x80) + int(u >= 0xF0);
            }
            *offset = units;
        }
    }

    int utf16LineStart(int line) const
    {
        return ascii ? lineStarts[std::size_t(line)] : utf16LineStarts[std::size_t(line)];
    }
};

bool isFenceOrRuleSpace(char c)
{
    return c == ' ' || c == '\t';
}

class Scanner
{
public:
    // `parsed` is what md4c reads: the input, or its shadow of the same length.
    Scanner(const Utf8Input &in, const char *parsed)
        : m_in(in)
        , m_parsed(parsed)
        , m_lines(int(in.lineStarts.size()))
    {
    }

    void enterBlock(MD_BLOCKTYPE type, void *detail)
    {
        closeImplicit();
        if (m_inTable > 0) { // rows and cells belong to the table
            ++m_inTable;
            return;
        }
        ScanBlock block;
        switch (type) {
        case MD_BLOCK_DOC:
            return;
        case MD_BLOCK_QUOTE: block.type = ScanBlock::Quote; break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL: block.type = ScanBlock::List; break;
        case MD_BLOCK_LI: block.type = ScanBlock::Item; break;
        case MD_BLOCK_HR: block.type = ScanBlock::Rule; break;
        case MD_BLOCK_H:
            block.type = ScanBlock::Heading;
            block.level = std::uint8_t(static_cast<MD_BLOCK_H_DETAIL *>(detail)->level);
            break;
        case MD_BLOCK_CODE: {
            const auto *code = static_cast<MD_BLOCK_CODE_DETAIL *>(detail);
            block.type = code->fence_char ? ScanBlock::FencedCode : ScanBlock::IndentedCode;
            m_fenceChar = code->fence_char;
            break;
        }
        case MD_BLOCK_HTML: block.type = ScanBlock::Html; break;
        case MD_BLOCK_P: block.type = ScanBlock::Paragraph; break;
        case MD_BLOCK_TABLE:
            block.type = ScanBlock::Table;
            m_inTable = 1;
            break;
        default: // THEAD, TBODY, TR, TH, TD only occur inside a table
            return;
        }
        open(block);
    }

    void leaveBlock(MD_BLOCKTYPE type)
    {
        closeImplicit();
        if (m_inTable > 1) {
            --m_inTable;
            return;
        }
        if (type == MD_BLOCK_DOC || m_stack.empty())
            return;
        if (m_inTable == 1)
            m_inTable = 0;
        close();
    }

    void enterSpan(MD_SPANTYPE type)
    {
        if (type == MD_SPAN_CODE) {
            m_spanMin = -1;
            m_spanMax = -1;
            m_inCodeSpan = true;
        }
    }

    void leaveSpan(MD_SPANTYPE type)
    {
        if (type == MD_SPAN_CODE) {
            m_inCodeSpan = false;
            if (m_spanMin >= 0)
                m_spans.push_back({ScanSpan::CodeSpan, m_spanMin, m_spanMax});
        }
    }

    void text(MD_TEXTTYPE type, const char *text, MD_SIZE size)
    {
        const char *base = m_parsed;
        if (text < base || text + size > base + m_in.bytes.size())
            return; // md4c's own text (a decoded entity, a newline, padding)
        const int from = int(text - base);
        const int to = from + int(size);
        if (m_stack.empty() || !isLeaf(m_blocks[std::size_t(m_stack.back())].type))
            openImplicit();
        Open &leaf = m_open.back();
        leaf.min = leaf.min < 0 ? from : std::min(leaf.min, from);
        leaf.max = std::max(leaf.max, to);
        if (m_inCodeSpan) {
            m_spanMin = m_spanMin < 0 ? from : std::min(m_spanMin, from);
            m_spanMax = std::max(m_spanMax, to);
        } else if (type == MD_TEXT_HTML
                   && m_blocks[std::size_t(m_stack.back())].type != ScanBlock::Html) {
            if (!m_spans.empty() && m_spans.back().kind == ScanSpan::RawHtml
                && m_spans.back().end == from)
                m_spans.back().end = to;
            else
                m_spans.push_back({ScanSpan::RawHtml, from, to});
        }
    }

    MarkdownScan finish()
    {
        closeImplicit();
        while (!m_stack.empty())
            close();
        MarkdownScan scan;
        // Leaf blocks follow each other, and so do spans: two walks, mostly no sorting.
        std::vector<int *> offsets;
        offsets.reserve(2 * std::max(m_blocks.size(), m_spans.size()));
        for (ScanBlock &b : m_blocks) {
            if (b.contentStart >= 0) {
                offsets.push_back(&b.contentStart);
                offsets.push_back(&b.contentEnd);
            }
        }
        m_in.toUtf16(offsets);
        offsets.clear();
        for (ScanSpan &s : m_spans) {
            offsets.push_back(&s.start);
            offsets.push_back(&s.end);
        }
        m_in.toUtf16(offsets);
        scan.blocks = std::move(m_blocks);
        scan.spans = std::move(m_spans);
        return scan; // the caller moves the line starts in (scan())
    }

private:
    struct Open
    {
        int min = -1, max = -1;    // bytes of the text md4c reported
        int first = -1, last = -1; // lines of the children (containers)
        int quoteDepth = 0;
        std::uint8_t fenceChar = 0;
        bool implicit = false;
    };

    static bool isLeaf(ScanBlock::Type t)
    {
        return t != ScanBlock::Quote && t != ScanBlock::List && t != ScanBlock::Item;
    }

    void open(ScanBlock block)
    {
        block.depth = std::uint8_t(std::min<std::size_t>(m_stack.size(), 255));
        Open o;
        o.quoteDepth = m_stack.empty() ? 0 : m_open.back().quoteDepth;
        if (block.type == ScanBlock::Quote)
            ++o.quoteDepth;
        o.fenceChar = block.type == ScanBlock::FencedCode ? m_fenceChar : 0;
        m_stack.push_back(int(m_blocks.size()));
        m_blocks.push_back(block);
        m_open.push_back(o);
    }

    // A tight list item's text comes without a paragraph: it gets one, as in CommonMark.
    void openImplicit()
    {
        ScanBlock p;
        p.type = ScanBlock::Paragraph;
        open(p);
        m_open.back().implicit = true;
    }

    void closeImplicit()
    {
        if (!m_open.empty() && m_open.back().implicit)
            close();
    }

    void close()
    {
        const int index = m_stack.back();
        const Open o = m_open.back();
        m_stack.pop_back();
        m_open.pop_back();
        ScanBlock &b = m_blocks[std::size_t(index)];
        if (isLeaf(b.type)) {
            placeLeaf(b, o);
        } else if (o.first >= 0) {
            b.firstLine = o.first;
            b.lastLine = o.last;
        } else {
            // An empty container: on the first line from here with something on it (a
            // quote's '>' or an item's marker), which it claims.
            const int line = b.type == ScanBlock::Quote ? searchFrom(m_cursor, [this](int k) { return !rawBlankAt(k); })
                                                        : searchFrom(m_cursor, [this](int k) { return !blankAt(k); });
            b.firstLine = b.lastLine = line;
            m_cursor = std::max(m_cursor, line + 1);
        }
        if (!m_open.empty()) {
            Open &parent = m_open.back();
            parent.first = parent.first < 0 ? b.firstLine : std::min(parent.first, b.firstLine);
            parent.last = std::max(parent.last, b.lastLine);
        }
    }

    int lineOf(int byte) const { return m_in.lineOf(byte); }
    int lineBegin(int line) const { return m_in.lineStarts[std::size_t(line)]; }
    int lineStop(int line) const
    {
        int end = line + 1 < m_lines ? lineBegin(line + 1) : int(m_in.bytes.size());
        while (end > lineBegin(line) && (at(end - 1) == '\n' || at(end - 1) == '\r'))
            --end;
        return end;
    }
    // What md4c read (the shadow), so that fences are placed as md4c saw them.
    char at(int byte) const { return m_parsed[byte]; }

    // Where a line's own content starts behind the container markers: spaces, '>' and,
    // with `markers`, list markers. `quotes` receives the number of '>' passed.
    int stripped(int line, bool markers, int *quotes = nullptr) const
    {
        int p = lineBegin(line);
        const int end = lineStop(line);
        int q = 0;
        for (;;) {
            while (p < end && isFenceOrRuleSpace(at(p)))
                ++p;
            if (p < end && at(p) == '>') {
                ++p;
                ++q;
                continue;
            }
            if (markers && p < end) {
                int m = p;
                if (at(m) == '-' || at(m) == '*' || at(m) == '+') {
                    ++m;
                } else {
                    while (m < end && m - p < 9 && at(m) >= '0' && at(m) <= '9')
                        ++m;
                    if (m == p || m >= end || (at(m) != '.' && at(m) != ')'))
                        m = p;
                    else
                        ++m;
                }
                if (m > p && (m == end || isFenceOrRuleSpace(at(m)))) {
                    p = m;
                    continue;
                }
            }
            break;
        }
        if (quotes)
            *quotes = q;
        return p;
    }

    bool blankAt(int line) const { return stripped(line, false) == lineStop(line); }
    bool rawBlankAt(int line) const
    {
        int p = lineBegin(line);
        const int end = lineStop(line);
        while (p < end && isFenceOrRuleSpace(at(p)))
            ++p;
        return p == end;
    }

    // The run of fence characters a line starts with (0 for fewer than 3), behind its
    // container markers; list markers count only for an opening fence ("* ~~~"): a
    // line with one starts a new item, which ends the fence instead of closing it.
    int fenceRun(int line, char c, bool *onlyFence = nullptr, bool markers = true) const
    {
        int p = stripped(line, markers);
        const int end = lineStop(line);
        int k = p;
        while (k < end && at(k) == c)
            ++k;
        if (onlyFence) {
            int r = k;
            while (r < end && isFenceOrRuleSpace(at(r)))
                ++r;
            *onlyFence = r == end;
        }
        return k - p >= 3 ? k - p : 0;
    }

    // Behind a run of fence characters and the blanks after it, where md4c reads on
    // after skipping the run (see md4cFenceMisreadings): the block md4c reports with no
    // text of its own is on that line, and a search on for it would cross the document
    // once per such line.
    int behindFenceRun(int p, int end) const
    {
        if (p >= end || (at(p) != '`' && at(p) != '~'))
            return p;
        const char c = at(p);
        while (p < end && at(p) == c)
            ++p;
        while (p < end && isFenceOrRuleSpace(at(p)))
            ++p;
        return p;
    }

    bool isAtx(int line, bool afterRun = false) const
    {
        const int end = lineStop(line);
        int p = stripped(line, true);
        if (afterRun)
            p = behindFenceRun(p, end);
        int k = p;
        while (k < end && at(k) == '#')
            ++k;
        return k > p && k - p <= 6 && (k == end || isFenceOrRuleSpace(at(k)));
    }

    bool isRule(int line, bool markers, bool afterRun = false) const
    {
        const int end = lineStop(line);
        int p = stripped(line, markers);
        if (afterRun)
            p = behindFenceRun(p, end);
        if (p >= end || (at(p) != '-' && at(p) != '*' && at(p) != '_'))
            return false;
        const char c = at(p);
        int count = 0;
        for (; p < end; ++p) {
            if (at(p) == c)
                ++count;
            else if (!isFenceOrRuleSpace(at(p)))
                return false;
        }
        return count >= 3;
    }

    template<typename Pred>
    int searchFrom(int line, Pred pred) const
    {
        for (int k = std::max(0, line); k < m_lines; ++k) {
            if (pred(k))
                return k;
        }
        return std::min(std::max(0, line), std::max(0, m_lines - 1));
    }

    void placeLeaf(ScanBlock &b, const Open &o)
    {
        const bool hasText = o.min >= 0;
        const int f = hasText ? lineOf(o.min) : -1;
        const int l = hasText ? lineOf(o.max - 1) : -1;
        int first = f, last = l;
        switch (b.type) {
        case ScanBlock::Heading:
            if (!hasText)
                first = last = searchFrom(m_cursor, [this](int k) { return isAtx(k) || isAtx(k, true); });
            else if (isAtx(f))
                last = first;
            else // setext: the underline follows the text
                last = std::min(l + 1, m_lines - 1);
            break;
        case ScanBlock::FencedCode: {
            const char c = char(o.fenceChar);
            if (hasText) { // the opening fence, above blank lines of the code
                first = f - 1;
                while (first > m_cursor && fenceRun(first, c) == 0)
                    --first;
            } else {
                first = searchFrom(m_cursor, [&](int k) { return fenceRun(k, c) > 0; });
            }
            const int openRun = fenceRun(first, c);
            last = hasText ? l : first;
            // The closing fence, behind blank lines md4c reports no text for; a line
            // outside the block's quotes ends the search.
            for (int k = last + 1; k < m_lines; ++k) {
                int quotes = 0;
                stripped(k, false, &quotes);
                if (quotes < o.quoteDepth)
                    break;
                if (blankAt(k)) {
                    last = k;
                    continue;
                }
                bool only = false;
                if (fenceRun(k, c, &only, false) >= openRun && only) {
                    last = k;
                    b.closed = true;
                }
                break;
            }
            break;
        }
        case ScanBlock::Rule:
            first = last = searchFrom(m_cursor, [this](int k) {
                return isRule(k, false) || isRule(k, true) || isRule(k, false, true);
            });
            break;
        case ScanBlock::Table:
            last = std::max(l, std::min(f + 1, m_lines - 1)); // the delimiter row
            break;
        default: // indented code, HTML, paragraphs: their text is all on their lines
            break;
        }
        if (first < 0)
            first = last = std::min(m_cursor, std::max(0, m_lines - 1));
        b.firstLine = first;
        b.lastLine = std::max(first, last);
        b.contentStart = o.min;
        b.contentEnd = o.max;
        m_cursor = b.lastLine + 1;
    }

    const Utf8Input &m_in;
    const char *m_parsed;
    const int m_lines;
    std::vector<ScanBlock> m_blocks;
    std::vector<ScanSpan> m_spans;
    std::vector<int> m_stack; // indexes into m_blocks
    std::vector<Open> m_open; // parallel to m_stack
    int m_cursor = 0;         // the first line no block has claimed yet
    int m_inTable = 0;
    int m_spanMin = -1, m_spanMax = -1;
    bool m_inCodeSpan = false;
    std::uint8_t m_fenceChar = 0;
};

} // namespace

namespace {

// One md4c pass over `parsed` (the input or its shadow); the line starts stay in input.
MarkdownScan parse(const Utf8Input &input, const char *parsed)
{
    Scanner scanner(input, parsed);
    MD_PARSER parser{};
    parser.abi_version = 0;
    // The flags of the ADF export (models/adf/mdtree.cpp): the same document structure.
    parser.flags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS
                   | MD_FLAG_PERMISSIVEAUTOLINKS;
    parser.enter_block = [](MD_BLOCKTYPE type, void *detail, void *user) {
        static_cast<Scanner *>(user)->enterBlock(type, detail);
        return 0;
    };
    parser.leave_block = [](MD_BLOCKTYPE type, void *, void *user) {
        static_cast<Scanner *>(user)->leaveBlock(type);
        return 0;
    };
    parser.enter_span = [](MD_SPANTYPE type, void *, void *user) {
        static_cast<Scanner *>(user)->enterSpan(type);
        return 0;
    };
    parser.leave_span = [](MD_SPANTYPE type, void *, void *user) {
        static_cast<Scanner *>(user)->leaveSpan(type);
        return 0;
    };
    parser.text = [](MD_TEXTTYPE type, const MD_CHAR *piece, MD_SIZE size, void *user) {
        static_cast<Scanner *>(user)->text(type, piece, size);
        return 0;
    };
    md_parse(parsed, MD_SIZE(input.bytes.size()), &parser, &scanner);
    return scanner.finish();
}

// md4c (0.4.8 and 0.5.2 alike) checks a line after an open code fence for the closing
// fence before it knows whether the line still belongs to the fence's container. On a
// line that leaves a list item or a quote ("* ~~~" over "~#"), a failed check has
// already skipped the run of fence characters, and md4c reads the rest of the line as
// a block of its own: "~#" becomes an empty heading, "~-" a list item, "~~~ #" a
// heading, and the run is lost; a run as long as the opening one closes the fence the
// line is not in (found by fuzz_sectionsplit). To CommonMark the line is what it looks
// like on its own. The shadow gets the bytes that make md4c read it so:
//  - a run of one or two (no fence) starts with an inert '%';
//  - a longer run at the top level, a fence of its own, is written with the other
//    fence character, and so is its closing fence; a line inside it that would close
//    a fence of that other character starts with '%' (code: the text is read from the
//    input all the same).
// `parsed` is what md4c read; the edits (byte offset, new byte) are none when md4c
// read every line right.
std::vector<std::pair<int, char>> md4cFenceMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed)
{
    const int size = int(input.bytes.size());
    const int lines = int(input.lineStarts.size());
    auto lineEnd = [&](int line) {
        int end = line + 1 < lines ? input.lineStarts[std::size_t(line + 1)] : size;
        while (end > input.lineStarts[std::size_t(line)] && (parsed[end - 1] == '\n' || parsed[end - 1] == '\r'))
            --end;
        return end;
    };
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

// md4c 0.4.8 (fixed in 0.5) on a list item that begins with a blank line and has a
// second blank line after it: CommonMark ends the item before the next line ("a list
// item can begin with at most one blank line"), and so does md4c, but only after it has
// taken the item's indentation off that line. A line indented as code for the item's
// container is then read that much short: "-", "", "    #" is an empty heading where
// CommonMark has the code "#" (found by fuzz_draftparser: the heading split a section
// in two, and an edit above it made it text again). In the shadow the item's marker is
// written as '>': an empty quote, which the blank line ends all the same and which
// takes nothing off the line after it; restoreEmptyItems() makes it the item again.
struct EmptyItem
{
    int markerLine = 0; // the item's line, only its marker on it
    int codeLine = 0;   // the line after the blank lines, code to CommonMark
    int marker = 0;     // byte offset and size of the marker ("-", "12.")
    int markerSize = 0;
    bool firstInList = false; // md4c's list starts with it
};

std::vector<EmptyItem> md4cEmptyItemMisreadings(const Utf8Input &input, const MarkdownScan &scan, const char *parsed)
{
    const int size = int(input.bytes.size());
    const int lines = int(input.lineStarts.size());
    auto begin = [&](int line) { return input.lineStarts[std::size_t(line)]; };
    auto lineEnd = [&](int line) {
        int end = line + 1 < lines ? begin(line + 1) : size;
        while (end > begin(line) && (parsed[end - 1] == '\n' || parsed[end - 1] == '\r'))
            --end;
        return end;
    };
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
            int m = p;
            if (m < end && (parsed[m] == '-' || parsed[m] == '*' || parsed[m] == '+')) {
                ++m;
            } else {
                while (m < end && m - p < 9 && parsed[m] >= '0' && parsed[m] <= '9')
                    ++m;
                m = m > p && m < end && (parsed[m] == '.' || parsed[m] == ')') ? m + 1 : p;
            }
            if (m == p || (m < end && !space(m)))
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
        bool code = false;
        for (std::size_t k = i + 1; k < blocks.size() && blocks[k].firstLine <= e.codeLine && !code; ++k)
            code = blocks[k].type == ScanBlock::IndentedCode && blocks[k].firstLine == e.codeLine;
        if (code)
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

bool startsCode(const MarkdownScan &scan, int line)
{
    return std::any_of(scan.blocks.begin(), scan.blocks.end(), [line](const ScanBlock &b) {
        return b.type == ScanBlock::IndentedCode && b.firstLine == line;
    });
}

// The empty quotes that stood in for empty items (md4cEmptyItemMisreadings) are the
// items again: the first item of a list of its own, or the last of the list before it.
void restoreEmptyItems(MarkdownScan &scan, const std::vector<EmptyItem> &items)
{
    std::vector<ScanBlock> &blocks = scan.blocks;
    std::vector<std::pair<std::size_t, bool>> at; // the quote's index; first in a list
    std::size_t k = 0;
    for (const EmptyItem &e : items) {
        while (k < blocks.size() && blocks[k].firstLine < e.markerLine)
            ++k;
        for (std::size_t q = k; q < blocks.size() && blocks[q].firstLine == e.markerLine; ++q) {
            if (blocks[q].type == ScanBlock::Quote && (q + 1 == blocks.size() || blocks[q + 1].depth <= blocks[q].depth)) {
                at.push_back({q, e.firstInList});
                break;
            }
        }
    }
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
        ScanBlock item = quote;
        item.type = ScanBlock::Item;
        item.depth = std::uint8_t(std::min(255, depth + 1));
        if (list == q) {
            quote.type = ScanBlock::List;
            blocks.insert(blocks.begin() + std::ptrdiff_t(q + 1), item);
        } else {
            blocks[list].lastLine = std::max(blocks[list].lastLine, item.lastLine);
            blocks[q] = item;
        }
    }
}

MarkdownScan scan(Utf8Input &input)
{
    // The same shadow the ADF export parses (md4ccompat.h), so that both see the same
    // structure; the scanner reads lines from the input itself.
    std::string shadow = pm::adf::md4cShadow(input.bytes.constData(), std::size_t(input.bytes.size()));
    MarkdownScan out = parse(input, shadow.empty() ? input.bytes.constData() : shadow.data());
    // Empty items md4c 0.4.8 misreads the line after: kept where the shadow has md4c
    // read that line as code (else md4c's reading was CommonMark's).
    std::vector<EmptyItem> items = md4cEmptyItemMisreadings(input, out, shadow.empty() ? input.bytes.constData() : shadow.data());
    if (!items.empty()) {
        const std::string before = shadow.empty() ? std::string(input.bytes.constData(), std::size_t(input.bytes.size())) : shadow;
        std::string trial = before;
        writeAsQuotes(items, trial);
        MarkdownScan tried = parse(input, trial.data());
        const auto wrong = std::remove_if(items.begin(), items.end(), [&](const EmptyItem &e) { return !startsCode(tried, e.codeLine); });
        if (wrong != items.end()) {
            items.erase(wrong, items.end());
            trial = before;
            writeAsQuotes(items, trial);
            tried = items.empty() ? std::move(out) : parse(input, trial.data());
        }
        if (!items.empty())
            shadow = std::move(trial);
        out = std::move(tried);
    }
    // A line md4c read after skipping a fence run is read again with the run unskipped;
    // that line, read right, can end a later container's fence differently, so again
    // (a few rounds at most: each one only ever replaces more).
    for (int round = 0; round < 8; ++round) {
        const std::vector<std::pair<int, char>> edits = md4cFenceMisreadings(input, out, shadow.empty() ? input.bytes.constData() : shadow.data());
        if (edits.empty())
            break;
        if (shadow.empty())
            shadow.assign(input.bytes.constData(), std::size_t(input.bytes.size()));
        for (const auto &[at, byte] : edits)
            shadow[std::size_t(at)] = byte;
        out = parse(input, shadow.data());
    }
    restoreEmptyItems(out, items);
    // Moved, not copied: one array of line starts at a time (4 bytes a line).
    out.lineStarts = input.ascii ? std::move(input.lineStarts) : std::move(input.utf16LineStarts);
    return out;
}

} // namespace

MarkdownScan scanMarkdown(QStringView text)
{
    Utf8Input input(text);
    return scan(input);
}

MarkdownScan scanMarkdownUtf8(const QByteArray &utf8)
{
    Utf8Input input(utf8);
    return scan(input);
}

namespace {

template<typename StartsComment>
std::vector<std::uint8_t> rolesOf(const MarkdownScan &scan, const StartsComment &startsComment)
{
    std::vector<std::uint8_t> roles(scan.lineStarts.size(), Other);
    auto fill = [&roles](int from, int to, std::uint8_t role) {
        std::fill(roles.begin() + from, roles.begin() + to + 1, role);
    };
    for (const ScanBlock &b : scan.blocks) {
        switch (b.type) {
        case ScanBlock::FencedCode:
        case ScanBlock::IndentedCode:
            fill(b.firstLine, b.lastLine, CodeLine);
            break;
        case ScanBlock::Html: {
            const int at = b.contentStart >= 0 ? b.contentStart : scan.lineStart(b.firstLine);
            fill(b.firstLine, b.lastLine, startsComment(at) ? CommentLine : HtmlLine);
            break;
        }
        case ScanBlock::Heading:
            if (b.lastLine == b.firstLine) {
                roles[std::size_t(b.firstLine)] = AtxHeading;
            } else {
                fill(b.firstLine, b.lastLine - 1, SetextMore);
                roles[std::size_t(b.firstLine)] = SetextFirst;
                roles[std::size_t(b.lastLine)] = SetextUnderline;
            }
            break;
        default:
            break;
        }
    }
    return roles;
}

} // namespace

std::vector<std::uint8_t> lineRoles(const MarkdownScan &scan, QStringView text)
{
    return rolesOf(scan, [text](int at) {
        return at >= 0 && at + 4 <= text.size() && text[at] == u'<' && text[at + 1] == u'!'
               && text[at + 2] == u'-' && text[at + 3] == u'-';
    });
}

std::vector<std::uint8_t> lineRoles(const MarkdownScan &scan, const QByteArray &utf8)
{
    return rolesOf(scan, [&utf8](int at) {
        return at >= 0 && at + 4 <= utf8.size() && std::memcmp(utf8.constData() + at, "<!--", 4) == 0;
    });
}

} // namespace pm::markdown
