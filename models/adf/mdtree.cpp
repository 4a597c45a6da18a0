#include "mdtree.h"

#include "htmlentities.h"

#include <md4c.h>

namespace pm::adf {

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

namespace {

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    if (s.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        if (c != prefix[i])
            return false;
    }
    return true;
}

// md4c hands out link targets as written; an HTML renderer escapes them when it
// writes the attribute. We store them escaped the way a URL must be.
bool needsPercentEncoding(unsigned char c)
{
    switch (c) {
    case '"': case '<': case '>': case '\\': case '^': case '`': case '{': case '|': case '}':
        return true;
    default:
        return c <= 0x20 || c == 0x7F;
    }
}

class Builder
{
public:
    Builder(const char *input, std::size_t inputSize) : m_input(input), m_inputSize(inputSize)
    {
        // Sized for typical prose, so that most documents never regrow these.
        m_tree.input = input;
        m_tree.runs.reserve(inputSize / 16 + 16);
        m_tree.blocks.reserve(inputSize / 32 + 16);
        m_tree.blocks.push_back(Block{});
    }

    int enterBlock(MD_BLOCKTYPE type, void *detail)
    {
        closeImplicitParagraph();
        Entry entry;
        entry.type = type;
        switch (type) {
        case MD_BLOCK_DOC:
            entry.node = 0;
            break;
        case MD_BLOCK_QUOTE:
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            if (m_containerDepth >= MaxContainerDepth) {
                entry.node = -1;
                break;
            }
            ++m_containerDepth;
            entry.counted = true;
            entry.node = add(type == MD_BLOCK_QUOTE ? Block::Quote
                             : type == MD_BLOCK_UL  ? Block::BulletList
                                                    : Block::OrderedList);
            if (type == MD_BLOCK_OL)
                m_tree.blocks[entry.node].start = static_cast<MD_BLOCK_OL_DETAIL *>(detail)->start;
            break;
        case MD_BLOCK_LI:
            // An item of a list merged away by the depth limit is merged away too.
            if (m_stack.empty() || m_stack.back().node < 0) {
                entry.node = -1;
                break;
            }
            entry.node = add(Block::Item);
            if (auto *li = static_cast<MD_BLOCK_LI_DETAIL *>(detail); li->is_task) {
                m_tree.blocks[entry.node].task = true;
                m_tree.blocks[entry.node].done = li->task_mark == 'x' || li->task_mark == 'X';
            }
            break;
        case MD_BLOCK_HR:
            entry.node = add(Block::Rule);
            break;
        case MD_BLOCK_H:
            entry.node = addLeaf(Block::Heading);
            m_tree.blocks[entry.node].level =
                std::uint8_t(static_cast<MD_BLOCK_H_DETAIL *>(detail)->level);
            break;
        case MD_BLOCK_CODE: {
            entry.node = addLeaf(Block::Code);
            auto *code = static_cast<MD_BLOCK_CODE_DETAIL *>(detail);
            const auto offset = std::uint32_t(m_tree.text.size());
            appendAttribute(code->lang, m_tree.text);
            m_tree.blocks[entry.node].langOffset = offset;
            m_tree.blocks[entry.node].langLength = std::uint32_t(m_tree.text.size()) - offset;
            break;
        }
        case MD_BLOCK_HTML:
            entry.node = addLeaf(Block::Html);
            break;
        case MD_BLOCK_P:
            entry.node = addLeaf(Block::Para);
            break;
        case MD_BLOCK_TABLE:
            entry.node = add(Block::Table);
            break;
        case MD_BLOCK_THEAD:
            m_inHead = true;
            entry.node = -1;
            break;
        case MD_BLOCK_TBODY:
            entry.node = -1;
            break;
        case MD_BLOCK_TR:
            entry.node = add(Block::Row);
            m_tree.blocks[entry.node].header = m_inHead;
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD: {
            entry.node = addLeaf(Block::Cell);
            const MD_ALIGN align = static_cast<MD_BLOCK_TD_DETAIL *>(detail)->align;
            m_tree.blocks[entry.node].align = align == MD_ALIGN_CENTER ? 1
                                              : align == MD_ALIGN_RIGHT ? 2
                                                                        : 0;
            break;
        }
        }
        m_stack.push_back(entry);
        return 0;
    }

    int leaveBlock(MD_BLOCKTYPE type)
    {
        closeImplicitParagraph();
        if (type == MD_BLOCK_THEAD)
            m_inHead = false;
        if (m_stack.empty())
            return 0;
        const Entry entry = m_stack.back();
        m_stack.pop_back();
        if (entry.counted)
            --m_containerDepth;
        if (entry.node >= 0 && entry.node == m_leaf) {
            m_tree.blocks[entry.node].runEnd = std::uint32_t(m_tree.runs.size());
            m_leaf = -1;
        }
        return 0;
    }

    int enterSpan(MD_SPANTYPE type, void *detail)
    {
        switch (type) {
        case MD_SPAN_EM: ++m_em; break;
        case MD_SPAN_STRONG: ++m_strong; break;
        case MD_SPAN_DEL: ++m_strike; break;
        case MD_SPAN_CODE: ++m_code; break;
        case MD_SPAN_A: {
            auto *a = static_cast<MD_SPAN_A_DETAIL *>(detail);
            pushLink(a->href, a->title);
            break;
        }
        case MD_SPAN_IMG: {
            auto *img = static_cast<MD_SPAN_IMG_DETAIL *>(detail);
            pushLink(img->src, img->title);
            break;
        }
        default:
            break;
        }
        return 0;
    }

    int leaveSpan(MD_SPANTYPE type)
    {
        switch (type) {
        case MD_SPAN_EM: --m_em; break;
        case MD_SPAN_STRONG: --m_strong; break;
        case MD_SPAN_DEL: --m_strike; break;
        case MD_SPAN_CODE: --m_code; break;
        case MD_SPAN_A:
        case MD_SPAN_IMG:
            popLink();
            break;
        default:
            break;
        }
        return 0;
    }

    int text(MD_TEXTTYPE type, const char *text, MD_SIZE size)
    {
        const auto offset = std::uint32_t(m_tree.text.size());
        switch (type) {
        case MD_TEXT_NULLCHAR:
            appendUtf8(m_tree.text, 0xFFFD);
            break;
        case MD_TEXT_BR:
            addRun(Run::HardBreak, false, 0, 0);
            return 0;
        case MD_TEXT_SOFTBR:
            if (m_code > 0)
                m_tree.text += ' ';
            else {
                addRun(Run::SoftBreak, false, 0, 0);
                return 0;
            }
            break;
        case MD_TEXT_ENTITY:
            appendDecodedEntity(std::string_view(text, size), m_tree.text);
            break;
        default: // normal, code, raw HTML (kept as literal text), LaTeX (not enabled)
            // md4c hands out pieces of the input: refer to them instead of copying.
            if (text >= m_input && std::size_t(text - m_input) + size <= m_inputSize) {
                addRun(Run::Text, true, std::uint32_t(text - m_input), size);
                return 0;
            }
            m_tree.text.append(text, size);
            break;
        }
        addRun(Run::Text, false, offset, std::uint32_t(m_tree.text.size()) - offset);
        return 0;
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
        MD_BLOCKTYPE type = MD_BLOCK_DOC;
        std::int32_t node = -1; // -1: no node of its own (merged away, THEAD, TBODY)
        bool counted = false;
    };
    struct LinkFrame
    {
        std::int32_t effective = -1; // innermost allowed link, this one or an outer one
        std::uint64_t textRuns = 0;  // to notice a link without text
        std::uint32_t targetOffset = 0, targetLength = 0;
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
            m_tree.blocks[m_implicit].runEnd = std::uint32_t(m_tree.runs.size());
            if (m_leaf == m_implicit)
                m_leaf = -1;
            m_implicit = -1;
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

    static void appendAttribute(const MD_ATTRIBUTE &attr, std::string &out)
    {
        if (attr.size == 0 || !attr.substr_offsets)
            return;
        for (int i = 0; attr.substr_offsets[i] < attr.size; ++i) {
            const MD_OFFSET begin = attr.substr_offsets[i];
            const MD_OFFSET end = attr.substr_offsets[i + 1];
            const std::string_view piece(attr.text + begin, end - begin);
            switch (attr.substr_types[i]) {
            case MD_TEXT_ENTITY:
                appendDecodedEntity(piece, out);
                break;
            case MD_TEXT_NULLCHAR:
                appendUtf8(out, 0xFFFD);
                break;
            default:
                out.append(piece);
                break;
            }
        }
    }

    // Images become links too: ADF media would need an upload.
    void pushLink(const MD_ATTRIBUTE &target, const MD_ATTRIBUTE &title)
    {
        LinkFrame frame;
        frame.effective = m_links.empty() ? -1 : m_links.back().effective;
        // Decode, then percent-encode what a URL cannot hold.
        std::string &decoded = m_scratch;
        decoded.clear();
        appendAttribute(target, decoded);
        const auto offset = std::uint32_t(m_tree.text.size());
        // GFM's www. autolinks come without a scheme.
        if (startsWithNoCase(decoded, "www."))
            m_tree.text += "http://";
        static const char hex[] = "0123456789ABCDEF";
        for (char ch : decoded) {
            const auto c = static_cast<unsigned char>(ch);
            if (needsPercentEncoding(c)) {
                m_tree.text += '%';
                m_tree.text += hex[c >> 4];
                m_tree.text += hex[c & 15];
            } else {
                m_tree.text += ch;
            }
        }
        frame.targetOffset = offset;
        frame.targetLength = std::uint32_t(m_tree.text.size()) - offset;
        if (isAllowedHref(m_tree.slice(frame.targetOffset, frame.targetLength))) {
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
        // [](url) and ![](src): the target is the only text there is; show it.
        if (m_textRuns == frame.textRuns && frame.targetLength > 0)
            addRun(Run::Text, false, frame.targetOffset, frame.targetLength);
        m_links.pop_back();
    }

    const char *m_input;
    std::size_t m_inputSize;
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

} // namespace

MdTree parseMarkdown(const char *utf8, std::size_t size)
{
    Builder builder(utf8, size);
    MD_PARSER parser{};
    parser.abi_version = 0;
    // GFM, raw HTML kept (it becomes literal text, never dropped).
    parser.flags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS
                   | MD_FLAG_PERMISSIVEAUTOLINKS;
    parser.enter_block = [](MD_BLOCKTYPE type, void *detail, void *user) {
        return static_cast<Builder *>(user)->enterBlock(type, detail);
    };
    parser.leave_block = [](MD_BLOCKTYPE type, void *, void *user) {
        return static_cast<Builder *>(user)->leaveBlock(type);
    };
    parser.enter_span = [](MD_SPANTYPE type, void *detail, void *user) {
        return static_cast<Builder *>(user)->enterSpan(type, detail);
    };
    parser.leave_span = [](MD_SPANTYPE type, void *, void *user) {
        return static_cast<Builder *>(user)->leaveSpan(type);
    };
    parser.text = [](MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE length, void *user) {
        return static_cast<Builder *>(user)->text(type, text, length);
    };
    md_parse(utf8, MD_SIZE(size), &parser, &builder);
    return builder.finish();
}

} // namespace pm::adf
