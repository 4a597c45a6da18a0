#pragma once

#include <QStringView>

#include <vector>

namespace pm::lint {

// A word of prose to hand to a spell checker: [start, start + length) of the text.
struct SpellWord
{
    int start = 0;
    int length = 0;
    bool operator==(const SpellWord &o) const { return start == o.start && length == o.length; }
};

// The words of a section body a spell checker may judge, in order. Only prose counts
// (the lint mask decides: code spans, fenced and indented code, URLs, HTML comments are
// out). A token of prose is left out whole when it reads as code or a reference rather
// than a word: camelCase (and ETag, GitHub), snake_case, dotted (config.max_age, e.g.),
// Type::member, anything with a digit (CDN-4821, v2, 50/50), a path, an @handle or #tag,
// an email address, an all-capitals acronym. Chinese, Japanese and Korean text is never
// checked: those characters end a word and are never part of one. Hyphenated words are
// checked part by part; an apostrophe inside a word (don't, it’s) belongs to it.
std::vector<SpellWord> spellCheckWords(QStringView text);

} // namespace pm::lint
