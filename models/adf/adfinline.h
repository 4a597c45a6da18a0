#pragma once

// Internal to the ADF writer (adfwriter.cpp): the inline content of one paragraph,
// heading, cell or task item, written as text nodes with their marks.

#include "adfjsonout.h"
#include "mdtree.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pm::adf::detail {

// An empty paragraph in out's layout.
template<class Out>
void emptyParagraph(Out &out)
{
    if constexpr (Out::QtLayout)
        out.raw(R"({"content":[],"type":"paragraph"})");
    else
        out.raw(R"({"type":"paragraph","content":[]})");
}

// Decodes the code point that ends (or starts) a UTF-8 string; 0 if none.
inline char32_t lastCodePoint(std::string_view s)
{
    if (s.empty())
        return 0;
    std::size_t i = s.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80 && s.size() - i < 4)
        --i;
    const auto *p = reinterpret_cast<const unsigned char *>(s.data() + i);
    const std::size_t n = s.size() - i;
    if (p[0] < 0x80)
        return p[0];
    if ((p[0] & 0xE0) == 0xC0 && n == 2)
        return char32_t(p[0] & 0x1F) << 6 | (p[1] & 0x3F);
    if ((p[0] & 0xF0) == 0xE0 && n == 3)
        return char32_t(p[0] & 0x0F) << 12 | char32_t(p[1] & 0x3F) << 6 | (p[2] & 0x3F);
    if ((p[0] & 0xF8) == 0xF0 && n == 4)
        return char32_t(p[0] & 0x07) << 18 | char32_t(p[1] & 0x3F) << 12
               | char32_t(p[2] & 0x3F) << 6 | (p[3] & 0x3F);
    return 0;
}

inline char32_t firstCodePoint(std::string_view s)
{
    if (s.empty())
        return 0;
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    const std::size_t n = s.size();
    if (p[0] < 0x80)
        return p[0];
    if ((p[0] & 0xE0) == 0xC0 && n >= 2)
        return char32_t(p[0] & 0x1F) << 6 | (p[1] & 0x3F);
    if ((p[0] & 0xF0) == 0xE0 && n >= 3)
        return char32_t(p[0] & 0x0F) << 12 | char32_t(p[1] & 0x3F) << 6 | (p[2] & 0x3F);
    if ((p[0] & 0xF8) == 0xF0 && n >= 4)
        return char32_t(p[0] & 0x07) << 18 | char32_t(p[1] & 0x3F) << 12
               | char32_t(p[2] & 0x3F) << 6 | (p[3] & 0x3F);
    return 0;
}

// Chinese and Japanese do not separate words with spaces, so a line break
// between two such characters joins them (as CSS does for East Asian wide text).
// Korean does use spaces: Hangul is left out.
inline bool isWideNoSpaceScript(char32_t c)
{
    return (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x30FF)
           || (c >= 0x31C0 && c <= 0x31FF) || (c >= 0x3400 && c <= 0x4DBF)
           || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF)
           || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF01 && c <= 0xFF60)
           || (c >= 0x20000 && c <= 0x3FFFD);
}

// Inline content of one paragraph, heading, cell or task item. Merges adjacent
// text with the same marks, drops empty text, and keeps the code mark alone
// (with a link at most), as ADF requires.
template<class Out>
class InlineSink
{
public:
    InlineSink(Out &out, const MdTree &tree)
        : m_out(out)
        , m_tree(tree)
    {
    }
    ~InlineSink() { flush(); }
    InlineSink(const InlineSink &) = delete;
    InlineSink &operator=(const InlineSink &) = delete;

    void text(std::string_view s, std::uint8_t marks, std::int32_t link)
    {
        if (s.empty())
            return;
        if (marks & MarkCode)
            marks = MarkCode;
        if (!m_pending.empty() && (marks != m_marks || link != m_link))
            flush();
        m_pending.append(s);
        m_marks = marks;
        m_link = link;
        m_lastWasBreak = false;
        m_afterPrefix = false;
    }

    void hardBreak()
    {
        flush();
        separator();
        m_out.raw(R"({"type":"hardBreak"})");
        m_lastWasBreak = true;
    }

    // Starts a new line when flattening blocks into one inline sequence.
    void newLine()
    {
        if (m_afterPrefix) {
            m_afterPrefix = false;
            return;
        }
        if ((m_nodes > 0 || !m_pending.empty()) && !m_lastWasBreak)
            hardBreak();
    }

    // Text that introduces the next block on the same line ("• ", "2. ", "[x] ").
    void prefix(std::string_view s)
    {
        newLine();
        text(s, 0, -1);
        m_afterPrefix = true;
    }

    void flush()
    {
        if (m_pending.empty())
            return;
        separator();
        if constexpr (!Out::QtLayout) {
            m_out.raw(R"({"type":"text","text":)");
            m_out.str(m_pending);
        } else {
            m_out.ch('{');
        }
        if (m_marks != 0 || m_link >= 0) {
            m_out.rawz(Out::QtLayout ? R"("marks":[)" : R"(,"marks":[)");
            bool first = true;
            auto mark = [&](const char *json) {
                if (!first)
                    m_out.ch(',');
                first = false;
                m_out.rawz(json);
            };
            if (m_marks & MarkCode)
                mark(R"({"type":"code"})");
            if (m_marks & MarkEm)
                mark(R"({"type":"em"})");
            if (m_marks & MarkStrong)
                mark(R"({"type":"strong"})");
            if (m_marks & MarkStrike)
                mark(R"({"type":"strike"})");
            if (m_link >= 0) {
                const Link &l = m_tree.links[std::size_t(m_link)];
                if (!first)
                    m_out.ch(',');
                first = false;
                m_out.open("link");
                m_out.raw(R"("attrs":{"href":)");
                m_out.str(m_tree.slice(l.hrefOffset, l.hrefLength));
                if (l.titleLength > 0) {
                    m_out.raw(R"(,"title":)");
                    m_out.str(m_tree.slice(l.titleOffset, l.titleLength));
                }
                m_out.ch('}');
                m_out.close("link");
            }
            m_out.ch(']');
            if constexpr (Out::QtLayout)
                m_out.ch(',');
        }
        if constexpr (Out::QtLayout) {
            m_out.raw(R"("text":)");
            m_out.str(m_pending);
            m_out.raw(R"(,"type":"text"})");
        } else {
            m_out.ch('}');
        }
        m_pending.clear();
    }

private:
    void separator()
    {
        if (m_nodes++ > 0)
            m_out.ch(',');
    }

    Out &m_out;
    const MdTree &m_tree;
    std::string m_pending;
    std::uint8_t m_marks = 0;
    std::int32_t m_link = -1;
    int m_nodes = 0;
    bool m_lastWasBreak = false;
    bool m_afterPrefix = false;
};

} // namespace pm::adf::detail
