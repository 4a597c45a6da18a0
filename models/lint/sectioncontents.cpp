#include "sectioncontents.h"

#include "lintrules.h"
#include "prefilter.h"
#include "linttext.h"
#include "references.h"

#include <QRegularExpression>

namespace pm::lint {

using text::Code;

namespace {

// The named patterns below are plain constants: QRegularExpression compiles a pattern on
// its first match, so one costs a small allocation at load until a rule reads it.

// A sentence that states the fix: a verb that only a fix takes ("fixed", "reverted",
// 修复), not negated; or a verb of change ("adds", "removes", "now …") whose subject is the
// fix: we, the PR, the patch, a release, a commit ("PR #2 adds the lock").
const QRegularExpression fixVerb(QStringLiteral(
                                     R"(\b(?:fix(?:ed|es|ing)|resolv(?:ed|es|ing)|patch(?:ed|es|ing)|revert(?:ed|s|ing)|rolled\s+back|roll(?:s|ing)?\s+back|restor(?:ed|es|ing)|remedied|hotfix(?:ed|es)?|correct(?:ed|s|ing)|mitigated)\b)"
                                     R"(|修复|修正|回退|回滚|解决|改为|改成|改用|去掉|补上)"),
                                 Flags);
const QRegularExpression changeVerb(QStringLiteral(
                                        R"(\b(?:add(?:ed|s|ing)|remov(?:ed|es|ing)|replac(?:ed|es|ing)|chang(?:ed|es|ing)|guard(?:ed|s|ing)|skip(?:ped|s|ping)|clamp(?:ed|s|ing)|mov(?:ed|es|ing)|drop(?:ped|s|ping)|bump(?:ed|s|ing)|pin(?:ned|s|ning)|recomput(?:ed|es|ing)|initiali[sz](?:ed|es|ing)|reset(?:s|ting)?|stop(?:ped|s|ping)|mak(?:es|ing)|made|now|rewr(?:ote|ites|iting)|upgrad(?:ed|es|ing)|disabl(?:ed|es|ing)|enabl(?:ed|es|ing)|deploy(?:ed|s|ing)|releas(?:ed|es|ing)|lock(?:ed|s|ing)|check(?:ed|s|ing))\b)"
                                        R"(|移除|删除|增加|添加|加入|恢复|替换|升级|调整)"),
                                    Flags);
const QRegularExpression fixSubject(QStringLiteral(
                                        R"(\b(?:we|our|PR|pull\s+request|MR|commit|patch|fix|hotfix)\b|我们|通过|修改后)"),
                                    Flags);
// What makes a verb of fixing no fix: negated, planned or hoped for ("not fixed yet",
// "being fixed", "will be fixed", 并没有…修复, 期望…修复), in the clause before it …
const QRegularExpression notFixed(QStringLiteral(
                                      R"(\b(?:not|no|never|without|n't|yet\s+to|unable\s+to|failed\s+to|before|will|would|should|to\s+be|being|be|plan(?:s|ned)?\s+to|hope\s+to)\s+(?:\w+\s+){0,3}$)"
                                      R"(|没有|未|尚未|并未|还没|无法|期望|希望|将来|计划|打算|需要|待)"),
                                  Flags);
// … or done by nobody ("resolved itself", "restored without intervention").
const QRegularExpression byItself(QStringLiteral(
                                      R"(^\s*(?:itself|themselves|on\s+its\s+own|by\s+itself)\b|\bwithout\s+(?:any\s+)?(?:intervention|action|a\s+fix)\b|自行|自动恢复)"),
                                  Flags);

// The clause of sentence before pos: back to the last comma or semicolon.
QString clauseBefore(const QString &sentence, int pos)
{
    int from = pos;
    while (from > 0 && !QStringView(u",，;；:：").contains(sentence.at(from - 1)))
        --from;
    return sentence.mid(from, pos - from);
}

// Whether a sentence of text states the fix.
bool statesFix(const QString &text)
{
    static const QRegularExpression sentenceEnd(QStringLiteral(R"([.!?;。！？；\n]+(?:\s|$))"));
    const QStringList sentences = text.split(sentenceEnd, Qt::SkipEmptyParts);
    for (const QString &sentence : sentences) {
        for (auto it = fixVerb.globalMatch(sentence); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.captured(0) == QStringLiteral("修复") && sentence.mid(m.capturedEnd(), 1) == QStringLiteral("前"))
                continue;
            if (!notFixed.match(clauseBefore(sentence, int(m.capturedStart()))).hasMatch()
                && !byItself.match(sentence.mid(m.capturedEnd())).hasMatch())
                return true;
        }
        // "the fix keeps …", "PR #2 rejects …": the fix as the subject of any verb.
        static const QRegularExpression fixThenVerb(QStringLiteral(
                                                        R"(\b(?:the|this|our|a)\s+(?:fix|patch|hotfix|change\s+in\s+\S+)\s+(?:now\s+|also\s+|simply\s+)?[a-z]+(?:s|ed)\b)"),
                                                    QRegularExpression::UseUnicodePropertiesOption);
        if (fixThenVerb.match(sentence).hasMatch())
            return true;
        for (auto it = changeVerb.globalMatch(sentence); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString before = sentence.left(m.capturedStart());
            // "`advance()` now stops at the page end": new behaviour; "users now see …" not.
            static const QRegularExpression people(QStringLiteral(R"(\b(?:users?|customers?|people|visitors|readers)\b)"), Flags);
            if (m.captured(0).compare(QLatin1String("now"), Qt::CaseInsensitive) == 0 && !people.match(clauseBefore(sentence, int(m.capturedStart()))).hasMatch()
                && !notFixed.match(clauseBefore(sentence, int(m.capturedStart()))).hasMatch())
                return true;
            if ((fixSubject.match(before).hasMatch() || refs::containsFixReference(before))
                && !notFixed.match(clauseBefore(sentence, int(m.capturedStart()))).hasMatch())
                return true;
        }
    }
    return false;
}

const QRegularExpression earlierAttempt(QStringLiteral(
                                            R"(\b(?:earlier|previous|prior|first|initial|original)\s+(?:attempt|fix|patch|workaround|mitigation|change|try)\b)"
                                            R"(|\b(?:a|the|our)\s+workaround\b|\bband-?aid\b|\btemporary\s+fix\b|\bstop-?gap\b)"
                                            R"(|(?:此前|之前|先前|早先|上次)的?(?:尝试|修复|补丁|方案|改动)|临时(?:方案|修复|规避)|规避方案)"),
                                        Flags);

const QRegularExpression whyWrong(QStringLiteral(
                                      R"(\b(?:mask(?:ed|s|ing)?|hid(?:e|es|den)?|papered|only\s+\w+|did\s+not|didn't|does\s+not|doesn't|never|wrong|revert(?:ed)?|rolled\s+back|backed\s+out|insufficient|incomplete|symptoms?|because|since|left\s+the)\b)"
                                      R"(|掩盖|没有消除|未消除|未解决|没有解决|回退|撤销|不彻底|只是|只能|因为|症状|并未|没有触及)"),
                                  Flags);

// Whether earlierAttempt could match: each alternative starts with one of these words
// (PCRE2 finds no start characters for its \b alternatives and tries them all at every
// position of every paragraph of Fix).
bool mayMentionEarlierAttempt(QStringView para)
{
    // "a|the|our workaround" needs "workaround"; "band-aid" "band", "stop-gap" "stop".
    return prefilter::containsWordCaseless(para, {"earlier", "previous", "prior", "first", "initial", "original",
                                                  "workaround", "band", "temporary", "stop"})
           || prefilter::containsAny(para, {u"此前", u"之前", u"先前", u"早先", u"上次", u"临时", u"规避方案"});
}

// Whether the repro prompt's pattern could match: each English alternative starts, at a
// word start, with one of these words, the others are these Chinese words.
bool mayNameRepro(QStringView text)
{
    return prefilter::containsWordCaseless(text, {"repro", "narrow", "minimi", "shrunk", "stable", "every", "deterministic"})
           || prefilter::containsAny(text, {u"复现", u"重现", u"缩小", u"最小化", u"稳定", u"每次", u"必现"});
}

// The same for the experiment prompt's pattern.
bool mayNameExperiment(QStringView text)
{
    return prefilter::containsWordCaseless(text, {"confirm", "checked", "experiment", "prov", "forc", "disappear",
                                                  "went", "stopped", "pinned"})
           || prefilter::containsAny(text, {u"确认", u"实验", u"证实", u"验证了", u"消失", u"不再复现", u"锁定"});
}

// Whether narrativeMarker could match: each English alternative holds one of these words
// after a space, "finally" anywhere or a time ("at 9:30"); the others are these Chinese
// words. Root cause is long, and its pattern has no start characters to skip by.
bool mayNarrate(QStringView text)
{
    using namespace prefilter;
    if (containsWordCaseless(text, {"went", "lunch", "dinner", "coffee", "weekend", "next", "night", "evening",
                                    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                                    "spent", "decided", "gave", "called", "woke", "paged", "hours", "days"})
        || containsCaseless(text, QLatin1String("finally"))
        || containsAny(text, {u"第二天", u"当天晚上", u"那天晚上", u"凌晨", u"下班", u"吃完饭", u"我们决定",
                              u"我们花了", u"熬夜", u"去睡觉", u"周末", u"到了", u"上班时", u"半夜", u"深夜",
                              u"一觉醒来"}))
        return true;
    // A digit, ':' and a digit; \d is any decimal digit, so anything outside ASCII may be one.
    const auto digit = [](char16_t c) { return (c >= u'0' && c <= u'9') || c >= 0x80; };
    const char16_t *const t = text.utf16();
    for (qsizetype i = 1, n = text.size(); i + 1 < n; ++i) {
        if (t[i] == u':' && digit(t[i - 1]) && digit(t[i + 1]))
            return true;
    }
    return false;
}

struct Prompt
{
    Rule rule;
    const char *pattern;
    const char *message;
    const char *suggestion;
    // A cheap necessary condition for a match (prefilter.h), or none: a section in which
    // a prompt's words never occur is not scanned by its pattern (the tools' and the
    // hypotheses' patterns start with too many common words to gain from one).
    bool (*mayMatch)(QStringView);
};

// How it was found: the four things the seed asks the next debugger to learn from.
const Prompt howFoundPrompts[] = {
    {Rule::HowFoundRepro,
     R"(\b(?:repro(?:duc\w*|s|ed)?\b|reproducer\b|narrow(?:ed|ing)\b|minimi[sz]ed\b|shrunk\b|stable\b|every\s+run\b|deterministic\w*\b)|复现|重现|缩小|最小化|稳定|每次|必现)",
     QT_TRANSLATE_NOOP("pm::Lint", "How it was found does not say which repro made the bug stable."),
     QT_TRANSLATE_NOOP("pm::Lint", "Say how the repro was narrowed until it failed every time."), mayNameRepro},
    {Rule::HowFoundTools,
     R"(\b(?:debugger|gdb|lldb|rr|strace|ltrace|perf|dtrace|bpftrace|ebpf|valgrind|[at]san|sanitizers?|wireshark|tcpdump|pprof|jstack|jmap|arthas|heap\s+dump|core\s*dump|flame\s*graphs?|breakpoints?|bisect\w*|trac(?:e|es|ed|ing)|profil\w+|instrument\w*|logging|logs?|printf|metrics|dashboards?|debug\s+build|debug\s+dumps?|dumps?|source\s+(?:reading|tracing)|stack\s+traces?|packet\s+captures?)\b)"
     R"(|\b(?:scripts?|queries|query|sql|grep|kubectl|curl|jstack|jmap|htop|top|iostat|netstat|ss|lsof|heap\s+snapshots?|replay(?:ed|ing)?)\b)"
     // a script, a tool's path or a command line: "tools/replay_hook.sh", "./repro --runs 50"
     R"(|[\w.-]+/[\w./-]*\w|\b[\w-]+\.(?:sh|py|rb|pl|js|ts|go|bash|ps1)\b|(?:^|\s)\./\S)"
     R"(|调试器|插桩|日志|二分|追踪|跟踪|抓包|火焰图|断点|堆栈|线程转储|源码|打印|监控|指标|脚本)",
     QT_TRANSLATE_NOOP("pm::Lint", "How it was found names no tool."),
     QT_TRANSLATE_NOOP("pm::Lint", "Name what helped: a debugger, tracing, bisection, instrumentation in the code."), nullptr},
    {Rule::HowFoundHypotheses,
     R"(\b(?:hypothes[ie]s\b|suspect(?:ed|s)?\b|(?:first|second|initial|next)\s+(?:guess|theory|idea|suspicion)\b|theory\b|ruled?\s+(?:it\s+)?out\b|excluded\b|eliminated\b|we\s+(?:first\s+|initially\s+|originally\s+)?(?:thought|assumed|expected|suspected|blamed)\b|(?:first|initial)\s+suspect\b|was\s+not\s+the\s+cause\b|disproved?\b))"
     // a hypothesis in other words: a question put to the system, a first reading that turned out wrong
     R"(|\b(?:whether|wondered|guess(?:ed)?|assum(?:ed|ption)|at\s+first|initially|turned\s+out|red\s+herring|culprit|could\s+it\s+be|looked\s+like|seemed\s+(?:like|to)|instead\s+of|not\s+the\s+(?:cause|problem|issue))\b)"
     R"(|假设|排除|怀疑|猜测|以为|不成立|推测|猜想|是否|是不是|会不会|一开始|起初|最初|原来|并不是|并非|应当是|应该是|尝试判断|判断)",
     QT_TRANSLATE_NOOP("pm::Lint", "How it was found lists no hypotheses and why each was ruled out."),
     QT_TRANSLATE_NOOP("pm::Lint", "One sentence per hypothesis tried: what it was, and what ruled it out."), nullptr},
    {Rule::HowFoundExperiment,
     R"(\b(?:confirm(?:ed|s|ing)?\b|checked\s+(?:by|that|it)\b|experiments?\b|prov(?:ed|es|en)\b|forc(?:ed|ing)\b|disappear(?:ed|s|ing)?\b|went\s+away\b|stopped\s+(?:failing|reproducing|hanging)\b|pinned\s+(?:it|the)\b)|确认|实验|证实|验证了|消失|不再复现|锁定)",
     QT_TRANSLATE_NOOP("pm::Lint", "How it was found does not name the experiment that confirmed the cause."),
     QT_TRANSLATE_NOOP("pm::Lint", "Name the one experiment that settled it, e.g. “with numStreams = 2 the hang disappears”."), mayNameExperiment},
};

// The story of the night inside Root cause: "…and we went to bed", "the next morning".
// Alternatives start with literals (no leading \b) so that PCRE2 can skip to the
// positions where one may start; narrative() checks the word boundary in front.
const QRegularExpression narrativeMarker(QStringLiteral(
                                             R"(we\s+went\s+(?:to\s+bed|home|to\s+sleep|for\s+\w+)|(?:after|over)\s+(?:lunch|dinner|coffee|the\s+weekend)\b)"
                                             R"(|the\s+next\s+(?:morning|day|evening)\b|(?:late\s+)?(?:that|last)\s+(?:night|evening)\b|at\s+\d{1,2}:\d{2}\b)"
                                             R"(|(?:on|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
                                             R"(|we\s+(?:spent|decided\s+to|gave\s+up|called\s+it\s+a\s+(?:day|night)|woke\s+up|got\s+paged|were\s+paged)\b)"
                                             R"(|after\s+(?:hours|days)\s+of\b|finally\b,?\s+we\b)"
                                             R"(|第二天|当天晚上|那天晚上|凌晨\s*\d|下班|吃完饭|我们决定|我们花了|熬夜|去睡觉|周末|到了(?:早上|晚上|中午|下午|半夜)|上班时|半夜|深夜|一觉醒来)"),
                                         Flags);

// A mention that is not negated: "could not reproduce it" names no repro.
bool affirmed(const QRegularExpression &re, const QString &text)
{
    static const QRegularExpression negation(QStringLiteral(
                                                 R"((?:\bnot|n't|\bnever|\bno|\bwithout|无法|没能|不能|未能|没有)\s*(?:\w+\s+)?$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int from = qMax(0, int(m.capturedStart()) - 16);
        if (!negation.match(text.mid(from, m.capturedStart() - from)).hasMatch())
            return true;
    }
    return false;
}

const QRegularExpression delimiterRow(QStringLiteral(
    R"(^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$)"));

QStringList splitRow(QStringView line)
{
    QString t = line.trimmed().toString();
    if (t.startsWith(QLatin1Char('|')))
        t.remove(0, 1);
    if (t.endsWith(QLatin1Char('|')) && !t.endsWith(QLatin1String("\\|")))
        t.chop(1);
    QStringList cells = t.split(QLatin1Char('|'));
    for (QString &c : cells)
        c = c.trimmed();
    return cells;
}

} // namespace

Diagnostic diagnosticAt(Rule rule, const QString &sectionId, int start, int length,
                        const QString &message, const QString &suggestion)
{
    Diagnostic d;
    d.rule = LintRules::id(rule);
    d.severity = LintRules::severity(rule);
    d.sectionId = sectionId;
    d.offset = start;
    d.length = length;
    d.message = message;
    d.suggestion = suggestion;
    return d;
}

int lineEndFrom(const QString &text, int pos)
{
    const int nl = int(text.indexOf(QLatin1Char('\n'), pos));
    return nl < 0 ? int(text.size()) : nl;
}

bool firstLine(const MarkdownMask &mask, const QString &text, int *start, int *length)
{
    for (const Block &b : mask.blocks()) {
        if (mask.hasProse(b.start, b.end) || mask.containsKind(b.start, b.end, Code)) {
            *start = b.contentStart;
            *length = lineEndFrom(text, b.contentStart) - b.contentStart;
            return true;
        }
    }
    return false;
}

void SectionContext::add(Rule rule, int start, int length, const QString &message,
                         const QString &suggestion) const
{
    out.append(diagnosticAt(rule, section.id, start, length, message, suggestion));
}

void summaryShape(const SectionContext &c)
{
    int start = 0;
    int length = 0;
    if (!c.firstLine(&start, &length))
        return;
    if (c.has(Rule::SummaryParagraph)) {
        int paragraphs = 0;
        for (const Block &b : c.mask.blocks()) {
            if (b.heading || !c.mask.hasProse(b.start, b.end))
                continue;
            if (++paragraphs == 2) {
                c.add(Rule::SummaryParagraph, b.contentStart, c.lineEndFrom(b.contentStart) - b.contentStart,
                      lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary runs past one paragraph.")),
                      lt(QT_TRANSLATE_NOOP("pm::Lint", "Keep the summary to one paragraph: what broke, the fix in "
                                                       "a sentence, ticket, PR and owner; the rest belongs "
                                                       "in the sections below.")));
                break;
            }
        }
    }
    if (c.has(Rule::SummaryFix) && !statesFix(c.plain)) {
        c.add(Rule::SummaryFix, start, length,
              lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary does not state the fix.")),
              lt(QT_TRANSLATE_NOOP("pm::Lint", "Add one sentence on what the fix changes, e.g. “Fixed by "
                                               "removing the unsafe fast path.”")));
    }
    if (c.has(Rule::SummaryFixRef)) {
        QStringList wanted = refs::fixReferenceKeys(c.pm.gate.fix);
        for (const QString &r : c.pm.meta.refs)
            wanted += refs::fixReferenceKeys(r);
        // No ref named at all: summary-pr speaks. With nothing wanted, the summary is not read.
        if (!wanted.isEmpty() && refs::mentionOfFixReference(c.plain, wanted) == refs::FixReferenceMention::Other) {
            const QString ref = !c.pm.gate.fix.trimmed().isEmpty() ? c.pm.gate.fix.trimmed()
                                                                   : c.pm.meta.refs.value(0);
            c.add(Rule::SummaryFixRef, start, length,
                  lt(QT_TRANSLATE_NOOP("pm::Lint", "The summary does not mention the fix reference %1.")).arg(ref),
                  lt(QT_TRANSLATE_NOOP("pm::Lint", "Name the same PR or commit as the front matter, so "
                                                   "the summary alone leads to the change.")));
        }
    }
}

void fixSection(const SectionContext &c)
{
    int start = 0;
    int length = 0;
    if (!c.firstLine(&start, &length))
        return;
    if (c.has(Rule::FixReference) && !refs::containsFixReference(c.plain)) {
        c.add(Rule::FixReference, start, length,
              lt(QT_TRANSLATE_NOOP("pm::Lint", "The Fix section links no PR or commit.")),
              lt(QT_TRANSLATE_NOOP("pm::Lint", "Link the change: a PR (org/repo#N, a pull URL) or a commit SHA.")));
    }
    if (!c.has(Rule::FixEarlierAttempt))
        return;
    for (const Block &b : c.mask.blocks()) {
        const QStringView view = QStringView(c.plain).mid(b.contentStart, b.end - b.contentStart);
        if (prefilter::enabled() && !mayMentionEarlierAttempt(view))
            continue;
        const QString para = view.toString();
        const QRegularExpressionMatch m = earlierAttempt.match(para);
        if (!m.hasMatch() || !c.mask.isProse(b.contentStart + int(m.capturedStart())))
            continue;
        if (whyWrong.match(para).hasMatch())
            continue;
        c.add(Rule::FixEarlierAttempt, b.contentStart + int(m.capturedStart()), int(m.capturedLength()),
              lt(QT_TRANSLATE_NOOP("pm::Lint", "An earlier attempt (“%1”) is mentioned without saying "
                                               "why it was wrong."))
                  .arg(m.captured(0)),
              lt(QT_TRANSLATE_NOOP("pm::Lint", "Say what it masked and why the cause survived it; that "
                                               "history is part of the cause.")));
    }
}

void howFound(const SectionContext &c)
{
    int start = 0;
    int length = 0;
    if (!c.firstLine(&start, &length))
        return;
    for (const Prompt &p : howFoundPrompts) {
        if (!c.has(p.rule))
            continue;
        // Compiled once per prompt; a function-local static array keeps them.
        static QRegularExpression compiled[4];
        const auto idx = std::size_t(&p - howFoundPrompts);
        if (compiled[idx].pattern().isEmpty()) {
            compiled[idx].setPattern(QString::fromUtf8(p.pattern));
            compiled[idx].setPatternOptions(Flags);
        }
        const bool mayMatch = !prefilter::enabled() || !p.mayMatch || p.mayMatch(c.plain);
        if (!mayMatch || !affirmed(compiled[idx], c.plain))
            c.add(p.rule, start, length, lt(p.message), lt(p.suggestion));
    }
}

void narrative(const SectionContext &c)
{
    if (!c.has(Rule::Narrative) || (prefilter::enabled() && !mayNarrate(c.plain)))
        return;
    // A marker is read within one run of lines between blank lines: words split by a
    // paragraph break are no phrase (and a piece of the section cut at a paragraph start
    // is judged as the whole section).
    const QStringView plain(c.plain);
    const int size = int(plain.size());
    int from = 0;
    while (from < size) {
        int to = from;
        while (true) {
            const int lineEnd = lineEndFrom(c.plain, to);
            int next = lineEnd + 1;
            int k = next;
            while (k < size && (plain[k] == u' ' || plain[k] == u'\t' || plain[k] == u'\r'))
                ++k;
            if (lineEnd >= size || k >= size || plain[k] == u'\n') {
                to = lineEnd;
                break;
            }
            to = next;
        }
        const QStringView piece = plain.mid(from, to - from);
        if (!prefilter::enabled() || mayNarrate(piece)) {
            for (auto it = narrativeMarker.globalMatch(piece); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const int at = from + int(m.capturedStart());
                if (!c.mask.isProse(at) || (at > 0 && plain.at(at - 1).isLetterOrNumber() && plain.at(at - 1).unicode() < 0x2E80))
                    continue; // inside code, or the middle of a word ("bwe went")
                c.add(Rule::Narrative, at, int(m.capturedLength()),
                      lt(QT_TRANSLATE_NOOP("pm::Lint", "Narrative in Root cause: “%1”.")).arg(m.captured(0)),
                      lt(QT_TRANSLATE_NOOP("pm::Lint", "State the mechanism: which function did what under which "
                                                       "condition. The story of the debugging belongs in How it "
                                                       "was found.")));
            }
        }
        from = to + 1;
    }
}

bool parseTable(const MarkdownMask &mask, const Block &b, QStringList *header, QList<TableRow> *rows)
{
    const QStringView text = mask.text();
    const int firstEnd = int(text.mid(b.contentStart, b.end - b.contentStart).indexOf(u'\n'));
    if (firstEnd < 0 || !text.mid(b.contentStart, firstEnd).contains(u'|'))
        return false;
    const int secondStart = b.contentStart + firstEnd + 1;
    int secondEnd = int(text.mid(secondStart, b.end - secondStart).indexOf(u'\n'));
    secondEnd = secondEnd < 0 ? b.end : secondStart + secondEnd;
    if (!delimiterRow.match(text.mid(secondStart, secondEnd - secondStart).toString()).hasMatch())
        return false;
    *header = splitRow(text.mid(b.contentStart, firstEnd));
    rows->clear();
    int pos = secondEnd + 1;
    while (pos < b.end) {
        int end = int(text.mid(pos, b.end - pos).indexOf(u'\n'));
        end = end < 0 ? b.end : pos + end;
        int first = pos;
        while (first < end && (text[first] == u' ' || text[first] == u'|'))
            ++first;
        if (first < end)
            rows->append(TableRow{first, end, splitRow(text.mid(pos, end - pos))});
        pos = end + 1;
    }
    return true;
}

namespace {

// Whether the definition pattern could match: after its leading \s* (ASCII white space,
// as the pattern is not Unicode-aware; 0x80-0xFF counts too, to be safe) comes '[', and
// the first ']' after it, one character or more later, is followed by ':' ("[ ] task"
// is none).
bool mayBeDefinition(QStringView text)
{
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const qsizetype i = prefilter::asciiSpaceEnd(text);
    if (i == n || (t[i] >= 0x80 && t[i] <= 0xFF))
        return i < n;
    if (t[i] != u'[')
        return false;
    qsizetype k = i + 1;
    while (k < n && t[k] != u']')
        ++k;
    return k >= i + 2 && k + 1 < n && t[k + 1] == u':';
}

// Whether the legend pattern could match: after its leading \s* and an optional "**" or
// "_" comes the first letter of a type (caselessly, so U+212A KELVIN SIGN for 'k') or
// 预, 缓, 检, 图 or 说. A character outside ASCII up to U+3000 may be a Unicode space
// (U+3000 is the last one) and counts.
bool mayBeLegend(QStringView text)
{
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    qsizetype i = prefilter::asciiSpaceEnd(text);
    if (i + 1 < n && t[i] == u'*' && t[i + 1] == u'*')
        i += 2;
    else if (i < n && t[i] == u'_')
        ++i;
    if (i == n)
        return false;
    const char16_t c = t[i];
    if (c < 0x80) {
        switch (c | 0x20) { // an ASCII letter in lower case; nothing else becomes one
        case u'p':          // prevent, process, P0
        case u'm':          // mitigate
        case u'd':          // detect, document
        case u'i':          // investigate, item types
        case u'r':          // repair, remediate, respond, recover
        case u'l':          // legend
        case u'k':          // key
        case u't':          // types
            return true;
        default:
            return false;
        }
    }
    return c <= 0x3000 || c == u'预' || c == u'缓' || c == u'检' || c == u'图' || c == u'说';
}

} // namespace

bool isNotAnItem(const QString &text, bool tracked)
{
    // [1]: https://…, [^note]: … are definitions, whatever they link.
    // A link reference definition is "[label]: destination" and at most a quoted title;
    // "[#2226]: make renew idempotent" is an item that names its ticket.
    static const QRegularExpression definition(QStringLiteral(
        R"(^\s*(?:\[\^[^\]]+\]:\s*\S|\[[^\]]+\]:\s*(?:<[^>\n]*>|\S+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*$))"));
    const bool filter = prefilter::enabled();
    if ((!filter || mayBeDefinition(text)) && definition.match(text).hasMatch())
        return true;
    // A legend of item types: "Prevent – …", "P0 – …" (a real item carries its tracker).
    static const QRegularExpression legend(QStringLiteral(
                                               R"(^\s*(?:\*\*|_)?(?:prevent(?:ion)?|mitigat(?:e|ion)|detect(?:ion)?|process|investigat(?:e|ion)|repair|document(?:ation)?|remediat(?:e|ion)|respond|recover(?:y)?|P[0-4]|legend|key|types?|预防|缓解|检测|图例|说明)(?:\*\*|_)?\s*(?:[–—:：]|-\s)\s*)"
                                               R"(|^\s*(?:legend|key|item\s+types|图例)\s*[:：]?\s*$)"),
                                           Flags);
    if (tracked)
        return false;
    return (!filter || mayBeLegend(text)) && legend.match(text).hasMatch();
}

} // namespace pm::lint
