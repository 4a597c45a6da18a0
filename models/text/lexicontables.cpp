#include "lexicontables.h"

namespace pm::text::lexicon {

namespace {
#include "lexicon_tables.inc"
const CjkTerm *const lexiconCjkTerms = cjkTerms;
constexpr int cjkTermCount = int(sizeof(cjkTerms) / sizeof(cjkTerms[0]));
} // namespace

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

Tables::Tables()
    : participles(irregularParticiples)
    , nonParticiples(notParticiples)
    , adverbs(passiveAdverbs)
    , subjects(processSubjects)
    , possessives(possessivePronouns)
    , blameAdverbs(blameAdverbWords)
    , modalSubjects(modalSubjectsWords)
    , causeParticiples(causeParticiplesWords)
    , participlePrefixes(participlePrefixesWords)
    , tags(htmlTags)
    , counterfactuals(counterfactualWords)
    , capabilities(capabilityWords)
    , roles(roleWords)
    , notPersons(notPersonWords)
    , cjkTerms(lexiconCjkTerms)
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

    const int termCount = cjkTermCount;
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

const Tables &tables()
{
    static const Tables t;
    return t;
}

} // namespace pm::text::lexicon
