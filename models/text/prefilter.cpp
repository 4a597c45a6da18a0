#include "prefilter.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>

namespace pm::text::prefilter {
namespace {

std::atomic<bool> g_enabled{true};

bool caselessEqual(char16_t c, char lower)
{
    if (c < 0x80)
        return (c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c) == char16_t(lower);
    // Outside ASCII only these four map to an ASCII letter by a simple case mapping or
    // folding (a superset of PCRE2's caseless sets; tst_prefilter checks them all).
    switch (c) {
    case 0x0130: // İ
    case 0x0131: // ı
        return lower == 'i';
    case 0x017F: // ſ
        return lower == 's';
    case 0x212A: // Kelvin sign
        return lower == 'k';
    default:
        return false;
    }
}

// The ASCII letter c stands for in a caseless comparison, or 0.
char letterOf(char16_t c)
{
    if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'))
        return char(c | 0x20);
    switch (c) {
    case 0x0130:
    case 0x0131:
        return 'i';
    case 0x017F:
        return 's';
    case 0x212A:
        return 'k';
    default:
        return 0;
    }
}

// [A-Za-z0-9_] by character, for the scans that skip the inside of a word.
constexpr std::array<bool, 128> asciiWords = [] {
    std::array<bool, 128> t{};
    for (int c = 0; c < 128; ++c)
        t[std::size_t(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    return t;
}();

} // namespace

bool enabled()
{
    return g_enabled.load(std::memory_order_relaxed);
}

void setEnabled(bool on)
{
    g_enabled.store(on, std::memory_order_relaxed);
}

bool containsCaseless(QStringView text, QLatin1String lower)
{
    const qsizetype n = lower.size();
    if (n == 0)
        return true;
    const char *const w = lower.data();
    const char16_t *const t = text.utf16();
    for (qsizetype i = 0, last = text.size() - n; i <= last; ++i) {
        if (!caselessEqual(t[i], w[0]))
            continue;
        qsizetype j = 1;
        while (j < n && caselessEqual(t[i + j], w[j]))
            ++j;
        if (j == n)
            return true;
    }
    return false;
}

bool startsWithCaseless(QStringView text, qsizetype at, const char *lower)
{
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    qsizetype j = 0;
    while (lower[j] && at + j < n && caselessEqual(t[at + j], lower[j]))
        ++j;
    return !lower[j];
}

bool containsWordCaseless(QStringView text, std::initializer_list<const char *> lower)
{
    // The words' first letters, and for each the letters that come second: most word
    // starts of a text are ruled out by their first two letters, before any word is
    // compared. A word whose second character is no letter ("n't") is compared whenever
    // its first letter starts a word.
    std::uint32_t firsts = 0;
    std::uint32_t anySecond = 0;
    std::array<std::uint32_t, 26> seconds{};
    for (const char *w : lower) {
        const int f = w[0] - 'a';
        firsts |= 1u << f;
        if (w[1] >= 'a' && w[1] <= 'z')
            seconds[std::size_t(f)] |= 1u << (w[1] - 'a');
        else
            anySecond |= 1u << f;
    }
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const auto startsOne = [&](qsizetype i, unsigned k) {
        const char second = i + 1 < n ? letterOf(t[i + 1]) : 0;
        if (!((anySecond >> k) & 1) && !(second && ((seconds[k] >> (second - 'a')) & 1)))
            return false;
        for (const char *w : lower) {
            if (unsigned(w[0] - 'a') != k)
                continue;
            qsizetype j = 1;
            while (w[j] && i + j < n && caselessEqual(t[i + j], w[j]))
                ++j;
            if (!w[j])
                return true;
        }
        return false;
    };
    qsizetype i = 0;
    while (i < n) {
        const char16_t c = t[i];
        if (c < 0x80) {
            if (!asciiWords[c]) {
                ++i;
                continue;
            }
            // The start of a run of [A-Za-z0-9_] (what stands before it is none of them):
            // no word starts inside the run, which is skipped. An ASCII letter with its
            // case bit set is 'a'..'z'; no other character is.
            const unsigned k = unsigned((c | 0x20) - u'a');
            if (k < 26 && ((firsts >> k) & 1) && startsOne(i, k))
                return true;
            ++i;
            while (i < n && t[i] < 0x80 && asciiWords[t[i]])
                ++i;
            continue;
        }
        const char l = letterOf(c);
        if (l && (firsts & (1u << (l - 'a'))) && (i == 0 || !isAsciiWord(t[i - 1])) && startsOne(i, unsigned(l - 'a')))
            return true;
        ++i;
    }
    return false;
}

bool containsAny(QStringView text, std::initializer_list<const char16_t *> strings)
{
    // A character below every string's first one starts none of them: in Latin text the
    // Chinese strings are skipped with one comparison a character, or four characters at
    // a time when every string starts outside ASCII (then no ASCII character starts one).
    // In Chinese text, most characters are none of the first ones: a bit per first
    // character's low six bits rules them out before the strings are compared.
    char16_t lowest = 0xFFFF;
    std::uint64_t firsts = 0;
    for (const char16_t *s : strings) {
        lowest = std::min(lowest, s[0]);
        firsts |= std::uint64_t(1) << (s[0] & 63);
    }
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const bool skipAscii = lowest >= 0x80;
    const auto fourAscii = [t](qsizetype i) {
        std::uint64_t four;
        std::memcpy(&four, t + i, sizeof four);
        return !(four & 0xFF80FF80FF80FF80u); // the top nine bits of each character
    };
    for (qsizetype i = 0; i < n; ++i) {
        if (skipAscii) {
            while (i + 4 <= n && fourAscii(i))
                i += 4;
            if (i == n)
                break;
        }
        if (t[i] < lowest || !((firsts >> (t[i] & 63)) & 1))
            continue;
        for (const char16_t *s : strings) {
            if (t[i] != s[0])
                continue;
            qsizetype j = 1;
            while (s[j] && i + j < n && t[i + j] == s[j])
                ++j;
            if (!s[j])
                return true;
        }
    }
    return false;
}

bool hasHexRun(QStringView text, int n)
{
    int run = 0;
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        const bool hex = (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
        run = hex ? run + 1 : 0;
        if (run >= n)
            return true;
    }
    return false;
}

} // namespace pm::text::prefilter
