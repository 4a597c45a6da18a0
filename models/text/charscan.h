#pragma once

// Scans over UTF-16 text that the linter makes for every character of a draft, eight
// characters at a time on x86-64 (SSE2, which every x86-64 processor has), one at a time
// elsewhere. Each returns what the plain loop beside it would.

#include <QtAlgorithms>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define PM_CHARSCAN_SSE2 1
#endif

namespace pm::text {

// Space, tab, line breaks, no-break space and the ideographic space.
inline bool isBlank(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == 0xA0 || c == 0x3000;
}

// CJK Unified Ideographs and Extension A: the characters a Chinese word is written in.
inline bool isHan(char16_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF);
}

// The first '\n' in [from, end) of units, or end. Lines of a section are short (a list
// item, a blank line), so a call to QStringView::indexOf cost more than the search.
inline int nextLineBreak(const char16_t *units, int from, int end)
{
#ifdef PM_CHARSCAN_SSE2
    const __m128i newline = _mm_set1_epi16('\n');
    for (; from + 8 <= end; from += 8) {
        const __m128i eight = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + from));
        const int bytes = _mm_movemask_epi8(_mm_cmpeq_epi16(eight, newline)); // 2 bits each
        if (bytes != 0)
            return from + int(qCountTrailingZeroBits(uint(bytes)) / 2);
    }
#endif
    while (from < end && units[from] != u'\n')
        ++from;
    return from;
}

} // namespace pm::text
