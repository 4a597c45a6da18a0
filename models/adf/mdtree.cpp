#include "mdtree.h"

#include "htmlentities.h"
#include "markdownreader.h"
#include "md4ccompat.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace pm::adf {

using markdown::BlockKind;
using markdown::gfmCellCount;
using markdown::gfmDelimiterCells;
using markdown::SpanKind;
using markdown::TextKind;

namespace {

class Builder;
void runParser(Builder &builder, const char *markdown, std::size_t size, bool tables);

class Builder final : public markdown::MarkdownReader
{
public:
    // md4c parses `parse` (the input, or its shadow of the same length: see
    // markdownreader.h's RepairedParse); text is always read back from `input`.
    Builder(const char *input, const char *parse, std::size_t inputSize)
        : m_input(input)
        , m_parse(parse)
        , m_inputSize(inputSize)
    {
        m_src = Source{parse, input, inputSize, true, 0};
        m_tree.input = input;
        m_tree.blocks.push_back(Block{});
    }

    void enterBlock(BlockKind type, const markdown::BlockInfo &detail) override
    {
        closeImplicitParagraph();
        Entry entry;
        entry.type = type;
        switch (type) {
        case BlockKind::Doc:
            entry.node = m_nestedParent; // a nested parse adds to where it was started
            break;
        case BlockKind::Quote:
        case BlockKind::BulletList:
        case BlockKind::OrderedList:
            if (m_containerDepth >= MaxContainerDepth) {
                entry.node = -1;
                break;
            }
            ++m_containerDepth;
            entry.counted = true;
            entry.node = add(type == BlockKind::Quote        ? Block::Quote
                             : type == BlockKind::BulletList ? Block::BulletList
                                                             : Block::OrderedList);
            if (type == BlockKind::OrderedList)
                m_tree.blocks[entry.node].start = detail.start;
            break;
        case BlockKind::Item:
            // An item of a list merged away by the depth limit is merged away too.
            if (m_stack.empty() || m_stack.back().node < 0) {
                entry.node = -1;
                break;
            }
            entry.node = add(Block::Item);
            if (detail.task) {
                m_tree.blocks[entry.node].task = true;
                m_tree.blocks[entry.node].done = detail.taskMark == 'x' || detail.taskMark == 'X';
            }
            break;
        case BlockKind::Rule:
            entry.node = add(Block::Rule);
            break;
        case BlockKind::Heading:
            entry.node = addLeaf(Block::Heading);
            m_tree.blocks[entry.node].level =
                detail.level;
            break;
        case BlockKind::Code: {
            entry.node = addLeaf(Block::Code);
            const auto offset = std::uint32_t(m_tree.text.size());
            appendAttribute(detail.lang, m_tree.text);
            m_tree.blocks[entry.node].start = std::uint32_t(m_tree.langs.size());
            m_tree.langs.emplace_back(offset, std::uint32_t(m_tree.text.size()) - offset);
            break;
        }
        case BlockKind::Html:
            entry.node = addLeaf(Block::Html);
            break;
        case BlockKind::Para:
            entry.node = addLeaf(Block::Para);
            break;
        case BlockKind::Table: {
            const std::int32_t parent = parentNode();
            m_tableMark = TableMark{std::uint32_t(m_tree.blocks.size()), std::uint32_t(m_tree.runs.size()),
                                    parent, m_tree.blocks[parent].lastChild};
            entry.node = add(Block::Table);
            break;
        }
        case BlockKind::TableHead:
            m_inHead = true;
            entry.node = -1;
            break;
        case BlockKind::TableBody:
            entry.node = -1;
            break;
        case BlockKind::Row:
            entry.node = add(Block::Row);
            m_tree.blocks[entry.node].header = m_inHead;
            break;
        case BlockKind::HeaderCell:
        case BlockKind::Cell: {
            entry.node = addLeaf(Block::Cell);
            const markdown::CellAlign align = detail.align;
            m_tree.blocks[entry.node].align = align == markdown::CellAlign::Center  ? 1
                                              : align == markdown::CellAlign::Right ? 2
                                                                                    : 0;
            break;
        }
        }
        m_stack.push_back(entry);
    }

    void leaveBlock(BlockKind type) override
    {
        closeImplicitParagraph();
        if (type == BlockKind::TableHead)
            m_inHead = false;
        if (m_stack.empty())
            return;
        const Entry entry = m_stack.back();
        m_stack.pop_back();
        if (entry.counted)
            --m_containerDepth;
        if (entry.node >= 0 && entry.node == m_leaf) {
            m_tree.blocks[entry.node].runEnd = std::uint32_t(m_tree.runs.size());
            m_leaf = -1;
        }
        if (type == BlockKind::Para && entry.node >= 0)
            splitTableFromParagraph(entry.node);
        else if (type == BlockKind::Table && entry.node >= 0)
            undoTableWithWrongHeader(entry.node);
        // A top-level block is final once it is left (its repairs are done above): hand
        // it over and forget it, a few thousand small blocks at a time (one at a time
        // cost 8 million calls and clears for "#\n" repeated: +60% CPU).
        if (m_onTopLevel && !m_nested && m_stack.size() == 1 && m_leaf < 0 && m_implicit < 0
            && (m_tree.blocks.size() > 4096 || m_tree.runs.size() > 16384 || m_tree.text.size() > 65536))
            flushTopLevel();
        return;
    }

    // Hands the top-level blocks to the callback once they are complete, then empties
    // the tree (parseMarkdownInPieces).
    void setTopLevelCallback(const std::function<void(const MdTree &)> *callback) { m_onTopLevel = callback; }

    void flushTopLevel()
    {
        if (m_tree.blocks[0].firstChild < 0)
            return;
        (*m_onTopLevel)(m_tree);
        m_tree.blocks.resize(1);
        m_tree.blocks[0].firstChild = m_tree.blocks[0].lastChild = -1;
        m_tree.runs.clear();
        m_tree.links.clear();
        m_tree.langs.clear();
        m_tree.text.clear();
    }

    void enterSpan(SpanKind type, const markdown::SpanInfo &detail) override
    {
        switch (type) {
        case SpanKind::Em: ++m_em; break;
        case SpanKind::Strong: ++m_strong; break;
        case SpanKind::Strike: ++m_strike; break;
        case SpanKind::Code: ++m_code; break;
        case SpanKind::Link: {
            pushLink(detail.target, detail.title, false);
            break;
        }
        case SpanKind::Image: {
            pushLink(detail.target, detail.title, true);
            break;
        }
        default:
            break;
        }
        return;
    }

    void leaveSpan(SpanKind type) override
    {
        switch (type) {
        case SpanKind::Em: --m_em; break;
        case SpanKind::Strong: --m_strong; break;
        case SpanKind::Strike: --m_strike; break;
        case SpanKind::Code: --m_code; break;
        case SpanKind::Link:
        case SpanKind::Image:
            popLink();
            break;
        default:
            break;
        }
        return;
    }

    void text(TextKind type, const char *text, std::uint32_t size) override
    {
        const auto offset = std::uint32_t(m_tree.text.size());
        switch (type) {
        case TextKind::NullChar:
            appendUtf8(m_tree.text, 0xFFFD);
            break;
        case TextKind::HardBreak:
            addRun(Run::HardBreak, false, 0, 0);
            return;
        case TextKind::SoftBreak:
            if (m_code > 0)
                m_tree.text += ' ';
            else {
                if (!mergeSoftBreak())
                    addRun(Run::SoftBreak, false, 0, 0);
                return;
            }
            break;
        case TextKind::Entity:
            appendDecodedEntity(std::string_view(text, size), m_tree.text);
            break;
        default: // normal, code, raw HTML (kept as literal text), LaTeX (not enabled)
            // GFM unescapes `\|` in a table cell before it reads the cell's spans,
            // so a code span in a cell shows the pipe alone.
            if (type == TextKind::Code && inCell()) {
                const std::size_t bar = std::string_view(text, size).find("\\|");
                if (bar != std::string_view::npos) {
                    const auto before = std::uint32_t(bar);
                    this->text(type, text, before);
                    this->text(type, text + before + 1, size - before - 1);
                    return;
                }
            }
            // md4c hands out pieces of the input: refer to them instead of copying.
            if (const char *original = fromSource(text, size)) {
                if (m_src.isInput) {
                    addRun(Run::Text, true, m_src.inputOffset + std::uint32_t(original - m_src.original), size);
                    return;
                }
                m_tree.text.append(original, size);
                break;
            }
            m_tree.text.append(text, size);
            break;
        }
        addRun(Run::Text, false, offset, std::uint32_t(m_tree.text.size()) - offset);
        return;
    }

    // The end of parseMarkdownInPieces(): md4c has left every block, so nothing is
    // left over; should anything be, it goes out too.
    void finishInPieces()
    {
        closeImplicitParagraph();
        if (m_leaf >= 0)
            m_tree.blocks[m_leaf].runEnd = std::uint32_t(m_tree.runs.size());
        m_leaf = -1;
        flushTopLevel();
    }

    MdTree finish()
    {
        closeImplicitParagraph();
        if (m_leaf >= 0)
            m_tree.blocks[m_leaf].runEnd = std::uint32_t(m_tree.runs.size());
        return std::move(m_tree);
    }

private:
    struct Entry
    {
        BlockKind type = BlockKind::Doc;
        std::int32_t node = -1; // -1: no node of its own (merged away, THEAD, TBODY)
        bool counted = false;
    };
    struct LinkFrame
    {
        std::int32_t effective = -1; // innermost allowed link, this one or an outer one
        std::uint64_t textRuns = 0;  // to notice a link without text
        std::uint32_t targetOffset = 0, targetLength = 0;
        bool image = false;
    };

    std::int32_t parentNode() const
    {
        for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it) {
            if (it->node >= 0)
                return it->node;
        }
        return 0;
    }

    std::int32_t add(Block::Type type, std::int32_t parent = -2)
    {
        if (parent == -2)
            parent = parentNode();
        const auto index = std::int32_t(m_tree.blocks.size());
        Block block;
        block.type = type;
        m_tree.blocks.push_back(block);
        Block &p = m_tree.blocks[parent];
        if (p.lastChild >= 0)
            m_tree.blocks[p.lastChild].next = index;
        else
            p.firstChild = index;
        p.lastChild = index;
        return index;
    }

    std::int32_t addLeaf(Block::Type type)
    {
        if (m_leaf >= 0) // md4c never nests leaf blocks; be safe anyway
            m_tree.blocks[m_leaf].runEnd = std::uint32_t(m_tree.runs.size());
        m_leaf = add(type);
        m_tree.blocks[m_leaf].runBegin = m_tree.blocks[m_leaf].runEnd =
            std::uint32_t(m_tree.runs.size());
        return m_leaf;
    }

    // Tight list items carry their text without a paragraph block around it.
    void closeImplicitParagraph()
    {
        if (m_implicit >= 0) {
            const std::int32_t para = m_implicit;
            m_tree.blocks[para].runEnd = std::uint32_t(m_tree.runs.size());
            if (m_leaf == m_implicit)
                m_leaf = -1;
            m_implicit = -1;
            splitTableFromParagraph(para);
        }
    }

    void addRun(Run::Kind kind, bool inInput, std::uint32_t offset, std::uint32_t length)
    {
        if (m_leaf < 0) {
            m_implicit = addLeaf(Block::Para);
        }
        const Block::Type leafType = m_tree.blocks[m_leaf].type;
        const bool verbatim = leafType == Block::Code || leafType == Block::Html;
        std::uint8_t marks = 0;
        std::int32_t link = -1;
        if (!verbatim) {
            marks = std::uint8_t((m_em > 0 ? MarkEm : 0) | (m_strong > 0 ? MarkStrong : 0)
                                 | (m_strike > 0 ? MarkStrike : 0) | (m_code > 0 ? MarkCode : 0));
            link = m_links.empty() ? -1 : m_links.back().effective;
        }
        if (kind == Run::Text && length == 0)
            return;
        if (kind == Run::Text)
            ++m_textRuns;
        auto &runs = m_tree.runs;
        if (kind == Run::Text && runs.size() > m_tree.blocks[m_leaf].runBegin) {
            Run &last = runs.back();
            if (last.kind == Run::Text && last.marks == marks && last.link == link
                && last.inInput == inInput && last.offset + last.length == offset) {
                last.length += length;
                return;
            }
        }
        Run run;
        run.kind = kind;
        run.inInput = inInput;
        run.marks = marks;
        run.link = link;
        run.offset = offset;
        run.length = length;
        runs.push_back(run);
    }

    // A soft break right after text that ends at a '\n' of the input joins that text's
    // run (Run::softBreaks), and the next line's text joins it too when it starts right
    // after the '\n' (addRun merges adjacent text). Only with the same marks and link.
    bool mergeSoftBreak()
    {
        if (m_leaf < 0)
            return false;
        const Block &leaf = m_tree.blocks[std::size_t(m_leaf)];
        if (leaf.type == Block::Code || leaf.type == Block::Html || m_tree.runs.size() <= leaf.runBegin)
            return false;
        Run &last = m_tree.runs.back();
        const std::uint8_t marks = std::uint8_t((m_em > 0 ? MarkEm : 0) | (m_strong > 0 ? MarkStrong : 0)
                                                | (m_strike > 0 ? MarkStrike : 0) | (m_code > 0 ? MarkCode : 0));
        const std::int32_t link = m_links.empty() ? -1 : m_links.back().effective;
        const std::size_t end = std::size_t(last.offset) + last.length;
        if (last.kind != Run::Text || !last.inInput || last.marks != marks || last.link != link
            || end >= m_inputSize || m_input[end] != '\n')
            return false;
        ++last.length;
        last.softBreaks = true;
        return true;
    }

    // The runs [begin, end) with every merged soft break written out as its own run
    // again (splitTableFromParagraph counts lines by them). The runs must be the last.
    void expandSoftBreaks(std::uint32_t begin)
    {
        auto &runs = m_tree.runs;
        std::deque<Run> tail(runs.begin() + begin, runs.end());
        runs.resize(begin);
        for (const Run &r : tail) {
            if (!r.softBreaks) {
                runs.push_back(r);
                continue;
            }
            std::uint32_t pos = r.offset;
            const std::uint32_t end = r.offset + r.length;
            while (pos < end) {
                const char *nl = static_cast<const char *>(std::memchr(m_input + pos, '\n', end - pos));
                const auto stop = nl ? std::uint32_t(nl - m_input) : end;
                if (stop > pos) {
                    Run text = r;
                    text.softBreaks = false;
                    text.offset = pos;
                    text.length = stop - pos;
                    runs.push_back(text);
                }
                if (nl) {
                    Run br = r;
                    br.kind = Run::SoftBreak;
                    br.softBreaks = false;
                    br.inInput = false;
                    br.offset = br.length = 0;
                    runs.push_back(br);
                }
                pos = stop + 1;
            }
        }
    }

    void appendAttribute(const markdown::Attribute &attr, std::string &out) const
    {
        for (std::size_t i = 0; i < attr.count; ++i) {
            std::string_view piece = attr.pieces[i].text;
            if (const char *original = fromSource(piece.data(), piece.size()))
                piece = std::string_view(original, piece.size());
            switch (attr.pieces[i].kind) {
            case TextKind::Entity:
                appendDecodedEntity(piece, out);
                break;
            case TextKind::NullChar:
                appendUtf8(out, 0xFFFD);
                break;
            default:
                out.append(piece);
                break;
            }
        }
    }

    // Images become links too: ADF media would need an upload. An image inside a
    // link (a badge) is linked where the link points, never to the picture.
    void pushLink(const markdown::Attribute &target, const markdown::Attribute &title, bool image)
    {
        LinkFrame frame;
        frame.image = image;
        frame.effective = m_links.empty() ? -1 : m_links.back().effective;
        // Decode, then write it as a URL.
        std::string &decoded = m_scratch;
        decoded.clear();
        appendAttribute(target, decoded);
        const auto offset = std::uint32_t(m_tree.text.size());
        appendLinkTarget(decoded, m_tree.text);
        frame.targetOffset = offset;
        frame.targetLength = std::uint32_t(m_tree.text.size()) - offset;
        const bool insideLink = image && !m_links.empty();
        if (!insideLink && isAllowedHref(m_tree.slice(frame.targetOffset, frame.targetLength))) {
            Link link;
            link.hrefOffset = frame.targetOffset;
            link.hrefLength = frame.targetLength;
            const auto titleOffset = std::uint32_t(m_tree.text.size());
            appendAttribute(title, m_tree.text);
            link.titleOffset = titleOffset;
            link.titleLength = std::uint32_t(m_tree.text.size()) - titleOffset;
            frame.effective = std::int32_t(m_tree.links.size());
            m_tree.links.push_back(link);
        }
        frame.textRuns = m_textRuns;
        m_links.push_back(frame);
    }

    void popLink()
    {
        if (m_links.empty())
            return;
        const LinkFrame frame = m_links.back();
        // ![](src): the picture is content and its source the only text it has.
        // [](url) shows nothing where Markdown is rendered, so it adds nothing here.
        if (frame.image && m_textRuns == frame.textRuns && frame.targetLength > 0)
            addRun(Run::Text, false, frame.targetOffset, frame.targetLength);
        m_links.pop_back();
    }

    // Where md4c's pointer `text` lies in the source being parsed: the same bytes
    // of the original (the shadow's replacements never reach the output), or null.
    const char *fromSource(const char *text, std::size_t size) const
    {
        if (text >= m_src.parse && std::size_t(text - m_src.parse) + size <= m_src.size)
            return m_src.original + (text - m_src.parse);
        return nullptr;
    }

    bool inCell() const { return m_leaf >= 0 && m_tree.blocks[std::size_t(m_leaf)].type == Block::Cell; }

    // --- GFM tables md4c reads otherwise (md4c 0.4.8 and 0.5.2 alike) ---

    struct Line
    {
        std::uint32_t begin = 0, end = 0; // the whole source line, without '\n'
        std::uint32_t content = 0;        // after the container prefix and indentation
    };

    // The source lines [from, to) covers, with the prefixes of the containers on
    // the stack removed: a `>` per quote; a list marker only where the first line
    // of an item may carry one.
    std::vector<Line> sourceLines(std::uint32_t from, std::uint32_t to) const
    {
        int containers = 0;
        for (const Entry &e : m_stack)
            containers += (e.type == BlockKind::Quote || e.type == BlockKind::Item) ? 1 : 0;
        while (from > 0 && m_input[from - 1] != '\n')
            --from;
        std::vector<Line> lines;
        for (std::uint32_t b = from; b <= to && b <= m_inputSize;) {
            const char *nl = static_cast<const char *>(std::memchr(m_input + b, '\n', m_inputSize - b));
            const auto e = nl ? std::uint32_t(nl - m_input) : std::uint32_t(m_inputSize);
            Line line{b, e, b};
            std::uint32_t p = b;
            auto skipSpace = [&] {
                while (p < e && (m_input[p] == ' ' || m_input[p] == '\t'))
                    ++p;
            };
            for (int c = 0; c < containers; ++c) {
                skipSpace();
                if (p < e && m_input[p] == '>') {
                    ++p;
                    continue;
                }
                std::uint32_t q = p;
                while (q < e && q - p < 9 && m_input[q] >= '0' && m_input[q] <= '9')
                    ++q;
                const bool numbered = q > p && q < e && (m_input[q] == '.' || m_input[q] == ')');
                const bool bullet = q == p && p < e && (m_input[p] == '-' || m_input[p] == '+' || m_input[p] == '*');
                const std::uint32_t after = numbered ? q + 1 : p + 1;
                if (lines.empty() && (numbered || bullet)
                    && (after == e || m_input[after] == ' ' || m_input[after] == '\t')) {
                    p = after;
                    continue;
                }
                break;
            }
            skipSpace();
            line.content = p;
            lines.push_back(line);
            b = e + 1;
        }
        return lines;
    }

    std::string_view contentOf(const Line &l) const { return std::string_view(m_input + l.content, l.end - l.content); }

    // The source span of runs [begin, end): first and last byte of input text.
    bool inputSpan(std::uint32_t begin, std::uint32_t end, std::uint32_t *from, std::uint32_t *to) const
    {
        bool any = false;
        for (std::uint32_t i = begin; i < end; ++i) {
            const Run &r = m_tree.runs[i];
            if (r.kind != Run::Text || !r.inInput)
                continue;
            if (!any)
                *from = r.offset;
            *to = r.offset + r.length;
            any = true;
        }
        return any;
    }

    // Parses lines[first..] again with md4c (tables on or off), adding the blocks
    // where the current block would go. Nested parses do not repair tables again.
    void reparse(const std::vector<Line> &lines, std::size_t first, bool tables)
    {
        bool plain = true;
        for (std::size_t i = first; i < lines.size(); ++i)
            plain = plain && lines[i].content == lines[i].begin;
        std::string parseCopy, originalCopy;
        const Source saved = m_src;
        const std::uint32_t begin = lines[first].begin, end = lines.back().end;
        if (plain) { // a slice of the input: the runs keep pointing into it
            m_src = Source{m_parse + begin, m_input + begin, end - begin, true, begin};
        } else {
            for (std::size_t i = first; i < lines.size(); ++i) {
                parseCopy.append(m_parse + lines[i].content, lines[i].end - lines[i].content).append(1, '\n');
                originalCopy.append(m_input + lines[i].content, lines[i].end - lines[i].content).append(1, '\n');
            }
            m_src = Source{parseCopy.data(), originalCopy.data(), parseCopy.size(), false, 0};
        }
        const std::int32_t savedParent = m_nestedParent;
        m_nestedParent = parentNode();
        m_nested = true;
        runParser(*this, m_src.parse, m_src.size, tables);
        m_nested = false;
        m_nestedParent = savedParent;
        m_src = saved;
    }

    // GitHub starts a table on the line after a paragraph line; md4c only where a
    // paragraph starts. Such a paragraph keeps its lines before the header row.
    void splitTableFromParagraph(std::int32_t para)
    {
        if (m_nested)
            return;
        Block &b = m_tree.blocks[std::size_t(para)];
        std::uint32_t from = 0, to = 0;
        // Merged runs span at least the bytes the separate ones did, so no '|' here
        // means none in the paragraph either.
        if (!inputSpan(b.runBegin, b.runEnd, &from, &to) || !std::memchr(m_input + from, '|', to - from))
            return;
        if (std::any_of(m_tree.runs.begin() + b.runBegin, m_tree.runs.end(), [](const Run &r) { return r.softBreaks; })) {
            expandSoftBreaks(b.runBegin);
            b.runEnd = std::uint32_t(m_tree.runs.size());
            if (!inputSpan(b.runBegin, b.runEnd, &from, &to))
                return;
        }
        const std::vector<Line> lines = sourceLines(from, to);
        std::vector<std::uint32_t> breaks; // the run that ends each line
        for (std::uint32_t i = b.runBegin; i < b.runEnd; ++i) {
            if (m_tree.runs[i].kind != Run::Text)
                breaks.push_back(i);
        }
        if (lines.size() < 3 || breaks.size() + 1 != lines.size())
            return; // a line break inside a span: leave the paragraph as it is
        for (std::size_t k = 1; k + 1 < lines.size(); ++k) {
            const int cells = gfmDelimiterCells(contentOf(lines[k + 1]));
            if (cells <= 0 || contentOf(lines[k]).empty() || gfmCellCount(contentOf(lines[k])) != cells)
                continue;
            m_tree.runs.resize(breaks[k - 1]);
            b.runEnd = breaks[k - 1];
            reparse(lines, k, true);
            return;
        }
    }

    // GFM: a header row whose cell count differs from the delimiter row's is no
    // table, and md4c would drop the header cells past the delimiter's count. Such
    // a "table" is read again as the paragraph GFM makes of it.
    void undoTableWithWrongHeader(std::int32_t table)
    {
        if (m_nested)
            return;
        const Block &t = m_tree.blocks[std::size_t(table)];
        const std::int32_t head = t.firstChild;
        if (head < 0 || !m_tree.blocks[std::size_t(head)].header)
            return;
        int columns = 0;
        std::uint32_t headFrom = 0, headTo = 0;
        bool found = false;
        for (std::int32_t c = m_tree.blocks[std::size_t(head)].firstChild; c >= 0; c = m_tree.blocks[std::size_t(c)].next) {
            ++columns;
            const Block &cell = m_tree.blocks[std::size_t(c)];
            std::uint32_t f = 0, e = 0;
            if (!found && inputSpan(cell.runBegin, cell.runEnd, &f, &e)) {
                headFrom = f;
                headTo = e;
                found = true;
            }
        }
        std::uint32_t lastFrom = 0, lastTo = 0;
        if (!found || !inputSpan(m_tableMark.runs, std::uint32_t(m_tree.runs.size()), &lastFrom, &lastTo))
            return;
        std::vector<Line> lines = sourceLines(headFrom, std::max(headTo, lastTo));
        if (gfmCellCount(contentOf(lines[0])) == columns)
            return;
        if (lines.size() == 1 && lines[0].end < m_inputSize) // the delimiter row, never text
            lines.push_back(sourceLines(lines[0].end + 1, lines[0].end + 1).front());
        // Rows without text ("| |") after the last one with text belong to it too;
        // anything else after it is not the table's, md4c reads it on its own.
        while (lines.back().end < m_inputSize) {
            const std::vector<Line> next = sourceLines(lines.back().end + 1, lines.back().end + 1);
            const std::string_view row = next.empty() ? std::string_view() : contentOf(next[0]);
            if (row.empty() || row.find_first_not_of("| \t\r") != std::string_view::npos)
                break;
            lines.push_back(next[0]);
        }
        // Forget the table: it is the last thing added under its parent.
        m_tree.runs.resize(m_tableMark.runs);
        m_tree.blocks.resize(m_tableMark.blocks);
        Block &parent = m_tree.blocks[std::size_t(m_tableMark.parent)];
        parent.lastChild = m_tableMark.previous;
        if (m_tableMark.previous >= 0)
            m_tree.blocks[std::size_t(m_tableMark.previous)].next = -1;
        else
            parent.firstChild = -1;
        reparse(lines, 0, false);
    }

    struct Source
    {
        const char *parse = nullptr;    // what md4c reads
        const char *original = nullptr; // the same bytes as the user wrote them
        std::size_t size = 0;
        bool isInput = true;           // original is a slice of m_input...
        std::uint32_t inputOffset = 0; // ...starting here
    };
    struct TableMark
    {
        std::uint32_t blocks = 0, runs = 0;
        std::int32_t parent = 0, previous = -1;
    };

    const char *m_input;
    const char *m_parse;
    std::size_t m_inputSize;
    Source m_src;
    TableMark m_tableMark;
    std::int32_t m_nestedParent = 0;
    bool m_nested = false;
    const std::function<void(const MdTree &)> *m_onTopLevel = nullptr;
    MdTree m_tree;
    std::uint64_t m_textRuns = 0;
    std::vector<Entry> m_stack;
    std::vector<LinkFrame> m_links;
    std::string m_scratch;
    std::int32_t m_leaf = -1;
    std::int32_t m_implicit = -1;
    int m_containerDepth = 0;
    int m_em = 0, m_strong = 0, m_strike = 0, m_code = 0;
    bool m_inHead = false;
};

void runParser(Builder &builder, const char *markdown, std::size_t size, bool tables)
{
    markdown::readMarkdown(markdown, size, tables, builder);
}

} // namespace

MdTree parseMarkdown(const char *utf8, std::size_t size)
{
    const markdown::RepairedParse parse(utf8, size);
    Builder builder(utf8, parse.parsed(), size);
    parse.read(builder);
    return builder.finish();
}

void parseMarkdownInPieces(const char *utf8, std::size_t size, const std::function<void(const MdTree &)> &topLevel)
{
    const markdown::RepairedParse parse(utf8, size);
    Builder builder(utf8, parse.parsed(), size);
    builder.setTopLevelCallback(&topLevel);
    parse.read(builder);
    builder.finishInPieces();
}

} // namespace pm::adf
