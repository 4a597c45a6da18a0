#include "htmlentities.h"

#include "mdtree.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace pm::adf {

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

namespace {

struct Entity
{
    const char *name;
    const char *value;
};

constexpr Entity kEntities[] = {
#include "htmlentities.inc"
};

bool isHexDigit(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

} // namespace

void appendDecodedEntity(std::string_view entity, std::string &out)
{
    if (entity.size() < 3 || entity.front() != '&' || entity.back() != ';') {
        out.append(entity);
        return;
    }
    const std::string_view body = entity.substr(1, entity.size() - 2);
    if (body.front() == '#') {
        const bool hex = body.size() > 1 && (body[1] == 'x' || body[1] == 'X');
        const std::string_view digits = body.substr(hex ? 2 : 1);
        if (digits.empty() || digits.size() > (hex ? 6u : 7u)) {
            out.append(entity);
            return;
        }
        char32_t cp = 0;
        for (char c : digits) {
            if (hex ? !isHexDigit(c) : !(c >= '0' && c <= '9')) {
                out.append(entity);
                return;
            }
            cp = cp * (hex ? 16 : 10) + char32_t(hex ? hexValue(c) : c - '0');
        }
        appendUtf8(out, cp == 0 ? 0xFFFD : cp);
        return;
    }
    const auto it = std::lower_bound(std::begin(kEntities), std::end(kEntities), body,
                                     [](const Entity &e, std::string_view key) {
                                         return std::string_view(e.name) < key;
                                     });
    if (it != std::end(kEntities) && std::string_view(it->name) == body)
        out.append(it->value);
    else
        out.append(entity);
}

} // namespace pm::adf
