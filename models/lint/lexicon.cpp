#include "lexicon.h"

#include "charscan.h"

#include <QChar>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>

namespace pm::lint {
namespace {

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

#include "lexicon_tables.inc"

constexpr std::uint64_t fnvBasis = 1469598103934665603ull;
constexpr std::uint64_t fnvPrime = 1099511628211ull;

inline char16_t lower(char16_t c)
{
    return (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
}

std::uint64_t hashAscii(const char *w, std::size_t n)
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

bool equalsLower(QStringView word, const std::string &ascii)
{
    if (std::size_t(word.size()) != ascii.size())
        return false;
    for (std::size_t i = 0; i < ascii.size(); ++i) {
        if (lower(word[qsizetype(i)].unicode()) != char16_t(ascii[i]))
            return false;
    }
    return true;
}

bool WordSet::contains(std::uint64_t h, QStringView word) const
{
    auto [b, e] = m_table.find(h);
    for (; b != e; ++b) {
        if (equalsLower(word, m_words[std::size_t(*b)]))
            return true;
    }
    return false;
}

// ---- Chinese -------------------------------------------------------------------------

std::size_t termLength(const char16_t *t)
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
    WordSet participles{irregularParticiples};
    WordSet nonParticiples{notParticiples};
    WordSet adverbs{passiveAdverbs};
    WordSet subjects{processSubjects};
    WordSet possessives{possessivePronouns};
    WordSet blameAdverbs{blameAdverbWords};
    WordSet modalSubjects{modalSubjectsWords};
    WordSet causeParticiples{causeParticiplesWords};
    WordSet participlePrefixes{participlePrefixesWords};
    WordSet tags{htmlTags};
    WordSet counterfactuals{counterfactualWords};
    WordSet capabilities{capabilityWords};
    WordSet roles{roleWords};
    WordSet notPersons{notPersonWords};
    // CJK: first character -> bucket of term indices, longest first.
    std::array<std::uint8_t, 65536> cjkBucketOf{};
    std::vector<std::vector<int>> cjkBuckets{1};
    std::vector<std::size_t> cjkLengths;

    Tables()
    {
        for (const PhraseSpec &spec : englishSpecs) {
            std::vector<std::string> words;
            std::string text(spec.text);
            std::size_t p = 0;
            while (p <= text.size()) {
                std::size_t q = text.find(' ', p);
                if (q == std::string::npos)
                    q = text.size();
                words.push_back(text.substr(p, q - p));
                p = q + 1;
            }
            // Alternatives of the last word expand into separate phrases.
            std::string last = words.back();
            std::size_t a = 0;
            while (a <= last.size()) {
                std::size_t b = last.find('|', a);
                if (b == std::string::npos)
                    b = last.size();
                Phrase ph{words, spec.rule, spec.kind};
                ph.words.back() = last.substr(a, b - a);
                phrases.push_back(std::move(ph));
                a = b + 1;
            }
        }
        // The phrases of a first word are tried in the spec order, as they always were:
        // the longest-first sort that stood here was undone by the hash table that found
        // them (WordTable::build sorts a word's phrases back by index).
        std::vector<std::vector<std::uint16_t>> byShape(32 * 32);
        for (std::size_t p = 0; p < phrases.size(); ++p) {
            const std::string &w = phrases[p].words[0];
            // Only a plain word (ASCII letters) is looked up, so a first word with
            // anything else could never match; every one is letters today.
            const bool letters = !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
                return c >= 'a' && c <= 'z';
            });
            Q_ASSERT_X(letters, "lexicon", "a phrase's first word must be lowercase ASCII letters");
            if (!letters)
                continue;
            auto same = [&w](const FirstWord &f) { return f.text == w; };
            auto it = std::find_if(firstWords.begin(), firstWords.end(), same);
            if (it == firstWords.end()) {
                byShape[shapeOf(char16_t(w.front()), unsigned(w.size()))].push_back(
                    std::uint16_t(firstWords.size()));
                firstWords.push_back(FirstWord{w, {}});
                it = firstWords.end() - 1;
            }
            it->phrases.push_back(int(p));
            firstWordLengths[letterPair(char16_t(w.front()), char16_t(w.back()))] |=
                std::uint32_t(1) << lengthBit(unsigned(w.size()));
        }
        for (std::size_t k = 0; k < byShape.size(); ++k) {
            shapeStarts[k] = std::uint16_t(firstWordsByShape.size());
            firstWordsByShape.insert(firstWordsByShape.end(), byShape[k].begin(), byShape[k].end());
        }
        shapeStarts[byShape.size()] = std::uint16_t(firstWordsByShape.size());

        const int termCount = int(sizeof(cjkTerms) / sizeof(cjkTerms[0]));
        for (int i = 0; i < termCount; ++i) {
            cjkLengths.push_back(termLength(cjkTerms[i].term));
            const char16_t first = cjkTerms[i].term[0];
            if (!cjkBucketOf[first]) {
                cjkBucketOf[first] = std::uint8_t(cjkBuckets.size());
                cjkBuckets.emplace_back();
            }
            cjkBuckets[cjkBucketOf[first]].push_back(i);
        }
        for (auto &bucket : cjkBuckets) {
            std::stable_sort(bucket.begin(), bucket.end(), [this](int l, int r) {
                return cjkLengths[std::size_t(l)] > cjkLengths[std::size_t(r)];
            });
        }
    }
};

const Tables &tables()
{
    static const Tables t;
    return t;
}

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

BlockStats Scanner::run()
{
    m_tokens.clear();
    m_phraseStarts.clear();
    scanChars();
    matchPhrases();
    return m_stats;
}

void Scanner::scanChars()
{
    // Raw pointers: this loop reads every character of the block and its mask.
    const char16_t *const text = m_text.utf16();
    const std::uint8_t *const kinds = m_mask.kinds();
    const int end = m_block.end;
    bool clean = true;
    int i = m_block.contentStart;
    while (i < end) {
        if (kinds[i] != Prose) {
            clean = false;
            ++i;
            continue;
        }
        // A run of prose, found once: its characters need no mask check (a run of
        // question marks stops at its end too: scanQuestionRun() asks the mask).
        const int proseEnd = proseRunEnd(kinds, i, end);
        while (i < proseEnd) {
            const char16_t c = text[i];
            const bool ascii = c < 0x80;
            if (ascii ? (asciiClasses[c] & AsciiWord) : isWordChar(c)) {
                const int start = i;
                // Stays AsciiLetter while every character is an ASCII letter.
                std::uint8_t letters = ascii ? asciiClasses[c] : 0;
                for (++i; i < proseEnd; ++i) {
                    const char16_t d = text[i];
                    if (d < 0x80) {
                        const std::uint8_t cls = asciiClasses[d];
                        if (!(cls & AsciiWord))
                            break;
                        letters &= cls;
                    } else {
                        if (!isWordChar(d))
                            break;
                        letters = 0;
                    }
                }
                const bool plain = letters & AsciiLetter;
                if (plain && mayStartPhrase(text, start, i) && !compound(start, i))
                    m_phraseStarts.push_back(std::uint32_t(m_tokens.size()));
                m_tokens.push_back(Token{start, i, plain, clean});
                clean = true;
                continue;
            }
            if (ascii) {
                // Spaces and punctuation, most of what is not a word.
                if (!(asciiClasses[c] & AsciiBlank)) {
                    clean = false;
                    if (c == u'?') {
                        i = scanQuestionRun(i);
                        continue;
                    }
                    if (c == u'<')
                        scanAngle(i);
                }
                ++i;
                continue;
            }
            if (!isBlank(c))
                clean = false;
            if (c >= 0x2E80) {
                if (isHan(c))
                    ++m_stats.cjk;
                if (m_t.cjkBucketOf[c]) {
                    const int consumed = scanCjk(i);
                    if (consumed > 0) {
                        // Count the ideographs the term covers, then continue after it.
                        for (int k = 1; k < consumed; ++k)
                            m_stats.cjk += isHan(text[i + k]) ? 1 : 0;
                        i += consumed;
                        continue;
                    }
                }
                if (c == 0xFF1F) {
                    i = scanQuestionRun(i); // past the run: what follows is read too
                    continue;
                }
                if (c == 0xFF1C)
                    scanAngle(i);
            }
            ++i;
        }
    }
    m_stats.words = int(m_tokens.size());
}

int Scanner::scanQuestionRun(int pos)
{
    int j = pos;
    while (j < m_block.end && m_mask.isProse(j)
           && (m_text[j].unicode() == u'?' || m_text[j].unicode() == 0xFF1F))
        ++j;
    if (j - pos >= 3 && enabled(Rule::Placeholder))
        addHit(Rule::Placeholder, pos, j);
    return std::max(j, pos + 1);
}

// "<owner>", "<new check>", "<负责人>": a placeholder in angle brackets, not an HTML tag
// and not a template argument ("vector<int>" is glued to a word).
void Scanner::scanAngle(int i)
{
    if (!enabled(Rule::Placeholder))
        return;
    if (i > 0 && isWordChar(m_text[i - 1].unicode()))
        return;
    const int limit = std::min(m_block.end, i + 42);
    int j = i + 1;
    int firstWordEnd = -1;
    while (j < limit && m_mask.isProse(j)) {
        const char16_t c = m_text[j].unicode();
        if (c == u'>' || c == 0xFF1E)
            break;
        const bool ok = isWordChar(c) || isHan(c) || c == u' ' || c == u'-' || c == u'_';
        if (!ok)
            return;
        if (c == u' ' && firstWordEnd < 0)
            firstWordEnd = j;
        ++j;
    }
    if (j >= limit || !m_mask.isProse(j) || j == i + 1)
        return;
    const char16_t first = m_text[i + 1].unicode();
    if (!(isAsciiLetter(first) || isHan(first) || QChar(first).isLetter()))
        return;
    if (firstWordEnd < 0)
        firstWordEnd = j;
    const QStringView tag = m_text.mid(i + 1, firstWordEnd - i - 1);
    std::uint64_t h = fnvBasis;
    for (QChar ch : tag)
        h = (h ^ std::uint64_t(lower(ch.unicode()))) * fnvPrime;
    if (m_t.tags.contains(h | 1, tag))
        return;
    addHit(Rule::Placeholder, i, j + 1);
}

int Scanner::scanCjk(int i)
{
    const auto &bucket = m_t.cjkBuckets[m_t.cjkBucketOf[m_text[i].unicode()]];
    const int end = m_block.end;
    for (int idx : bucket) {
        const CjkTerm &term = cjkTerms[idx];
        const int len = int(m_t.cjkLengths[std::size_t(idx)]);
        if (i + len > end || !enabled(term.rule))
            continue;
        bool same = true;
        for (int k = 1; k < len && same; ++k)
            same = m_text[i + k].unicode() == term.term[k] && m_mask.isProse(i + k);
        if (!same)
            continue;
        const char16_t before = i > 0 ? m_text[i - 1].unicode() : 0;
        const char16_t after = i + len < int(m_text.size()) ? m_text[i + len].unicode() : 0;
        switch (term.guard) {
        case CjkGuard::None:
            break;
        case CjkGuard::KeNeng: // 不可能 / 尽可能 are definite; 可能性 is a noun
            if (before == u'不' || before == u'尽' || (len == 2 && after == u'性'))
                return len;
            break;
        case CjkGuard::WeBefore: // "我们本该发现" is the seed's honest collective admission
            if (i >= 2 && m_text[i - 2].unicode() == u'我' && m_text[i - 1].unicode() == u'们')
                return len;
            break;
        case CjkGuard::PersonBefore:
            // Blame needs a person as the subject ("张三早该发现", "他本该发现"); "我们本该发现"
            // is the seed's collective admission, and CI, a test or review is a process.
            if (!personBefore(i))
                return len;
            break;
        case CjkGuard::BeiNoun: // 被子, 被动, 被告 ... are nouns, not the passive marker
            if (after == u'子' || after == u'动' || after == u'告' || after == u'褥'
                || after == u'单' || after == u'套' || after == u'窝')
                return len;
            break;
        case CjkGuard::DaGai: // 极大概率 / 大概率 is 大 + 概率 ("high probability"), not 大概
            if (after == u'率')
                return len;
            break;
        case CjkGuard::GuJi: // 估计值 is an estimate, not a guess
            if (after == u'值' || after == u'量')
                return len;
            break;
        case CjkGuard::Contrast:
        case CjkGuard::Partial:
            break;
        }
        if (term.rule == Rule::Hedging && cjkGuardSkips(term.guard, i, len))
            return len;
        Hit hit{term.rule, i, len, -1, 0, {}};
        switch (term.fix) {
        case CjkFix::None:
            break;
        case CjkFix::Delete:
            hit.fixStart = i;
            hit.fixLength = len;
            break;
        case CjkFix::DeleteWithComma:
            hit.fixStart = i;
            hit.fixLength = len + ((after == 0xFF0C || after == u',') ? 1 : 0);
            break;
        case CjkFix::ToShi:
            hit.fixStart = i;
            hit.fixLength = len;
            hit.replacement = QStringLiteral("是");
            break;
        }
        m_hits.push_back(std::move(hit));
        return len;
    }
    return 0;
}

// The Chinese hedges that are no doubt: a reader's situation or a rhetorical question
// ("你可能会遇到", "有人可能会问"), a contrast ("表面看起来…，其实…"), a paraphrase or an
// approximate number ("大概可以表述为", "大概 3 秒"); and 初步 / 基本 / 大致, doubt only
// before a verb of judging or confirming ("初步认为", "基本得到证实", not "基本流程").
bool Scanner::cjkGuardSkips(CjkGuard guard, int i, int len) const
{
    const QStringView text = m_text;
    const int end = m_block.end;
    QStringView rest = text.mid(i + len, std::max(0, std::min(end - i - len, 24)));
    while (!rest.isEmpty() && (rest.front() == u' ' || rest.front() == u'地'))
        rest = rest.mid(1);
    const auto restStarts = [&rest](std::initializer_list<const char16_t *> words) {
        for (const char16_t *w : words) {
            if (rest.startsWith(QStringView(w)))
                return true;
        }
        return false;
    };
    QStringView before = text.mid(m_block.contentStart, i - m_block.contentStart);
    while (!before.isEmpty() && (before.back() == u' ' || before.back() == u'也' || before.back() == u'还' || before.back() == u'都' || before.back() == u'就'))
        before.chop(1);
    const auto beforeEnds = [&before](std::initializer_list<const char16_t *> words) {
        for (const char16_t *w : words) {
            if (before.endsWith(QStringView(w)))
                return true;
        }
        return false;
    };
    // The rest of the sentence, for a contrast that follows.
    int stop = i + len;
    while (stop < end && text[stop] != u'。' && text[stop] != u'！' && text[stop] != u'？' && text[stop] != u'\n')
        ++stop;
    const QStringView sentence = text.mid(i + len, stop - i - len);
    switch (guard) {
    case CjkGuard::KeNeng:
        if (beforeEnds({u"你", u"您", u"读者", u"大家", u"有人", u"有些人", u"用户", u"各位", u"新手"}))
            return true;
        if (rest.startsWith(u"会"))
            rest = rest.mid(1);
        return restStarts({u"问", u"想", u"觉得", u"好奇", u"遇到", u"碰到", u"踩到", u"看到", u"有人", u"有读者",
                           u"有同学"});
    case CjkGuard::DaGai:
        if (rest.startsWith(u"可以"))
            rest = rest.mid(2);
        if (!rest.isEmpty() && (rest.front().isDigit() || QStringView(u"一二三四五六七八九十几百千万半两").contains(rest.front())))
            return true;
        return restStarts({u"表述", u"意思", u"描述", u"如下", u"就是说", u"流程", u"过程", u"思路", u"原理", u"介绍", u"说一下", u"说明"});
    case CjkGuard::Contrast:
        if (beforeEnds({u"表面", u"表面上", u"乍", u"乍一"}))
            return true;
        for (const char16_t *w : {u"其实", u"实际上", u"事实上", u"但是", u"但", u"却", u"然而", u"可是", u"实则"}) {
            if (sentence.contains(QStringView(w)))
                return true;
        }
        return false;
    case CjkGuard::Partial:
        for (const char16_t *w : {u"上", u"可以", u"已经", u"已", u"得到", u"能够", u"能"}) {
            if (rest.startsWith(QStringView(w)))
                rest = rest.mid(QStringView(w).size());
        }
        return !restStarts({u"认为", u"判断", u"确认", u"确定", u"证实", u"断定", u"推断", u"怀疑", u"猜测", u"推测",
                            u"定位", u"得到证实", u"得到确认", u"排除", u"锁定", u"肯定"});
    default:
        return false;
    }
}

bool Scanner::personBefore(int i) const
{
    // The subject is what precedes the verb phrase, adverbs and spaces skipped.
    static const char16_t *const adverbs[] = {u"本来", u"其实", u"理应", u"也", u"就", u"都", u"早"};
    QStringView before = m_text.mid(m_block.contentStart, i - m_block.contentStart);
    for (bool again = true; again;) {
        again = false;
        while (before.endsWith(u' '))
            before.chop(1);
        for (const char16_t *a : adverbs) {
            if (before.endsWith(QStringView(a))) {
                before.chop(QStringView(a).size());
                again = true;
            }
        }
    }
    const int p = m_block.contentStart + int(before.size());
    if (before.isEmpty() || !m_mask.isProse(p - 1))
        return false; // no subject, or code (a test name) as the subject
    const char16_t c = before.back().unicode();
    if (!isHan(c) && !isAsciiLetter(c))
        return false; // punctuation: the sentence names nobody
    // clang-format off
    static const char16_t *const notPeople[] = {
        u"我们", u"我", u"大家", u"团队", u"小组", u"CI", u"ci", u"测试", u"用例", u"评审",
        u"审查", u"流程", u"监控", u"告警", u"检查", u"工具", u"它", u"这", u"流水线", u"门禁",
        u"回归", u"代码审查", u"静态检查",
    };
    // clang-format on
    for (const char16_t *w : notPeople) {
        if (before.endsWith(QStringView(w)))
            return false;
    }
    return true;
}

// The first word a plain token is, if any.
const FirstWord *Scanner::firstWordOf(const Token &t) const
{
    const char16_t *text = m_text.utf16() + t.start;
    const std::size_t length = std::size_t(t.end - t.start);
    const unsigned shape = shapeOf(text[0], unsigned(length));
    for (std::size_t k = m_t.shapeStarts[shape]; k < m_t.shapeStarts[shape + 1]; ++k) {
        const FirstWord &f = m_t.firstWords[m_t.firstWordsByShape[k]];
        if (f.text.size() != length)
            continue; // 31 letters or more
        // A plain token is ASCII letters: | 0x20 lowercases each.
        std::size_t i = 0;
        while (i < length && char16_t(text[i] | 0x20) == char16_t(f.text[i]))
            ++i;
        if (i == length)
            return &f;
    }
    return nullptr;
}

// Whether the words of ph after its first follow token ti (which is its first word).
bool Scanner::matchRest(std::size_t ti, const Phrase &ph, std::size_t *last) const
{
    std::size_t k = ti;
    for (std::size_t w = 1; w < ph.words.size(); ++w) {
        ++k;
        if (k >= m_tokens.size() || !m_tokens[k].wsBefore || !m_tokens[k].plain
            || !equalsLower(word(m_tokens[k]), ph.words[w]) || compound(m_tokens[k]))
            return false;
    }
    *last = k;
    return true;
}

void Scanner::matchPhrases()
{
    std::size_t next = 0; // the first token after the last phrase found
    for (const std::uint32_t start : m_phraseStarts) {
        const std::size_t ti = start;
        if (ti < next)
            continue; // inside that phrase
        const FirstWord *first = firstWordOf(m_tokens[ti]);
        if (!first)
            continue;
        for (const int p : first->phrases) {
            const Phrase &ph = m_t.phrases[std::size_t(p)];
            if (!enabled(ph.rule))
                continue;
            std::size_t last = ti;
            if (!matchRest(ti, ph, &last))
                continue;
            if (ph.kind == Kind::BeVerb) {
                checkPassive(ti);
                continue; // consumes nothing: "was probably caused" is also a hedge
            }
            if (handlePhrase(ti, last, ph)) {
                next = last + 1;
                break;
            }
        }
    }
}

bool Scanner::handlePhrase(std::size_t ti, std::size_t last, const Phrase &ph)
{
    const Token &t = m_tokens[ti];
    int start = t.start;
    switch (ph.kind) {
    case Kind::SubjectNotWe: {
        // "X ideally should have caught": adverbs between the subject and the verb.
        std::size_t k = ti;
        while (k > 0 && m_tokens[k].wsBefore && m_t.blameAdverbs.contains(hashOf(m_tokens[k - 1]), word(m_tokens[k - 1])))
            --k;
        if (k == 0 || !m_tokens[k].wsBefore)
            return false; // no prose subject: a code name (a test) or a new sentence
        const Token &subject = m_tokens[k - 1];
        if (m_t.subjects.contains(hashOf(subject), word(subject)))
            return false;
        start = subject.start; // "Bob should have caught": the person is the finding
        break;
    }
    case Kind::Possessive: {
        if (ti == 0 || !t.wsBefore)
            return false;
        const Token &prev = m_tokens[ti - 1];
        if (m_t.possessives.contains(hashOf(prev), word(prev))) {
            start = prev.start;
            break;
        }
        // "Alex's mistake": a capitalised name, an apostrophe, "s".
        if (ti >= 2 && prev.end - prev.start == 1 && lower(m_text[prev.start].unicode()) == u's'
            && prev.start - gapOf(ti - 1) == 1) {
            const char16_t apostrophe = m_text[gapOf(ti - 1)].unicode();
            const Token &owner = m_tokens[ti - 2];
            const char16_t initial = m_text[owner.start].unicode();
            if ((apostrophe == u'\'' || apostrophe == 0x2019) && owner.end == gapOf(ti - 1)
                && initial >= u'A' && initial <= u'Z' && owner.plain) {
                start = owner.start;
                break;
            }
        }
        return false;
    }
    case Kind::Modal: {
        if (ti > 0 && t.wsBefore && m_t.modalSubjects.contains(hashOf(m_tokens[ti - 1]), word(m_tokens[ti - 1])))
            return false; // "You may have set …", "an attacker might …"
        const std::size_t next = last + 1;
        if (ph.words.size() == 2 && ph.words[1] == "be" && next < m_tokens.size()
            && m_tokens[next].wsBefore && m_tokens[next].plain && isParticiple(m_tokens[next])
            && !m_t.causeParticiples.contains(hashOf(m_tokens[next]), word(m_tokens[next])))
            return false; // "could be leveraged for a DoS": a capability
        if (counterfactual(last))
            return false; // "could have caught it", "might have been prevented"
        {
            // The word after the modal (and "have", "be", "been"): "could have led",
            // "might be called by extensions".
            std::size_t k = last + 1;
            const auto wordAt = [this](std::size_t i, const char *w) {
                return i < m_tokens.size() && m_tokens[i].wsBefore && m_tokens[i].plain && equalsLower(word(m_tokens[i]), w);
            };
            const bool single = ph.words.size() == 1;
            if (single && (wordAt(k, "be") || wordAt(k, "have")))
                ++k;
            if (wordAt(k, "been"))
                ++k;
            const bool cause = k < m_tokens.size() && m_tokens[k].plain
                               && m_t.causeParticiples.contains(hashOf(m_tokens[k]), word(m_tokens[k]));
            // "could have" is a possibility that did not happen, unless it names a cause.
            if (ph.words.size() == 2 && ph.words[0] == "could" && ph.words[1] == "have" && !cause)
                return false;
            // "that might be called by …": what the code allows, as "could be leveraged".
            if (single && wordAt(last + 1, "be") && k < m_tokens.size() && m_tokens[k].wsBefore && m_tokens[k].plain
                && isParticiple(m_tokens[k]) && !cause)
                return false;
        }
        break;
    }
    case Kind::FailureVerb:
        if (!personSubject(ti, &start))
            return false; // "the upgrade broke …", "the cache missed": no person
        break;
    default:
        break;
    }
    Hit hit{ph.rule, start, m_tokens[last].end - start, -1, 0, {}};
    if (ph.kind == Kind::HedgeAdverb)
        adverbFix(t, &hit);
    else if (ph.kind == Kind::HedgeClause)
        clauseFix(ti, last, &hit);
    m_hits.push_back(std::move(hit));
    return true;
}

// After a modal: "(have) (been) P" with P a verb of preventing, detecting or exploiting.
bool Scanner::counterfactual(std::size_t last) const
{
    std::size_t k = last + 1;
    const auto wordIs = [this](std::size_t i, const char *w) {
        return i < m_tokens.size() && m_tokens[i].wsBefore && m_tokens[i].plain && equalsLower(word(m_tokens[i]), w);
    };
    if (!equalsLower(word(m_tokens[last]), "have")) {
        if (!wordIs(k, "have"))
            return false;
        ++k;
    }
    if (wordIs(k, "been"))
        ++k;
    if (k >= m_tokens.size() || !m_tokens[k].wsBefore || !m_tokens[k].plain)
        return false;
    // "could have been exploited" is a capability; "may have been exploited" doubt.
    const bool could = equalsLower(word(m_tokens[last == 0 ? 0 : last - (equalsLower(word(m_tokens[last]), "have") ? 1 : 0)]), "could");
    return m_t.counterfactuals.contains(hashOf(m_tokens[k]), word(m_tokens[k]))
           || (could && m_t.capabilities.contains(hashOf(m_tokens[k]), word(m_tokens[k])));
}

// Whether the subject of the verb at token `verb` is a person: "he", "she", a role with
// its article ("the reviewer"), or a capitalised name that is no pronoun, quantifier or
// gerund ("Dana"). Adverbs between them are skipped ("Omar simply missed").
bool Scanner::personSubject(std::size_t verb, int *start) const
{
    std::size_t k = verb;
    while (k > 0 && m_tokens[k].wsBefore && m_t.blameAdverbs.contains(hashOf(m_tokens[k - 1]), word(m_tokens[k - 1])))
        --k;
    if (k == 0 || !m_tokens[k].wsBefore || !m_tokens[k - 1].plain || compound(m_tokens[k - 1]))
        return false;
    const Token &subject = m_tokens[k - 1];
    const QStringView w = word(subject);
    *start = subject.start;
    if (equalsLower(w, "he") || equalsLower(w, "she"))
        return true;
    if (m_t.roles.contains(hashOf(subject), w)) {
        if (k < 2 || !m_tokens[k - 1].wsBefore || !m_tokens[k - 2].plain)
            return false;
        const QStringView article = word(m_tokens[k - 2]);
        if (!(equalsLower(article, "the") || equalsLower(article, "our") || equalsLower(article, "a")
              || equalsLower(article, "an") || equalsLower(article, "their") || equalsLower(article, "that")))
            return false;
        *start = m_tokens[k - 2].start;
        return true;
    }
    // A name: a capital and small letters ("Dana"), not after an article ("the Scheduler").
    if (w.size() < 2 || !(w[0].unicode() >= u'A' && w[0].unicode() <= u'Z'))
        return false;
    for (qsizetype i = 1; i < w.size(); ++i) {
        if (!(w[i].unicode() >= u'a' && w[i].unicode() <= u'z'))
            return false;
    }
    if (w.endsWith(u"ing") || m_t.notPersons.contains(hashOf(subject), w) || m_t.subjects.contains(hashOf(subject), w)
        || m_t.roles.contains(hashOf(subject), w))
        return false;
    if (k >= 2 && m_tokens[k - 1].wsBefore && m_tokens[k - 2].plain) {
        const QStringView before = word(m_tokens[k - 2]);
        if (equalsLower(before, "the") || equalsLower(before, "a") || equalsLower(before, "an")
            || equalsLower(before, "our") || equalsLower(before, "its") || equalsLower(before, "this"))
            return false;
    }
    return true;
}

bool Scanner::isParticiple(const Token &t) const
{
    const QStringView w = word(t);
    if (m_t.participles.contains(hashOf(t), w))
        return true;
    const bool ed = w.size() >= 4 && lower(w[w.size() - 2].unicode()) == u'e'
                    && lower(w[w.size() - 1].unicode()) == u'd';
    // "unchanged", "unmaintained": adjectives, not passives.
    const bool un = w.size() > 4 && lower(w[0].unicode()) == u'u' && lower(w[1].unicode()) == u'n';
    return ed && !un && !m_t.nonParticiples.contains(hashOf(t), w);
}

void Scanner::checkPassive(std::size_t ti)
{
    std::size_t k = ti + 1;
    // "wasn't": the "t" after the apostrophe belongs to the verb.
    const QStringView be = word(m_tokens[ti]);
    if (be.size() >= 3 && lower(be.back().unicode()) == u'n' && k < m_tokens.size()
        && m_tokens[k].end - m_tokens[k].start == 1 && lower(m_text[m_tokens[k].start].unicode()) == u't'
        && m_tokens[k].start - gapOf(k) == 1)
        ++k;
    int adverbs = 0;
    while (k < m_tokens.size() && m_tokens[k].wsBefore && m_tokens[k].plain) {
        const Token &t = m_tokens[k];
        const QStringView w = word(t);
        if (compound(t)) {
            // "re-synced": a prefix glued by a hyphen to the participle.
            // "re-synced", "OOM-killed": a prefix or an acronym glued by a hyphen.
            bool acronym = w.size() >= 2;
            for (const QChar ch : w)
                acronym = acronym && ch.unicode() >= u'A' && ch.unicode() <= u'Z';
            if (k + 1 < m_tokens.size() && (acronym || m_t.participlePrefixes.contains(hashOf(t), w))
                && gapOf(k + 1) == t.end && m_text[t.end].unicode() == u'-'
                && m_tokens[k + 1].start == t.end + 1 && isParticiple(m_tokens[k + 1]))
                addHit(Rule::PassiveVoice, m_tokens[ti].start, m_tokens[k + 1].end);
            return;
        }
        if (m_t.participles.contains(hashOf(t), w)) {
            addHit(Rule::PassiveVoice, m_tokens[ti].start, t.end);
            return;
        }
        const bool ed = w.size() >= 4 && lower(w[w.size() - 2].unicode()) == u'e'
                        && lower(w[w.size() - 1].unicode()) == u'd';
        if (ed) {
            if (isParticiple(t))
                addHit(Rule::PassiveVoice, m_tokens[ti].start, t.end);
            return;
        }
        const bool ly = w.size() > 3 && lower(w[w.size() - 2].unicode()) == u'l'
                        && lower(w[w.size() - 1].unicode()) == u'y';
        if (adverbs >= 2 || !(ly || m_t.adverbs.contains(hashOf(t), w)))
            return;
        ++adverbs;
        ++k;
    }
}

bool Scanner::sentenceStart(int pos) const
{
    int p = pos;
    while (p > m_block.contentStart && isBlank(m_text[p - 1].unicode()))
        --p;
    if (p <= m_block.contentStart)
        return true;
    const char16_t c = m_text[p - 1].unicode();
    return c == u'.' || c == u'!' || c == u'?' || c == 0x3002;
}

// "probably " -> "", or at a sentence start "Probably the" -> "The".
void Scanner::adverbFix(const Token &t, Hit *hit) const
{
    const int end = m_block.end;
    int k = t.end;
    if (k < end && m_text[k].unicode() == u',')
        ++k;
    int m = k;
    while (m < end && m_text[m].unicode() == u' ')
        ++m;
    if (m > k && m < end && startsWord(m)) {
        hit->fixStart = t.start;
        hit->fixLength = m - t.start;
        const char16_t next = m_text[m].unicode();
        if (sentenceStart(t.start) && next >= u'a' && next <= u'z' && m_mask.isProse(m)) {
            hit->fixLength += 1;
            hit->replacement = QChar(char16_t(next - 32));
        }
        return;
    }
    // Before punctuation: take the space in front instead ("is likely." -> "is.").
    int p = t.start;
    while (p > m_block.contentStart && m_text[p - 1].unicode() == u' ')
        --p;
    if (p < t.start) {
        hit->fixStart = p;
        hit->fixLength = t.end - p;
    }
}

// "We think (that) the cache ..." -> "The cache ...".
void Scanner::clauseFix(std::size_t first, std::size_t last, Hit *hit) const
{
    int end = m_tokens[last].end;
    std::size_t k = last + 1;
    if (k < m_tokens.size() && m_tokens[k].wsBefore && equalsLower(word(m_tokens[k]), "that")) {
        end = m_tokens[k].end;
        ++k;
    }
    int m = end;
    while (m < m_block.end && isBlank(m_text[m].unicode()))
        ++m;
    if (m == end || m >= m_block.end || !startsWord(m))
        return;
    // "It seems to …", "it seems like …": deleting the clause would break the sentence.
    if (k < m_tokens.size() && m_tokens[k].start == m) {
        const QStringView next = word(m_tokens[k]);
        if (equalsLower(next, "to") || equalsLower(next, "like") || equalsLower(next, "as"))
            return;
    }
    const int start = m_tokens[first].start;
    hit->fixStart = start;
    hit->fixLength = m - start;
    const char16_t c = m_text[m].unicode();
    if (sentenceStart(start) && c >= u'a' && c <= u'z' && m_mask.isProse(m)) {
        hit->fixLength += 1;
        hit->replacement = QChar(char16_t(c - 32));
    }
}

} // namespace

BlockStats scanLexicon(const MarkdownMask &mask, const Block &block, const RuleSet &rules,
                       std::vector<Hit> &hits)
{
    Scanner scanner(mask, block, rules, hits);
    return scanner.run();
}

} // namespace pm::lint
