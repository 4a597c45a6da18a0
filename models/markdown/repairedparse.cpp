#include "markdownreader.h"

#include "md4ccompat.h"
#include "md4cmisreadings.h"
#include "scaninput.h"

#include <QByteArray>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace pm::markdown {

using detail::StandIn;

namespace {

// A text event of an HTML block, kept to be handed out again: a piece of what the
// parser read (at `offset`), or the parser's own bytes (a newline, indentation).
struct RecordedText
{
    TextKind kind = TextKind::Html;
    int offset = -1; // -1: `literal`
    std::uint32_t size = 0;
    std::string literal;
};

// A stand-in quote of the pass, by its place among the pass's empty quotes.
struct Substitution
{
    int rank = 0;
    StandIn::Kind kind = StandIn::ItemOfNewList;
    BlockKind list = BlockKind::BulletList; // ItemOfNewList
    std::uint32_t start = 1;                // ItemOfNewList, ordered
    std::size_t html = 0;                   // HtmlBlock: index into Plan::html
};

bool isEmptyQuote(const std::vector<ScanBlock> &blocks, std::size_t q)
{
    return blocks[q].type == ScanBlock::Quote && (q + 1 == blocks.size() || blocks[q + 1].depth <= blocks[q].depth);
}

} // namespace

struct RepairedParse::Plan
{
    std::vector<Substitution> substitutions; // by rank
    std::vector<std::vector<RecordedText>> html;
};

namespace {

// The text events of the HTML blocks that start on `wanted` lines (sorted), as the
// parser reads them where no quote stands in for them.
class HtmlRecorder final : public MarkdownReader
{
public:
    HtmlRecorder(const detail::Utf8Input &input, const char *parsed, const std::vector<int> &wanted)
        : m_input(input)
        , m_parsed(parsed)
        , m_wanted(wanted)
        , m_found(wanted.size())
    {
    }

    void enterBlock(BlockKind kind, const BlockInfo &) override
    {
        if (kind == BlockKind::Html) {
            m_inHtml = true;
            m_firstLine = -1;
            m_current.clear();
        }
    }
    void leaveBlock(BlockKind kind) override
    {
        if (kind != BlockKind::Html)
            return;
        m_inHtml = false;
        const auto at = std::lower_bound(m_wanted.begin(), m_wanted.end(), m_firstLine);
        if (m_firstLine >= 0 && at != m_wanted.end() && *at == m_firstLine)
            m_found[std::size_t(at - m_wanted.begin())] = std::move(m_current);
    }
    void enterSpan(SpanKind, const SpanInfo &) override {}
    void leaveSpan(SpanKind) override {}
    void text(TextKind kind, const char *text, std::uint32_t size) override
    {
        if (!m_inHtml)
            return;
        RecordedText r;
        r.kind = kind;
        r.size = size;
        if (text >= m_parsed && text + size <= m_parsed + m_input.bytes.size()) {
            r.offset = int(text - m_parsed);
            if (m_firstLine < 0)
                m_firstLine = m_input.lineOf(r.offset);
        } else {
            r.literal.assign(text, size);
        }
        m_current.push_back(std::move(r));
    }

    std::vector<std::vector<RecordedText>> take() { return std::move(m_found); }

private:
    const detail::Utf8Input &m_input;
    const char *m_parsed;
    const std::vector<int> &m_wanted;
    std::vector<std::vector<RecordedText>> m_found;
    std::vector<RecordedText> m_current;
    int m_firstLine = -1;
    bool m_inHtml = false;
};

// Hands the pass's events on, with each stand-in quote (an empty quote: entered, then
// left) replaced by what it stands for. A quote entered and a list left are held for
// one event, until it shows whether they are a stand-in and the list it joins.
class Repairing final : public MarkdownReader
{
public:
    Repairing(MarkdownReader &out, const RepairedParse::Plan &plan, const char *parsed)
        : m_out(out)
        , m_plan(plan)
        , m_parsed(parsed)
    {
    }

    void enterBlock(BlockKind kind, const BlockInfo &info) override
    {
        if (kind != BlockKind::Quote)
            flush();
        else if (!m_held.empty() && m_held.back().enter)
            flush(); // a quote inside a held quote: the held one is not empty
        if (kind == BlockKind::Quote) {
            m_held.push_back({true, kind, info});
            return;
        }
        m_out.enterBlock(kind, info);
    }

    void leaveBlock(BlockKind kind) override
    {
        if (kind == BlockKind::Quote && !m_held.empty() && m_held.back().enter) {
            const int rank = m_rank++;
            while (m_next < m_plan.substitutions.size() && m_plan.substitutions[m_next].rank < rank)
                ++m_next;
            if (m_next < m_plan.substitutions.size() && m_plan.substitutions[m_next].rank == rank) {
                m_held.pop_back();
                substitute(m_plan.substitutions[m_next++]);
                return;
            }
        }
        flush();
        if (kind == BlockKind::BulletList || kind == BlockKind::OrderedList) {
            m_held.push_back({false, kind, BlockInfo{}});
            return;
        }
        m_out.leaveBlock(kind);
    }

    void enterSpan(SpanKind kind, const SpanInfo &info) override
    {
        flush();
        m_out.enterSpan(kind, info);
    }
    void leaveSpan(SpanKind kind) override
    {
        flush();
        m_out.leaveSpan(kind);
    }
    void text(TextKind kind, const char *text, std::uint32_t size) override
    {
        flush();
        m_out.text(kind, text, size);
    }

    void finish() { flush(); }

private:
    struct Held
    {
        bool enter = false;
        BlockKind kind = BlockKind::Doc;
        BlockInfo info;
    };

    void flush()
    {
        for (const Held &h : m_held) {
            if (h.enter)
                m_out.enterBlock(h.kind, h.info);
            else
                m_out.leaveBlock(h.kind);
        }
        m_held.clear();
    }

    void substitute(const Substitution &s)
    {
        switch (s.kind) {
        case StandIn::ItemOfListBefore:
            if (!m_held.empty() && !m_held.back().enter) {
                const BlockKind list = m_held.back().kind;
                m_held.pop_back();
                flush();
                m_out.enterBlock(BlockKind::Item, BlockInfo{});
                m_out.leaveBlock(BlockKind::Item);
                m_out.leaveBlock(list);
                return;
            }
            [[fallthrough]]; // no list right before it: a list of its own
        case StandIn::ItemOfNewList: {
            flush();
            BlockInfo info;
            info.start = s.start;
            m_out.enterBlock(s.list, info);
            m_out.enterBlock(BlockKind::Item, BlockInfo{});
            m_out.leaveBlock(BlockKind::Item);
            m_out.leaveBlock(s.list);
            return;
        }
        case StandIn::HtmlBlock:
            flush();
            m_out.enterBlock(BlockKind::Html, BlockInfo{});
            for (const RecordedText &t : m_plan.html[s.html])
                m_out.text(t.kind, t.offset >= 0 ? m_parsed + t.offset : t.literal.data(), t.size);
            m_out.leaveBlock(BlockKind::Html);
            return;
        case StandIn::HtmlMore:
            flush();
            return;
        }
    }

    MarkdownReader &m_out;
    const RepairedParse::Plan &m_plan;
    const char *m_parsed;
    std::vector<Held> m_held;
    std::size_t m_next = 0;
    int m_rank = 0;
};

} // namespace

RepairedParse::RepairedParse(const char *utf8, std::size_t size)
    : m_input(utf8)
    , m_size(size)
{
    if (!detail::mayHaveMisreadings(utf8, size)) {
        m_shadow = md4cShadow(utf8, size);
        return;
    }
    const detail::Utf8Input input(QByteArray::fromRawData(utf8, qsizetype(size)));
    detail::RepairedReading reading = detail::readRepaired(input);
    m_shadow = std::move(reading.shadow);
    if (reading.items.empty() && reading.html.empty())
        return;
    std::vector<StandIn> standIns;
    MarkdownScan restored = reading.scan;
    detail::restoreEmptyItems(restored, reading.items, &standIns);
    detail::restoreHtmlLines(restored, reading.html, &standIns);
    if (standIns.empty())
        return;
    // The empty quotes of the pass in document order (one a line at most: an empty
    // quote has nothing nested in it), and the rank of each.
    std::vector<std::pair<int, std::uint8_t>> quotes; // first line, depth
    const std::vector<ScanBlock> &blocks = reading.scan.blocks;
    for (std::size_t q = 0; q < blocks.size(); ++q) {
        if (isEmptyQuote(blocks, q))
            quotes.push_back({blocks[q].firstLine, blocks[q].depth});
    }
    auto plan = std::make_unique<Plan>();
    std::vector<int> htmlLines; // first lines of the HTML blocks to record, sorted
    for (const StandIn &in : standIns) {
        const auto at = std::lower_bound(quotes.begin(), quotes.end(), std::make_pair(in.line, in.depth));
        if (at == quotes.end() || at->first != in.line || at->second != in.depth)
            continue;
        Substitution s;
        s.rank = int(at - quotes.begin());
        s.kind = in.kind;
        if (in.kind == StandIn::ItemOfNewList || in.kind == StandIn::ItemOfListBefore) {
            const detail::EmptyItem &e = reading.items[std::size_t(in.source)];
            const char first = utf8[e.marker];
            if (first >= '0' && first <= '9') {
                s.list = BlockKind::OrderedList;
                s.start = 0;
                for (int k = 0; k < e.markerSize - 1; ++k)
                    s.start = s.start * 10 + std::uint32_t(utf8[e.marker + k] - '0');
            }
        } else if (in.kind == StandIn::HtmlBlock) {
            s.html = std::size_t(in.source);
            htmlLines.push_back(reading.html[std::size_t(in.source)].block.firstLine);
        }
        plan->substitutions.push_back(s);
    }
    std::sort(plan->substitutions.begin(), plan->substitutions.end(),
              [](const Substitution &a, const Substitution &b) { return a.rank < b.rank; });
    if (!htmlLines.empty()) {
        // The HTML blocks as the first pass read them, before quotes stood in for them.
        std::sort(htmlLines.begin(), htmlLines.end());
        const std::string first = md4cShadow(utf8, size);
        const char *parsed = first.empty() ? utf8 : first.data();
        HtmlRecorder recorder(input, parsed, htmlLines);
        readMarkdown(parsed, size, true, recorder);
        std::vector<std::vector<RecordedText>> found = recorder.take();
        plan->html.resize(reading.html.size());
        for (std::size_t i = 0; i < reading.html.size(); ++i) {
            const int line = reading.html[i].block.firstLine;
            const auto at = std::lower_bound(htmlLines.begin(), htmlLines.end(), line);
            if (at != htmlLines.end() && *at == line)
                plan->html[i] = found[std::size_t(at - htmlLines.begin())];
        }
    }
    m_plan = std::move(plan);
}

RepairedParse::~RepairedParse() = default;

void RepairedParse::read(MarkdownReader &reader) const
{
    if (!m_plan) {
        readMarkdown(parsed(), m_size, true, reader);
        return;
    }
    Repairing repairing(reader, *m_plan, parsed());
    readMarkdown(parsed(), m_size, true, repairing);
    repairing.finish();
}

} // namespace pm::markdown
