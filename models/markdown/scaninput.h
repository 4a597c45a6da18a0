#pragma once

// The scanner's input: the text as UTF-8 for md4c, its line starts, and the way back
// from byte offsets to UTF-16 indexes. Internal to pm_markdown.

#include <QByteArray>
#include <QStringView>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace pm::markdown::detail {

// Line starts under CommonMark's line breaks ("\n", "\r\n", "\r"), for bytes or UTF-16.
template<typename Ch>
void findLineStarts(const Ch *s, int size, std::vector<int> &out)
{
    if (size > 0)
        out.push_back(0);
    for (int i = 0; i < size; ++i) {
        const Ch c = s[i];
        if (c != Ch('\n') && c != Ch('\r'))
            continue;
        if (c == Ch('\r') && i + 1 < size && s[i + 1] == Ch('\n'))
            ++i;
        if (i + 1 < size)
            out.push_back(i + 1);
    }
}

// The input as UTF-8 for md4c, and the way back from byte offsets to UTF-16 indexes:
// the line starts found in both, other offsets converted in one sorted walk. (A
// per-byte table would cost 4 bytes per input byte and a good part of the scan's time.)
struct Utf8Input
{
    QByteArray bytes;
    std::vector<int> lineStarts;      // byte offsets
    std::vector<int> utf16LineStarts; // the same lines, UTF-16 indexes; empty for ASCII
    int utf16Size = 0;
    bool ascii = true;

    explicit Utf8Input(QStringView text)
        : bytes(text.toUtf8())
        , utf16Size(int(text.size()))
    {
        ascii = bytes.size() == text.size();
        if (!findByteLineStarts() && !ascii)
            findLineStarts(text.utf16(), int(text.size()), utf16LineStarts);
        else if (!ascii)
            findUtf16LineStarts(text);
    }

    // UTF-8, shared rather than copied: offsets stay byte offsets
    // (counted as "ascii", so nothing converts them).
    explicit Utf8Input(const QByteArray &utf8)
        : bytes(utf8)
        , utf16Size(int(utf8.size()))
    {
        findByteLineStarts();
    }

    // The byte line starts; true when the text holds no '\r' (the fast path).
    bool findByteLineStarts()
    {
        const int size = int(bytes.size());
        const char *b = bytes.constData();
        const std::size_t n = size > 0 ? std::size_t(size) : 0;
        if (std::memchr(b, '\r', n)) {
            findLineStarts(b, size, lineStarts);
            return false;
        }
        // The usual case, no '\r': memchr and QStringView::indexOf are fast.
        if (n > 0)
            lineStarts.push_back(0);
        std::size_t at = 0;
        while (at < n) {
            const void *nl = std::memchr(b + at, '\n', n - at);
            if (!nl)
                break;
            at = std::size_t(static_cast<const char *>(nl) - b) + 1;
            if (at < n)
                lineStarts.push_back(int(at));
        }
        return true;
    }

    void findUtf16LineStarts(QStringView text)
    {
        utf16LineStarts.reserve(lineStarts.size());
        if (!text.isEmpty())
            utf16LineStarts.push_back(0);
        for (qsizetype i = text.indexOf(u'\n'); i >= 0 && i + 1 < text.size();
             i = text.indexOf(u'\n', i + 1))
            utf16LineStarts.push_back(int(i + 1));
    }

    int lineOf(int byte) const
    {
        return int(std::upper_bound(lineStarts.begin(), lineStarts.end(), byte)
                   - lineStarts.begin())
               - 1;
    }

    // Replaces each byte offset by its UTF-16 index, in one walk over the bytes.
    void toUtf16(std::vector<int *> &offsets) const
    {
        if (ascii)
            return;
        auto less = [](const int *x, const int *y) { return *x < *y; };
        if (!std::is_sorted(offsets.begin(), offsets.end(), less)) // blocks are in order
            std::sort(offsets.begin(), offsets.end(), less);
        const char *b = bytes.constData();
        int byte = 0;
        int units = 0;
        for (int *offset : offsets) {
            // Code units that start at each byte: 1 at a lead byte, 2 at the lead byte
            // of a 4-byte sequence (a surrogate pair), 0 at a continuation byte. Eight
            // bytes at a time: bit 7 of each byte of `cont` is set for 10xxxxxx, of
            // `four` for 1111xxxx.
            constexpr std::uint64_t high = 0x8080808080808080ull;
            for (; byte + 8 <= *offset; byte += 8) {
                std::uint64_t x;
                std::memcpy(&x, b + byte, 8);
                const std::uint64_t cont = x & ~(x << 1) & high;
                const std::uint64_t four = x & (x << 1) & (x << 2) & (x << 3) & high;
                // One 0/1 per byte, summed by the multiplication into the top byte.
                constexpr std::uint64_t ones = 0x0101010101010101ull;
                units += 8 - int(((cont >> 7) * ones) >> 56) + int(((four >> 7) * ones) >> 56);
            }
            for (; byte < *offset; ++byte) {
                const auto u = static_cast<unsigned char>(b[byte]);
                units += int((u & 0xC0) != 0x80) + int(u >= 0xF0);
            }
            *offset = units;
        }
    }

    int utf16LineStart(int line) const
    {
        return ascii ? lineStarts[std::size_t(line)] : utf16LineStarts[std::size_t(line)];
    }

    // Where a line's text ends, before its break. (The shadows md4c reads change no
    // line break, so this holds for them too.)
    int lineEnd(int line) const
    {
        const int begin = lineStarts[std::size_t(line)];
        int end = line + 1 < int(lineStarts.size()) ? lineStarts[std::size_t(line + 1)] : int(bytes.size());
        while (end > begin && (bytes.at(end - 1) == '\n' || bytes.at(end - 1) == '\r'))
            --end;
        return end;
    }
};

// The end of a list marker ("-", "*", "+", or up to nine digits and '.' or ')') that
// starts at `p` in `s` and is followed by a blank or the end (`end`); `p` when none is.
inline int listMarkerEnd(const char *s, int p, int end)
{
    int m = p;
    if (m < end && (s[m] == '-' || s[m] == '*' || s[m] == '+')) {
        ++m;
    } else {
        while (m < end && m - p < 9 && s[m] >= '0' && s[m] <= '9')
            ++m;
        m = m > p && m < end && (s[m] == '.' || s[m] == ')') ? m + 1 : p;
    }
    return m > p && (m == end || s[m] == ' ' || s[m] == '\t') ? m : p;
}

} // namespace pm::markdown::detail
