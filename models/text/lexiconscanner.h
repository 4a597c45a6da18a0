#pragma once

// Internal to the lexicons: the scanner that finds their phrases and terms in a
// block's prose (lexicon.cpp: the tokens and the English phrases; lexiconcjk.cpp: the
// Chinese terms).

#include "charscan.h"
#include "lexicon.h"
#include "lexicontables.h"
#include "markdownmask.h"

#include <QChar>
#include <QStringView>

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace pm::text::lexicon {

// ---- scanning ------------------------------------------------------------------------

struct Token
{
    // Twelve bytes: a block of millions of one-letter words has as many tokens. The
    // word's hash, where the gap before it starts (the previous token's end) and whether
    // it is part of a compound are worked out when needed (Scanner::hashOf, gapOf,
    // compound) rather than stored: the phrases look at few of the tokens.
    int start;
    int end;
    bool plain;    // ASCII letters only
    bool wsBefore; // only whitespace prose since the previous token
};

// The ASCII classes the tokenizer asks of every character, one load each.
// clang-format off
enum : std::uint8_t {
    AsciiLetter = 1,
    AsciiWord = 2,  // letters, digits, '_'
    AsciiBlank = 4, // the ASCII ones of isBlank()
    AsciiGlue = 8,  // . / \ : > = @ and '-': glued to a word, they make a compound
};
// clang-format on
constexpr std::array<std::uint8_t, 128> asciiClasses = [] {
    std::array<std::uint8_t, 128> t{};
    for (int c = 0; c < 128; ++c) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool word = letter || (c >= '0' && c <= '9') || c == '_';
        const bool blank = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        const bool glue = c == '.' || c == '/' || c == '\\' || c == ':' || c == '>' || c == '='
                          || c == '@' || c == '-';
        t[std::size_t(c)] = std::uint8_t((letter ? AsciiLetter : 0) | (word ? AsciiWord : 0)
                                         | (blank ? AsciiBlank : 0) | (glue ? AsciiGlue : 0));
    }
    return t;
}();

inline bool isAsciiLetter(char16_t c)
{
    return c < 0x80 && (asciiClasses[c] & AsciiLetter);
}

inline bool isWordChar(char16_t c)
{
    if (c < 0x80)
        return asciiClasses[c] & AsciiWord;
    return c < 0x2E80 && QChar(c).isLetterOrNumber();
}

inline bool isGlue(char16_t c)
{
    return c < 0x80 && (asciiClasses[c] & AsciiGlue);
}

// Where the run of prose that starts at i ends (the first other character, or end).
inline int proseRunEnd(const std::uint8_t *kinds, int i, int end)
{
    // Eight mask bytes at a time while they are all prose (0): a paragraph is one run.
    static_assert(Prose == 0);
    for (std::uint64_t eight; i + 8 <= end; i += 8) {
        std::memcpy(&eight, kinds + i, 8);
        if (eight != 0)
            break;
    }
    while (i < end && kinds[i] == Prose)
        ++i;
    return i;
}

class Scanner
{
public:
    Scanner(const MarkdownMask &mask, const Block &block, const RuleSet &rules,
            std::vector<Hit> &hits)
        : m_t(tables())
        , m_mask(mask)
        , m_text(mask.text())
        , m_block(block)
        , m_rules(rules)
        , m_hits(hits)
    {
    }

    BlockStats run();

private:
    void scanChars();
    void matchPhrases();
    const FirstWord *firstWordOf(const Token &t) const;
    bool matchRest(std::size_t ti, const Phrase &ph, std::size_t *last) const;
    bool handlePhrase(std::size_t ti, std::size_t last, const Phrase &ph);
    void checkPassive(std::size_t ti);
    bool isParticiple(const Token &t) const;
    int scanCjk(int i);
    bool personBefore(int i) const;
    bool cjkGuardSkips(CjkGuard guard, int i, int len) const;
    bool personSubject(std::size_t verb, int *start) const;
    bool counterfactual(std::size_t last) const;
    // Returns where scanning goes on. (scanChars keeps its position in a register: had
    // its address been taken, every step through the text would store it.)
    int scanQuestionRun(int i);
    void scanAngle(int i);
    void addHit(Rule rule, int start, int end) { m_hits.push_back(Hit{rule, start, end - start, -1, 0, {}}); }
    bool enabled(Rule r) const { return m_rules.test(std::size_t(r)); }
    QStringView word(const Token &t) const { return m_text.mid(t.start, t.end - t.start); }
    // The hash the lexicon tables are keyed by: FNV-1a over the word's ASCII letters,
    // lowercased (hashAscii of the lowercase word, for a plain one).
    std::uint64_t hashOf(const Token &t) const
    {
        std::uint64_t h = fnvBasis;
        if (t.plain) { // every character an ASCII letter: lowercase is | 0x20
            for (int i = t.start; i < t.end; ++i)
                h = (h ^ std::uint64_t(m_text[i].unicode() | 0x20)) * fnvPrime;
            return h | 1;
        }
        for (int i = t.start; i < t.end; ++i) {
            const char16_t d = m_text[i].unicode();
            if (isAsciiLetter(d))
                h = (h ^ std::uint64_t(lower(d))) * fnvPrime;
        }
        return h | 1;
    }
    // Whether the plain word text[start, end) passes the first-word filter of Tables:
    // a necessary condition for it to start a phrase, so most words are never looked up.
    bool mayStartPhrase(const char16_t *text, int start, int end) const
    {
        const unsigned pair = letterPair(text[start], text[end - 1]);
        return m_t.firstWordLengths[pair] >> lengthBit(unsigned(end - start)) & 1;
    }
    // Glued to an identifier: "foo.might", "a/maybe.cpp", "maybe-later", "x->might".
    // Hyphenated and dotted compounds are names, not prose: their parts never match a
    // lexicon word.
    bool compound(int start, int end) const
    {
        const char16_t *text = m_text.utf16();
        const int size = int(m_text.size());
        return (start >= 2 && isGlue(text[start - 1]) && isWordChar(text[start - 2]))
               || (end + 1 < size && isGlue(text[end]) && isWordChar(text[end + 1]))
               || (end + 2 < size && text[end] == u'-' && text[end + 1] == u'>');
    }
    bool compound(const Token &t) const { return compound(t.start, t.end); }
    // Where the gap before token k starts: the end of the token before it.
    int gapOf(std::size_t k) const { return k == 0 ? m_block.contentStart : m_tokens[k - 1].end; }
    bool sentenceStart(int pos) const;
    // Whether what follows a deleted hedge can start the rest of the sentence: a word,
    // a code span, a link, not punctuation.
    bool startsWord(int pos) const
    {
        const char16_t c = m_text[pos].unicode();
        return !m_mask.isProse(pos) || isWordChar(c) || c >= 0x2E80 || c == u'[' || c == u'*'
               || c == u'_' || c == u'"';
    }
    void adverbFix(const Token &t, Hit *hit) const;
    void clauseFix(std::size_t first, std::size_t last, Hit *hit) const;

    const Tables &m_t;
    const MarkdownMask &m_mask;
    QStringView m_text;
    const Block &m_block;
    const RuleSet &m_rules;
    std::vector<Hit> &m_hits;
    BlockStats m_stats;
    std::vector<Token> &m_tokens = scratchTokens();
    // The tokens that may start a phrase (plain, not compound, a first word's first
    // and last letters and length), in order: matchPhrases looks up only these.
    std::vector<std::uint32_t> &m_phraseStarts = scratchPhraseStarts();

    static std::vector<Token> &scratchTokens()
    {
        thread_local std::vector<Token> tokens;
        return tokens;
    }
    static std::vector<std::uint32_t> &scratchPhraseStarts()
    {
        thread_local std::vector<std::uint32_t> starts;
        return starts;
    }
};

} // namespace pm::text::lexicon
