#include "evidence.h"

#include "identifiers.h"
#include "lexicon.h"
#include "markdownmask.h"
#include "references.h"

#include <QRegularExpression>

namespace pm::evidence {
namespace {

// The named patterns below are plain constants: QRegularExpression compiles a pattern on
// its first match, so one costs a small allocation at load until a rule reads it.
constexpr auto Flags =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// The first match of re in text, or an empty string.
QString firstMatch(const QRegularExpression &re, const QString &text)
{
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(0) : QString();
}

// ---- repro -------------------------------------------------------------------------

// An answer that is there but says nothing: "n/a yet", "TBD", "see issue #8567".
bool saysNothing(const QString &t)
{
    static const QRegularExpression empty(QStringLiteral(
                                              R"(^(?:tbd|tba|todo|xxx|fixme|n/?a|none|no|nope|pending|unknown|unclear|\?+|-+|—+)(?:\s+(?:yet|for\s+now|so\s+far))?[.!。]?$)"
                                              R"(|^(?:not\s+yet|not\s+known|not\s+available)[.!。]?$)"
                                              R"(|^(?:待定|待补充|未知|无|没有|暂无|尚未|不详|不明)[。.]?$)"),
                                          Flags);
    // Only a pointer elsewhere: the newcomer still has nothing to run.
    static const QRegularExpression pointer(QStringLiteral(
                                                R"(^(?:see|refer\s+to|cf\.?|as\s+in|same\s+as)\s+(?:the\s+)?(?:issue|ticket|bug|jira|thread|comment|above|below|description|#|[A-Z][A-Z0-9]+-\d)[^\n]{0,60}$)"
                                                R"(|^(?:参见|详见|见|参考)\s*[^\n]{0,40}$)"),
                                            Flags);
    return refs::isPlaceholderAnswer(t) || empty.match(t).hasMatch() || pointer.match(t).hasMatch();
}

// "not deterministic", "non-deterministic", "cannot reproduce", "不可稳定复现", "不是每次".
const QRegularExpression negatedReliability(QStringLiteral(
                                                R"(\b(?:not|isn't|is\s+not|wasn't|aren't|never|no\s+longer|hardly|rarely)\s+(?:\w+\s+)?(?:deterministic(?:ally)?|reproducible|reliabl[ey]|consistent(?:ly)?|always|every\s+(?:run|time)))"
                                                R"(|\bnon-?deterministic(?:ally)?\b|\bun-?reliabl[ey]\b|\birreproducible\b)"
                                                R"(|\b(?:cannot|can't|could\s+not|couldn't|unable\s+to|failed\s+to)\s+(?:\w+\s+)?(?:reproduce|repro)\b)"
                                                R"(|(?:不可|不能|无法|难以|没法|未能|没能|不)(?:稳定|确定性|每次|总是|必然|可靠)(?:地)?(?:复现|重现|出现)?)"
                                                R"(|(?:不是|并非|并不是)(?:每次|每一次|总是|必现|稳定))"
                                                R"(|不一定|不总是|无法复现|不能复现|没有复现|难以复现|复现不了)"),
                                            Flags);

// The seed's "happens sometimes" and its relatives.
const QRegularExpression sometimesWording(QStringLiteral(
                                              R"(\b(?:sometimes|some\s+times|intermittent(?:ly)?|occasional(?:ly)?|sporadic(?:ally)?|randomly|at\s+random|flaky|flakily|now\s+and\s+then|from\s+time\s+to\s+time|once\s+in\s+a\s+while|every\s+so\s+often|rarely|seldom)\b)"
                                              R"(|\b(?:certain|some|specific|particular|unknown)\s+(?:sequences?|conditions?|circumstances?|combinations?|orders?|orderings?|timings?|cases?|situations?)\b)"
                                              R"(|\bunder\s+(?:some|certain)\b|\bcan\s+happen\b|\bmay\s+(?:happen|occur|fail)\b)"
                                              R"(|偶尔|有时|偶发|偶现|时不时|间歇|不定期|某些(?:情况|条件|场景|顺序|时候)|特定(?:顺序|情况|条件)下|概率性)"),
                                          Flags);

// A failure rate: "fails 50/50", "3 of 10 runs", "~30% of runs", "1 in 5", "10 次中 3 次".
const QRegularExpression failureRate(QStringLiteral(
                                         R"(\b\d+\s*/\s*\d+\b)"
                                         R"(|\b\d+\s*(?:times?\s*)?(?:of|out\s+of|in)\s+(?:every\s+)?\d+\b)"
                                         R"(|\d+(?:\.\d+)?\s*[%％])"
                                         R"(|\b\d+\s*(?:failures?|times|hangs?|crashes)\s+(?:per|an?|each|every)\s+\w+)"
                                         R"(|\d+\s*次[中里内]?有?\s*\d+\s*次|失败率|复现率|复现概率)"),
                                     Flags);

// "deterministic", "every run", "always", "每次", "必现", "稳定复现".
const QRegularExpression deterministic(QStringLiteral(
                                           R"(\bdeterministic(?:ally)?\b|\balways\b|\breliably\b|\bconsistently\b)"
                                           R"(|\b(?:every|each)\s+(?:single\s+)?(?:run|time|attempt|iteration|build|invocation|execution|launch|boot|step)s?\b)"
                                           R"(|每次|每一次|必现|稳定复现|确定性|总是|稳定地?复现|百分之百)"),
                                       Flags);

// Steps a newcomer can run: a command or code, a test name, or numbered steps.
bool hasSteps(const QString &text)
{
    if (text.contains(QLatin1Char('`')))
        return true;
    static const QRegularExpression command(QStringLiteral(
                                                R"((?:^|\s)(?:\$\s+\S|\./\S|(?:cargo|go|make|ninja|cmake|ctest|npm|npx|yarn|pnpm|pytest|python3?|bazel|bazelisk|mvn|gradle|kubectl|docker|podman|curl|wget|bash|sh|git|node|java|rustc|gcc|clang|helm|tox|dotnet|etcdctl|ab|wrk)\s+[-\w./:=]+))"),
                                            Flags);
    static const QRegularExpression numbered(QStringLiteral(
                                                 R"((?:^|\n)\s*(?:1[.)、]|①|step\s*1\b|第一步|步骤\s*1)[\s\S]*(?:\n\s*(?:2[.)、]|②|step\s*2\b|第二步|步骤\s*2)|(?:;|；|,|，|then)\s*(?:2[.)、]|step\s*2\b)))"),
                                             Flags);
    if (command.match(text).hasMatch() || numbered.match(text).hasMatch())
        return true;
    // A test name, a script or a path: what lint calls a code identifier.
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        while (i < n && (text[i].isSpace() || text[i].unicode() >= 0x2E80))
            ++i;
        int j = i;
        while (j < n && !text[j].isSpace() && text[j].unicode() < 0x2E80)
            ++j;
        if (j > i && lint::looksLikeIdentifier(QStringView(text).mid(i, j - i)))
            return true;
        i = j;
    }
    return false;
}

// ---- verified ----------------------------------------------------------------------

const QRegularExpression plan(QStringLiteral(
                                  R"(\b(?:will|shall|to\s+be|going\s+to|plan(?:ned|s)?\s+to|yet\s+to|about\s+to|scheduled\s+to|need\s+to|needs\s+to|should)\s+(?:be\s+)?(?:re-?)?(?:verif|test|validat|confirm|check|run|soak|measur)\w*)"
                                  R"(|\b(?:queued|scheduled|pending|planned|in\s+progress|awaiting|waiting\s+for)\b)"
                                  R"(|待验证|将(?:会)?(?:验证|测试)|计划(?:验证|测试)|准备(?:验证|测试)|稍后(?:验证|测试)|后续(?:验证|测试)|排队|等待(?:验证|测试|结果))"),
                              Flags);

const QRegularExpression negatedResult(QStringLiteral(
                                           R"(\b(?:not|never|hasn't|haven't|wasn't|weren't|didn't|did\s+not|has\s+not|have\s+not|no\s+one\s+has|nobody\s+has)\s+(?:yet\s+|been\s+|fully\s+|actually\s+)*(?:verified|tested|validated|confirmed|passed?|run|re-?run|reproduced|succeeded|completed?)\b)"
                                           R"(|\b(?:unverified|untested|unconfirmed)\b|\bno\s+(?:evidence|verification|test\s+run)\b)"
                                           R"(|未验证|没有验证|尚未验证|还没(?:有)?验证|(?:尚未|未|没有)在[^。；\n]{0,20}(?:验证|测试)|未测试|未通过|没有通过|没通过|无法验证|未经验证)"),
                                       Flags);

// A result with numbers or ids: a passing test name, a run or workload id, before/after
// numbers, "N/N runs", a link to a run.
bool hasResultEvidence(const QString &text)
{
    static const QRegularExpression allRuns(QStringLiteral(
                                                R"(\b(\d+)\s*/\s*(\d+)\b)"),
                                            Flags);
    for (auto it = allRuns.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == m.captured(2))
            return true; // 200/200: every run passed
    }
    static const QRegularExpression numbers(QStringLiteral(
                                                // "N of N runs", "all N runs", "3 consecutive 2 h runs complete"
                                                R"(\b(\d+)\s+(?:of|out\s+of)\s+\1\b|\ball\s+\d+\s+(?:runs|iterations|attempts)\b)"
                                                R"(|\b\d+\s+(?:consecutive\s+|successful\s+|clean\s+|green\s+)?(?:[\w.-]+\s+){0,3}(?:runs?|iterations|soaks?|builds?)\b[^.;\n]{0,40}?\b(?:pass(?:ed|es)?|complete[ds]?|succeed(?:ed|s)?|green|clean|without\b))"
                                                R"(|\b(?:consecutive|successful|clean|green)\s+(?:\w+\s+){0,2}runs?\b)"
                                                // before/after numbers
                                                R"(|\bfrom\s+~?\d[\d.,]*\s*\S*\s+(?:down\s+|up\s+)?to\s+~?\d|\d[\d.,]*\s*\S*\s*(?:->|→|=>)\s*~?\d|\bbefore\b[^.;\n]{0,40}\d[^.;\n]{0,40}\bafter\b[^.;\n]{0,30}\d)"
                                                // a run, job, build or workload id; a link to one
                                                R"(|\b(?:run|job|build|workload|pipeline|workflow|soak|ci)\s*(?:id\s*)?[#:]?\s*[A-Za-z-]*\d[\w-]*)"
                                                R"(|https?://\S+)"
                                                // Chinese: 连续运行 3 次, 200 次全部通过, 修复前…修复后
                                                R"(|连续(?:运行)?\s*\d+\s*(?:次|轮)|\d+\s*(?:次|轮)[^。；\n]{0,10}(?:全部|均|都)(?:通过|成功|完成)|修复前[^。；\n]{0,40}\d[^。；\n]{0,40}修复后)"),
                                            Flags);
    if (numbers.match(text).hasMatch())
        return true;
    // A named test or workload that passes: an identifier and a pass word, not negated.
    static const QRegularExpression passWord(QStringLiteral(
                                                 R"(\b(?:pass(?:es|ed)?|green|succeed(?:s|ed)?|complete[ds]?|ok)\b|通过|成功|完成)"),
                                             Flags);
    static const QRegularExpression negation(QStringLiteral(
                                                 R"((?:\bnot|n't|\bnever|\bno|未|没有|没|不)\s*$)"),
                                             Flags);
    bool passes = false;
    for (auto it = passWord.globalMatch(text); it.hasNext() && !passes;) {
        const auto m = it.next();
        const int from = qMax(0, int(m.capturedStart()) - 12);
        passes = !negation.match(text.mid(from, m.capturedStart() - from)).hasMatch();
    }
    return passes && hasSteps(text);
}

} // namespace

QString elide(const QString &text, int max)
{
    const QString s = text.simplified();
    return s.size() <= max ? s : s.left(max - 1) + QChar(0x2026);
}

Finding checkRepro(const QString &repro)
{
    const QString t = repro.trimmed();
    if (saysNothing(t))
        return {Finding::Empty, elide(t)};
    QString hit = firstMatch(negatedReliability, t);
    if (!hit.isEmpty())
        return {Finding::Negated, hit};
    const bool rate = failureRate.match(t).hasMatch();
    hit = firstMatch(sometimesWording, t);
    if (!hit.isEmpty() && !rate)
        return {Finding::Sometimes, hit};
    if (!rate && !deterministic.match(t).hasMatch())
        return {Finding::NoReliability, elide(t)};
    if (!hasSteps(t))
        return {Finding::NoSteps, elide(t)};
    return {};
}

Finding checkRootCause(const PostMortem &pm)
{
    const QString text = pm.sectionText(QStringLiteral("root-cause"));
    // Usually built already: by the lint of the section, or by the last keystroke's gate.
    const lint::MarkdownMask &mask = lint::MarkdownMask::of(text);
    if (!mask.hasProse(0, int(text.size())) && !mask.containsKind(0, int(text.size()), lint::Code))
        return {Finding::NoSection, QString()};
    const QString plain = lint::withoutComments(mask, 0, int(text.size()));
    if (!lint::hasCodeIdentifier(mask, 0, int(text.size())))
        return {Finding::NoMechanism, elide(plain)};
    lint::RuleSet hedging;
    hedging.set(std::size_t(Rule::Hedging));
    std::vector<lint::Hit> hits;
    for (const lint::Block &b : mask.blocks()) {
        lint::scanLexicon(mask, b, hedging, hits);
        if (!hits.empty())
            return {Finding::Hedged, text.mid(hits.front().start, hits.front().length)};
    }
    return {};
}

namespace {

Finding checkFixOf(const PostMortem &pm)
{
    const QString fix = pm.gate.fix.trimmed();
    if (refs::isPlaceholderAnswer(fix))
        return {Finding::Empty, elide(fix)};
    const QStringList keys = refs::fixReferenceKeys(fix);
    if (keys.isEmpty())
        return {Finding::NoReference, elide(fix)};
    const QString text = pm.sectionText(QStringLiteral("fix"));
    const lint::MarkdownMask &mask = lint::MarkdownMask::of(text);
    if (!mask.hasProse(0, int(text.size())) && !mask.containsKind(0, int(text.size()), lint::Code))
        return {Finding::NoSection, elide(fix)};
    const QStringList inSection = refs::fixReferenceKeys(lint::withoutComments(mask, 0, int(text.size())));
    for (const QString &k : keys) {
        if (inSection.contains(k))
            return {};
    }
    return {Finding::NotInSection, elide(fix)};
}

} // namespace

Finding checkFix(const PostMortem &pm)
{
    // The editor re-evaluates the gate after each pause in typing, mostly with the Fix
    // section and the fix input unchanged, and this check builds the section's mask: the
    // last answer stands while both are the same strings (held, so the same buffer and
    // length is the same text; a shared QString is never written in place).
    thread_local struct
    {
        QString input;
        QString section;
        Finding result;
        bool valid = false;
    } last;
    const QString section = pm.sectionText(QStringLiteral("fix"));
    const auto same = [](const QString &a, const QString &b) {
        return a.constData() == b.constData() && a.size() == b.size();
    };
    if (last.valid && same(last.input, pm.gate.fix) && same(last.section, section))
        return last.result;
    last.result = checkFixOf(pm);
    last.input = pm.gate.fix;
    last.section = section;
    last.valid = true;
    return last.result;
}

Finding checkVerified(const QString &verified)
{
    const QString t = verified.trimmed();
    if (saysNothing(t))
        return {Finding::Empty, elide(t)};
    if (hasResultEvidence(t))
        return {};
    QString hit = firstMatch(plan, t);
    if (!hit.isEmpty())
        return {Finding::Plan, hit};
    hit = firstMatch(negatedResult, t);
    if (!hit.isEmpty())
        return {Finding::Negated, hit};
    return {Finding::NoEvidence, elide(t)};
}

} // namespace pm::evidence
