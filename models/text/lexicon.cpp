#include "lexicon.h"

#include "lexiconscanner.h"

#include <QChar>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>

namespace pm::text::lexicon {

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

} // namespace pm::text::lexicon

namespace pm::text {

BlockStats scanLexicon(const MarkdownMask &mask, const Block &block, const RuleSet &rules,
                       std::vector<Hit> &hits)
{
    lexicon::Scanner scanner(mask, block, rules, hits);
    return scanner.run();
}

} // namespace pm::text
