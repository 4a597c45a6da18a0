#include "evidence.h"

#include "identifiers.h"
#include "lexicon.h"
#include "markdownmask.h"
#include "references.h"

#include <QRegularExpression>

#include <algorithm>

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

// Whether the text says its steps reproduce the failure: a verb of reproducing or
// demonstrating, or the failure seen ("fails", "hangs", 报错).
bool claimsToReproduce(const QString &text)
{
    static const QRegularExpression claim(QStringLiteral(
                                              R"(\b(?:repro\w*|demonstrat\w*|trigger\w*|exploit(?:s|ed|ing)?|fail(?:s|ed|ing)?|hang(?:s|ed|ing)?|crash(?:es|ed|ing)?|errors?|panics?|times?\s+out|shows?\s+the)\b)"
                                              R"(|\b(?:demo|poc|proof[-\s]of[-\s]concept)\b|复现|重现|触发|出现|发现|报错|失败|卡住|异常|崩溃|模拟|演示|示例|仍然)"
                                              // a recipe of several steps: "after X, run Y", "先…然后…", "修改…后，…"
                                              R"(|\b(?:then|afterwards)\b|(?:^|\n)\s*(?:1[.)、]|①)|先[^。；\n]{0,40}(?:然后|再|之后)|后\s*[,，])"),
                                          Flags);
    return claim.match(text).hasMatch();
}

// Steps a newcomer can run: a command or code, a test name, numbered steps, an action on
// a named thing, or a test, demo or proof of concept that reproduces it.
bool hasSteps(const QString &text)
{
    if (text.contains(QLatin1Char('`')))
        return true;
    static const QRegularExpression artifact(QStringLiteral(
                                                 R"(\b(?:(?:state|unit|integration|regression)\s+tests?|test\s+case|poc|proof[-\s]of[-\s]concept|demo|reproducer|script|program)\b[^.;\n]{0,80}\b(?:reproduc\w*|demonstrat\w*|trigger\w*|exploit\w*|shows?)\b)"
                                                 R"(|\b(?:reproduc\w*|demonstrat\w*)\b[^.;\n]{0,40}\b(?:tests?|poc|proof[-\s]of[-\s]concept|demo|reproducer|script|program)\b)"
                                                 R"(|(?:程序|脚本|用例|测试|demo|示例|服务)[^。；\n]{0,40}(?:复现|重现|触发|示例|演示|发送|运行|跑)|(?:跑|运行|执行|创建)[^。；\n]{0,20}(?:程序|脚本|用例|demo|服务)|先[^。；\n]{0,40}(?:然后|再|之后))"),
                                             Flags);
    if (artifact.match(text).hasMatch())
        return true;
    static const QRegularExpression command(QStringLiteral(
                                                R"((?:^|\s)(?:\$\s+\S|\./\S|(?:cargo|go|make|ninja|cmake|ctest|npm|npx|yarn|pnpm|pytest|python3?|bazel|bazelisk|mvn|gradle|kubectl|docker|podman|curl|wget|bash|sh|git|node|java|rustc|gcc|clang|helm|tox|dotnet|etcdctl|ab|wrk)\s+[-\w./:=]+))"),
                                            Flags);
    static const QRegularExpression numbered(QStringLiteral(
                                                 R"((?:^|\n)\s*(?:1[.)、]|①|step\s*1\b|第一步|步骤\s*1)[\s\S]*(?:\n\s*(?:2[.)、]|②|step\s*2\b|第二步|步骤\s*2)|(?:;|；|,|，|then)\s*(?:2[.)、]|step\s*2\b)))"),
                                             Flags);
    if (command.match(text).hasMatch() || numbered.match(text).hasMatch())
        return true;
    // An action a newcomer can take, on a named thing: "Pushing config revision r812 to a
    // staging pod fails on 10/10 tries", "Send two requests to /api/v2 …", "重启 pod-3 后…".
    static const QRegularExpression action(QStringLiteral(
                                               R"((?:^|[.;:\n]\s*|\b(?:by|when|after|then|and|if)\s+)(?:to\s+reproduce[,:]?\s+)?)"
                                               R"((?:run|push|deploy|send|start|open|call|apply|upload|create|restart|kill|scale|set|enable|disable|load|submit|post|request|click|install|execute|launch|trigger|replay|import|query|write|delete|update|upgrade|connect|mount|insert|compile|build|boot|point|configure|feed)(?:ing|s)?\b)"
                                               R"(|(?:执行|运行|启动|重启|发送|部署|推送|调用|创建|删除|更新|升级|挂载|写入|导入|配置|打开|点击))"),
                                           Flags);
    // The named thing: a token with letters and digits (r812, v2.3, pod-3), a path, a
    // quoted name.
    static const QRegularExpression named(QStringLiteral(
                                              R"(\b(?=[\w.-]*[A-Za-z])(?=[\w.-]*\d)[\w.-]{2,}\b|(?:^|\s)/[\w./-]+|"[^"\n]{2,}"|“[^”\n]{2,}”)"),
                                          Flags);
    for (auto it = action.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        static const QRegularExpression sentenceEnd(QStringLiteral("[.;。；\n]"));
        int end = int(text.indexOf(sentenceEnd, int(m.capturedEnd())));
        if (end < 0)
            end = int(text.size());
        const QString rest = text.mid(m.capturedEnd(), end - int(m.capturedEnd()));
        // The rate ("10/10") is no named thing.
        QString withoutRates = rest;
        static const QRegularExpression rates(QStringLiteral(R"(\b\d+\s*/\s*\d+\b|\d+(?:\.\d+)?\s*%)"));
        withoutRates.remove(rates);
        if (named.match(withoutRates).hasMatch())
            return true;
    }
    // A test name, a script or a path: what lint calls a code identifier.
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        while (i < n && (text[i].isSpace() || text[i].unicode() >= 0x2E80))
            ++i;
        int j = i;
        while (j < n && !text[j].isSpace() && text[j].unicode() < 0x2E80)
            ++j;
        if (j > i && text::looksLikeIdentifier(QStringView(text).mid(i, j - i)))
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

// The sentence of block b that holds pos.
QString sentenceAround(const text::MarkdownMask &mask, const text::Block &b, int pos)
{
    const QStringView t = mask.text();
    const auto stop = [&t](int i) {
        const char16_t c = t[i].unicode();
        return c == 0x3002 || c == 0xFF01 || c == 0xFF1F || c == 0xFF1B
               || ((c == u'.' || c == u'!' || c == u'?' || c == u';') && i + 1 < t.size() && t[i + 1].isSpace());
    };
    int from = pos;
    while (from > b.contentStart && !stop(from - 1))
        --from;
    int to = pos;
    while (to < b.end && !stop(to))
        ++to;
    return t.mid(from, std::min(int(t.size()), to + 1) - from).toString().trimmed();
}

bool insideParentheses(QStringView text, int from, int pos)
{
    int depth = 0;
    for (int i = from; i < pos; ++i) {
        const QChar c = text.at(i);
        if (c == u'(' || c == u'（')
            ++depth;
        else if ((c == u')' || c == u'）') && depth > 0)
            --depth;
    }
    return depth > 0;
}

// Whether a sentence speaks of the cause: causal wording, or the code of the mechanism.
bool aboutTheCause(const QString &sentence)
{
    static const QRegularExpression causal(QStringLiteral(
                                               R"(\b(?:caus\w*|because|due\s+to|lead(?:s|ing)?\s+to|led\s+to|result\w*|trigger\w*|root|mechanism|reason\w*|explain\w*|bug|why|broke|break\w*|fail\w*|crash\w*|hang\w*|hung|corrupt\w*|leak\w*)\b|导致|因为|原因|根因|引起|造成|触发|由于|问题)"),
                                           Flags);
    if (causal.match(sentence).hasMatch())
        return true;
    text::MarkdownMask m; // not MarkdownMask::of(): that would drop the section's mask
    m.build(sentence);
    return text::hasCodeIdentifier(m, 0, int(sentence.size()));
}

// Without a Root cause section, a mechanism another section states (a timeline that
// names the code and the cause, with no hedge about it) still makes the cause known;
// lint reports the missing section.
bool mechanismElsewhere(const PostMortem &pm)
{
    for (const Section &s : pm.sections) {
        if (s.id == QLatin1String("root-cause") || s.id == QLatin1String("how-found"))
            continue;
        text::MarkdownMask mask;
        mask.build(s.text);
        const int size = int(s.text.size());
        if (!text::hasCodeIdentifier(mask, 0, size))
            continue;
        RuleSet hedging;
        hedging.set(std::size_t(Rule::Hedging));
        std::vector<text::Hit> hits;
        for (const text::Block &b : mask.blocks()) {
            const QString sentence = mask.text().mid(b.contentStart, b.end - b.contentStart).toString();
            static const QRegularExpression causal(QStringLiteral(
                                                       R"(\b(?:caus\w*|because|due\s+to|led\s+to|root\s+cause|bug\s+(?:in|with))\b|导致|因为|根因|原因是)"),
                                                   Flags);
            if (!causal.match(sentence).hasMatch() || !text::hasCodeIdentifier(mask, b.contentStart, b.end))
                continue;
            hits.clear();
            text::scanLexicon(mask, b, hedging, hits);
            if (hits.empty())
                return true;
        }
    }
    return false;
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
    // Steps that are said to reproduce the failure are a repro: the seed refuses
    // "sometimes" (above), not steps that leave their reliability unsaid.
    if (!rate && !deterministic.match(t).hasMatch() && !(claimsToReproduce(t) && hasSteps(t)))
        return {Finding::NoReliability, elide(t)};
    if (!hasSteps(t))
        return {Finding::NoSteps, elide(t)};
    return {};
}

namespace {

// The first hedge about the cause in the blocks that start in [start, end).
std::optional<Finding> firstHedge(const text::MarkdownMask &mask, int start, int end)
{
    const QStringView text = mask.text();
    RuleSet hedging;
    hedging.set(std::size_t(Rule::Hedging));
    std::vector<text::Hit> hits;
    for (const text::Block &b : mask.blocks()) {
        if (b.start < start || b.start >= end)
            continue;
        hits.clear();
        text::scanLexicon(mask, b, hedging, hits);
        for (const text::Hit &h : hits) {
            const QString sentence = sentenceAround(mask, b, h.start);
            // A side remark ("other clusters might see it too", a parenthesis) leaves the
            // mechanism confirmed; a hedge in a sentence about the cause or the code does not.
            if (insideParentheses(text, b.contentStart, h.start) || !aboutTheCause(sentence))
                continue;
            return Finding{Finding::Hedged, text.mid(h.start, h.length).toString() + QStringLiteral("” in “") + elide(sentence, 100)};
        }
    }
    return std::nullopt;
}

} // namespace

RootCauseFacts rootCauseFacts(const text::MarkdownMask &mask, int start, int end)
{
    RootCauseFacts f;
    f.content = mask.hasProse(start, end) || mask.containsKind(start, end, text::Code);
    f.codeIdentifier = text::hasCodeIdentifier(mask, start, end);
    if (f.content && f.codeIdentifier)
        f.hedged = firstHedge(mask, start, end);
    return f;
}

std::optional<Finding> rootCauseFromFacts(const QList<RootCauseFacts> &pieces)
{
    const auto any = [&pieces](bool RootCauseFacts::*what) {
        return std::any_of(pieces.cbegin(), pieces.cend(), [what](const RootCauseFacts &f) { return f.*what; });
    };
    if (!any(&RootCauseFacts::content) || !any(&RootCauseFacts::codeIdentifier))
        return std::nullopt;
    for (const RootCauseFacts &f : pieces) {
        if (f.hedged)
            return f.hedged;
    }
    return Finding{};
}

Finding checkRootCause(const PostMortem &pm)
{
    const QString text = pm.sectionText(QStringLiteral("root-cause"));
    // Usually built already: by the lint of the section, or by the last keystroke's gate.
    const text::MarkdownMask &mask = text::MarkdownMask::of(text);
    const int size = int(text.size());
    if (!mask.hasProse(0, size) && !mask.containsKind(0, size, text::Code))
        return mechanismElsewhere(pm) ? Finding{} : Finding{Finding::NoSection, QString()};
    if (!text::hasCodeIdentifier(mask, 0, size))
        return {Finding::NoMechanism, elide(text::withoutComments(mask, 0, size))};
    return firstHedge(mask, 0, size).value_or(Finding{});
}

Finding checkFix(const PostMortem &pm)
{
    const QString fix = pm.gate.fix.trimmed();
    if (refs::isPlaceholderAnswer(fix))
        return {Finding::Empty, elide(fix)};
    if (refs::fixReferenceKeys(fix).isEmpty())
        return {Finding::NoReference, elide(fix)};
    // The reference identifies the fix, as the seed asks; whether the Fix section links
    // it too is lint's to say (fix-reference, summary-fix-ref).
    return {};
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
