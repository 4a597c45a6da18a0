// JSON string literals in either layout the writer uses (adfjsonout.h): its own
// compact one and the one QJsonDocument writes.
#include "adfjsonout.h"

#include <cstring>

namespace pm::adf {

namespace {

// Either layout's literal, appended in place: the exact size first, then the bytes, so
// a long string is neither copied nor grown piece by piece.
void appendEscaped(QByteArray &out, std::string_view s, bool qtLayout)
{
    const qsizetype at = out.size();
    out.resize(at + qsizetype(detail::jsonStringSize(s, qtLayout).bytes));
    detail::escapeJsonString(out.data() + at, s, qtLayout);
}

} // namespace

void appendJsonString(QByteArray &out, std::string_view s)
{
    appendEscaped(out, s, false);
}

void appendQtJsonString(QByteArray &out, std::string_view s)
{
    appendEscaped(out, s, true);
}

namespace detail {

StringSize jsonStringSize(std::string_view s, bool qtLayout)
{
    StringSize size;
    std::size_t n = s.size() + 2;
    std::size_t continuations = 0, fourByteLeads = 0;
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = p[i];
        if (c >= 0x80) {
            continuations += (c & 0xC0) == 0x80;
            fourByteLeads += c >= 0xF0;
            // The writer's layout escapes U+FEFF (3 bytes, 1 unit) as 6 ASCII bytes.
            if (!qtLayout && c == 0xEF && i + 2 < s.size() && p[i + 1] == 0xBB && p[i + 2] == 0xBF) {
                n += 3;
                i += 2; // its continuation bytes are not written
            }
            continue;
        }
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        const bool shortEscape = c == '"' || c == '\\' || c == '\n' || c == '\t' || c == '\r'
                                 || (qtLayout && (c == '\b' || c == '\f'));
        n += shortEscape ? 1 : 5;
    }
    size.bytes = n;
    size.units = n - continuations + fourByteLeads;
    return size;
}

std::size_t escapeJsonString(char *dst, std::string_view s, bool qtLayout)
{
    static const char hex[] = "0123456789abcdef";
    char *p = dst;
    *p++ = '"';
    const auto *u = reinterpret_cast<const unsigned char *>(s.data());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = u[i];
        if (c >= 0x20 && c != '"' && c != '\\') {
            // Qt's JSON parser drops a raw U+FEFF at the start of a string (it takes it
            // for a byte-order mark), so the writer's layout always escapes it.
            if (!qtLayout && c == 0xEF && i + 2 < s.size() && u[i + 1] == 0xBB && u[i + 2] == 0xBF) {
                std::memcpy(p, "\\ufeff", 6);
                p += 6;
                i += 2;
                continue;
            }
            *p++ = char(c);
            continue;
        }
        char escape = 0;
        switch (c) {
        case '"': escape = '"'; break;
        case '\\': escape = '\\'; break;
        case '\n': escape = 'n'; break;
        case '\t': escape = 't'; break;
        case '\r': escape = 'r'; break;
        case '\b': escape = qtLayout ? 'b' : 0; break;
        case '\f': escape = qtLayout ? 'f' : 0; break;
        default: break;
        }
        *p++ = '\\';
        if (escape != 0) {
            *p++ = escape;
        } else {
            *p++ = 'u';
            *p++ = '0';
            *p++ = '0';
            *p++ = hex[c >> 4];
            *p++ = hex[c & 15];
        }
    }
    *p++ = '"';
    return std::size_t(p - dst);
}

} // namespace detail

} // namespace pm::adf
