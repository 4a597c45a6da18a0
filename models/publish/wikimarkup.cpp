#include "wikimarkup.h"

#include "mdtree.h"

#include <QByteArray>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>

namespace pm {

namespace {

using adf::Block;
using adf::MdTree;
using adf::Run;

// What JIRA's renderer counts as a word character: ASCII letters and digits only, so
// markup characters between two Han characters are escaped too.
bool isWordByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u >= '0' && u <= '9') || (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z');
}

// "(y)", "(/)", "(on)", ...: JIRA turns these into icons.
bool startsEmoticon(std::string_view s, std::size_t i)
{
    static const char *const codes[] = {"y", "n", "i", "/", "x", "!", "+", "-", "?", "on", "off", "*", "*r", "*g", "*b", "*y", "flag", "flagoff"};
    for (const char *code : codes) {
        const std::size_t n = std::strlen(code);
        if (i + 1 + n < s.size() && s.compare(i + 1, n, code) == 0 && s[i + 1 + n] == ')')
            return true;
    }
    return false;
}

// "code", "noformat", "quote"...: names that "{{name}}" would show JIRA as a macro.
bool startsMacroName(std::string_view s)
{
    static const char *const names[] = {"code", "noformat", "quote", "panel", "color", "anchor"};
    for (const char *name : names) {
        const std::size_t n = std::strlen(name);
        if (s.size() >= n && s.compare(0, n, name) == 0 && (s.size() == n || !isWordByte(s[n])))
            return true;
    }
    return false;
}

// Appends text so that JIRA's renderer shows it as written. `prev` is the character
// before it in the output (0 at a line start), `next` the one after it (0 when unknown).
void escapeInto(std::string &out, std::string_view s, bool lineStart, char next)
{
    if (lineStart && s.size() >= 3 && ((s[0] == 'h' && s[1] >= '1' && s[1] <= '6' && s[2] == '.') || s.substr(0, 3) == "bq.")) {
        out.append(s.substr(0, 2));
        out += "\\.";
        s.remove_prefix(3);
        lineStart = false;
    }
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == '\n')
            c = ' '; // a soft break inside a paragraph is a space, as in Markdown
        const char prev = i > 0 ? (s[i - 1] == '\n' ? ' ' : s[i - 1]) : (lineStart || out.empty() ? 0 : out.back());
        const char after = i + 1 < s.size() ? s[i + 1] : next;
        switch (c) {
        case '\\':
            out += "&#92;"; // "\\" would be a line break, "\x" an escape
            continue;
        case '&':
            // What could read as an entity ("&copy;", "&nbsp", "&#169;") is escaped.
            out += isWordByte(after) || after == '#' ? "&amp;" : "&";
            continue;
        case '{':
        case '}':
        case '[':
        case ']':
        case '|':
            out += '\\';
            out += c;
            continue;
        case '*':
        case '_':
        case '-':
        case '+':
        case '^':
        case '~':
            // Inside a word ("snake_case", "well-known") they never start or end markup.
            if (!(isWordByte(prev) && isWordByte(after)))
                out += '\\';
            out += c;
            continue;
        case '#':
            if (prev == 0)
                out += '\\';
            out += c;
            continue;
        case '?':
            if (prev == '?' || after == '?')
                out += '\\';
            out += c;
            continue;
        case '!':
            // "!image.png!"
            if (after != 0 && after != ' ' && after != '\n')
                out += '\\';
            out += c;
            continue;
        case '(':
            if (startsEmoticon(s, i))
                out += '\\';
            out += c;
            continue;
        case ':':
        case ';':
            // ":)", ";)", ":P", ":D": icons.
            if (after == ')' || after == '(' || after == 'P' || after == 'D' || after == 'p')
                out += '\\';
            out += c;
            continue;
        default:
            out += c;
        }
    }
}

struct Wiki
{
    const MdTree &t;
    std::string out;

    const Block &block(std::int32_t i) const { return t.blocks[std::size_t(i)]; }

    static const char *markOpen(std::uint8_t mark)
    {
        switch (mark) {
        case adf::MarkStrong: return "*";
        case adf::MarkEm: return "_";
        case adf::MarkStrike: return "-";
        default: return "{{";
        }
    }
    static const char *markClose(std::uint8_t mark) { return mark == adf::MarkCode ? "}}" : markOpen(mark); }
    // The form that works inside a word: {*}x{*}.
    static std::string braced(std::uint8_t mark) { return std::string("{") + markOpen(mark) + "}"; }

    char firstCharAfter(std::uint32_t i, std::uint32_t end) const
    {
        for (++i; i < end; ++i) {
            const Run &r = t.runs[i];
            if (r.kind != Run::Text)
                return ' ';
            const std::string_view s = t.runText(r);
            if (!s.empty())
                return s.front();
        }
        return 0;
    }

    // A paragraph's (or heading's, cell's) runs.
    void writeInline(std::uint32_t begin, std::uint32_t end, std::uint8_t extra, bool lineStart)
    {
        std::string marks; // open marks, innermost last
        std::int32_t link = -1;
        auto closeTo = [&](std::size_t keep, char next) {
            while (marks.size() > keep) {
                const auto m = static_cast<std::uint8_t>(marks.back());
                marks.pop_back();
                out += (m != adf::MarkCode && isWordByte(next)) ? braced(m) : std::string(markClose(m));
            }
        };
        auto closeLink = [&] {
            if (link < 0)
                return;
            const adf::Link &l = t.links[std::size_t(link)];
            out += '|';
            for (const char c : t.slice(l.hrefOffset, l.hrefLength)) {
                switch (c) {
                case '|': out += "%7C"; break;
                case '[': out += "%5B"; break;
                case ']': out += "%5D"; break;
                case ' ': out += "%20"; break;
                default: out += c;
                }
            }
            out += ']';
            link = -1;
        };
        bool start = lineStart;
        for (std::uint32_t i = begin; i < end; ++i) {
            const Run &r = t.runs[i];
            if (r.kind != Run::Text) {
                out += r.kind == Run::HardBreak ? "\\\\ " : " ";
                start = false;
                continue;
            }
            const std::string_view text = t.runText(r);
            if (text.empty())
                continue;
            if (r.link != link) {
                closeTo(0, text.front());
                closeLink();
                if (r.link >= 0) {
                    out += '[';
                    link = r.link;
                }
            }
            const std::uint8_t want = r.marks | extra;
            std::size_t keep = 0;
            while (keep < marks.size() && (want & static_cast<std::uint8_t>(marks[keep])))
                ++keep;
            closeTo(keep, text.front());
            for (const std::uint8_t m : {adf::MarkStrong, adf::MarkEm, adf::MarkStrike, adf::MarkCode}) {
                if ((want & m) && marks.find(char(m)) == std::string::npos) {
                    const bool midWord = !out.empty() && isWordByte(out.back()) && !start;
                    out += (m != adf::MarkCode && midWord) ? braced(m) : std::string(markOpen(m));
                    marks += char(m);
                }
            }
            // "{{code}}" holds "{code}": a macro name right after the braces is escaped.
            const bool codeOpened = !marks.empty() && static_cast<std::uint8_t>(marks.back()) == adf::MarkCode
                                    && out.size() >= 2 && out.compare(out.size() - 2, 2, "{{") == 0;
            if (codeOpened && startsMacroName(text))
                out += '\\';
            escapeInto(out, text, start && marks.empty() && link < 0, firstCharAfter(i, end));
            start = false;
        }
        closeTo(0, 0);
        closeLink();
    }

    std::string codeText(const Block &b) const
    {
        std::string code;
        for (std::uint32_t i = b.runBegin; i < b.runEnd; ++i) {
            const Run &r = t.runs[i];
            if (r.kind == Run::Text)
                code.append(t.runText(r));
            else
                code += '\n';
        }
        while (!code.empty() && code.back() == '\n')
            code.pop_back();
        return code;
    }

    static std::string codeLanguage(std::string_view info)
    {
        // The languages JIRA's {code} macro knows; any other is shown without colour.
        static const char *const known[] = {"actionscript", "ada", "applescript", "bash", "c", "c#", "c++", "cpp", "css", "erlang",
                                            "go", "groovy", "haskell", "html", "java", "javascript", "js", "json", "lua", "objc",
                                            "perl", "php", "python", "r", "ruby", "scala", "sh", "sql", "swift", "visualbasic",
                                            "xml", "yaml"};
        std::string lang(info.substr(0, std::min(info.find_first_of(" \t{"), info.size())));
        std::transform(lang.begin(), lang.end(), lang.begin(), [](unsigned char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
        if (lang == "py")
            lang = "python";
        else if (lang == "shell" || lang == "console")
            lang = "bash";
        else if (lang == "yml")
            lang = "yaml";
        for (const char *k : known) {
            if (lang == k)
                return lang;
        }
        return std::string();
    }

    void writeCode(std::string_view info, const Block &b)
    {
        const std::string code = codeText(b);
        const std::string lang = codeLanguage(info);
        const bool hasCode = code.find("{code") != std::string::npos;
        const bool hasNoformat = code.find("{noformat}") != std::string::npos;
        if (!lang.empty() && !hasCode) {
            out += "{code:" + lang + "}\n" + code + "\n{code}";
        } else if (!hasNoformat) {
            out += "{noformat}\n" + code + "\n{noformat}";
        } else if (!hasCode) {
            out += "{code}\n" + code + "\n{code}";
        } else {
            // Both closers in the text: no block can hold it; one escaped line each.
            writeCodeAsLines(code, "\n");
        }
    }

    void writeCodeAsLines(const std::string &code, const char *separator)
    {
        std::size_t from = 0;
        bool first = true;
        while (from <= code.size()) {
            std::size_t to = code.find('\n', from);
            if (to == std::string::npos)
                to = code.size();
            if (!first)
                out += separator;
            first = false;
            if (to > from) {
                out += "{{";
                escapeInto(out, std::string_view(code).substr(from, to - from), false, '}');
                out += "}}";
            }
            from = to + 1;
        }
    }

    void separate()
    {
        if (!out.empty())
            out += "\n\n";
    }

    // Blocks at the top level (`quoted`: inside a {quote}).
    void writeBlock(std::int32_t node, bool quoted)
    {
        const Block &b = block(node);
        switch (b.type) {
        case Block::Para:
            separate();
            writeInline(b.runBegin, b.runEnd, 0, true);
            break;
        case Block::Heading:
            separate();
            if (quoted) {
                writeInline(b.runBegin, b.runEnd, adf::MarkStrong, true);
            } else {
                out += 'h';
                out += char('0' + std::clamp<int>(b.level, 1, 6));
                out += ". ";
                writeInline(b.runBegin, b.runEnd, 0, false);
            }
            break;
        case Block::Code:
            separate();
            writeCode(t.slice(t.langs[b.start].first, t.langs[b.start].second), b);
            break;
        case Block::Html:
            separate();
            writeCode("", b);
            break;
        case Block::Rule:
            if (!quoted) {
                separate();
                out += "----";
            }
            break;
        case Block::Quote:
            if (quoted) {
                writeChildren(node, true);
            } else {
                separate();
                out += "{quote}\n";
                const std::size_t mark = out.size();
                std::string saved;
                saved.swap(out);
                writeChildren(node, true);
                saved += out;
                out.swap(saved);
                if (out.size() == mark)
                    out += ' ';
                out += "\n{quote}";
            }
            break;
        case Block::BulletList:
        case Block::OrderedList:
            separate();
            writeList(node, std::string());
            break;
        case Block::Table:
            separate();
            writeTable(node);
            break;
        case Block::Doc:
        case Block::Item:
        case Block::Row:
        case Block::Cell:
            writeChildren(node, quoted);
            break;
        }
    }

    void writeChildren(std::int32_t node, bool quoted)
    {
        for (std::int32_t c = block(node).firstChild; c >= 0; c = block(c).next)
            writeBlock(c, quoted);
    }

    void writeList(std::int32_t list, const std::string &outer)
    {
        const std::string prefix = outer + (block(list).type == Block::OrderedList ? '#' : '*');
        bool firstItem = true;
        for (std::int32_t item = block(list).firstChild; item >= 0; item = block(item).next) {
            if (!firstItem)
                out += '\n';
            firstItem = false;
            out += prefix + ' ';
            if (block(item).task)
                out += block(item).done ? "\\[x\\] " : "\\[ \\] ";
            bool wrote = false;
            for (std::int32_t c = block(item).firstChild; c >= 0; c = block(c).next)
                writeInItem(c, prefix, &wrote);
        }
    }

    // A list item is one line: its paragraphs joined by line breaks, its nested lists
    // on their own lines with a longer prefix.
    void writeInItem(std::int32_t node, const std::string &prefix, bool *wrote)
    {
        const Block &b = block(node);
        auto joint = [&] {
            if (*wrote)
                out += " \\\\ ";
            *wrote = true;
        };
        switch (b.type) {
        case Block::Para:
        case Block::Heading:
        case Block::Cell:
            joint();
            writeInline(b.runBegin, b.runEnd, b.type == Block::Heading ? adf::MarkStrong : 0, false);
            break;
        case Block::Code:
        case Block::Html:
            joint();
            writeCodeAsLines(codeText(b), " \\\\ ");
            break;
        case Block::BulletList:
        case Block::OrderedList:
            out += '\n';
            writeList(node, prefix);
            *wrote = true;
            break;
        case Block::Row: {
            joint();
            bool first = true;
            for (std::int32_t cell = b.firstChild; cell >= 0; cell = block(cell).next) {
                if (!first)
                    out += " \\| ";
                first = false;
                writeInline(block(cell).runBegin, block(cell).runEnd, b.header ? adf::MarkStrong : 0, false);
            }
            break;
        }
        case Block::Rule:
            break;
        case Block::Quote:
        case Block::Table:
        case Block::Item:
        case Block::Doc:
            for (std::int32_t c = b.firstChild; c >= 0; c = block(c).next)
                writeInItem(c, prefix, wrote);
            break;
        }
    }

    void writeTable(std::int32_t table)
    {
        bool firstRow = true;
        for (std::int32_t row = block(table).firstChild; row >= 0; row = block(row).next) {
            if (!firstRow)
                out += '\n';
            firstRow = false;
            const char *bar = block(row).header ? "||" : "|";
            out += bar;
            for (std::int32_t cell = block(row).firstChild; cell >= 0; cell = block(cell).next) {
                const std::size_t before = out.size();
                writeInline(block(cell).runBegin, block(cell).runEnd, 0, false);
                if (out.size() == before)
                    out += ' '; // an empty cell needs a character to be a cell
                out += bar;
            }
        }
    }
};

} // namespace

QString markdownToWikiMarkup(const QString &markdown)
{
    const QByteArray utf8 = markdown.toUtf8();
    const MdTree tree = adf::parseMarkdown(utf8.constData(), std::size_t(utf8.size()));
    Wiki w{tree, std::string()};
    w.writeChildren(0, false);
    return QString::fromUtf8(w.out.data(), qsizetype(w.out.size()));
}

QString escapeWikiText(const QString &text, bool lineStart)
{
    const QByteArray utf8 = text.toUtf8();
    std::string out;
    escapeInto(out, std::string_view(utf8.constData(), std::size_t(utf8.size())), lineStart, 0);
    return QString::fromUtf8(out.data(), qsizetype(out.size()));
}

QString wikiHeading(int level, const QString &text)
{
    return QStringLiteral("h%1. ").arg(std::clamp(level, 1, 6)) + escapeWikiText(text);
}

} // namespace pm
