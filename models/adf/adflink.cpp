#include "markdowntoadf.h"
#include "mdtree.h"

namespace pm::adf {
namespace {

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    if (s.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        if (c != prefix[i])
            return false;
    }
    return true;
}

// md4c hands out link targets as written; an HTML renderer escapes them when it
// writes the attribute. We store them escaped the way a URL must be.
bool needsPercentEncoding(unsigned char c)
{
    switch (c) {
    case '"':
    case '<':
    case '>':
    case '\\':
    case '^':
    case '`':
    case '{':
    case '|':
    case '}':
        return true;
    default:
        return c <= 0x20 || c == 0x7F;
    }
}

bool hasPrefixNoCase(std::string_view s, std::string_view lowerPrefix)
{
    return s.size() > lowerPrefix.size() && startsWithNoCase(s, lowerPrefix); // the prefix alone is not a target
}

} // namespace

void appendLinkTarget(std::string_view decoded, std::string &out)
{
    if (startsWithNoCase(decoded, "www."))
        out += "http://";
    static const char hex[] = "0123456789ABCDEF";
    for (char ch : decoded) {
        const auto c = static_cast<unsigned char>(ch);
        if (needsPercentEncoding(c)) {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += ch;
        }
    }
}

// The one link policy, shared by the converter, the checker and the preview.
bool isAllowedHref(std::string_view href)
{
    if (href.empty())
        return false;
    for (char ch : href) {
        const auto c = static_cast<unsigned char>(ch);
        if (c <= 0x20 || c == 0x7F)
            return false;
    }
    if (href.front() == '/' || href.front() == '#')
        return true;
    // The schemes people link to from a post-mortem that Atlassian's validator
    // (adf-schema's isSafeUrl) accepts in a link mark.
    for (std::string_view scheme : {"https://", "http://", "mailto:", "ftp://", "ftps://", "irc:", "irc6:", "tel:"}) {
        if (hasPrefixNoCase(href, scheme))
            return true;
    }
    return false;
}

} // namespace pm::adf

namespace pm {

bool isAllowedAdfHref(const QString &href)
{
    const QByteArray utf8 = href.toUtf8();
    return adf::isAllowedHref(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

} // namespace pm
