#pragma once

#include <QStringView>

namespace pm::lint {

// Words as writers count them: a run of letters or digits is one word (Latin, Cyrillic,
// Hangul "한국어 문장" = 2, …); every Han, Hiragana or Katakana character is one word,
// the way Chinese and Japanese writers count ("𠮷野家" = 3, surrogate pairs included).
// Scripts come from QChar::script() of each code point. Kept by hand because Qt 6.4's
// QTextBoundaryFinder finds no words in Chinese.
int countWords(QStringView text);

} // namespace pm::lint
