#include "adfwriter.h"

#include "adfinline.h"
#include "adfjsonout.h"

#include <charconv>
#include <optional>
#include <cstring>
#include <vector>

// How Markdown maps to ADF, and what happens where ADF forbids a Markdown nesting:
// see README.md in this folder. The writer emits JSON text directly; every node is
// written complete, so the output is well-formed whatever the input.
namespace pm::adf {

namespace {

using detail::emptyParagraph;
using detail::firstCodePoint;
using detail::InlineSink;
using detail::isWideNoSpaceScript;
using detail::lastCodePoint;

template<class Out>
class Writer
{
public:
    Writer(const MdTree &tree, const std::string &idPrefix, Out &out)
        : m_tree(tree)
        , m_idPrefix(idPrefix)
        , m_out(out)
    {
    }

    void writeDoc()
    {
        beginDoc();
        writeTopLevel();
        endDoc();
    }

    // A document written in pieces: beginDoc(), writeTopLevel() for each piece of the
    // tree (parseMarkdownInPieces), endDoc(). beginContent() and endContent() instead
    // write the block nodes alone, separated by commas, without the brackets.
    void beginDoc()
    {
        m_out.rawz(Out::QtLayout ? R"({"content":[)" : R"({"type":"doc","version":1,"content":[)");
        beginContent();
    }
    void endDoc()
    {
        endContent();
        m_out.rawz(Out::QtLayout ? R"(],"type":"doc","version":1})" : "]}");
    }
    void beginContent() { m_frames.push_back(Frame{}); }
    void endContent() { m_frames.pop_back(); }
    // The top-level blocks the tree holds now, after those of earlier pieces.
    void writeTopLevel() { emitChildren(0, Ctx::Doc); }

private:
    // Where a block lands decides what it may become (README.md, "Nesting").
    // clang-format off
    enum class Ctx { Doc, Item, Quote };
    // clang-format on
    // clang-format off
    enum class Kind { Paragraph, Code, Other };
    // clang-format on
    struct Frame
    {
        int count = 0;
        bool listItem = false;
    };

    const Block &block(std::int32_t i) const { return m_tree.blocks[std::size_t(i)]; }

    // Separates siblings, and gives a listItem the paragraph it must start with.
    void beginNode(Kind kind)
    {
        Frame &f = m_frames.back();
        if (f.listItem && f.count == 0 && kind == Kind::Other) {
            emptyParagraph(m_out);
            f.count = 1;
        }
        if (f.count++ > 0)
            m_out.ch(',');
    }

    void openContainer(bool listItem) { m_frames.push_back(Frame{0, listItem}); }

    // Closes a container that must not be empty (listItem, blockquote).
    void closeNonEmptyContainer()
    {
        if (m_frames.back().count == 0)
            emptyParagraph(m_out);
        m_frames.pop_back();
    }

    void emitChildren(std::int32_t node, Ctx ctx)
    {
        for (std::int32_t c = block(node).firstChild; c >= 0; c = block(c).next)
            emitBlock(c, ctx);
    }

    void emitBlock(std::int32_t node, Ctx ctx)
    {
        const Block &b = block(node);
        switch (b.type) {
        case Block::Para:
            beginNode(Kind::Paragraph);
            writeParagraph(b.runBegin, b.runEnd, 0, 0);
            break;
        case Block::Heading:
            if (ctx == Ctx::Doc) {
                beginNode(Kind::Other);
                m_out.open("heading");
                m_out.raw(R"("attrs":{"level":)");
                m_out.num(b.level < 1 ? 1 : b.level > 6 ? 6
                                                        : b.level);
                m_out.raw(R"(},"content":[)");
                {
                    InlineSink<Out> sink(m_out, m_tree);
                    writeRuns(sink, b.runBegin, b.runEnd, 0);
                }
                m_out.closeArray("heading");
            } else { // no headings in lists or quotes: a bold paragraph
                beginNode(Kind::Paragraph);
                writeParagraph(b.runBegin, b.runEnd, MarkStrong, 0);
            }
            break;
        case Block::Code:
            beginNode(Kind::Code);
            writeCodeBlock(m_tree.slice(m_tree.langs[b.start].first, m_tree.langs[b.start].second), b);
            break;
        case Block::Html: // raw HTML stays visible, as literal text
            beginNode(Kind::Code);
            writeCodeBlock("html", b);
            break;
        case Block::Rule:
            if (ctx == Ctx::Doc) { // elsewhere a rule has no text to keep
                beginNode(Kind::Other);
                m_out.raw(R"({"type":"rule"})");
            }
            break;
        case Block::Quote:
            if (ctx == Ctx::Doc) {
                beginNode(Kind::Other);
                m_out.open("blockquote");
                m_out.raw(R"("content":[)");
                openContainer(false);
                emitChildren(node, Ctx::Quote);
                closeNonEmptyContainer();
                m_out.closeArray("blockquote");
            } else { // a quote in a quote or a list item: its content, flattened
                emitChildren(node, ctx);
            }
            break;
        case Block::BulletList:
        case Block::OrderedList:
            emitList(node, ctx);
            break;
        case Block::Table:
            if (ctx == Ctx::Doc)
                writeTable(node);
            else
                writeTableAsParagraphs(node);
            break;
        case Block::Doc:
        case Block::Item:
        case Block::Row:
        case Block::Cell:
            emitChildren(node, ctx); // not produced by md4c at this place; keep the text
            break;
        }
    }

    // A GFM list may mix task and plain items; ADF may not. Consecutive items of
    // one kind form one ADF list (an ordered run keeps its own start number).
    void emitList(std::int32_t list, Ctx ctx)
    {
        const Block &l = block(list);
        const bool ordered = l.type == Block::OrderedList;
        std::uint32_t index = 0;
        std::int32_t item = l.firstChild;
        while (item >= 0) {
            const bool task = block(item).task;
            const std::int32_t groupFirst = item;
            const std::uint32_t groupIndex = index;
            int count = 0;
            while (item >= 0 && block(item).task == task) {
                ++count;
                ++index;
                item = block(item).next;
            }
            if (task && ctx != Ctx::Quote) {
                writeTaskList(groupFirst, count);
            } else { // a blockquote cannot hold a taskList: "[ ]" stays as text
                writePlainList(ordered, l.start + groupIndex, groupFirst, count);
            }
        }
    }

    void writePlainList(bool ordered, std::uint32_t order, std::int32_t first, int count)
    {
        beginNode(Kind::Other);
        if (ordered) {
            m_out.open("orderedList");
            m_out.raw(R"("attrs":{"order":)");
            m_out.num(order);
            m_out.raw(R"(},"content":[)");
        } else {
            m_out.open("bulletList");
            m_out.raw(R"("content":[)");
        }
        openContainer(false);
        std::int32_t item = first;
        for (int i = 0; i < count; ++i, item = block(item).next) {
            beginNode(Kind::Other);
            m_out.open("listItem");
            m_out.raw(R"("content":[)");
            openContainer(true);
            const Block &it = block(item);
            if (it.task) {
                m_prefix = it.done ? "[x] " : "[ ] ";
                const std::int32_t c = it.firstChild;
                if (c < 0 || (block(c).type != Block::Para && block(c).type != Block::Heading)) {
                    beginNode(Kind::Paragraph);
                    writeParagraph(0, 0, 0, 0);
                }
            }
            emitChildren(item, Ctx::Item);
            closeNonEmptyContainer();
            m_out.closeArray("listItem");
        }
        m_frames.pop_back();
        m_out.closeArray(ordered ? "orderedList" : "bulletList");
    }

    void writeLocalId(const char *kind, int number)
    {
        std::string id = m_idPrefix;
        id += kind;
        id += std::to_string(number);
        m_out.str(id);
    }

    void writeTaskList(std::int32_t first, int count)
    {
        beginNode(Kind::Other);
        m_out.open("taskList");
        m_out.raw(R"("attrs":{"localId":)");
        writeLocalId("task-list-", ++m_taskLists);
        m_out.raw(R"(},"content":[)");
        openContainer(false);
        std::int32_t item = first;
        for (int i = 0; i < count; ++i, item = block(item).next)
            writeTaskItem(item);
        m_frames.pop_back();
        m_out.closeArray("taskList");
    }

    // A taskItem holds inline content only: the item's blocks become lines of it.
    // Task lists nested in the item follow it inside the same taskList.
    void writeTaskItem(std::int32_t item)
    {
        const Block &it = block(item);
        beginNode(Kind::Other);
        m_out.open("taskItem");
        m_out.raw(R"("attrs":{"localId":)");
        writeLocalId("task-", ++m_taskItems);
        m_out.rawz(it.done ? R"(,"state":"DONE"},"content":[)" : R"(,"state":"TODO"},"content":[)");
        {
            InlineSink<Out> sink(m_out, m_tree);
            for (std::int32_t c = it.firstChild; c >= 0; c = block(c).next)
                flattenBlock(c, sink, true);
        }
        m_out.closeArray("taskItem");
        for (std::int32_t c = it.firstChild; c >= 0; c = block(c).next) {
            const Block &child = block(c);
            if (child.type != Block::BulletList && child.type != Block::OrderedList)
                continue;
            std::int32_t nested = child.firstChild;
            while (nested >= 0) {
                if (!block(nested).task) {
                    nested = block(nested).next;
                    continue;
                }
                const std::int32_t groupFirst = nested;
                int count = 0;
                while (nested >= 0 && block(nested).task) {
                    ++count;
                    nested = block(nested).next;
                }
                writeTaskList(groupFirst, count);
            }
        }
    }

    void flattenChildren(std::int32_t node, InlineSink<Out> &sink)
    {
        for (std::int32_t c = block(node).firstChild; c >= 0; c = block(c).next)
            flattenBlock(c, sink, false);
    }

    // One block as lines of inline content (for a taskItem).
    void flattenBlock(std::int32_t node, InlineSink<Out> &sink, bool skipTaskItems)
    {
        const Block &b = block(node);
        switch (b.type) {
        case Block::Para:
        case Block::Cell:
            sink.newLine();
            writeRuns(sink, b.runBegin, b.runEnd, 0);
            break;
        case Block::Heading:
            sink.newLine();
            writeRuns(sink, b.runBegin, b.runEnd, MarkStrong);
            break;
        case Block::Code:
        case Block::Html: {
            const std::string code = codeText(b);
            const std::uint8_t marks = b.type == Block::Code ? MarkCode : 0;
            std::size_t pos = 0;
            while (pos <= code.size() && !code.empty()) {
                std::size_t nl = code.find('\n', pos);
                if (nl == std::string::npos)
                    nl = code.size();
                if (pos > 0)
                    sink.hardBreak();
                else
                    sink.newLine();
                sink.text(std::string_view(code).substr(pos, nl - pos), marks, -1);
                pos = nl + 1;
            }
            break;
        }
        case Block::Quote:
        case Block::Doc:
        case Block::Row:
            flattenChildren(node, sink);
            break;
        case Block::Item:
            if (b.task)
                sink.prefix(b.done ? "[x] " : "[ ] ");
            flattenChildren(node, sink);
            break;
        case Block::BulletList:
        case Block::OrderedList: {
            std::uint32_t number = b.start;
            for (std::int32_t c = b.firstChild; c >= 0; c = block(c).next, ++number) {
                if (skipTaskItems && block(c).task)
                    continue; // written as a nested taskList after the item
                if (block(c).task)
                    sink.prefix(block(c).done ? "[x] " : "[ ] ");
                else if (b.type == Block::OrderedList)
                    sink.prefix(std::to_string(number) + ". ");
                else
                    sink.prefix("\u2022 ");
                flattenChildren(c, sink);
            }
            break;
        }
        case Block::Table:
            for (std::int32_t row = b.firstChild; row >= 0; row = block(row).next) {
                sink.newLine();
                writeRowRuns(sink, row);
            }
            break;
        case Block::Rule:
            break;
        }
    }

    // A run holding soft breaks as '\n' (MdTree::Run::softBreaks): written as the
    // separate text and soft-break runs it stands for would be.
    void writeTextWithSoftBreaks(InlineSink<Out> &sink, std::uint32_t i, std::uint32_t end, std::uint8_t extra)
    {
        const Run &r = m_tree.runs[i];
        const std::string_view text = m_tree.runText(r);
        std::size_t pos = 0;
        for (;;) {
            const std::size_t nl = text.find('\n', pos);
            const std::string_view piece = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
            sink.text(piece, r.marks | extra, r.link);
            if (nl == std::string_view::npos)
                return;
            char32_t next = 0;
            if (nl + 1 < text.size())
                next = firstCodePoint(text.substr(nl + 1));
            else if (i + 1 < end && m_tree.runs[i + 1].kind == Run::Text)
                next = firstCodePoint(m_tree.runText(m_tree.runs[i + 1]));
            const bool joinWide = !piece.empty() && isWideNoSpaceScript(lastCodePoint(piece)) && isWideNoSpaceScript(next);
            if (!joinWide)
                sink.text(" ", r.marks | extra, r.link);
            pos = nl + 1;
        }
    }

    void writeRuns(InlineSink<Out> &sink, std::uint32_t begin, std::uint32_t end, std::uint8_t extra)
    {
        const auto &runs = m_tree.runs;
        for (std::uint32_t i = begin; i < end; ++i) {
            const Run &r = runs[i];
            switch (r.kind) {
            case Run::Text:
                if (r.softBreaks)
                    writeTextWithSoftBreaks(sink, i, end, extra);
                else
                    sink.text(m_tree.runText(r), r.marks | extra, r.link);
                break;
            case Run::HardBreak:
                sink.hardBreak();
                break;
            case Run::SoftBreak: {
                const bool joinWide =
                    i > begin && i + 1 < end && runs[i - 1].kind == Run::Text
                    && runs[i + 1].kind == Run::Text
                    && isWideNoSpaceScript(lastCodePoint(m_tree.runText(runs[i - 1])))
                    && isWideNoSpaceScript(firstCodePoint(m_tree.runText(runs[i + 1])));
                if (!joinWide)
                    sink.text(" ", r.marks | extra, r.link);
                break;
            }
            }
        }
    }

    void writeParagraph(std::uint32_t begin, std::uint32_t end, std::uint8_t extra, std::uint8_t align)
    {
        m_out.open("paragraph");
        if (!Out::QtLayout)
            writeAlignment(align, false);
        m_out.raw(R"("content":[)");
        {
            InlineSink<Out> sink(m_out, m_tree);
            if (!m_prefix.empty()) {
                sink.text(m_prefix, 0, -1);
                m_prefix.clear();
            }
            writeRuns(sink, begin, end, extra);
        }
        m_out.ch(']');
        if (Out::QtLayout)
            writeAlignment(align, true);
        m_out.close("paragraph");
    }

    // The alignment mark of a table cell's paragraph (1 center, 2 end; 0 none): before
    // "content" in the writer's layout, after it in Qt's.
    void writeAlignment(std::uint8_t align, bool afterContent)
    {
        if (align != 1 && align != 2)
            return;
        m_out.rawz(afterContent ? R"(,"marks":[)" : R"("marks":[)");
        m_out.open("alignment");
        m_out.rawz(align == 1 ? R"("attrs":{"align":"center"})" : R"("attrs":{"align":"end"})");
        m_out.close("alignment");
        m_out.rawz(afterContent ? "]" : "],");
    }

    std::string codeText(const Block &b) const
    {
        std::string code;
        for (std::uint32_t i = b.runBegin; i < b.runEnd; ++i) {
            const Run &r = m_tree.runs[i];
            if (r.kind == Run::Text)
                code.append(m_tree.runText(r));
            else
                code += '\n';
        }
        if (!code.empty() && code.back() == '\n')
            code.pop_back();
        return code;
    }

    void writeCodeBlock(std::string_view language, const Block &b)
    {
        m_out.open("codeBlock");
        if (!language.empty()) {
            m_out.raw(R"("attrs":{"language":)");
            m_out.str(language);
            m_out.raw("},");
        }
        m_out.raw(R"("content":[)");
        const std::string code = codeText(b);
        if (!code.empty()) {
            m_out.rawz(Out::QtLayout ? R"({"text":)" : R"({"type":"text","text":)");
            m_out.str(code);
            m_out.rawz(Out::QtLayout ? R"(,"type":"text"})" : "}");
        }
        m_out.closeArray("codeBlock");
    }

    void writeRowRuns(InlineSink<Out> &sink, std::int32_t row)
    {
        const bool header = block(row).header;
        bool first = true;
        for (std::int32_t cell = block(row).firstChild; cell >= 0; cell = block(cell).next) {
            if (!first)
                sink.text(" | ", 0, -1);
            first = false;
            writeRuns(sink, block(cell).runBegin, block(cell).runEnd, header ? MarkStrong : 0);
        }
    }

    // Lists and quotes cannot hold tables: one paragraph per row, cells joined by " | ".
    void writeTableAsParagraphs(std::int32_t table)
    {
        for (std::int32_t row = block(table).firstChild; row >= 0; row = block(row).next) {
            beginNode(Kind::Paragraph);
            m_out.open("paragraph");
            m_out.raw(R"("content":[)");
            {
                InlineSink<Out> sink(m_out, m_tree);
                if (!m_prefix.empty()) {
                    sink.text(m_prefix, 0, -1);
                    m_prefix.clear();
                }
                writeRowRuns(sink, row);
            }
            m_out.closeArray("paragraph");
        }
    }

    void writeTable(std::int32_t table)
    {
        int columns = 1;
        for (std::int32_t row = block(table).firstChild; row >= 0; row = block(row).next) {
            int n = 0;
            for (std::int32_t cell = block(row).firstChild; cell >= 0; cell = block(cell).next)
                ++n;
            columns = std::max(columns, n);
        }
        beginNode(Kind::Other);
        m_out.open("table");
        m_out.raw(R"("attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[)");
        bool firstRow = true;
        for (std::int32_t row = block(table).firstChild; row >= 0; row = block(row).next) {
            if (!firstRow)
                m_out.ch(',');
            firstRow = false;
            const char *cellType = block(row).header ? "tableHeader" : "tableCell";
            m_out.open("tableRow");
            m_out.raw(R"("content":[)");
            int n = 0;
            for (std::int32_t cell = block(row).firstChild; cell >= 0; cell = block(cell).next, ++n) {
                if (n > 0)
                    m_out.ch(',');
                m_out.open(cellType);
                m_out.raw(R"("content":[)");
                writeParagraph(block(cell).runBegin, block(cell).runEnd, 0, block(cell).align);
                m_out.closeArray(cellType);
            }
            for (; n < columns; ++n) { // GFM pads short rows; so do we
                if (n > 0)
                    m_out.ch(',');
                m_out.open(cellType);
                m_out.raw(R"("content":[)");
                emptyParagraph(m_out);
                m_out.closeArray(cellType);
            }
            m_out.closeArray("tableRow");
        }
        m_out.closeArray("table");
    }

    const MdTree &m_tree;
    const std::string &m_idPrefix;
    Out &m_out;
    std::vector<Frame> m_frames;
    std::string m_prefix; // "[ ] " of a task item that had to become a listItem
    int m_taskLists = 0;
    int m_taskItems = 0;
};

} // namespace

void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix, QByteArray &out)
{
    Layout<CountOut, false> count;
    Writer<Layout<CountOut, false>>(tree, localIdPrefix, count).writeDoc();
    out.reserve(int(out.size() + count.size));
    Layout<ByteOut, false> bytes(out);
    Writer<Layout<ByteOut, false>>(tree, localIdPrefix, bytes).writeDoc();
    bytes.flush();
}

void writeAdfDocInPieces(const char *utf8, std::size_t size, const std::string &localIdPrefix,
                         const std::function<void(const QByteArray &)> &write)
{
    using Out = Layout<StreamOut, false>;
    Out out(write);
    std::optional<Writer<Out>> writer;
    parseMarkdownInPieces(utf8, size, [&](const MdTree &tree) {
        if (!writer) { // the same tree object every time
            writer.emplace(tree, localIdPrefix, out);
            writer->beginDoc();
        }
        writer->writeTopLevel();
    });
    if (writer) {
        writer->endDoc();
    } else { // no block at all
        MdTree empty;
        empty.blocks.emplace_back();
        Writer<Out>(empty, localIdPrefix, out).writeDoc();
    }
    out.finish();
}

QtContent writeQtAdfContent(const char *utf8, std::size_t size, const std::string &localIdPrefix,
                            std::size_t keepUpToUnits)
{
    using Out = Layout<BoundedOut, true>;
    QtContent result;
    Out out(result.json, keepUpToUnits);
    std::optional<Writer<Out>> writer;
    parseMarkdownInPieces(utf8, size, [&](const MdTree &tree) {
        if (!writer) {
            writer.emplace(tree, localIdPrefix, out);
            writer->beginContent();
        }
        writer->writeTopLevel();
    });
    if (writer)
        writer->endContent();
    out.finish();
    result.units = out.units();
    result.complete = out.complete();
    return result;
}

} // namespace pm::adf
