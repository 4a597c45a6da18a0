#include "markdownscan.h"

#include "markdownreader.h"
#include "md4ccompat.h"
#include "md4cmisreadings.h"
#include "scaninput.h"

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

using detail::EmptyItem;
using detail::listMarkerEnd;
using detail::Utf8Input;

bool isFenceOrRuleSpace(char c)
{
    return c == ' ' || c == '\t';
}

class Scanner final : public MarkdownReader
{
public:
    // `parsed` is what md4c reads: the input, or its shadow of the same length.
    Scanner(const Utf8Input &in, const char *parsed)
        : m_in(in)
        , m_parsed(parsed)
        , m_lines(int(in.lineStarts.size()))
    {
    }

    void enterBlock(BlockKind type, const BlockInfo &detail) override
    {
        closeImplicit();
        if (m_inTable > 0) { // rows and cells belong to the table
            ++m_inTable;
            return;
        }
        ScanBlock block;
        switch (type) {
        case BlockKind::Doc:
            return;
        case BlockKind::Quote: block.type = ScanBlock::Quote; break;
        case BlockKind::BulletList:
        case BlockKind::OrderedList: block.type = ScanBlock::List; break;
        case BlockKind::Item: block.type = ScanBlock::Item; break;
        case BlockKind::Rule: block.type = ScanBlock::Rule; break;
        case BlockKind::Heading:
            block.type = ScanBlock::Heading;
            block.level = detail.level;
            break;
        case BlockKind::Code:
            block.type = detail.fenceChar ? ScanBlock::FencedCode : ScanBlock::IndentedCode;
            m_fenceChar = std::uint8_t(detail.fenceChar);
            break;
        case BlockKind::Html: block.type = ScanBlock::Html; break;
        case BlockKind::Para: block.type = ScanBlock::Paragraph; break;
        case BlockKind::Table:
            block.type = ScanBlock::Table;
            m_inTable = 1;
            break;
        default: // THEAD, TBODY, TR, TH, TD only occur inside a table
            return;
        }
        open(block);
    }

    void leaveBlock(BlockKind type) override
    {
        closeImplicit();
        if (m_inTable > 1) {
            --m_inTable;
            return;
        }
        if (type == BlockKind::Doc || m_stack.empty())
            return;
        if (m_inTable == 1)
            m_inTable = 0;
        close();
    }

    void enterSpan(SpanKind type, const SpanInfo &) override
    {
        if (type == SpanKind::Code) {
            m_spanMin = -1;
            m_spanMax = -1;
            m_inCodeSpan = true;
        }
    }

    void leaveSpan(SpanKind type) override
    {
        if (type == SpanKind::Code) {
            m_inCodeSpan = false;
            if (m_spanMin >= 0)
                m_spans.push_back({ScanSpan::CodeSpan, m_spanMin, m_spanMax});
        }
    }

    void text(TextKind type, const char *text, std::uint32_t size) override
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
        } else if (type == TextKind::Html
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

    // Blocks come in document order: a block's text is most often on the line where the
    // last one looked up was, or just after it, before a search of every line start.
    int lineOf(int byte) const
    {
        const std::vector<int> &starts = m_in.lineStarts;
        const int count = int(starts.size());
        const int hint = std::max(m_lineHint, 0);
        for (int k = hint; k < count && k < hint + 3; ++k) {
            if (starts[std::size_t(k)] > byte)
                break;
            if (k + 1 == count || byte < starts[std::size_t(k + 1)])
                return m_lineHint = k;
        }
        return m_lineHint = m_in.lineOf(byte);
    }
    int lineBegin(int line) const { return m_in.lineStarts[std::size_t(line)]; }
    int lineStop(int line) const { return m_in.lineEnd(line); }
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
            if (markers) {
                const int m = listMarkerEnd(m_parsed, p, end);
                if (m > p) {
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
    std::vector<int> m_stack;   // indexes into m_blocks
    std::vector<Open> m_open;   // parallel to m_stack
    int m_cursor = 0;           // the first line no block has claimed yet
    mutable int m_lineHint = 0; // the line lineOf() found last
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
    readMarkdown(parsed, std::size_t(input.bytes.size()), true, scanner);
    return scanner.finish();
}

// Empty items md4c before 0.5 misreads the line after (md4cmisreadings.h): written as quotes
// in the shadow where md4c then reads that line as code (elsewhere md4c's reading was
// CommonMark's), and `out` is that reading. The items go to restoreEmptyItems(), sorted.
// One repair can bring the next item to light: in "-", "", "    a", "-", "", "    #"
// md4c first reads "a" as a paragraph and the second "-" as its setext underline; once
// "a" is code, that "-" is an empty item of its own. So again, on the repaired reading,
// until nothing new turns up. Each round is one more md4c pass over the whole text, and
// a chain of items each hidden by the one before is written on purpose, not by people:
// past kMaxRounds the rest of such a chain keeps md4c's reading (md4c 0.5 needs no
// repair at all).
std::vector<EmptyItem> repairEmptyItems(const Utf8Input &input, std::string &shadow, MarkdownScan &out)
{
    constexpr int kMaxRounds = 16;
    std::vector<EmptyItem> all;
    for (int round = 0; round < kMaxRounds; ++round) {
        const char *parsed = shadow.empty() ? input.bytes.constData() : shadow.data();
        std::vector<EmptyItem> items = detail::md4cEmptyItemMisreadings(input, out, parsed);
        if (items.empty())
            break;
        const std::string before(parsed, std::size_t(input.bytes.size()));
        std::string trial = before;
        detail::writeAsQuotes(items, trial);
        MarkdownScan tried = parse(input, trial.data());
        const std::vector<int> code = detail::codeStarts(tried);
        const auto wrong = std::remove_if(items.begin(), items.end(), [&](const EmptyItem &e) {
            return !std::binary_search(code.begin(), code.end(), e.codeLine);
        });
        if (wrong != items.end()) {
            items.erase(wrong, items.end());
            if (items.empty())
                break;
            trial = before;
            detail::writeAsQuotes(items, trial);
            tried = parse(input, trial.data());
        }
        shadow = std::move(trial);
        out = std::move(tried);
        all.insert(all.end(), items.begin(), items.end());
    }
    std::sort(all.begin(), all.end(), [](const EmptyItem &a, const EmptyItem &b) { return a.markerLine < b.markerLine; });
    return all;
}

// HTML blocks md4c misreads the line after (md4cmisreadings.h): their lines written as
// empty quotes in the shadow where md4c then reads that line as code, and `out` is that
// reading. The blocks go back in with restoreHtmlLines(), last of all.
std::vector<detail::ClosedHtml> repairHtmlLines(const Utf8Input &input, std::string &shadow, MarkdownScan &out)
{
    const char *parsed = shadow.empty() ? input.bytes.constData() : shadow.data();
    std::vector<detail::ClosedHtml> lines = detail::md4cHtmlThenCodeMisreadings(input, out, parsed);
    if (lines.empty())
        return lines;
    const std::string before(parsed, std::size_t(input.bytes.size()));
    std::string trial = before;
    detail::writeAsQuotes(lines, trial);
    MarkdownScan tried = parse(input, trial.data());
    const std::vector<int> code = detail::codeStarts(tried);
    const auto wrong = std::remove_if(lines.begin(), lines.end(), [&](const detail::ClosedHtml &h) {
        return !std::binary_search(code.begin(), code.end(), h.block.lastLine + 1);
    });
    if (wrong != lines.end()) {
        lines.erase(wrong, lines.end());
        if (lines.empty())
            return lines;
        trial = before;
        detail::writeAsQuotes(lines, trial);
        tried = parse(input, trial.data());
    }
    shadow = std::move(trial);
    out = std::move(tried);
    return lines;
}

MarkdownScan scan(Utf8Input &input)
{
    detail::RepairedReading reading = detail::readRepaired(input);
    MarkdownScan out = std::move(reading.scan);
    detail::restoreEmptyItems(out, reading.items);
    detail::restoreHtmlLines(out, reading.html);
    // Moved, not copied: one array of line starts at a time (4 bytes a line).
    out.lineStarts = input.ascii ? std::move(input.lineStarts) : std::move(input.utf16LineStarts);
    return out;
}

} // namespace

namespace detail {

RepairedReading readRepaired(const Utf8Input &input)
{
    // The shadow md4ccompat.h writes, changed further by the repairs below. The scanner
    // reads lines from the input itself.
    RepairedReading r;
    std::string &shadow = r.shadow;
    shadow = md4cShadow(input.bytes.constData(), std::size_t(input.bytes.size()));
    auto parsed = [&] { return shadow.empty() ? input.bytes.constData() : shadow.data(); };
    MarkdownScan &out = r.scan;
    out = parse(input, parsed());
    r.html = repairHtmlLines(input, shadow, out);
    r.items = repairEmptyItems(input, shadow, out);
    // A line md4c read after skipping a fence run is read again with the run unskipped;
    // that line, read right, can end a later container's fence differently, so again
    // (a few rounds at most: each one only ever replaces more).
    for (int round = 0; round < 8; ++round) {
        const std::vector<std::pair<int, char>> edits = detail::md4cFenceMisreadings(input, out, parsed());
        if (edits.empty())
            break;
        if (shadow.empty())
            shadow.assign(input.bytes.constData(), std::size_t(input.bytes.size()));
        for (const auto &[at, byte] : edits)
            shadow[std::size_t(at)] = byte;
        out = parse(input, shadow.data());
    }
    return r;
}

} // namespace detail

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
