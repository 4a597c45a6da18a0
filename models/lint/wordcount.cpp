#include "wordcount.h"

#include <QChar>

namespace pm::lint {

int countWords(QStringView text)
{
    int words = 0;
    bool inWord = false;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(text[i + 1].unicode()))
            c = QChar::surrogateToUcs4(char16_t(c), text[++i].unicode());
        const QChar::Script script = QChar::script(c);
        if (script == QChar::Script_Han || script == QChar::Script_Hiragana
            || script == QChar::Script_Katakana) {
            ++words;
            inWord = false;
        } else if (QChar::isLetterOrNumber(c) || c == U'_' || QChar::category(c) == QChar::Mark_NonSpacing) {
            if (!inWord)
                ++words;
            inWord = true;
        } else if (!(inWord && (c == U'\'' || c == U'-'))) {
            inWord = false;
        }
    }
    return words;
}

} // namespace pm::lint
