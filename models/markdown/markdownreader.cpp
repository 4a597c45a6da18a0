#include "markdownreader.h"

#include <md4c.h>

namespace pm::markdown {

namespace {

class Adapter
{
public:
    explicit Adapter(MarkdownReader &reader)
        : m_reader(reader)
    {
    }

    int enterBlock(MD_BLOCKTYPE type, void *detail)
    {
        BlockInfo info;
        BlockKind kind = BlockKind::Doc;
        switch (type) {
        case MD_BLOCK_DOC: kind = BlockKind::Doc; break;
        case MD_BLOCK_QUOTE: kind = BlockKind::Quote; break;
        case MD_BLOCK_UL: kind = BlockKind::BulletList; break;
        case MD_BLOCK_OL:
            kind = BlockKind::OrderedList;
            info.start = static_cast<MD_BLOCK_OL_DETAIL *>(detail)->start;
            break;
        case MD_BLOCK_LI: {
            kind = BlockKind::Item;
            const auto *li = static_cast<MD_BLOCK_LI_DETAIL *>(detail);
            info.task = li->is_task != 0;
            info.taskMark = li->task_mark;
            break;
        }
        case MD_BLOCK_HR: kind = BlockKind::Rule; break;
        case MD_BLOCK_H:
            kind = BlockKind::Heading;
            info.level = std::uint8_t(static_cast<MD_BLOCK_H_DETAIL *>(detail)->level);
            break;
        case MD_BLOCK_CODE: {
            kind = BlockKind::Code;
            const auto *code = static_cast<MD_BLOCK_CODE_DETAIL *>(detail);
            info.fenceChar = code->fence_char;
            info.lang = attribute(code->lang, m_first);
            break;
        }
        case MD_BLOCK_HTML: kind = BlockKind::Html; break;
        case MD_BLOCK_P: kind = BlockKind::Para; break;
        case MD_BLOCK_TABLE: kind = BlockKind::Table; break;
        case MD_BLOCK_THEAD: kind = BlockKind::TableHead; break;
        case MD_BLOCK_TBODY: kind = BlockKind::TableBody; break;
        case MD_BLOCK_TR: kind = BlockKind::Row; break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD: {
            kind = type == MD_BLOCK_TH ? BlockKind::HeaderCell : BlockKind::Cell;
            const MD_ALIGN align = static_cast<MD_BLOCK_TD_DETAIL *>(detail)->align;
            info.align = align == MD_ALIGN_LEFT     ? CellAlign::Left
                         : align == MD_ALIGN_CENTER ? CellAlign::Center
                         : align == MD_ALIGN_RIGHT  ? CellAlign::Right
                                                    : CellAlign::Default;
            break;
        }
        }
        m_reader.enterBlock(kind, info);
        return 0;
    }

    int leaveBlock(MD_BLOCKTYPE type)
    {
        m_reader.leaveBlock(blockKind(type));
        return 0;
    }

    int enterSpan(MD_SPANTYPE type, void *detail)
    {
        SpanInfo info;
        if (type == MD_SPAN_A) {
            const auto *a = static_cast<MD_SPAN_A_DETAIL *>(detail);
            info.target = attribute(a->href, m_first);
            info.title = attribute(a->title, m_second);
        } else if (type == MD_SPAN_IMG) {
            const auto *img = static_cast<MD_SPAN_IMG_DETAIL *>(detail);
            info.target = attribute(img->src, m_first);
            info.title = attribute(img->title, m_second);
        }
        m_reader.enterSpan(spanKind(type), info);
        return 0;
    }

    int leaveSpan(MD_SPANTYPE type)
    {
        m_reader.leaveSpan(spanKind(type));
        return 0;
    }

    int text(MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE size)
    {
        m_reader.text(textKind(type), text, size);
        return 0;
    }

private:
    static BlockKind blockKind(MD_BLOCKTYPE type)
    {
        switch (type) {
        case MD_BLOCK_DOC: return BlockKind::Doc;
        case MD_BLOCK_QUOTE: return BlockKind::Quote;
        case MD_BLOCK_UL: return BlockKind::BulletList;
        case MD_BLOCK_OL: return BlockKind::OrderedList;
        case MD_BLOCK_LI: return BlockKind::Item;
        case MD_BLOCK_HR: return BlockKind::Rule;
        case MD_BLOCK_H: return BlockKind::Heading;
        case MD_BLOCK_CODE: return BlockKind::Code;
        case MD_BLOCK_HTML: return BlockKind::Html;
        case MD_BLOCK_P: return BlockKind::Para;
        case MD_BLOCK_TABLE: return BlockKind::Table;
        case MD_BLOCK_THEAD: return BlockKind::TableHead;
        case MD_BLOCK_TBODY: return BlockKind::TableBody;
        case MD_BLOCK_TR: return BlockKind::Row;
        case MD_BLOCK_TH: return BlockKind::HeaderCell;
        case MD_BLOCK_TD: return BlockKind::Cell;
        }
        return BlockKind::Doc;
    }

    static SpanKind spanKind(MD_SPANTYPE type)
    {
        switch (type) {
        case MD_SPAN_EM: return SpanKind::Em;
        case MD_SPAN_STRONG: return SpanKind::Strong;
        case MD_SPAN_A: return SpanKind::Link;
        case MD_SPAN_IMG: return SpanKind::Image;
        case MD_SPAN_CODE: return SpanKind::Code;
        case MD_SPAN_DEL: return SpanKind::Strike;
        default: return SpanKind::Other;
        }
    }

    static TextKind textKind(MD_TEXTTYPE type)
    {
        switch (type) {
        case MD_TEXT_NORMAL: return TextKind::Normal;
        case MD_TEXT_NULLCHAR: return TextKind::NullChar;
        case MD_TEXT_BR: return TextKind::HardBreak;
        case MD_TEXT_SOFTBR: return TextKind::SoftBreak;
        case MD_TEXT_ENTITY: return TextKind::Entity;
        case MD_TEXT_CODE: return TextKind::Code;
        case MD_TEXT_HTML: return TextKind::Html;
        default: return TextKind::Other;
        }
    }

    // md4c's attribute in pieces, kept in `pieces` until the next call that uses it.
    static Attribute attribute(const MD_ATTRIBUTE &attr, std::vector<AttributePiece> &pieces)
    {
        pieces.clear();
        if (attr.size == 0 || !attr.substr_offsets)
            return {};
        for (int i = 0; attr.substr_offsets[i] < attr.size; ++i) {
            const MD_OFFSET begin = attr.substr_offsets[i];
            const MD_OFFSET end = attr.substr_offsets[i + 1];
            pieces.push_back({textKind(attr.substr_types[i]), std::string_view(attr.text + begin, end - begin)});
        }
        return {pieces.data(), pieces.size()};
    }

    MarkdownReader &m_reader;
    std::vector<AttributePiece> m_first, m_second;
};

} // namespace

void readMarkdown(const char *parsed, std::size_t size, bool tables, MarkdownReader &reader)
{
    Adapter adapter(reader);
    MD_PARSER parser{};
    parser.abi_version = 0;
    parser.flags = (tables ? MD_FLAG_TABLES : 0u) | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS
                   | MD_FLAG_PERMISSIVEAUTOLINKS;
    parser.enter_block = [](MD_BLOCKTYPE type, void *detail, void *user) {
        return static_cast<Adapter *>(user)->enterBlock(type, detail);
    };
    parser.leave_block = [](MD_BLOCKTYPE type, void *, void *user) {
        return static_cast<Adapter *>(user)->leaveBlock(type);
    };
    parser.enter_span = [](MD_SPANTYPE type, void *detail, void *user) {
        return static_cast<Adapter *>(user)->enterSpan(type, detail);
    };
    parser.leave_span = [](MD_SPANTYPE type, void *, void *user) {
        return static_cast<Adapter *>(user)->leaveSpan(type);
    };
    parser.text = [](MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE length, void *user) {
        return static_cast<Adapter *>(user)->text(type, text, length);
    };
    md_parse(parsed, MD_SIZE(size), &parser, &adapter);
}

} // namespace pm::markdown
