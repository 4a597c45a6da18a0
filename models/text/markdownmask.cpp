#include "markdownmask.h"

#include "markdownscan.h"

#include "charscan.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace pm::text {
namespace {

bool isSpace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\n' || c == 0x3000 || c == 0xA0;
}

bool isAsciiAlnum(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

bool startsWithAt(QStringView text, int at, const char *ascii)
{
    for (int k = 0; ascii[k]; ++k) {
        if (at + k >= text.size() || text[at + k].unicode() != char16_t(ascii[k]))
            return false;
    }
    return true;
}

bool startsWithAtCi(QStringView text, int at, const char *ascii)
{
    for (int k = 0; ascii[k]; ++k) {
        if (at + k >= text.size())
            return false;
        char16_t c = text[at + k].unicode();
        if (c >= u'A' && c <= u'Z')
            c = char16_t(c + 32);
        if (c != char16_t(ascii[k]))
            return false;
    }
    return true;
}

// Where a bare URL ends: at whitespace, a CJK character or full-width punctuation, and
// without the sentence punctuation that follows it.
int bareUrlEnd(QStringView text, int from, int lineEnd)
{
    int j = from;
    int parens = 0;
    while (j < lineEnd) {
        const char16_t c = text[j].unicode();
        if (isSpace(c) || c == u'<' || c == u'>' || c == u'"' || c == u'`' || c >= 0x2E80)
            break;
        if (c == u'(')
            ++parens;
        if (c == u')') {
            if (parens == 0)
                break;
            --parens;
        }
        ++j;
    }
    while (j > from) {
        const char16_t c = text[j - 1].unicode();
        if (c == u'.' || c == u',' || c == u';' || c == u':' || c == u'!' || c == u'?'
            || c == u'\'' || c == u'*' || c == u'_')
            --j;
        else
            break;
    }
    return j;
}

// A list marker at `at`: "- ", "* ", "+ ", "• ", "1. ", "1) ". Returns the content start.
int listContentStart(QStringView text, int at, int lineEnd)
{
    if (at >= lineEnd)
        return -1;
    const char16_t c = text[at].unicode();
    int after = -1;
    if (c == u'-' || c == u'*' || c == u'+' || c == 0x2022) {
        after = at + 1;
    } else if (c >= u'0' && c <= u'9') {
        int j = at;
        while (j < lineEnd && j - at < 9 && text[j].unicode() >= u'0' && text[j].unicode() <= u'9')
            ++j;
        if (j < lineEnd && (text[j].unicode() == u'.' || text[j].unicode() == u')'))
            after = j + 1;
    }
    if (after < 0)
        return -1;
    if (after < lineEnd && !(text[after].unicode() == u' ' || text[after].unicode() == u'\t'))
        return -1;
    int content = after;
    while (content < lineEnd && (text[content].unicode() == u' ' || text[content].unicode() == u'\t'))
        ++content;
    // A task list checkbox: "[ ] " or "[x] ".
    if (content + 3 <= lineEnd && text[content].unicode() == u'['
        && text[content + 2].unicode() == u']') {
        const char16_t box = text[content + 1].unicode();
        if (box == u' ' || box == u'x' || box == u'X') {
            content += 3;
            while (content < lineEnd && text[content].unicode() == u' ')
                ++content;
        }
    }
    return content;
}

bool isThematicBreak(QStringView text, int at, int lineEnd)
{
    const char16_t c = text[at].unicode();
    if (c != u'-' && c != u'*' && c != u'_')
        return false;
    int count = 0;
    for (int j = at; j < lineEnd; ++j) {
        const char16_t d = text[j].unicode();
        if (d == c)
            ++count;
        else if (d != u' ' && d != u'\t')
            return false;
    }
    return count >= 3;
}

// The characters scanInline() acts on: '<' (a comment, an autolink), '`', ']' (a link's
// destination) and the first letters of a bare URL. Most of a text is none of them.
constexpr std::array<bool, 128> InlineStarts = [] {
    std::array<bool, 128> starts{};
    for (const char c : {'<', '`', ']', 'h', 'H', 'w', 'W'})
        starts[std::size_t(c)] = true;
    return starts;
}();

bool startsInline(char16_t c)
{
    return c < 128 && InlineStarts[c];
}

// The first position in [i, end) holding a character startsInline() accepts, or end;
// it may also stop early at a place scanInline() then passes. Most of a section goes
// through here, so on x86-64 eight characters are tested at a time (SSE2, which every
// x86-64 processor has). There an 'h' counts only before a 't' and a 'w' only before a
// 'w', as in every URL scanInline() acts on ("how" and "we" are common, "http" and "www"
// rare): ASCII letters OR 0x20 are lowercase, and only 'h' and 'H' equal 'h' that way.
int skipToInlineStart(const char16_t *units, int i, int end)
{
#ifdef PM_CHARSCAN_SSE2
    const __m128i fold = _mm_set1_epi16(0x20);
    const __m128i angle = _mm_set1_epi16('<');
    const __m128i backtick = _mm_set1_epi16('`');
    const __m128i bracket = _mm_set1_epi16(']');
    const __m128i h = _mm_set1_epi16('h');
    const __m128i t = _mm_set1_epi16('t');
    const __m128i w = _mm_set1_epi16('w');
    for (; i + 9 <= end; i += 8) { // the character after the eight is read too
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
        const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i + 1));
        const __m128i lower = _mm_or_si128(v, fold);
        const __m128i nextLower = _mm_or_si128(next, fold);
        __m128i hit = _mm_or_si128(_mm_cmpeq_epi16(v, angle), _mm_cmpeq_epi16(v, backtick));
        hit = _mm_or_si128(hit, _mm_cmpeq_epi16(v, bracket));
        const __m128i ht = _mm_and_si128(_mm_cmpeq_epi16(lower, h), _mm_cmpeq_epi16(nextLower, t));
        const __m128i ww = _mm_and_si128(_mm_cmpeq_epi16(lower, w), _mm_cmpeq_epi16(nextLower, w));
        hit = _mm_or_si128(hit, _mm_or_si128(ht, ww));
        const int bytes = _mm_movemask_epi8(hit); // two bits per character
        if (bytes != 0)
            return i + int(qCountTrailingZeroBits(uint(bytes)) / 2);
    }
#endif
    while (i < end && !startsInline(units[i]))
        ++i;
    return i;
}

// What the scanner says a line is (pm::markdown::LineRole). Every other line is read here.
using namespace pm::markdown;

} // namespace

void MarkdownMask::placeScannedLines(const ScannedLines *scanned)
{
    if (scanned) {
        // The draft's scan placed these lines already: only where each one starts is
        // needed (the text's lines end at '\n' alone).
        m_lineRole.assign(scanned->roles.begin(), scanned->roles.end());
        m_lineStarts.clear();
        m_lineStarts.push_back(0);
        const char16_t *const units = m_text.utf16();
        const int n = int(m_text.size());
        for (int i = nextLineBreak(units, 0, n); i < n; i = nextLineBreak(units, i + 1, n))
            m_lineStarts.push_back(i + 1);
        return;
    }
    const MarkdownScan scan = scanMarkdown(m_text);
    m_lineStarts.assign(scan.lineStarts.begin(), scan.lineStarts.end());
    m_lineRole = lineRoles(scan, m_text);
}

void MarkdownMask::markRange(int start, int end, MaskKind kind)
{
    std::fill(m_mask.begin() + start, m_mask.begin() + end, std::uint8_t(kind));
}

void MarkdownMask::closeBlock()
{
    if (!m_open)
        return;
    m_blocks.push_back(m_current);
    m_open = false;
}

bool MarkdownMask::containsKind(int start, int end, MaskKind kind) const
{
    // memchr: many bytes a step (rules ask it of whole sections).
    return end > start && std::memchr(m_mask.data() + start, kind, std::size_t(end - start)) != nullptr;
}

bool MarkdownMask::hasProse(int start, int end) const
{
    for (int i = start; i < end; ++i) {
        if (m_mask[std::size_t(i)] == Prose && !isSpace(m_text[i].unicode()))
            return true;
    }
    return false;
}

// The closing backtick run of exactly runLength, searched up to the end of the paragraph
// (a blank line). -1 when there is none: the backticks are then literal.
int MarkdownMask::findCodeSpanEnd(int from, int runLength) const
{
    const int n = int(m_text.size());
    int j = from;
    while (j < n) {
        const char16_t c = m_text[j].unicode();
        if (c == u'\n') {
            int k = j + 1;
            while (k < n && (m_text[k].unicode() == u' ' || m_text[k].unicode() == u'\t'))
                ++k;
            if (k >= n || m_text[k].unicode() == u'\n')
                return -1;
            j = k;
            continue;
        }
        if (c == u'`') {
            int k = j;
            while (k < n && m_text[k].unicode() == u'`')
                ++k;
            if (k - j == runLength)
                return k;
            j = k;
            continue;
        }
        ++j;
    }
    return -1;
}

// Masks code spans, link destinations, autolinks, bare URLs and comments from `from` to
// the end of the line. Returns where masking stopped: past lineEnd when a code span or a
// comment runs onto later lines.
int MarkdownMask::scanInline(int from, int lineEnd)
{
    const QStringView t = m_text;
    const char16_t *const units = t.utf16();
    const int n = int(t.size());
    int i = from;
    while (i < lineEnd) {
        i = skipToInlineStart(units, i, lineEnd);
        if (i == lineEnd)
            break;
        const char16_t c = units[i];
        if (c == u'<' && startsWithAt(t, i, "<!--")) {
            const int close = int(t.mid(i + 4).indexOf(u"-->"));
            const int end = close < 0 ? n : i + 4 + close + 3;
            markRange(i, end, Comment);
            i = end;
            if (i > lineEnd)
                return i;
            continue;
        }
        if (c == u'`') {
            int k = i;
            while (k < n && t[k].unicode() == u'`')
                ++k;
            const int end = findCodeSpanEnd(k, k - i);
            if (end < 0) {
                i = k;
                continue;
            }
            markRange(i, end, Code);
            i = end;
            if (i > lineEnd)
                return i;
            continue;
        }
        if (c == u']' && i + 1 < lineEnd && t[i + 1].unicode() == u'(') {
            int depth = 0;
            int j = i + 1;
            for (; j < lineEnd; ++j) {
                const char16_t d = t[j].unicode();
                if (d == u'(')
                    ++depth;
                else if (d == u')' && --depth == 0)
                    break;
            }
            const int end = std::min(j + 1, lineEnd);
            markRange(i + 1, end, Url);
            i = end;
            continue;
        }
        if (c == u'<' && (startsWithAtCi(t, i + 1, "http://") || startsWithAtCi(t, i + 1, "https://") || startsWithAtCi(t, i + 1, "mailto:") || startsWithAtCi(t, i + 1, "ftp://"))) {
            int j = i + 1;
            while (j < lineEnd && t[j].unicode() != u'>' && !isSpace(t[j].unicode()))
                ++j;
            const int end = j < lineEnd && t[j].unicode() == u'>' ? j + 1 : j;
            markRange(i, end, Url);
            i = end;
            continue;
        }
        if ((c == u'h' || c == u'H' || c == u'w' || c == u'W')
            && (i == 0 || !isAsciiAlnum(t[i - 1].unicode()))
            && (startsWithAtCi(t, i, "http://") || startsWithAtCi(t, i, "https://")
                || startsWithAtCi(t, i, "www."))) {
            const int end = bareUrlEnd(t, i, lineEnd);
            markRange(i, end, Url);
            i = std::max(end, i + 1);
            continue;
        }
        ++i;
    }
    return lineEnd;
}

const MarkdownMask &MarkdownMask::of(const QString &text, const ScannedLines *scanned)
{
    thread_local struct
    {
        QString text[2];
        MarkdownMask mask[2];
        bool built[2] = {false, false};
        int next = 0;
    } cache;
    for (int i = 0; i < 2; ++i) {
        if (cache.built[i] && cache.text[i].constData() == text.constData()
            && cache.text[i].size() == text.size())
            return cache.mask[i];
    }
    const int slot = cache.next;
    cache.next = 1 - slot;
    cache.text[slot] = text;
    cache.mask[slot].build(cache.text[slot], usable(scanned, text) ? scanned : nullptr);
    cache.built[slot] = true;
    return cache.mask[slot];
}

bool MarkdownMask::usable(const ScannedLines *scanned, const QString &text)
{
    return scanned && scanned->text.constData() == text.constData()
           && scanned->text.size() == text.size();
}

void MarkdownMask::build(QStringView text, const ScannedLines *scanned)
{
    m_text = text;
    const int n = int(text.size());
    m_mask.assign(std::size_t(n), Prose);
    m_blocks.clear();
    m_open = false;
    placeScannedLines(scanned);

    int maskedUntil = 0;
    std::size_t line = 0; // the scanner's line holding pos

    int pos = 0;
    while (pos < n) {
        while (line + 1 < m_lineStarts.size() && m_lineStarts[line + 1] <= pos)
            ++line;
        int lineEnd;
        if (scanned) { // the line starts are those after each '\n' (placeScannedLines())
            lineEnd = line + 1 < m_lineStarts.size() ? m_lineStarts[line + 1] - 1 : n;
        } else {
            lineEnd = nextLineBreak(text.utf16(), pos, n);
        }
        const int next = lineEnd < n ? lineEnd + 1 : n;
        const std::uint8_t role = line < m_lineRole.size() ? m_lineRole[line] : std::uint8_t(Other);

        int first = pos;
        while (first < lineEnd && (text[first].unicode() == u' ' || text[first].unicode() == u'\t'))
            ++first;
        const bool blank = first == lineEnd;

        if (role == CodeLine || role == HtmlLine || role == CommentLine || role == SetextUnderline) {
            // Code, raw HTML and a setext underline are never prose; a block ends there,
            // and so does a code span the inline scan thought ran on.
            closeBlock();
            markRange(pos, next, role == CommentLine ? Comment : Code);
            maskedUntil = next;
            pos = next;
            continue;
        }

        if (pos < maskedUntil) {
            // The line starts inside a code span or a comment that began earlier.
            if (!m_open) {
                m_current = Block{pos, pos, lineEnd, false, false};
                m_open = true;
            }
            m_current.end = lineEnd;
            if (maskedUntil < lineEnd)
                maskedUntil = scanInline(maskedUntil, lineEnd);
            pos = next;
            continue;
        }

        if (blank) {
            closeBlock();
            pos = next;
            continue;
        }

        const int listContent = isThematicBreak(text, first, lineEnd)
                                    ? -1
                                    : listContentStart(text, first, lineEnd);
        const bool heading = role == AtxHeading;
        if (heading) {
            closeBlock();
            // The text starts after the '#'s (and any quote or list marker before them).
            int content = int(text.mid(first, lineEnd - first).indexOf(u'#'));
            content = content < 0 ? first : first + content;
            while (content < lineEnd && text[content].unicode() == u'#')
                ++content;
            while (content < lineEnd && text[content].unicode() == u' ')
                ++content;
            m_current = Block{pos, content, lineEnd, false, true};
            m_open = true;
        } else if (role == SetextFirst) {
            closeBlock();
            m_current = Block{pos, first, lineEnd, false, true};
            m_open = true;
        } else if (role == SetextMore) {
            if (!m_open) {
                m_current = Block{pos, first, lineEnd, false, true};
                m_open = true;
            }
        } else if (listContent >= 0) {
            closeBlock();
            m_current = Block{pos, listContent, lineEnd, true, false};
            m_open = true;
        } else if (!m_open) {
            m_current = Block{pos, first, lineEnd, false, false};
            m_open = true;
        }

        // Link reference definitions: "[id]: url".
        if (text[first].unicode() == u'[' && first - pos < 4) {
            const int close = int(text.mid(first, lineEnd - first).indexOf(u"]:"));
            if (close > 0) {
                int u = first + close + 2;
                while (u < lineEnd && text[u].unicode() == u' ')
                    ++u;
                int e = u;
                while (e < lineEnd && !isSpace(text[e].unicode()))
                    ++e;
                markRange(u, e, Url);
            }
        }

        m_current.end = lineEnd;
        maskedUntil = scanInline(first, lineEnd);
        if (heading)
            closeBlock();
        pos = next;
    }
    closeBlock();
}

} // namespace pm::text
