#include "utf8text.h"

#include <cstdint>
#include <cstring>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define PM_UTF8_SSE2 1
#endif

namespace pm::detail {
namespace {

// Walks [p, end) while it is well-formed UTF-8 as RFC 3629 and Unicode's table 3-7 define
// it (what Qt's own validators accept): no overlong form, no surrogate, nothing past
// U+10FFFF. With Decode, each character's UTF-16 is written at out, which is left after
// the last one; every character is kept as it is, a byte order mark too. False at the
// first byte that is not well-formed. Every draft read is checked here and then decoded
// here, so ASCII goes sixteen bytes at a time (eight without SSE2) and a run of CJK
// characters goes through one short loop.
template<bool Decode>
bool walkWellFormed(const unsigned char *p, const unsigned char *const end, char16_t *&out)
{
    while (p < end) {
#ifdef PM_UTF8_SSE2
        const __m128i zero = _mm_setzero_si128();
        while (end - p >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            if (_mm_movemask_epi8(bytes) != 0)
                break;
            if constexpr (Decode) { // each byte widened to a UTF-16 unit
                _mm_storeu_si128(reinterpret_cast<__m128i *>(out), _mm_unpacklo_epi8(bytes, zero));
                _mm_storeu_si128(reinterpret_cast<__m128i *>(out + 8), _mm_unpackhi_epi8(bytes, zero));
                out += 16;
            }
            p += 16;
        }
#else
        while (end - p >= 8) {
            std::uint64_t eight;
            std::memcpy(&eight, p, 8);
            if (eight & 0x8080808080808080ull)
                break;
            if constexpr (Decode) {
                for (int k = 0; k < 8; ++k)
                    *out++ = char16_t(p[k]);
            }
            p += 8;
        }
#endif
        // Chinese text: characters U+1000-U+CFFF and U+E000-U+FFFF, three bytes each
        // (lead E1-EC or EE-EF), one after another; any two continuation bytes after such
        // a lead make a character.
        while (end - p >= 3 && unsigned(*p - 0xE1) <= 0xEF - 0xE1 && *p != 0xED
               && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80) {
            if constexpr (Decode)
                *out++ = char16_t(((*p & 0x0Fu) << 12) | ((p[1] & 0x3Fu) << 6) | (p[2] & 0x3Fu));
            p += 3;
        }
        if (p == end)
            break;
        const unsigned lead = *p;
        if (lead < 0x80) {
            if constexpr (Decode)
                *out++ = char16_t(lead);
            ++p;
        } else if (lead >= 0xC2 && lead <= 0xDF) {
            if (end - p < 2 || (p[1] & 0xC0) != 0x80)
                return false;
            if constexpr (Decode)
                *out++ = char16_t(((lead & 0x1F) << 6) | (p[1] & 0x3F));
            p += 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            if (end - p < 3 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80)
                return false;
            const unsigned c = ((lead & 0x0F) << 12) | ((p[1] & 0x3Fu) << 6) | (p[2] & 0x3Fu);
            if (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF)) // overlong, a surrogate
                return false;
            if constexpr (Decode)
                *out++ = char16_t(c);
            p += 3;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            if (end - p < 4 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80 || (p[3] & 0xC0) != 0x80)
                return false;
            const unsigned c = ((lead & 0x07) << 18) | ((p[1] & 0x3Fu) << 12) | ((p[2] & 0x3Fu) << 6)
                               | (p[3] & 0x3Fu);
            if (c < 0x10000 || c > 0x10FFFF) // overlong, past the last code point
                return false;
            if constexpr (Decode) {
                *out++ = char16_t(0xD800 + ((c - 0x10000) >> 10));
                *out++ = char16_t(0xDC00 + ((c - 0x10000) & 0x3FF));
            }
            p += 4;
        } else {
            return false; // a continuation byte, C0, C1 or F5-FF
        }
    }
    return true;
}

} // namespace

QString decodeUtf8(const char *data, int size)
{
    // UTF-16 never has more units than UTF-8 has bytes.
    QString out(size, Qt::Uninitialized);
    char16_t *const begin = reinterpret_cast<char16_t *>(out.data());
    char16_t *end = begin;
    const auto *const bytes = reinterpret_cast<const unsigned char *>(data);
    if (walkWellFormed<true>(bytes, bytes + size, end)) {
        out.resize(int(end - begin));
        if (out.capacity() - out.size() > out.size() / 4)
            out.squeeze(); // Chinese text: three bytes a character
        return out;
    }
    // Not well-formed: Qt's replacement characters. QString::fromUtf8 drops a byte order
    // mark at the start of what it decodes, so a line, a section or a front-matter value
    // that starts with U+FEFF (past the file's own BOM) would be read without it:
    // "\uFEFF---" would become a rule, and a title "\uFEFFx" would lose a character on
    // every save. Those are kept.
    int boms = 0;
    while (size - 3 * boms >= 3 && std::memcmp(data + 3 * boms, "\xEF\xBB\xBF", 3) == 0)
        ++boms;
    const QString rest = QString::fromUtf8(data + 3 * boms, size - 3 * boms);
    return boms == 0 ? rest : QString(boms, QChar(0xFEFF)) + rest;
}

bool isWellFormedUtf8(const char *data, qsizetype size)
{
    const auto *const bytes = reinterpret_cast<const unsigned char *>(data);
    char16_t *unused = nullptr;
    return walkWellFormed<false>(bytes, bytes + size, unused);
}

} // namespace pm::detail
