// md4c against cmark-gfm, for issue 19's choice of parser. Standalone: links md4c and
// cmark-gfm only (no Qt, not built by CMake); parsercompare.sh builds and runs it. Two
// readings of a text, as parsercompare.js writes commonmark.js's: the top level, each
// block a token (p, h<level>@<line>, fcode@<line>, icode@<line>, html, hr, quote, ul, ol,
// table), and every depth (containers as "ul[ li[ ... ] ]", in them headings, code, HTML,
// rules and tables, paragraphs left out). md4c reports no source positions: a block's line
// is that of its first non-blank text in the input buffer, which the others give too.
//
//   parsercompare compare REFS     REFS: lines "<file>\t<top level>\t<every depth>" of
//                                  commonmark.js; md4c (CommonMark dialect, raw: no
//                                  repairs) and cmark-gfm (no extensions) against them
//   parsercompare tables FILE...   md4c with the project's flags (tables, strikethrough,
//                                  task lists, permissive autolinks) against cmark-gfm with
//                                  the table, strikethrough, autolink and tasklist
//                                  extensions; tables as table:<columns>x<rows>:<alignments>
//   parsercompare show FILE...     both readings of each file at every depth, GFM flags
//   parsercompare gen realistic|fixtures FIXTURES_DIR OUT   the 1 MiB benchmark texts
//   parsercompare bench md4c|cmark|cmark-table FILE   one parse, for callgrind
//                                  (--toggle-collect=run_md4c or run_cmark); cmark-table:
//                                  cmark-gfm with the table extension alone

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <md4c.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string readFile(const std::string &path)
{
    std::ifstream f(path, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

// 1-based line of byte `off`; lines end at "\n", "\r\n" or a lone "\r", as in CommonMark.
int lineOf(const std::string &text, std::size_t off)
{
    int line = 1;
    for (std::size_t i = 0; i < off && i < text.size(); ++i)
        line += text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
    return line;
}

// ---- md4c ----------------------------------------------------------------------------

// Both readings of one text: the top level, and every depth (see parsercompare.js).
struct Reading
{
    std::vector<std::string> top, nested;
};

std::string lineToken(const std::string &text, long first)
{
    return first >= 0 ? std::to_string(lineOf(text, std::size_t(first))) : std::string("-");
}

struct Md4cReader
{
    struct Open
    {
        std::string kind; // "p", "h2", "fcode", "quote", "li", ...
        bool container = false;
        long first = -1; // its first non-blank byte md4c reported from the input
    };
    const std::string *text = nullptr;
    Reading out;
    std::vector<Open> stack; // the document excluded
    int tableDepth = 0;      // inside a table: its rows and cells are the table's
    int rows = 0, cols = 0, cellsInRow = 0;
    std::string aligns;
};

int md4cEnterBlock(MD_BLOCKTYPE type, void *detail, void *user)
{
    auto *r = static_cast<Md4cReader *>(user);
    if (type == MD_BLOCK_DOC)
        return 0;
    if (r->tableDepth > 0) {
        ++r->tableDepth;
        if (type == MD_BLOCK_TR) {
            ++r->rows;
            r->cellsInRow = 0;
        } else if (type == MD_BLOCK_TH || type == MD_BLOCK_TD) {
            ++r->cellsInRow;
            if (r->rows == 1) {
                r->cols = r->cellsInRow;
                const MD_ALIGN a = static_cast<MD_BLOCK_TD_DETAIL *>(detail)->align;
                r->aligns += a == MD_ALIGN_LEFT ? 'l' : a == MD_ALIGN_CENTER ? 'c'
                                                    : a == MD_ALIGN_RIGHT    ? 'r'
                                                                             : '-';
            }
        }
        return 0;
    }
    Md4cReader::Open o;
    switch (type) {
    case MD_BLOCK_P: o.kind = "p"; break;
    case MD_BLOCK_H: o.kind = "h" + std::to_string(static_cast<MD_BLOCK_H_DETAIL *>(detail)->level); break;
    case MD_BLOCK_CODE: o.kind = static_cast<MD_BLOCK_CODE_DETAIL *>(detail)->fence_char ? "fcode" : "icode"; break;
    case MD_BLOCK_HTML: o.kind = "html"; break;
    case MD_BLOCK_HR: o.kind = "hr"; break;
    case MD_BLOCK_QUOTE:
        o.kind = "quote";
        o.container = true;
        break;
    case MD_BLOCK_UL:
        o.kind = "ul";
        o.container = true;
        break;
    case MD_BLOCK_OL:
        o.kind = "ol";
        o.container = true;
        break;
    case MD_BLOCK_LI:
        o.kind = "li";
        o.container = true;
        break;
    case MD_BLOCK_TABLE:
        o.kind = "table";
        r->tableDepth = 1;
        r->rows = r->cols = 0;
        r->aligns.clear();
        break;
    default: o.kind = "?"; break;
    }
    if (o.container)
        r->out.nested.push_back(o.kind + "[");
    r->stack.push_back(o);
    return 0;
}

int md4cLeaveBlock(MD_BLOCKTYPE type, void *, void *user)
{
    auto *r = static_cast<Md4cReader *>(user);
    if (type == MD_BLOCK_DOC)
        return 0;
    if (r->tableDepth > 1) {
        --r->tableDepth;
        return 0;
    }
    const Md4cReader::Open o = r->stack.back();
    r->stack.pop_back();
    const bool lined = o.kind.size() == 2 && o.kind[0] == 'h' && o.kind[1] >= '1' && o.kind[1] <= '6';
    const bool code = o.kind == "fcode" || o.kind == "icode";
    std::string leaf = o.kind;
    if (lined || code || o.kind == "html")
        leaf += "@" + lineToken(*r->text, o.first);
    if (o.kind == "table") {
        leaf += ":" + std::to_string(r->cols) + "x" + std::to_string(r->rows) + ":" + r->aligns;
        r->tableDepth = 0;
    }
    if (o.container)
        r->out.nested.push_back("]");
    else if (o.kind != "p")
        r->out.nested.push_back(leaf);
    if (r->stack.empty())
        r->out.top.push_back(o.container || o.kind == "p" ? o.kind : o.kind == "html" ? std::string("html")
                                                                                      : leaf);
    return 0;
}

int md4cSpan(MD_SPANTYPE, void *, void *) { return 0; }

int md4cText(MD_TEXTTYPE, const MD_CHAR *text, MD_SIZE size, void *user)
{
    auto *r = static_cast<Md4cReader *>(user);
    const char *base = r->text->data();
    if (r->stack.empty() || r->stack.back().container || text < base || text + size > base + r->text->size())
        return 0; // text of a tight item, or md4c's own: a newline, indentation, a decoded character
    long &first = r->stack.back().first;
    for (MD_SIZE i = 0; i < size; ++i) {
        const char c = text[i];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            const long off = long(text - base) + long(i);
            if (first < 0 || off < first)
                first = off;
            break;
        }
    }
    return 0;
}

const unsigned kProjectFlags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS | MD_FLAG_PERMISSIVEAUTOLINKS;

Reading md4cReading(const std::string &text, unsigned flags)
{
    Md4cReader r;
    r.text = &text;
    MD_PARSER p{};
    p.flags = flags;
    p.enter_block = md4cEnterBlock;
    p.leave_block = md4cLeaveBlock;
    p.enter_span = md4cSpan;
    p.leave_span = md4cSpan;
    p.text = md4cText;
    md_parse(text.data(), MD_SIZE(text.size()), &p, &r);
    return r.out;
}

// ---- cmark-gfm -----------------------------------------------------------------------

std::string firstTextLine(const char *literal, int start)
{
    if (!literal)
        return "-";
    int line = start;
    for (const char *p = literal; *p; ++p) {
        if (*p == '\n')
            ++line;
        else if (*p != ' ' && *p != '\t' && *p != '\r')
            return std::to_string(line);
    }
    return "-";
}

bool g_tableOnly = false; // bench cmark-table: the table extension alone

cmark_parser *newCmarkParser(bool extensions)
{
    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (extensions) {
        for (const char *name : {"table", "strikethrough", "autolink", "tasklist"}) {
            if (!g_tableOnly || std::strcmp(name, "table") == 0)
                cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(name));
        }
    }
    return parser;
}

// A leaf's token ("" for a paragraph), or a container's kind with `container` set.
std::string cmarkToken(cmark_node *n, bool *container)
{
    *container = false;
    const int start = cmark_node_get_start_line(n);
    switch (cmark_node_get_type(n)) {
    case CMARK_NODE_PARAGRAPH: return "";
    case CMARK_NODE_HEADING:
        return "h" + std::to_string(cmark_node_get_heading_level(n)) + "@"
               + (cmark_node_first_child(n) ? std::to_string(start) : std::string("-"));
    case CMARK_NODE_CODE_BLOCK: {
        int length = 0, offset = 0;
        char c = 0;
        const bool fenced = cmark_node_get_fenced(n, &length, &offset, &c) != 0;
        return std::string(fenced ? "fcode@" : "icode@")
               + firstTextLine(cmark_node_get_literal(n), fenced ? start + 1 : start);
    }
    case CMARK_NODE_HTML_BLOCK: return "html@" + firstTextLine(cmark_node_get_literal(n), start);
    case CMARK_NODE_THEMATIC_BREAK: return "hr";
    case CMARK_NODE_BLOCK_QUOTE: *container = true; return "quote";
    case CMARK_NODE_LIST: *container = true; return cmark_node_get_list_type(n) == CMARK_ORDERED_LIST ? "ol" : "ul";
    case CMARK_NODE_ITEM: *container = true; return "li";
    default:
        if (std::strcmp(cmark_node_get_type_string(n), "table") == 0) {
            const int cols = cmark_gfm_extensions_get_table_columns(n);
            int rows = 0;
            for (cmark_node *row = cmark_node_first_child(n); row; row = cmark_node_next(row))
                ++rows;
            std::string aligns;
            const uint8_t *a = cmark_gfm_extensions_get_table_alignments(n);
            for (int i = 0; i < cols; ++i)
                aligns += a && a[i] ? char(a[i]) : '-';
            return "table:" + std::to_string(cols) + "x" + std::to_string(rows) + ":" + aligns;
        }
        return cmark_node_get_type_string(n);
    }
}

void cmarkNested(cmark_node *parent, std::vector<std::string> &out)
{
    for (cmark_node *n = cmark_node_first_child(parent); n; n = cmark_node_next(n)) {
        bool container = false;
        const std::string t = cmarkToken(n, &container);
        if (container) {
            out.push_back(t + "[");
            cmarkNested(n, out);
            out.push_back("]");
        } else if (!t.empty()) {
            out.push_back(t);
        }
    }
}

Reading cmarkReading(const std::string &text, bool extensions)
{
    cmark_parser *parser = newCmarkParser(extensions);
    cmark_parser_feed(parser, text.data(), text.size());
    cmark_node *doc = cmark_parser_finish(parser);
    Reading out;
    for (cmark_node *n = cmark_node_first_child(doc); n; n = cmark_node_next(n)) {
        bool container = false;
        const std::string t = cmarkToken(n, &container);
        out.top.push_back(t.empty() ? "p" : t.compare(0, 5, "html@") == 0 ? std::string("html")
                                                                          : t);
    }
    cmarkNested(doc, out.nested);
    cmark_node_free(doc);
    cmark_parser_free(parser);
    return out;
}

std::string join(const std::vector<std::string> &v)
{
    std::string s;
    for (const std::string &t : v)
        s += (s.empty() ? "" : " ") + t;
    return s;
}

// ---- which of the project's md4c repairs could apply to a text -------------------------
// The trigger shapes of models/markdown's repairs (md4cmisreadings.cpp, md4ccompat.cpp):
// a fence opened behind a list marker or '>', a line of a list marker alone, a line
// starting with '<' with an indented line after it, `<textarea`. A disagreement in a
// text with none of them is one no repair addresses.
std::vector<std::string> repairClasses(const std::string &text)
{
    static const std::regex fenceInContainer(R"((^|\n)[ \t]*(>[ \t]*|([-+*]|[0-9]{1,9}[.)])[ \t]+)+(```|~~~))");
    static const std::regex emptyItem(R"((^|\n)[ \t]*(>[ \t]*)*([-+*]|[0-9]{1,9}[.)])[ \t]*(\r?\n|$))");
    static const std::regex htmlThenIndented(R"((^|\n)[ \t>]*<[^\n]*\n([^\n]*\n)*?(    |\t))");
    std::vector<std::string> out;
    if (std::regex_search(text, fenceInContainer))
        out.push_back("fence-in-container");
    if (std::regex_search(text, emptyItem))
        out.push_back("empty-item");
    if (std::regex_search(text, htmlThenIndented))
        out.push_back("html-then-code");
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower.find("<textarea") != std::string::npos)
        out.push_back("textarea");
    return out;
}

std::string classesOf(const std::string &text)
{
    std::string out;
    for (const std::string &k : repairClasses(text))
        out += (out.empty() ? "" : ",") + k;
    return out.empty() ? "none" : out;
}

// Lines "<file>\t<top level>\t<every depth>" from parsercompare.js.
int compare(const std::string &refsPath)
{
    std::ifstream refs(refsPath);
    std::string line;
    int total = 0;
    int topM = 0, topC = 0, kindsM = 0, kindsC = 0, deepM = 0, deepC = 0;
    std::map<std::string, int> classesM, classesC; // disagreements at some depth, by repair trigger
    auto kinds = [](const std::string &s) { return std::regex_replace(s, std::regex("@[0-9-]+"), ""); };
    while (std::getline(refs, line)) {
        const std::size_t tab = line.find('\t'), tab2 = line.find('\t', tab + 1);
        if (tab == std::string::npos || tab2 == std::string::npos)
            continue;
        const std::string file = line.substr(0, tab);
        const std::string refTop = line.substr(tab + 1, tab2 - tab - 1), refDeep = line.substr(tab2 + 1);
        const std::string text = readFile(file);
        const Reading m = md4cReading(text, 0), c = cmarkReading(text, false);
        const std::string mTop = join(m.top), cTop = join(c.top), mDeep = join(m.nested), cDeep = join(c.nested);
        ++total;
        topM += mTop == refTop;
        topC += cTop == refTop;
        kindsM += kinds(mTop) == kinds(refTop);
        kindsC += kinds(cTop) == kinds(refTop);
        deepM += mDeep == refDeep;
        deepC += cDeep == refDeep;
        const bool badM = mTop != refTop || mDeep != refDeep, badC = cTop != refTop || cDeep != refDeep;
        if (!badM && !badC)
            continue;
        const std::string cls = classesOf(text);
        if (badM)
            ++classesM[cls];
        if (badC)
            ++classesC[cls];
        std::printf("DIFF %s [%s]%s%s\n", file.c_str(), cls.c_str(), badM ? " md4c" : "", badC ? " cmark-gfm" : "");
        if (mTop != refTop || cTop != refTop)
            std::printf("  top   commonmark.js: %s\n        md4c:          %s\n        cmark-gfm:     %s\n",
                        refTop.c_str(), mTop.c_str(), cTop.c_str());
        if (mDeep != refDeep || cDeep != refDeep)
            std::printf("  deep  commonmark.js: %s\n        md4c:          %s\n        cmark-gfm:     %s\n",
                        refDeep.c_str(), mDeep.c_str(), cDeep.c_str());
    }
    std::printf("SUMMARY %s: %d texts\n", refsPath.c_str(), total);
    std::printf("SUMMARY   top level agrees with commonmark.js: md4c %d, cmark-gfm %d\n", topM, topC);
    std::printf("SUMMARY   top-level block kinds agree (lines aside): md4c %d, cmark-gfm %d\n", kindsM, kindsC);
    std::printf("SUMMARY   every depth agrees (containers, headings, code, HTML, rules, lines): md4c %d, cmark-gfm %d\n",
                deepM, deepC);
    for (const auto &[k, n] : classesM)
        std::printf("SUMMARY   md4c disagrees, repair trigger in the text [%s]: %d\n", k.c_str(), n);
    for (const auto &[k, n] : classesC)
        std::printf("SUMMARY   cmark-gfm disagrees, repair trigger in the text [%s]: %d\n", k.c_str(), n);
    return 0;
}

int tables(int argc, char **argv)
{
    int total = 0, withTable = 0, topSame = 0, deepSame = 0;
    for (int i = 0; i < argc; ++i) {
        const std::string text = readFile(argv[i]);
        const Reading m = md4cReading(text, kProjectFlags), c = cmarkReading(text, true);
        const std::string mTop = join(m.top), cTop = join(c.top), mDeep = join(m.nested), cDeep = join(c.nested);
        ++total;
        withTable += mDeep.find("table") != std::string::npos || cDeep.find("table") != std::string::npos;
        topSame += mTop == cTop;
        deepSame += mDeep == cDeep;
        if (mTop != cTop || mDeep != cDeep)
            std::printf("DIFF %s\n  top   md4c:      %s\n        cmark-gfm: %s\n  deep  md4c:      %s\n        cmark-gfm: %s\n",
                        argv[i], mTop.c_str(), cTop.c_str(), mDeep.c_str(), cDeep.c_str());
    }
    std::printf("SUMMARY tables: %d texts, %d with a table in either reading; md4c (project flags) and cmark-gfm (GFM "
                "extensions) agree, table shapes included: top level %d, every depth %d\n",
                total, withTable, topSame, deepSame);
    return 0;
}

// ---- the benchmark texts ---------------------------------------------------------------

// bench_md2adf's realisticMarkdown(1024 * 1024), byte for byte: the QString grows until
// it holds 1 Mi UTF-16 code units (all characters here are in the BMP).
std::string realistic()
{
    std::string md;
    std::size_t units = 0;
    auto add = [&](const std::string &s) {
        md += s;
        for (unsigned char c : s)
            units += (c & 0xC0) != 0x80;
    };
    for (int n = 0; units < 1024 * 1024; ++n) {
        const std::string i = std::to_string(n);
        add("## Root cause " + i + "\n\n");
        add("The fast path in `tadaLaunchPrepare()` (guarded by `scheduler->numStreams == 1`) skipped the "
            "event sync between **launchStream** and *deviceStream*, so `scratchBuf` was reused while the "
            "previous kernel still read it. Introduced by [a1b2c3d](https://git.example.com/commit/a1b2c3d) "
            "in ~~v2.3~~ v2.4; see JIRA-"
            + i + " and <https://jira.example.com/browse/JIRA-" + i + ">.\n\n");
        add("1. `launch()` enqueues kernel A on `launchStream`\n"
            "2. the fast path returns before `cudaStreamWaitEvent()`\n"
            "   - kernel B overwrites `scratchBuf`\n"
            "   - kernel A reads garbage\n"
            "3. the checksum in `verifyOutput()` fails\n\n");
        add("```cpp\nif (scheduler->numStreams == 1) {\n    return launchFast(args);  // no sync\n}\n"
            "cudaStreamWaitEvent(deviceStream, ready, 0);\n```\n\n");
        add("| Test | Before | After |\n|:-----|:------:|------:|\n"
            "| `test_stream_reuse` | fail 37/100 | pass 100/100 |\n"
            "| soak 24 h | 3 crashes | 0 crashes |\n\n");
        add("- [x] Add `test_stream_reuse` to CI (owner: Dana, JIRA-4720)\n"
            "- [ ] Audit other fast paths for missing syncs\n\n");
        add("> Only one configuration (A100, CUDA 12.2) was verified.\n\n");
        add("根因是 `scratchBuf` 在上一个内核仍在读取时被复用；修复在 `tadaLaunchPrepare()` 中\n"
            "补上了事件同步。验证：`test_stream_reuse` 连续通过 100 次。\n\n");
        add("---\n\n");
    }
    return md;
}

// bench_markdownscan's corpus(1 MiB): the clean lint fixtures (name order), each followed
// by a newline, repeated until the UTF-8 holds at least 1 MiB.
std::string fixtures(const std::string &dir)
{
    std::vector<std::string> names;
    if (DIR *d = opendir(dir.c_str())) {
        while (dirent *e = readdir(d)) {
            const std::string n = e->d_name;
            if (n.size() > 3 && n.compare(n.size() - 3, 3, ".md") == 0)
                names.push_back(n);
        }
        closedir(d);
    }
    std::sort(names.begin(), names.end());
    std::string all;
    for (const std::string &n : names)
        all += readFile(dir + "/" + n) + "\n";
    std::string out;
    while (!all.empty() && out.size() < 1024 * 1024)
        out += all;
    return out;
}

} // namespace

// The measured calls (callgrind --toggle-collect=run_md4c / run_cmark): block and inline
// parse, no output. cmark-gfm builds its tree and frees it; md4c builds none.
extern "C" __attribute__((noinline)) int run_md4c(const std::string *text)
{
    MD_PARSER p{};
    p.flags = kProjectFlags;
    p.enter_block = [](MD_BLOCKTYPE, void *, void *) { return 0; };
    p.leave_block = [](MD_BLOCKTYPE, void *, void *) { return 0; };
    p.enter_span = md4cSpan;
    p.leave_span = md4cSpan;
    p.text = [](MD_TEXTTYPE, const MD_CHAR *, MD_SIZE, void *) { return 0; };
    return md_parse(text->data(), MD_SIZE(text->size()), &p, nullptr);
}

extern "C" __attribute__((noinline)) int run_cmark(const std::string *text)
{
    cmark_parser *parser = newCmarkParser(true);
    cmark_parser_feed(parser, text->data(), text->size());
    cmark_node *doc = cmark_parser_finish(parser);
    const int ok = doc != nullptr;
    cmark_node_free(doc);
    cmark_parser_free(parser);
    return ok;
}

int main(int argc, char **argv)
{
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "compare" && argc == 3)
        return compare(argv[2]);
    if (mode == "tables")
        return tables(argc - 2, argv + 2);
    if (mode == "show") {
        for (int i = 2; i < argc; ++i) {
            const std::string text = readFile(argv[i]);
            std::printf("%s\n  md4c:      %s\n  cmark-gfm: %s\n", argv[i], join(md4cReading(text, kProjectFlags).nested).c_str(),
                        join(cmarkReading(text, true).nested).c_str());
        }
        return 0;
    }
    if (mode == "gen" && argc == 5) {
        const std::string text = std::string(argv[2]) == "realistic" ? realistic() : fixtures(argv[3]);
        std::ofstream(argv[4], std::ios::binary) << text;
        return 0;
    }
    if (mode == "bench" && argc == 4) {
        const std::string text = readFile(argv[3]);
        // Registering the extensions once, outside the measured call.
        cmark_gfm_core_extensions_ensure_registered();
        g_tableOnly = std::string(argv[2]) == "cmark-table";
        const int r = std::string(argv[2]) == "md4c" ? run_md4c(&text) : run_cmark(&text);
        std::printf("%s: %zu bytes, result %d\n", argv[2], text.size(), r);
        return 0;
    }
    std::fprintf(stderr, "usage: see the head of parsercompare.cpp\n");
    return 2;
}
