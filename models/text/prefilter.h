#pragma once

#include <QLatin1String>
#include <QStringView>

#include <initializer_list>

// Cheap necessary conditions in front of the rules' regular expressions. A rule asks
// its pattern only when the text could match it: every check below answers "no" only
// for a text the pattern cannot match, so a finding never changes (tst_prefilter lints
// the corpora with and without them and compares the JSON byte for byte). A pattern
// run costs ~2,000 instructions even on a short miss, and most action items miss most
// patterns.
namespace pm::text::prefilter {

// Off only in tests, to compare with the patterns alone.
bool enabled();
void setEnabled(bool on);

// Whether text may hold `lower` (ASCII, lower case) as PCRE2's caseless Unicode matching
// sees it: 'k' also matches U+212A (Kelvin sign), 's' U+017F (long s), and so on.
bool containsCaseless(QStringView text, QLatin1String lower);

// Whether `lower` (ASCII, lower case) stands at text[at], compared as containsCaseless does.
bool startsWithCaseless(QStringView text, qsizetype at, const char *lower);

// Whether one of `lower` (ASCII, lower case) starts at a position of text where a \b can
// stand before a letter: the start or after a character that is not [A-Za-z0-9_] (a
// superset of the word starts of a pattern's "\b(?:word|...)"), compared as
// containsCaseless does. One pass over text for all the words.
bool containsWordCaseless(QStringView text, std::initializer_list<const char *> lower);

// Whether text holds one of the strings (each at least one character), in one pass.
bool containsAny(QStringView text, std::initializer_list<const char16_t *> strings);

// Whether text holds a run of at least n ASCII hex digits.
bool hasHexRun(QStringView text, int n);

// Whether text holds c.
inline bool has(QStringView text, char16_t c)
{
    return text.contains(QChar(c));
}

// [A-Za-z0-9_]: a word character to a pattern that is not Unicode-aware (its \w and \b).
inline bool isAsciiWord(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

// Where the run of ASCII white space that starts at text[from] ends: what a pattern's
// \s* passes when the pattern is not Unicode-aware (' ' and '\t' to '\r').
inline qsizetype asciiSpaceEnd(QStringView text, qsizetype from = 0)
{
    const char16_t *const t = text.utf16();
    while (from < text.size() && (t[from] == u' ' || (t[from] >= u'\t' && t[from] <= u'\r')))
        ++from;
    return from;
}

} // namespace pm::text::prefilter
