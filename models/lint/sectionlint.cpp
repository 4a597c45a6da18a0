#include "sectionlint.h"

#include "identifiers.h"
#include "lintrules.h"
#include "linttext.h"
#include "prefilter.h"
#include "references.h"
#include "sectioncatalogue.h"
#include "sectioncontents.h"

#include <QRegularExpression>

#include <algorithm>
#include <initializer_list>

namespace pm::lint {

using text::BlockStats;
using text::Comment;
using text::hasCodeIdentifier;
using text::hasIdentifier;
using text::Hit;
using text::isNoneStatement;
using text::namesOwner;
using text::Url;
using text::withoutComments;

namespace {

bool has(const RuleSet &rules, Rule r)
{
    return rules.test(std::size_t(r));
}

// One part of a long pattern and a cheap check that must pass before it is asked: a
// text that fails the check cannot match the part (prefilter.h), so skipping it never
// changes a finding. A rule's pattern is the alternation of its parts, asked one at a
// time, which lets each part start with characters PCRE2 can skip to.
struct PatternPart
{
    const QRegularExpression &pattern;
    bool (*mayMatch)(QStringView text);
};

bool anyPartMatches(std::initializer_list<PatternPart> parts, const QString &text)
{
    const bool filter = prefilter::enabled();
    return std::any_of(parts.begin(), parts.end(), [&](const PatternPart &p) {
        return (!filter || p.mayMatch(text)) && p.pattern.match(text).hasMatch();
    });
}

// The checks of verification()'s parts: each alternative of a part holds one of these
// words at a word start ("not" within "no"), or one of these Chinese words.
bool mayLimitScope(QStringView text)
{
    return prefilter::containsWordCaseless(text, {"no", "never", "n't", "only", "untested"});
}

bool mayLimitScopeZh(QStringView text)
{
    return prefilter::containsAny(text, {u"未在", u"尚未", u"没有在", u"未测试", u"未重新测试", u"仅在", u"只在",
                                         u"仅验证", u"只验证"});
}

bool mayNameSeveral(QStringView text)
{
    return prefilter::containsWordCaseless(text, {"also", "other", "both", "across", "matrix", "each"});
}

bool mayNameSeveralZh(QStringView text)
{
    return prefilter::containsAny(text, {u"同时在", u"其他配置", u"两种", u"多种", u"均通过", u"以及在", u"分别在"});
}

// verification()'s patterns: what was not covered, and evidence of more than one
// configuration. In these long patterns the word-boundary alternatives share one
// leading \b(?:...): PCRE2 finds no start characters for "\bA|\bB|..." and tries
// every alternative at every position. Each is split into parts (anyPartMatches): a
// part whose alternatives all start with a Chinese character skips ASCII text
// quickly, and the English parts do not try the Chinese alternatives at each word.
const QRegularExpression limitsEn(
    QStringLiteral(
        R"(\b(?:(?:not|never|n't)\b[^.\n]{0,60}\b(?:re-?tested|tested|verified|re-?run|run|ran|exercised|validated)\b)"
        R"(|only\b[^.\n]{0,60}\b(?:tested|verified|ran|run|validated|replayed|exercised|checked|took\s+part)\b)"
        R"(|(?:tested|verified|ran|validated)\b[^.\n]{0,40}\bonly\b)"
        R"(|untested\b|no\s+other\s+(?:configurations?|workloads?|platforms?)\b))"
        R"(|(?:^|[.;]\s+)only\s)"),
    Flags);
const QRegularExpression limitsZh(
    QStringLiteral(R"(未在|尚未|没有在[^。\n]{0,30}测试|未重新测试|未测试|仅在|只在|仅验证|只验证)"), Flags);
const QRegularExpression severalEn(
    QStringLiteral(
        R"(\b(?:also\s+(?:re-?)?(?:tested|verified|ran|run|passes|passed|validated|completes?|completed)\b)"
        R"(|other\s+(?:affected\s+)?(?:configurations?|platforms?|workloads?|models?)\b[^.\n]{0,60}\b(?:pass|passes|passed|tested|verified|complete|completed)\b)"
        R"(|both\b|across\b|matrix\b|each\s+of\b))"),
    Flags);
const QRegularExpression severalZh(
    QStringLiteral(R"(同时在|其他配置[^。\n]{0,30}(?:通过|完成|测试)|两种|多种|均通过|以及在|分别在)"), Flags);

// The same for slipCategory()'s: its English alternatives each hold one of the English
// words at a word start ("reviewers" within "review", "didn't" within "did"), the two
// that start with ASCII one of the first Chinese strings, the rest one of their own.
bool mayNameCategory(QStringView text)
{
    return prefilter::containsWordCaseless(text, {"ci", "no", "coverage", "latent", "workload", "incomplete",
                                                  "partial", "fix", "review", "missed", "did", "does", "never",
                                                  "untested", "correct", "later", "lack", "missing", "insufficient",
                                                  "inadequate", "limited", "without", "test", "monitoring",
                                                  "validation", "process"});
}

bool mayNameCategoryAscii(QStringView text)
{
    return prefilter::containsAny(text, {u"漏洞", u"未", u"没"});
}

bool mayNameCategoryZh(QStringView text)
{
    return prefilter::containsAny(text, {u"潜伏", u"覆盖", u"修复", u"遗漏", u"理由", u"发现", u"注意到", u"看出",
                                         u"缺少", u"缺乏", u"没有", u"编写时", u"直到"});
}

// slipCategory()'s pattern in three parts, as verification()'s: the English
// alternatives, the two that start with ASCII, the ones that start with a Chinese word.
const QRegularExpression categoryEn(
    QStringLiteral(
        R"(\b(?:CI\b[^.\n]{0,50}\b(?:gap|hole|did\s+not|didn't|does\s+not|doesn't|never|lacks?|missing|no)\b)"
        R"(|no\s+(?:test|tests|CI\s+job|CI)\b[^.\n]{0,50}\b(?:covers?|covered|exercises?|exercised|ran|runs|ever\s+ran)\b)"
        R"(|not\s+covered\s+by\b|(?:test|CI)\s+coverage\s+gap\b|latent\b)"
        R"(|workload\s+coverage\b|no\s+(?:real\s+|customer\s+)?workload\b)"
        R"(|(?:incomplete|partial)\s+(?:earlier\s+|previous\s+|prior\s+|first\s+)?fix\b)"
        R"(|(?:earlier|previous|prior|first)\s+fix\s+(?:was\s+)?(?:incomplete|partial|masked)\b)"
        R"(|review\s+miss|missed\s+(?:in|during|by)\s+(?:code\s+)?review\b|review\s+(?:did\s+not|didn't)\s+catch\b)"
        // by meaning: "PR review failure … should have been caught in review"
        R"(|(?:code\s+|pr\s+)?review\s+(?:failure|gap|failed|process)\b|(?:caught|noticed|spotted|flagged)\s+(?:in|during|at)\s+(?:code\s+|pr\s+)?review\b|reviewers?\s+(?:did\s+not|didn't|missed|approved)\b|slipped\s+(?:through|past)\s+(?:code\s+)?review\b|passed\s+(?:code\s+)?review\b)"
        R"(|no\s+(?:test|tests|check|checks)\s+(?:for|on|of)\b|(?:tests?|CI|suite)\s+(?:did\s+not|didn't|does\s+not|doesn't|never)\s+(?:\w+ly\s+)?(?:cover|exercise|run|test)\b|only\s+test(?:s|ed)?\b|untested\s+(?:path|branch|configuration|code)\b|not\s+(?:tested|exercised)\s+(?:in|by)\s+CI\b)"
        R"(|(?:was|were)\s+correct\s+when\s+(?:it\s+was\s+)?written\b|(?:a\s+)?later\s+change\b[^.\n]{0,60}\b(?:broke|exposed|invalidated)\b|no\s+(?:real\s+)?(?:customer|production)\s+(?:job|workload|traffic)\b|first\s+(?:real\s+)?workload\s+to\b)"
        R"(|no\s+good\s+reason\b)"
        // a category named as a gap, often as a label: "No compatibility testing", "Code review gaps"
        R"(|(?:no|lack\s+of|lacking|missing|insufficient|inadequate|limited|without)\s+(?:\w+[\s-]+){0,3}(?:tests?|testing|coverage|reviews?|specifications?|specs?|audit(?:s|ing)?|monitoring|validation|checks?|canar(?:y|ies)|staging)\b)"
        R"(|(?:test(?:ing)?|coverage|(?:code\s+)?review|monitoring|validation|process)\s+gaps?\b))"),
    Flags);
const QRegularExpression categoryAscii(
    QStringLiteral(R"(CI\s*漏洞|CI\s*未覆盖|CI\s*没有覆盖|code\s*review(?:时|中|阶段)?(?:没有|未|没)(?:发现|注意到|看出))"), Flags);
const QRegularExpression categoryZh(
    QStringLiteral(
        R"(潜伏|工作负载覆盖不足|修复不完整|评审遗漏|审查遗漏|没有合理理由|没有充分理由)"
        R"(|(?:评审|审查|代码审查)(?:时|中|阶段)?(?:没有|未|没)(?:发现|注意到|看出)|测试(?:没有|未)覆盖|没有(?:测试|用例)覆盖|(?:缺少|缺乏|没有)[^。\n]{0,8}(?:测试|用例|评审|审查|监控|校验|覆盖)|(?:先前|之前|此前)的?修复(?:不完整|只|没有)|编写时(?:是)?正确|直到[^。\n]{0,20}(?:工作负载|业务|流量)才)"),
    Flags);

// What a pattern hit says, a row per rule: the message (its "%1" is the matched text) and
// the suggestion; vague mechanism has its own message for a hit judged by its sentence.
struct HitText
{
    Rule rule;
    const char *message;
    const char *suggestion;
    const char *sentenceMessage = nullptr;
};
const HitText hitTexts[] = {
    {Rule::Hedging,
     QT_TRANSLATE_NOOP("pm::Lint", "Hedge: “%1”."),
     QT_TRANSLATE_NOOP("pm::Lint", "State it or leave it out: write the mechanism as established fact, or remove the "
                                   "claim until it is established.")},
    {Rule::Blame,
     QT_TRANSLATE_NOOP("pm::Lint", "Blame: “%1” points at a person."),
     QT_TRANSLATE_NOOP("pm::Lint", "Describe the bug, the process gap and the fix, not a person: e.g. “no test "
                                   "covered this path”.")},
    {Rule::PassiveVoice,
     QT_TRANSLATE_NOOP("pm::Lint", "Passive voice: “%1”."),
     QT_TRANSLATE_NOOP("pm::Lint", "Name what did it: “tadaLaunchPrepare skips the event”, not “the event was "
                                   "skipped”.")},
    {Rule::VagueMechanism,
     QT_TRANSLATE_NOOP("pm::Lint", "Vague mechanism: “%1” with no code identifier in this paragraph."),
     QT_TRANSLATE_NOOP("pm::Lint", "Say which function skipped which event under which condition, with the "
                                   "identifiers (e.g. `launchStream`, `numStreams == 1`)."),
     QT_TRANSLATE_NOOP("pm::Lint", "Vague mechanism: “%1”: an indefinite cause, with no code identifier in its "
                                   "sentence.")},
    {Rule::Advocacy,
     QT_TRANSLATE_NOOP("pm::Lint", "Advocacy outside Action items: “%1”."),
     QT_TRANSLATE_NOOP("pm::Lint", "Record what happened here; put the proposal in its own document and link it from "
                                   "an action item.")},
    {Rule::VerificationOverclaim,
     QT_TRANSLATE_NOOP("pm::Lint", "Overclaim: “%1” implies more coverage than was run."),
     QT_TRANSLATE_NOOP("pm::Lint", "Name the configurations that ran and say which were not retested.")},
    {Rule::Placeholder,
     QT_TRANSLATE_NOOP("pm::Lint", "Placeholder “%1” must be filled in before publishing."),
     QT_TRANSLATE_NOOP("pm::Lint", "Replace it with the fact, or ask whoever knows; never pad it with plausible "
                                   "text.")},
};

// Whether SectionLint::tracked's testOrPath pattern could match (case-sensitive, ASCII
// \w): a path needs '/', a file name '.' and an extension's first letter, a test name
// "Test", "test", "tst_", "Spec" or "_spec".
bool mayNameTestOrPath(QStringView item)
{
    // One pass over the item for all of them.
    const char16_t *const t = item.utf16();
    const qsizetype n = item.size();
    const auto at = [t, n](qsizetype i, const char16_t *s) {
        for (qsizetype k = 0; s[k]; ++k) {
            if (i + k >= n || t[i + k] != s[k])
                return false;
        }
        return true;
    };
    for (qsizetype i = 0; i < n; ++i) {
        switch (t[i]) {
        case u'/':
            return true;
        case u'T':
            if (at(i + 1, u"est"))
                return true;
            break;
        case u't':
            if (at(i + 1, u"est") || at(i + 1, u"st_"))
                return true;
            break;
        case u'S':
            if (at(i + 1, u"pec"))
                return true;
            break;
        case u'_':
            if (at(i + 1, u"spec"))
                return true;
            break;
        case u'.':
            if (i + 1 < n) {
                switch (t[i + 1]) {
                case u'c':
                case u'h':
                case u'p':
                case u'g':
                case u'r':
                case u'j':
                case u'k':
                case u't':
                case u's':
                case u'm':
                case u'y':
                    return true;
                default:
                    break;
                }
            }
            break;
        default:
            break;
        }
    }
    return false;
}

class SectionLint
{
public:
    SectionLint(const PostMortem &pm, const Section &section, const RuleSet &rules,
                QList<Diagnostic> &out, const MarkdownMask &mask)
        : m_pm(pm)
        , m_section(section)
        , m_rules(rules)
        , m_out(out)
        , m_mask(mask)
    {
    }

    void run();

private:
    void lexicalRules();
    void emitHit(const Hit &hit, bool sentence = false);
    // The sentence of block b around [start, end): from the previous sentence end to the next.
    void sentenceAround(const Block &b, int start, int end, int *from, int *to) const;
    bool indefinite(const Block &b, const Hit &h) const;
    void missingIdentifiers();
    void summaryRules();
    void actionItems();
    bool tracked(const QString &item, int start, int end) const;
    void checkItem(const QString &item, int start, int end, int length, bool childTracks = false);
    bool isLinkBullet(const Block &b) const;
    void tableItems(const QStringList &header, const QList<TableRow> &rows);
    void verification();
    void slipCategory();
    // A finding on the first line unless one of the parts matches the section's plain text;
    // its message and suggestion are translated only then.
    void unlessAnyMatches(Rule rule, std::initializer_list<PatternPart> parts, const char *message,
                          const char *suggestion);

    void add(Rule rule, int start, int length, const QString &message, const QString &suggestion,
             int fixStart = -1, int fixLength = 0, const QString &replacement = QString());
    // The first line of the first block with prose or code, as a diagnostic range.
    bool firstLine(int *start, int *length) const { return lint::firstLine(m_mask, m_section.text, start, length); }
    int lineEndFrom(int pos) const { return lint::lineEndFrom(m_section.text, pos); }
    const QString &plain();
    QString heading() const;

    const PostMortem &m_pm;
    const Section &m_section;
    const RuleSet &m_rules;
    QList<Diagnostic> &m_out;
    const MarkdownMask &m_mask;
    QString m_plain;
    bool m_plainBuilt = false;
};

void SectionLint::add(Rule rule, int start, int length, const QString &message,
                      const QString &suggestion, int fixStart, int fixLength,
                      const QString &replacement)
{
    Diagnostic d = diagnosticAt(rule, m_section.id, start, length, message, suggestion);
    if (fixStart >= 0)
        d.fix = QuickFix{fixStart, fixLength, replacement};
    m_out.append(std::move(d));
}

const QString &SectionLint::plain()
{
    if (!m_plainBuilt) {
        // A section without an HTML comment is its own plain text: shared, not copied.
        const int size = int(m_section.text.size());
        m_plain = m_mask.containsKind(0, size, Comment) ? withoutComments(m_mask, 0, size) : m_section.text;
        m_plainBuilt = true;
    }
    return m_plain;
}

QString SectionLint::heading() const
{
    if (!m_section.heading.trimmed().isEmpty())
        return m_section.heading.trimmed();
    const SectionInfo *info = SectionCatalogue::find(m_section.id);
    return info ? info->heading(m_pm.meta.language) : m_section.id;
}

void SectionLint::run()
{
    lexicalRules();
    if (has(m_rules, Rule::MissingIdentifiers))
        missingIdentifiers();
    if (has(m_rules, Rule::SummaryTicket) || has(m_rules, Rule::SummaryPr)
        || has(m_rules, Rule::SummaryOwner))
        summaryRules();
    if (has(m_rules, Rule::ActionItemOwner) || has(m_rules, Rule::ActionItemTracker))
        actionItems();
    if (has(m_rules, Rule::VerificationScope))
        verification();
    if (has(m_rules, Rule::SlipCategory))
        slipCategory();
    const SectionContext context{m_pm, m_section, m_rules, m_mask, plain(), m_out};
    if (m_section.id == QLatin1String("summary"))
        summaryShape(context);
    else if (m_section.id == QLatin1String("fix"))
        fixSection(context);
    else if (m_section.id == QLatin1String("how-found"))
        howFound(context);
    else if (m_section.id == QLatin1String("root-cause"))
        narrative(context);
}

void SectionLint::lexicalRules()
{
    thread_local std::vector<Hit> hits;
    const auto &blocks = m_mask.blocks();
    const bool actionItems = m_section.id == QLatin1String("action-items");
    for (const Block &b : blocks) {
        // The seed's own "None — this fix is sufficient; no follow-up is needed …" is
        // accepted as written.
        if (actionItems && isNoneStatement(QStringView(plain()).mid(b.contentStart, b.end - b.contentStart)))
            continue;
        hits.clear();
        const BlockStats stats = scanLexicon(m_mask, b, m_rules, hits);
        int paragraphNamesCode = -1; // lazily, once per block
        for (const Hit &h : hits) {
            // "A race condition" is vague in a paragraph that names no code; in one that
            // does, only an indefinite one ("a timing issue somewhere", "一个并发问题") in a
            // sentence without code is (a back-reference such as "底层竞态" is not).
            bool inSentence = false;
            if (h.rule == Rule::VagueMechanism) {
                if (paragraphNamesCode < 0)
                    paragraphNamesCode = hasCodeIdentifier(m_mask, b.start, b.end) ? 1 : 0;
                if (paragraphNamesCode == 1) {
                    int from = 0;
                    int to = 0;
                    sentenceAround(b, h.start, h.start + h.length, &from, &to);
                    if (hasCodeIdentifier(m_mask, from, to) || !indefinite(b, h))
                        continue;
                    inSentence = true;
                }
            }
            emitHit(h, inSentence);
        }
        if (has(m_rules, Rule::LongParagraph) && !b.heading) {
            const int words = stats.words + (stats.cjk + 1) / 2;
            if (words > LongParagraphWords) {
                add(Rule::LongParagraph, b.contentStart, lineEndFrom(b.contentStart) - b.contentStart,
                    lt(QT_TRANSLATE_NOOP("pm::Lint", "Long paragraph: about %1 words.")).arg(words),
                    lt(QT_TRANSLATE_NOOP("pm::Lint", "Split it: one step of the causal chain per "
                                                     "paragraph, or a list.")));
            }
        }
    }
}

void SectionLint::sentenceAround(const Block &b, int start, int end, int *from, int *to) const
{
    const QString &t = m_section.text;
    const auto stop = [&t, this](int i) {
        const char16_t c = t[i].unicode();
        if (!m_mask.isProse(i))
            return false;
        if (c == 0x3002 || c == 0xFF01 || c == 0xFF1F || c == 0xFF1B)
            return true; // 。！？；
        // ". " ends a sentence; "f.cpp" and "e.g." do not.
        return (c == u'.' || c == u'!' || c == u'?' || c == u';') && i + 1 < t.size()
               && t[i + 1].isSpace();
    };
    int i = start;
    while (i > b.contentStart && !stop(i - 1))
        --i;
    *from = i;
    int j = end;
    while (j < b.end && !stop(j))
        ++j;
    *to = j;
}

bool SectionLint::indefinite(const Block &b, const Hit &h) const
{
    // "a race condition", "some timing issue", 一个并发问题: a label, not the mechanism;
    // "somewhere", "for some reason" leave the cause unknown.
    static const QRegularExpression before(
        QStringLiteral(R"((?:\b(?:a|an|some)\s+(?:[A-Za-z]+\s+)?|一个|某个|某种|一种|某些)\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression after(QStringLiteral(R"(^\s+(?:somewhere|of\s+some\s+kind))"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression itself(
        QStringLiteral(R"(^(?:some|something|for\s+some|for\s+unknown|an\s+unknown|somehow)\b|^(?:某|不明|莫名|出了点|不知道))"),
        QRegularExpression::CaseInsensitiveOption);
    // The words around it in its own paragraph: not the end of the one before.
    const QString &t = m_section.text;
    const int from = qMax(b.start, h.start - 24);
    const int end = h.start + h.length;
    return itself.match(t.mid(h.start, h.length)).hasMatch()
           || before.match(t.mid(from, h.start - from)).hasMatch()
           || after.match(t.mid(end, qMin(24, qMax(0, b.end - end)))).hasMatch();
}

void SectionLint::emitHit(const Hit &h, bool sentence)
{
    const auto *row = std::find_if(std::begin(hitTexts), std::end(hitTexts),
                                   [&h](const HitText &t) { return t.rule == h.rule; });
    if (row == std::end(hitTexts))
        return;
    const char *message = sentence && row->sentenceMessage ? row->sentenceMessage : row->message;
    const QStringView matched = QStringView(m_section.text).mid(h.start, h.length);
    add(h.rule, h.start, h.length, ltArg(message, matched), lt(row->suggestion), h.fixStart, h.fixLength,
        h.replacement);
}

void SectionLint::missingIdentifiers()
{
    int start = 0;
    int length = 0;
    if (!firstLine(&start, &length))
        return; // empty: required-section-empty speaks for required sections
    // Quoted text is what Symptoms observe (an error message); Root cause and Fix name code.
    const bool symptoms = m_section.id == QLatin1String("symptoms");
    const int end = int(m_section.text.size());
    if (symptoms ? hasIdentifier(m_mask, 0, end) : hasCodeIdentifier(m_mask, 0, end))
        return;
    QString suggestion;
    if (m_section.id == QLatin1String("root-cause"))
        suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Name the functions, files, fields and branch "
                                                      "conditions of the mechanism, and the SHA "
                                                      "that introduced it."));
    else if (m_section.id == QLatin1String("fix"))
        suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Name what changed: the functions and files, "
                                                      "and the commit or PR."));
    else
        suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Quote the error message, log line, test "
                                                      "output or numbers exactly as observed."));
    add(Rule::MissingIdentifiers, start, length,
        lt(QT_TRANSLATE_NOOP("pm::Lint", "%1 names no code identifier, path, SHA or quoted error "
                                         "text."))
            .arg(heading()),
        suggestion);
}

void SectionLint::summaryRules()
{
    int start = 0;
    int length = 0;
    if (!firstLine(&start, &length))
        return;
    const QString &text = plain();
    if (has(m_rules, Rule::SummaryTicket) && !refs::containsTicketKey(text)
        && (m_pm.meta.ticket.isEmpty() || !text.contains(m_pm.meta.ticket))) {
        add(Rule::SummaryTicket, start, length,
            lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary does not name the ticket.")),
            m_pm.meta.ticket.isEmpty()
                ? lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the ticket key, e.g. JIRA-12345, so the "
                                                   "summary alone leads to the record."))
                : lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the ticket key %1 so the summary alone "
                                                   "leads to the record."))
                      .arg(m_pm.meta.ticket));
    }
    if (has(m_rules, Rule::SummaryPr) && !refs::containsFixReference(text)) {
        const QString ref = !m_pm.meta.refs.isEmpty() ? m_pm.meta.refs.constFirst() : m_pm.gate.fix;
        add(Rule::SummaryPr, start, length,
            lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary does not name the fix PR or commit.")),
            ref.trimmed().isEmpty()
                ? lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the PR or commit, e.g. org/repo#5751."))
                : lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the fix reference %1.")).arg(ref.trimmed()));
    }
    if (has(m_rules, Rule::SummaryOwner) && !namesOwner(text, m_pm.meta.owner)) {
        add(Rule::SummaryOwner, start, length,
            lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary does not name an owner.")),
            m_pm.meta.owner.isEmpty()
                ? lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the owner, e.g. “owner Alex (Tada "
                                                   "team)”."))
                : lt(QT_TRANSLATE_NOOP("pm::Lint", "Add the owner: %1.")).arg(m_pm.meta.owner));
    }
}

void SectionLint::actionItems()
{
    const auto &blocks = m_mask.blocks();
    // Items are list items and table rows when there are any; otherwise paragraphs.
    bool structured = false;
    QStringList header;
    QList<TableRow> rows;
    for (const Block &b : blocks)
        structured = structured || b.listItem || parseTable(m_mask, b, &header, &rows);
    // A list item's indentation: the bullets nested under an item belong to it.
    const QString &text = m_section.text;
    const auto indentOf = [&text](const Block &b) {
        int lineStart = b.contentStart;
        while (lineStart > 0 && text[lineStart - 1] != u'\n')
            --lineStart;
        int i = lineStart;
        while (i < b.contentStart && (text[i] == u' ' || text[i] == u'\t'))
            ++i;
        return i - lineStart;
    };
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        const Block &b = blocks[k];
        if (b.heading || !m_mask.hasProse(b.start, b.end))
            continue;
        if (parseTable(m_mask, b, &header, &rows)) {
            tableItems(header, rows);
            continue;
        }
        if (structured && !b.listItem)
            continue;
        const QString item = plain().mid(b.contentStart, b.end - b.contentStart);
        if (isNoneStatement(item))
            continue;
        // A nested bullet that is only a link (a PR, a ticket) tracks the item above it.
        if (b.listItem && isLinkBullet(b) && k > 0) {
            const int indent = indentOf(b);
            bool nested = false;
            for (std::size_t p = k; p-- > 0;) {
                if (!blocks[p].listItem)
                    break;
                if (indentOf(blocks[p]) < indent) {
                    nested = true;
                    break;
                }
            }
            if (nested)
                continue;
        }
        bool childTracks = false;
        if (b.listItem) {
            const int indent = indentOf(b);
            for (std::size_t c = k + 1; c < blocks.size() && blocks[c].listItem && indentOf(blocks[c]) > indent; ++c)
                childTracks = childTracks || tracked(plain().mid(blocks[c].contentStart, blocks[c].end - blocks[c].contentStart), blocks[c].contentStart, blocks[c].end);
        }
        checkItem(item, b.contentStart, b.end, lineEndFrom(b.contentStart) - b.contentStart, childTracks);
    }
}

bool SectionLint::isLinkBullet(const Block &b) const
{
    if (!m_mask.containsKind(b.contentStart, b.end, Url) && !refs::containsTicketKey(m_section.text.mid(b.contentStart, b.end - b.contentStart)))
        return false;
    // Its prose, link text included, is a few words at most: "[PR 8](…)", "ticket: …".
    int words = 0;
    bool inWord = false;
    for (int i = b.contentStart; i < b.end; ++i) {
        const bool w = m_mask.isProse(i) && m_section.text[i].isLetterOrNumber();
        if (w && !inWord)
            ++words;
        inWord = w;
    }
    return words <= 5;
}

bool SectionLint::tracked(const QString &item, int start, int end) const
{
    // What tracks an item: a link, a ticket, a PR or commit, a test's name or a file path
    // (the seed: "owner, test name"). Other code names what to change, not where it is
    // tracked.
    static const QRegularExpression testOrPath(QStringLiteral(
        R"((?<![\w/])(?:[\w.-]+/)+[\w.-]+|\b[\w-]+\.(?:cpp|cc|cxx|c|h|hpp|py|go|rs|java|kt|ts|js|sh|md|yaml|yml|json|toml|proto)\b)"
        R"(|\b(?:[A-Z]\w*Test\w*|Test[A-Z_]\w*|\w+_tests?\b|tests?_\w+|tst_\w+|\w+Spec\b|\w+_spec\b))"));
    if (m_mask.containsKind(start, end, Url) || refs::containsTicketKey(item)
        || refs::containsFixReference(item))
        return true;
    // A reference-style link, "[ticket][alert-issue]", links as an inline one does.
    static const QRegularExpression referenceLink(QStringLiteral(R"(\]\[[^\]\n]+\])"));
    if (item.contains(QLatin1String("][")) && referenceLink.match(item).hasMatch())
        return true;
    if (prefilter::enabled() && !mayNameTestOrPath(item))
        return false;
    return testOrPath.match(item).hasMatch();
}

void SectionLint::checkItem(const QString &item, int start, int end, int length, bool childTracks)
{
    const bool hasTracker = childTracks || tracked(item, start, end);
    // A legend of item types ("Prevent – …") or a link definition is not an item.
    if (isNotAnItem(item, hasTracker))
        return;
    if (has(m_rules, Rule::ActionItemOwner) && !namesOwner(item, m_pm.meta.owner)) {
        add(Rule::ActionItemOwner, start, length,
            lt(QT_TRANSLATE_NOOP("pm::Lint", "Action item has no owner.")),
            lt(QT_TRANSLATE_NOOP("pm::Lint", "Name who does it, e.g. “(Alex, "
                                             "JIRA-12346)”; never invent one.")));
    }
    if (has(m_rules, Rule::ActionItemTracker) && !hasTracker) {
        add(Rule::ActionItemTracker, start, length,
            lt(QT_TRANSLATE_NOOP("pm::Lint", "Action item has no ticket, PR or test name.")),
            lt(QT_TRANSLATE_NOOP("pm::Lint", "Add what tracks it: a ticket key, a PR, or "
                                             "the regression test's name.")));
    }
}

void SectionLint::tableItems(const QStringList &header, const QList<TableRow> &rows)
{
    static const QRegularExpression ownerHeader(
        QStringLiteral(R"(^(?:owners?|owner\(s\)|assignee|assigned\s+to|dri|who|负责人|责任人|执行人)$)"), Flags);
    static const QRegularExpression trackerHeader(
        QStringLiteral(R"(^(?:tickets?|tracker|tracking|track|issues?|jira|bugs?|prs?|links?|refs?|references?|status\s*/\s*link|跟踪|跟踪事项|工单|链接|单号|关联)$)"), Flags);
    int ownerCol = -1;
    int trackerCol = -1;
    for (int i = 0; i < header.size(); ++i) {
        const QString h = header.at(i).simplified().remove(QLatin1Char('*'));
        if (ownerCol < 0 && ownerHeader.match(h).hasMatch())
            ownerCol = i;
        else if (trackerCol < 0 && trackerHeader.match(h).hasMatch())
            trackerCol = i;
    }
    static const QRegularExpression empty(QStringLiteral(R"(^(?:|-+|—+|n/?a|none|tbd|\?+|待定|无)$)"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (const TableRow &row : rows) {
        const QString text = plain().mid(row.start, row.end - row.start);
        const int length = row.end - row.start;
        const QString ownerCell = ownerCol >= 0 ? row.cells.value(ownerCol) : QString();
        const bool owner = ownerCol >= 0 ? !empty.match(ownerCell).hasMatch()
                                         : namesOwner(text, m_pm.meta.owner);
        bool tracker = false;
        if (trackerCol >= 0) {
            const QString cell = row.cells.value(trackerCol);
            tracker = !empty.match(cell).hasMatch()
                      && (refs::containsTicketKey(cell) || refs::containsFixReference(cell)
                          || cell.contains(QLatin1String("://")) || cell.contains(QLatin1Char('`'))
                          || cell.contains(QLatin1Char('_')) || cell.contains(QLatin1Char('/')));
        } else {
            tracker = tracked(text, row.start, row.end);
        }
        if (has(m_rules, Rule::ActionItemOwner) && !owner) {
            add(Rule::ActionItemOwner, row.start, length,
                lt(QT_TRANSLATE_NOOP("pm::Lint", "Action item has no owner.")),
                lt(QT_TRANSLATE_NOOP("pm::Lint", "Name who does it, e.g. “(Alex, "
                                                 "JIRA-12346)”; never invent one.")));
        }
        if (has(m_rules, Rule::ActionItemTracker) && !tracker) {
            add(Rule::ActionItemTracker, row.start, length,
                lt(QT_TRANSLATE_NOOP("pm::Lint", "Action item has no ticket, PR or test name.")),
                lt(QT_TRANSLATE_NOOP("pm::Lint", "Add what tracks it: a ticket key, a PR, or "
                                                 "the regression test's name.")));
        }
    }
}

void SectionLint::verification()
{
    // A statement of what was not covered settles it; so does evidence of more than one
    // configuration.
    unlessAnyMatches(Rule::VerificationScope,
                     {{limitsEn, mayLimitScope},
                      {severalEn, mayNameSeveral},
                      {limitsZh, mayLimitScopeZh},
                      {severalZh, mayNameSeveralZh}},
                     QT_TRANSLATE_NOOP("pm::Lint", "Verification does not say which configurations were not "
                                                   "retested."),
                     QT_TRANSLATE_NOOP("pm::Lint", "If one configuration was verified, say so: “Verified "
                                                   "on LLM-7B / 8 GPUs / dumbModel; not retested on other "
                                                   "workloads.”"));
}

void SectionLint::slipCategory()
{
    unlessAnyMatches(Rule::SlipCategory,
                     {{categoryEn, mayNameCategory}, {categoryAscii, mayNameCategoryAscii}, {categoryZh, mayNameCategoryZh}},
                     QT_TRANSLATE_NOOP("pm::Lint", "Why it slipped names no category."),
                     QT_TRANSLATE_NOOP("pm::Lint", "Name the real one: CI gap, latent code, insufficient "
                                                   "workload coverage, incomplete earlier fix, review miss "
                                                   "— or “no good reason, we should have caught "
                                                   "it”."));
}

void SectionLint::unlessAnyMatches(Rule rule, std::initializer_list<PatternPart> parts, const char *message,
                                   const char *suggestion)
{
    int start = 0;
    int length = 0;
    if (!firstLine(&start, &length) || anyPartMatches(parts, plain()))
        return;
    add(rule, start, length, lt(message), lt(suggestion));
}

} // namespace

void lintSectionText(const PostMortem &pm, const Section &section, const RuleSet &rules,
                     QList<Diagnostic> &out)
{
    SectionLint(pm, section, rules, out, MarkdownMask::of(section.text, section.scannedLines.get())).run();
}

} // namespace pm::lint
