#include "spellranges.h"

#include "identifiers.h"
#include "markdownmask.h"

namespace pm::lint {

using text::Code;
using text::looksLikeIdentifier;
using text::MarkdownMask;

namespace {

bool isEastAsian(char32_t c)
{
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo:
        return true;
    default:
        return false;
    }
}

// A letter that can be part of a checked word (not Chinese, Japanese or Korean).
bool isWordLetter(char32_t c)
{
    return QChar::isLetter(c) && !isEastAsian(c);
}

bool isApostrophe(char16_t c)
{
    return c == u'\'' || c == u'\u2019';
}

// Punctuation and Markdown emphasis that may wrap a word without being part of it.
bool isWrapping(char16_t c)
{
    return !QChar::isLetterOrNumber(c) && !QChar::isSpace(c) && c != u'/' && c != u'@' && c != u'#'
           && c != u'\\' && c != u'~';
}

// True when a whole token (wrapping punctuation already stripped) is code or a
// reference, not a word.
bool isTechnicalToken(QStringView tok)
{
    bool upper = false, lower = false;
    for (int i = 0; i < tok.size(); ++i) {
        const char16_t c = tok[i].unicode();
        const char16_t prev = i > 0 ? tok[i - 1].unicode() : 0;
        const char16_t next = i + 1 < tok.size() ? tok[i + 1].unicode() : 0;
        if (QChar::isDigit(c) || c == u'_' || c == u'/' || c == u'\\' || c == u'@' || c == u'#' || c == u'='
            || c == u'<' || c == u'>' || c == u'{' || c == u'}' || c == u'[' || c == u']' || c == u'|'
            || c == u'`' || c == u'~' || c == u'$' || c == u'%' || c == u'&' || c == u'+' || c == u'*')
            return true;
        // dotted (config.max_age, e.g., file.cpp) and Type::member
        if ((c == u'.' || c == u':') && QChar::isLetter(prev) && (QChar::isLetter(next) || next == u':'))
            return true;
        // camelCase, iOS, ETag, GitHub: a capital inside a word that has lower case
        // letters is a name from code or a brand, not a dictionary word.
        if (QChar::isUpper(c) && i > 0 && QChar::isLetter(prev) && (QChar::isLower(prev) || QChar::isLower(next)))
            return true;
        upper |= QChar::isUpper(c);
        lower |= QChar::isLower(c);
    }
    // An acronym (CDN, HTTP, JIRA): a spell checker knows few of them.
    if (upper && !lower)
        return true;
    return looksLikeIdentifier(tok);
}

void addWords(QStringView text, int from, int to, std::vector<SpellWord> &out)
{
    int i = from;
    while (i < to) {
        // Letters, with an apostrophe between two letters inside the word.
        char32_t c = text[i].unicode();
        int width = 1;
        if (QChar::isHighSurrogate(char16_t(c)) && i + 1 < to) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            width = 2;
        }
        if (!isWordLetter(c)) {
            i += width;
            continue;
        }
        const int start = i;
        int letters = 0;
        while (i < to) {
            char32_t d = text[i].unicode();
            int w = 1;
            if (QChar::isHighSurrogate(char16_t(d)) && i + 1 < to) {
                d = QChar::surrogateToUcs4(text[i], text[i + 1]);
                w = 2;
            }
            if (isWordLetter(d) || QChar::category(d) == QChar::Mark_NonSpacing) {
                ++letters;
                i += w;
            } else if (isApostrophe(text[i].unicode()) && i + 1 < to && isWordLetter(text[i + 1].unicode())
                       && i > start) {
                ++i;
            } else {
                break;
            }
        }
        if (letters >= 2)
            out.push_back({start, i - start});
    }
}

} // namespace

std::vector<SpellWord> spellCheckWords(QStringView text)
{
    MarkdownMask mask;
    mask.build(text);
    std::vector<SpellWord> out;
    const int n = int(text.size());
    int i = 0;
    while (i < n) {
        if (!mask.isProse(i) || text[i].isSpace()) {
            ++i;
            continue;
        }
        // A token: a run of prose that is not white space.
        const int tokenStart = i;
        while (i < n && mask.isProse(i) && !text[i].isSpace())
            ++i;
        const int tokenEnd = i;
        // Call(), Type::member and ptr->field read as code before their punctuation goes.
        const QStringView raw = text.mid(tokenStart, tokenEnd - tokenStart);
        if (raw.contains(u"()") || raw.contains(u"::") || raw.contains(u"->"))
            continue;
        int start = tokenStart, end = tokenEnd;
        while (start < end && isWrapping(text[start].unicode()))
            ++start;
        while (end > start && isWrapping(text[end - 1].unicode()))
            --end;
        if (start >= end)
            continue;
        // A word glued to a code span (`Foo`s, un`bar`) is part of the code.
        if ((start == tokenStart && start > 0 && mask.kind(start - 1) == Code)
            || (end == tokenEnd && end < n && mask.kind(end) == Code))
            continue;
        const QStringView token = text.mid(start, end - start);
        if (isTechnicalToken(token))
            continue;
        addWords(text, start, end, out);
    }
    return out;
}

} // namespace pm::lint
