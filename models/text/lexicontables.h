#pragma once

// Internal to the lexicons (lexicon.cpp): the kinds of phrase and term, the hashed
// word sets, and the tables built once from lexicon_tables.inc (lexicontables.cpp).

#include "lexicon.h"

#include <QStringView>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace pm::text::lexicon {

// ---- English -------------------------------------------------------------------------

// clang-format off
enum class Kind : std::uint8_t {
    Plain,          // flag the phrase
    HedgeAdverb,    // flag; quick fix deletes the word
    HedgeClause,    // flag; quick fix deletes "we think (that) "
    SubjectNotWe,   // blame unless the subject is "we" or a process ("CI should have caught")
    Possessive,     // blame only as "his/her/their X" or "Name's X"
    BeVerb,         // passive voice: be + (adverbs) + participle
    FailureVerb,    // blame when a person or a role is the subject ("Dana broke the build")
    Modal,          // hedge unless the reader or an attacker is the subject ("you may have
                    // set…") or "could be" states a capability ("could be leveraged for")
};
// clang-format on

struct PhraseSpec
{
    const char *text; // lowercase words separated by spaces; '|' separates alternatives
                      // of the last word
    Rule rule;
    Kind kind;
};

// clang-format off
enum class CjkFix : std::uint8_t { None, Delete, DeleteWithComma, ToShi };
// clang-format on
// clang-format off
enum class CjkGuard : std::uint8_t { None, KeNeng, WeBefore, BeiNoun, GuJi, DaGai, PersonBefore, Contrast, Partial };
// clang-format on

struct CjkTerm
{
    const char16_t *term;
    Rule rule;
    CjkFix fix;
    CjkGuard guard;
};

inline constexpr std::uint64_t fnvBasis = 1469598103934665603ull;
inline constexpr std::uint64_t fnvPrime = 1099511628211ull;

inline char16_t lower(char16_t c)
{
    return (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
}

inline std::uint64_t hashAscii(const char *w, std::size_t n)
{
    std::uint64_t h = fnvBasis;
    for (std::size_t i = 0; i < n; ++i)
        h = (h ^ std::uint64_t(std::uint8_t(w[i]))) * fnvPrime;
    return h | 1; // 0 marks an empty slot
}

// Open-addressing table from a word's hash to a range of values; the words are verified
// by the caller, so a hash collision can only cost a comparison.
class WordTable
{
public:
    void build(std::vector<std::pair<std::uint64_t, int>> entries)
    {
        std::sort(entries.begin(), entries.end());
        std::size_t size = 64;
        while (size < entries.size() * 4)
            size *= 2;
        m_slots.assign(size, Slot{});
        m_values.clear();
        for (std::size_t i = 0; i < entries.size();) {
            std::size_t j = i;
            const std::uint64_t h = entries[i].first;
            const auto begin = std::uint32_t(m_values.size());
            while (j < entries.size() && entries[j].first == h)
                m_values.push_back(entries[j++].second);
            std::size_t s = h & (size - 1);
            while (m_slots[s].hash)
                s = (s + 1) & (size - 1);
            m_slots[s] = Slot{h, begin, std::uint32_t(j - i)};
            i = j;
        }
    }
    // Values for hash h: [begin, end) of values(); empty when absent.
    std::pair<const int *, const int *> find(std::uint64_t h) const
    {
        std::size_t s = h & (m_slots.size() - 1);
        while (m_slots[s].hash) {
            if (m_slots[s].hash == h) {
                const int *b = m_values.data() + m_slots[s].begin;
                return {b, b + m_slots[s].count};
            }
            s = (s + 1) & (m_slots.size() - 1);
        }
        return {nullptr, nullptr};
    }

private:
    struct Slot
    {
        std::uint64_t hash = 0;
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
    };
    std::vector<Slot> m_slots;
    std::vector<int> m_values;
};

struct Phrase
{
    std::vector<std::string> words;
    Rule rule;
    Kind kind;
};

// A set of lowercase words, queried by hash and verified.
class WordSet
{
public:
    template<std::size_t N>
    explicit WordSet(const char *const (&words)[N])
    {
        std::vector<std::pair<std::uint64_t, int>> entries;
        for (std::size_t i = 0; i < N; ++i) {
            m_words.emplace_back(words[i]);
            entries.emplace_back(hashAscii(words[i], std::strlen(words[i])), int(i));
        }
        m_table.build(std::move(entries));
    }
    bool contains(std::uint64_t h, QStringView word) const;

private:
    std::vector<std::string> m_words;
    WordTable m_table;
};

bool equalsLower(QStringView word, const std::string &ascii);

// ---- Chinese -------------------------------------------------------------------------

inline std::size_t termLength(const char16_t *t)
{
    std::size_t n = 0;
    while (t[n])
        ++n;
    return n;
}

// The bit a word's length takes in Tables::firstWordLengths: 31 and longer share the last.
inline unsigned lengthBit(unsigned length)
{
    return std::min(length, 31u);
}

// An ASCII letter's place in the alphabet, 1 to 26 for either case: its low five bits.
inline unsigned letterPlace(char16_t letter)
{
    return letter & 31u;
}

// A plain word's first and last letters, as an index of 32 * 32.
inline unsigned letterPair(char16_t first, char16_t last)
{
    return letterPlace(first) * 32 + letterPlace(last);
}

// A plain word's shape: its first letter and lengthBit of its length, an index of 32 * 32.
inline unsigned shapeOf(char16_t first, unsigned length)
{
    return letterPlace(first) * 32 + lengthBit(length);
}

// The phrases that begin with one word.
struct FirstWord
{
    std::string text;
    std::vector<int> phrases; // indices into Tables::phrases, in the spec order
};

struct Tables
{
    std::vector<Phrase> phrases;
    // The first words of the phrases, found by shape and compared letter by letter: a
    // shape has one or two of them, so a word is never hashed to find its phrases.
    std::vector<FirstWord> firstWords;
    std::array<std::uint16_t, 32 * 32 + 1> shapeStarts{}; // firstWordsByShape of shape k:
    std::vector<std::uint16_t> firstWordsByShape;         // [shapeStarts[k], shapeStarts[k + 1])
    // Which plain words can start a phrase, asked of every word while tokenizing: by
    // letterPair, the lengths (bit n for n letters, lengthBit) of the first words that
    // begin and end with those letters. Most prose words ("the", "and", "that") have none.
    std::array<std::uint32_t, 32 * 32> firstWordLengths{};
    WordSet participles;
    WordSet nonParticiples;
    WordSet adverbs;
    WordSet subjects;
    WordSet possessives;
    WordSet blameAdverbs;
    WordSet modalSubjects;
    WordSet causeParticiples;
    WordSet participlePrefixes;
    WordSet tags;
    WordSet counterfactuals;
    WordSet capabilities;
    WordSet roles;
    WordSet notPersons;
    // CJK: first character -> bucket of term indices, longest first.
    std::array<std::uint8_t, 65536> cjkBucketOf{};
    std::vector<std::vector<int>> cjkBuckets{1};
    std::vector<std::size_t> cjkLengths;

    const CjkTerm *cjkTerms = nullptr; // the terms the indices in cjkBuckets refer to

    Tables();
};

const Tables &tables();

} // namespace pm::text::lexicon
