#include "md4ccompat.h"

#include <md4c.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace pm::markdown {
namespace {

struct Range
{
    char32_t first, last;
};

constexpr Range kSymbols[] = {
#include "unicodesymbols.inc"
};

constexpr unsigned kFlags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS
                            | MD_FLAG_PERMISSIVEAUTOLINKS;

// True when md4c reports an emphasis span for the text.
bool md4cFindsEmphasis(const char *text)
{
    MD_PARSER parser{};
    parser.flags = kFlags;
    parser.enter_block = [](MD_BLOCKTYPE, void *, void *) { return 0; };
    parser.leave_block = [](MD_BLOCKTYPE, void *, void *) { return 0; };
    parser.enter_span = [](MD_SPANTYPE type, void *, void *user) {
        if (type == MD_SPAN_EM)
            *static_cast<bool *>(user) = true;
        return 0;
    };
    parser.leave_span = [](MD_SPANTYPE, void *, void *) { return 0; };
    parser.text = [](MD_TEXTTYPE, const MD_CHAR *, MD_SIZE, void *) { return 0; };
    bool found = false;
    md_parse(text, MD_SIZE(std::strlen(text)), &parser, &found);
    return found;
}

// Decodes one UTF-8 code point at p (well-formed input); sets *length.
char32_t decodeAt(const unsigned char *p, std::size_t avail, int *length)
{
    const unsigned char c = p[0];
    int n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2
                       : (c & 0xF0) == 0xE0   ? 3
                       : (c & 0xF8) == 0xF0   ? 4
                                              : 1;
    if (std::size_t(n) > avail)
        n = 1;
    *length = n;
    if (n == 1)
        return c;
    char32_t cp = c & (0x7F >> n);
    for (int i = 1; i < n; ++i)
        cp = (cp << 6) | (p[i] & 0x3F);
    return cp;
}

// The start of the code point that ends just before `end`.
std::size_t previousStart(const unsigned char *s, std::size_t end)
{
    std::size_t i = end - 1;
    while (i > 0 && end - i < 4 && (s[i] & 0xC0) == 0x80)
        --i;
    return i;
}

bool isDelimiter(unsigned char c)
{
    return c == '*' || c == '_' || c == '~';
}

// The next byte at or after a position that is one of a few: one memchr per byte value,
// each searched again only once the position has passed what it found. Most of a text is
// none of them, and memchr passes it many bytes at a time.
class NextOf
{
public:
    NextOf(const char *s, std::size_t size, std::string_view bytes)
        : m_s(s)
        , m_size(size)
        , m_bytes(bytes)
    {
        m_at.fill(0);
        for (std::size_t k = 0; k < m_bytes.size(); ++k)
            m_at[k] = find(k, 0);
    }

    // The first position >= from holding one of the bytes; size when there is none.
    std::size_t from(std::size_t from)
    {
        std::size_t first = m_size;
        for (std::size_t k = 0; k < m_bytes.size(); ++k) {
            if (m_at[k] < from)
                m_at[k] = find(k, from);
            first = std::min(first, m_at[k]);
        }
        return first;
    }

private:
    std::size_t find(std::size_t k, std::size_t from) const
    {
        if (from >= m_size)
            return m_size;
        const void *hit = std::memchr(m_s + from, m_bytes[k], m_size - from);
        return hit ? std::size_t(static_cast<const char *>(hit) - m_s) : m_size;
    }

    const char *m_s;
    std::size_t m_size;
    std::string_view m_bytes;
    std::array<std::size_t, 4> m_at;
};

bool startsWithNoCase(const char *p, std::size_t avail, std::string_view lower)
{
    if (avail < lower.size())
        return false;
    for (std::size_t i = 0; i < lower.size(); ++i) {
        char c = p[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        if (c != lower[i])
            return false;
    }
    return true;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool escapedAt(std::string_view s, std::size_t i)
{
    return i > 0 && s[i - 1] == '\\';
}

// Calls f(cell) for each cell of a row; returns the count.
template<class F>
int forEachCell(std::string_view line, F f)
{
    std::string_view s = trim(line);
    if (!s.empty() && s.front() == '|')
        s.remove_prefix(1);
    if (!s.empty() && s.back() == '|' && !escapedAt(s, s.size() - 1))
        s.remove_suffix(1);
    int count = 0;
    std::size_t begin = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || (s[i] == '|' && !escapedAt(s, i))) {
            f(trim(s.substr(begin, i - begin)));
            ++count;
            begin = i + 1;
        }
    }
    return count;
}

} // namespace

bool md4cSymbolsArePunctuation()
{
    // "*£*b": with £ punctuation the second `*` cannot close, so there is no emphasis.
    static const bool yes = !md4cFindsEmphasis("*\xC2\xA3*b");
    return yes;
}

bool md4cTextareaStartsHtmlBlock()
{
    // Inside an HTML block of type 1 a blank line does not end the block, so the
    // emphasis after it stays literal.
    static const bool yes = !md4cFindsEmphasis("<textarea>\n\n*a*\n</textarea>\n");
    return yes;
}

bool md4cIsAtLeast05()
{
#ifdef MD_FLAG_HARD_SOFT_BREAKS // added in 0.5.0
    return true;
#else
    return false;
#endif
}

bool isNonAsciiSymbol(char32_t cp)
{
    if (cp < 0x80)
        return false;
    const auto *end = std::end(kSymbols);
    const auto *it = std::upper_bound(std::begin(kSymbols), end, cp,
                                      [](char32_t c, const Range &r) { return c < r.first; });
    return it != std::begin(kSymbols) && cp <= (it - 1)->last;
}

std::string md4cShadow(const char *utf8, std::size_t size)
{
    const bool fixSymbols = !md4cSymbolsArePunctuation();
    const bool fixTextarea = !md4cTextareaStartsHtmlBlock();
    std::string shadow;
    if (!fixSymbols && !fixTextarea)
        return shadow;
    const auto *s = reinterpret_cast<const unsigned char *>(utf8);
    auto replace = [&](std::size_t at, std::string_view with) {
        if (shadow.empty())
            shadow.assign(utf8, size); // copied only once something needs replacing
        shadow.replace(at, with.size(), with);
    };
    // Most bytes are none of `*_~<`: they are skipped.
    std::string interesting;
    if (fixSymbols)
        interesting += "*_~";
    if (fixTextarea)
        interesting += '<';
    NextOf next(utf8, size, interesting);
    for (std::size_t i = 0; i < size; ++i) {
        i = next.from(i);
        if (i == size)
            break;
        const unsigned char c = s[i];
        if (fixSymbols && isDelimiter(c)) {
            std::size_t end = i;
            while (end < size && s[end] == c)
                ++end;
            if (i > 0 && s[i - 1] >= 0x80) {
                const std::size_t start = previousStart(s, i);
                int length = 0;
                if (isNonAsciiSymbol(decodeAt(s + start, size - start, &length)) && start + length == i)
                    replace(start, std::string(std::size_t(length), '%'));
            }
            if (end < size && s[end] >= 0x80) {
                int length = 0;
                if (isNonAsciiSymbol(decodeAt(s + end, size - end, &length)))
                    replace(end, std::string(std::size_t(length), '%'));
            }
            i = end - 1;
        } else if (fixTextarea && c == '<') {
            const char *p = utf8 + i;
            const std::size_t avail = size - i;
            if (startsWithNoCase(p, avail, "<textarea")
                && (avail == 9 || p[9] == ' ' || p[9] == '\t' || p[9] == '\r' || p[9] == '\n' || p[9] == '>')) {
                replace(i, "<pre><pre");
                i += 8;
            } else if (startsWithNoCase(p, avail, "</textarea>")) {
                replace(i, "</pre></pre");
                i += 10;
            }
        }
    }
    return shadow;
}

int gfmCellCount(std::string_view line)
{
    return forEachCell(line, [](std::string_view) {});
}

int gfmDelimiterCells(std::string_view line)
{
    if (line.find('|') == std::string_view::npos)
        return -1;
    bool ok = true;
    const int count = forEachCell(line, [&ok](std::string_view cell) {
        std::size_t i = 0;
        if (i < cell.size() && cell[i] == ':')
            ++i;
        const std::size_t dashes = i;
        while (i < cell.size() && cell[i] == '-')
            ++i;
        if (i == dashes)
            ok = false;
        if (i < cell.size() && cell[i] == ':')
            ++i;
        if (i != cell.size())
            ok = false;
    });
    return ok ? count : -1;
}

} // namespace pm::markdown
