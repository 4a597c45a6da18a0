#include "jsontext.h"

#include <charconv>

namespace pm::lsp {

void JsonText::characters(QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    const char16_t *const s = text.utf16();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        char32_t c = s[i];
        if (c < 0x80) {
            if (c == u'"' || c == u'\\') {
                bytes.append('\\').append(char(c));
            } else if (c >= 0x20) {
                bytes.append(char(c));
            } else if (c == u'\n') {
                bytes.append("\\n");
            } else if (c == u'\r') {
                bytes.append("\\r");
            } else if (c == u'\t') {
                bytes.append("\\t");
            } else {
                const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15], 0};
                bytes.append(escape);
            }
            continue;
        }
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < n && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
            c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
            ++i;
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            c = 0xFFFD;
        }
        if (c < 0x800) {
            bytes.append(char(0xC0 | (c >> 6))).append(char(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            bytes.append(char(0xE0 | (c >> 12))).append(char(0x80 | ((c >> 6) & 0x3F))).append(char(0x80 | (c & 0x3F)));
        } else {
            bytes.append(char(0xF0 | (c >> 18)))
                .append(char(0x80 | ((c >> 12) & 0x3F)))
                .append(char(0x80 | ((c >> 6) & 0x3F)))
                .append(char(0x80 | (c & 0x3F)));
        }
    }
}

JsonText &JsonText::number(int value)
{
    char digits[16];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    bytes.append(digits, end - digits);
    return *this;
}

JsonText &JsonText::string(QStringView text)
{
    bytes.append('"');
    characters(text);
    bytes.append('"');
    return *this;
}

JsonText &JsonText::string(QStringView first, QStringView second)
{
    bytes.append('"');
    characters(first);
    bytes.append("\\n");
    characters(second);
    bytes.append('"');
    return *this;
}

} // namespace pm::lsp
