#include "linter.h"
#include "lintdraft.h"
#include "lintrules.h"

#include "draftformat.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace pm;

namespace {

using test::draftWith;
using test::makeSection;

int countRule(const QList<Diagnostic> &ds, const QString &rule)
{
    int n = 0;
    for (const Diagnostic &d : ds)
        n += d.rule == rule ? 1 : 0;
    return n;
}

QString dump(const QList<Diagnostic> &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << QStringLiteral("%1@%2:%3(%4)").arg(d.rule).arg(d.line).arg(d.column).arg(d.sectionId);
    return out.join(QStringLiteral(", "));
}

class UpperTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *,
                      int) const override
    {
        if (qstrcmp(context, "pm::Lint") != 0)
            return {};
        return QStringLiteral("XX ") + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class tst_Linter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogue();
    void rules_data();
    void rules();
    void positions_data();
    void positions();
    void quickFix_data();
    void quickFix();
    void disabling_data();
    void disabling();
    void lintSectionIsScoped();
    void inlineDisablesFollowEdits();
    void requiredSections_data();
    void requiredSections();
    void absentOptionalSectionsAreSilent();
    void extraSectionsAreNotLinted();
    void messagesAreTranslatable();
    void documentRules_data();
    void documentRules();
};

void tst_Linter::catalogue()
{
    const QStringList ids{"hedging", "blame", "passive-voice", "vague-mechanism",
                          "missing-identifiers", "advocacy", "long-paragraph", "placeholder",
                          "required-section-empty", "summary-ticket", "summary-pr",
                          "summary-owner", "action-item-owner", "action-item-tracker",
                          "verification-scope", "verification-overclaim", "slip-category",
                          "section-order", "summary-paragraph", "summary-fix", "summary-fix-ref",
                          "fix-reference", "fix-earlier-attempt", "how-found-repro",
                          "how-found-tools", "how-found-hypotheses", "how-found-experiment",
                          "narrative", "title-placeholder", "ticket-missing"};
    QCOMPARE(LintRules::ids(), ids);
    for (const QString &id : ids) {
        Rule r;
        QVERIFY(LintRules::fromId(id, &r));
        QCOMPARE(LintRules::id(r), id);
        QVERIFY(!LintRules::title(r).isEmpty());
        QVERIFY(!LintRules::description(r).isEmpty());
        Severity expected = Severity::Warning;
        if (id == QLatin1String("placeholder") || id == QLatin1String("required-section-empty")
            || id == QLatin1String("title-placeholder"))
            expected = Severity::Error;
        else if (id == QLatin1String("passive-voice") || id == QLatin1String("long-paragraph")
                 || id.startsWith(QLatin1String("how-found-")))
            expected = Severity::Info;
        QCOMPARE(LintRules::severity(r), expected);
    }
    Rule r;
    QVERIFY(!LintRules::fromId(QStringLiteral("no-such-rule"), &r));
}

void tst_Linter::rules_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("count");

    const QString rc = QStringLiteral("root-cause");
    // hedging
    // clang-format off
    QTest::newRow("hedge: probably") << rc << "`f()` probably drops it." << "hedging" << 1;
    QTest::newRow("hedge: case ignored") << rc << "PROBABLY `f()` drops it." << "hedging" << 1;
    QTest::newRow("hedge: might") << rc << "`f()` might drop it." << "hedging" << 1;
    QTest::newRow("hedge: mighty is not might") << rc << "`f()` is a mighty function." << "hedging" << 0;
    QTest::newRow("hedge: maybe-later compound") << rc << "The `maybe` flag and maybe-later." << "hedging" << 0;
    QTest::newRow("hedge: may have") << rc << "`f()` may have dropped it." << "hedging" << 1;
    QTest::newRow("hedge: may alone") << rc << "`f()` may drop it in May." << "hedging" << 0;
    QTest::newRow("hedge: we believe") << rc << "We believe `f()` drops it." << "hedging" << 1;
    QTest::newRow("hedge: I guess") << rc << "I guess `f()` drops it." << "hedging" << 1;
    QTest::newRow("hedge: it seems") << rc << "It seems that `f()` drops it." << "hedging" << 1;
    QTest::newRow("hedge: across a line break") << rc << "We\nthink `f()` drops it." << "hedging" << 1;
    QTest::newRow("hedge: not across punctuation") << rc << "We, think `f()`." << "hedging" << 0;
    QTest::newRow("hedge: unlikely is not likely") << rc << "`f()` is unlikely." << "hedging" << 0;
    QTest::newRow("hedge: identifier part") << rc << "`f()` calls probably_free and might.h." << "hedging" << 0;
    QTest::newRow("hedge zh: 可能是") << rc << "`f()` 可能是原因。" << "hedging" << 1;
    // The character after a run of full-width question marks is read too (it was skipped).
    QTest::newRow("hedge zh: right after ？？？") << rc << "`f()` ？？？可能是原因。" << "hedging" << 1;
    QTest::newRow("hedge: right after ？？？") << rc << "`f()` ？？？probably drops it." << "hedging" << 1;
    QTest::newRow("hedge zh: right after one ？") << rc << "为什么 `f()` 会这样？可能是缓存的问题。" << "hedging" << 1;
    QTest::newRow("hedge zh: 不可能") << rc << "`f()` 不可能丢失数据。" << "hedging" << 0;
    QTest::newRow("hedge zh: 可能性") << rc << "排除了 `f()` 的可能性。" << "hedging" << 0;
    QTest::newRow("hedge zh: 尽可能") << rc << "`f()` 尽可能早地返回。" << "hedging" << 0;
    QTest::newRow("hedge zh: 似乎 and 我们认为") << rc << "我们认为 `f()` 似乎丢失了数据。" << "hedging" << 2;
    QTest::newRow("hedge zh: 估计值") << rc << "`f()` 的估计值偏大。" << "hedging" << 0;
    QTest::newRow("hedge: not in how-found") << "how-found" << "We thought it might be `g()`." << "hedging" << 0;
    // clang-format on
    // blame
    // clang-format off
    QTest::newRow("blame: named person") << rc << "Bob should have caught `f()`." << "blame" << 1;
    QTest::newRow("blame: collective") << "why-slipped" << "No good reason, we should have caught it." << "blame" << 0;
    QTest::newRow("blame: process subject") << "why-slipped" << "CI should have caught `f()`." << "blame" << 0;
    QTest::newRow("blame: possessive") << rc << "It was Alex's mistake in `f()`." << "blame" << 1;
    QTest::newRow("blame: curly possessive") << rc << "Alex’s fault: `f()`." << "blame" << 1;
    QTest::newRow("blame: his oversight") << rc << "His oversight in `f()`." << "blame" << 1;
    QTest::newRow("blame: page fault is not blame") << rc << "`f()` takes a page fault." << "blame" << 0;
    QTest::newRow("blame: the kernel's fault handler") << rc << "the kernel's fault handler in `f()`." << "blame" << 0;
    QTest::newRow("blame: careless") << rc << "A careless edit broke `f()`." << "blame" << 1;
    QTest::newRow("blame: forgot to") << rc << "Sam forgot to call `f()`." << "blame" << 1;
    QTest::newRow("blame: we forgot to") << rc << "We forgot to call `f()`." << "blame" << 0;
    QTest::newRow("blame zh: 他的疏忽") << rc << "这是他的疏忽，`f()` 出错。" << "blame" << 1;
    QTest::newRow("blame zh: 我们本该发现") << "why-slipped" << "没有合理理由——我们本该发现这个问题。" << "blame" << 0;
    QTest::newRow("blame zh: 他本该发现") << "why-slipped" << "潜伏代码，他本该发现。" << "blame" << 1;
    QTest::newRow("blame zh: 责任在") << rc << "责任在测试组，`f()` 出错。" << "blame" << 1;
    // clang-format on
    // passive
    // clang-format off
    QTest::newRow("passive: was caused") << rc << "It was caused by `f()`." << "passive-voice" << 1;
    QTest::newRow("passive: adverb between") << rc << "It was probably caused by `f()`." << "passive-voice" << 1;
    QTest::newRow("passive: irregular") << rc << "The flag is never reset by `f()`." << "passive-voice" << 1;
    QTest::newRow("passive: adjective") << rc << "`f()` is fast and was red." << "passive-voice" << 0;
    QTest::newRow("passive: need") << rc << "`f()` is need-based." << "passive-voice" << 0;
    QTest::newRow("passive zh: 被") << rc << "任务被执行了两次，`f()`。" << "passive-voice" << 1;
    QTest::newRow("passive zh: 被子 is a noun") << rc << "`f()` 与被子无关。" << "passive-voice" << 0;
    // clang-format on
    // vague mechanism
    // clang-format off
    QTest::newRow("vague: no identifier") << rc << "A race condition.\n\n`f()` returns." << "vague-mechanism" << 1;
    QTest::newRow("vague: identifier in paragraph") << rc << "A race condition in `f()`." << "vague-mechanism" << 0;
    QTest::newRow("vague: sync issue") << rc << "A synchronization issue.\n\n`f()`." << "vague-mechanism" << 1;
    QTest::newRow("vague zh: 同步问题") << rc << "这是一个同步问题。\n\n`f()`。" << "vague-mechanism" << 1;
    QTest::newRow("vague zh: 竞态 with identifier") << rc << "scratchBuf 的竞态。" << "vague-mechanism" << 0;
    // clang-format on
    // advocacy
    // clang-format off
    QTest::newRow("advocacy: rewrite") << "fix" << "PR #2 fixes `f()`. We should rewrite it." << "advocacy" << 1;
    QTest::newRow("advocacy: I recommend") << "fix" << "I recommend a redesign of `f()`." << "advocacy" << 1;
    QTest::newRow("advocacy: allowed in action items") << "action-items" << "- We should rewrite `f()`. (Alex, JIRA-2)" << "advocacy" << 0;
    QTest::newRow("advocacy zh: 建议重构") << "fix" << "PR #2 修复 `f()`，建议重构。" << "advocacy" << 1;
    // clang-format on
    // placeholders
    // clang-format off
    QTest::newRow("placeholder: TBD") << rc << "`f()` TBD" << "placeholder" << 1;
    QTest::newRow("placeholder: lowercase todo") << rc << "`f()` todo" << "placeholder" << 1;
    QTest::newRow("placeholder: XXX ???") << rc << "XXX `f()` ???" << "placeholder" << 2;
    QTest::newRow("placeholder: <owner>") << "action-items" << "- Add a test. (<owner>, JIRA-2)" << "placeholder" << 1;
    QTest::newRow("placeholder: html tag") << rc << "`f()`<br> and <kbd>x</kbd>" << "placeholder" << 0;
    QTest::newRow("placeholder: template") << rc << "vector<int> in `f()`" << "placeholder" << 0;
    QTest::newRow("placeholder: 待补充") << rc << "`f()` 待补充" << "placeholder" << 1;
    QTest::newRow("placeholder: two question marks") << rc << "`f()`??" << "placeholder" << 0;
    QTest::newRow("placeholder: TODOS word") << rc << "`f()` TODOS" << "placeholder" << 0;
    // clang-format on
    // long paragraph
    QTest::newRow("long: 151 prose words") << rc << QString(QStringLiteral("`f()` ") + QStringLiteral("word ").repeated(151)) << "long-paragraph" << 1;
    QTest::newRow("long: 150 prose words") << rc << QString(QStringLiteral("`f()` ") + QStringLiteral("word ").repeated(150)) << "long-paragraph" << 0;
    QTest::newRow("long: CJK") << rc << QString(QStringLiteral("`f()`") + QStringLiteral("字").repeated(302)) << "long-paragraph" << 1;
    QTest::newRow("long: split paragraphs") << rc << QString(QStringLiteral("word ").repeated(100) + QStringLiteral("\n\n`f()` ") + QStringLiteral("word ").repeated(100)) << "long-paragraph" << 0;
    // missing identifiers
    // clang-format off
    QTest::newRow("ids: prose root cause") << rc << "The cache returned stale data." << "missing-identifiers" << 1;
    QTest::newRow("ids: quoted error") << "symptoms" << "It printed \"connection reset\"." << "missing-identifiers" << 0;
    QTest::newRow("ids: sha in fix") << "fix" << "Commit 9f3c2e1 adds the check." << "missing-identifiers" << 0;
    QTest::newRow("ids: not in why-symptom") << "why-symptom" << "The cache returned stale data." << "missing-identifiers" << 0;
    // clang-format on
    // summary
    // clang-format off
    QTest::newRow("summary: complete") << "summary" << "It hung. JIRA-1, PR #2, owner Alex." << "summary-ticket" << 0;
    QTest::newRow("summary: no ticket") << "summary" << "It hung. PR #2, owner Alex." << "summary-ticket" << 1;
    QTest::newRow("summary: no pr") << "summary" << "It hung. JIRA-1, owner Alex." << "summary-pr" << 1;
    QTest::newRow("summary: no owner") << "summary" << "It hung. JIRA-1, PR #2." << "summary-owner" << 1;
    QTest::newRow("summary: zh owner") << "summary" << "卡住。JIRA-1，PR #2，负责人 Alex。" << "summary-owner" << 0;
    // clang-format on
    // action items
    // clang-format off
    QTest::newRow("items: complete") << "action-items" << "- Add `tst_x`. (Alex, JIRA-2)" << "action-item-owner" << 0;
    QTest::newRow("items: no owner") << "action-items" << "- Add a test. (JIRA-2)\n- Docs. (Sam, PR #3)" << "action-item-owner" << 1;
    QTest::newRow("items: no tracker") << "action-items" << "- Add a test. (Alex)\n- Docs. (Sam, PR #3)" << "action-item-tracker" << 1;
    QTest::newRow("items: seed none en") << "action-items" << "None — this fix is sufficient; no follow-up is needed for this class of bug." << "action-item-owner" << 0;
    QTest::newRow("items: seed none en passive") << "action-items" << "None — this fix is sufficient; no follow-up is needed for this class of bug." << "passive-voice" << 0;
    QTest::newRow("items: seed none zh") << "action-items" << "无——此修复已足够，无需针对这类 Bug 进行后续跟进。" << "action-item-tracker" << 0;
    QTest::newRow("items: paragraphs count as items") << "action-items" << "Add a test.\n\nUpdate docs." << "action-item-owner" << 2;
    // clang-format on
    // verification
    // clang-format off
    QTest::newRow("verif: one config, no limit") << "verification" << "`tst_x` passes on Linux." << "verification-scope" << 1;
    QTest::newRow("verif: says what was not retested") << "verification" << "`tst_x` passes on Linux; not retested on macOS." << "verification-scope" << 0;
    QTest::newRow("verif: only") << "verification" << "Verified only on the 8-GPU box with `tst_x`." << "verification-scope" << 0;
    QTest::newRow("verif: several configs") << "verification" << "`tst_x` passes on Linux and also passes on macOS." << "verification-scope" << 0;
    QTest::newRow("verif zh: 尚未") << "verification" << "`tst_x` 通过；尚未在 macOS 上重新测试。" << "verification-scope" << 0;
    // Each part of the split patterns (SectionLint::verification) settles it on its own.
    QTest::newRow("verif: untested") << "verification" << "`tst_x` passes on Linux; macOS is untested." << "verification-scope" << 0;
    QTest::newRow("verif: sentence starting only") << "verification" << "`tst_x` passes. Only Linux ran." << "verification-scope" << 0;
    QTest::newRow("verif zh: 仅在") << "verification" << "`tst_x` 仅在 Linux 上通过。" << "verification-scope" << 0;
    QTest::newRow("verif: across") << "verification" << "`tst_x` passes across Linux and macOS." << "verification-scope" << 0;
    QTest::newRow("verif zh: 两种") << "verification" << "`tst_x` 在两种配置上通过。" << "verification-scope" << 0;
    QTest::newRow("verif zh: 其他配置") << "verification" << "`tst_x` 通过，其他配置的回归也已完成。" << "verification-scope" << 0;
    QTest::newRow("overclaim: all platforms") << "verification" << "`tst_x` passes on all platforms; not retested elsewhere." << "verification-overclaim" << 1;
    QTest::newRow("overclaim: fully verified") << "summary" << "Fully verified. JIRA-1, PR #2, owner Alex." << "verification-overclaim" << 1;
    QTest::newRow("overclaim zh") << "verification" << "已在所有环境全部验证。" << "verification-overclaim" << 2;
    QTest::newRow("overclaim: all_reduce") << "verification" << "`all_reduce_perf` passes; all tests pass; not retested on ARM." << "verification-overclaim" << 0;
    // clang-format on
    // slip category
    // clang-format off
    QTest::newRow("slip: none named") << "why-slipped" << "The change was big." << "slip-category" << 1;
    QTest::newRow("slip: CI gap") << "why-slipped" << "CI gap: no test covers `f()`." << "slip-category" << 0;
    QTest::newRow("slip: latent") << "why-slipped" << "Latent code broken by a later change." << "slip-category" << 0;
    QTest::newRow("slip: review miss") << "why-slipped" << "A review miss: nobody saw the call site." << "slip-category" << 0;
    QTest::newRow("slip: incomplete earlier fix") << "why-slipped" << "An incomplete earlier fix masked it." << "slip-category" << 0;
    QTest::newRow("slip: workload coverage") << "why-slipped" << "Workload coverage: no customer job ran it." << "slip-category" << 0;
    QTest::newRow("slip: no good reason") << "why-slipped" << "No good reason, we should have caught it." << "slip-category" << 0;
    QTest::newRow("slip zh: 评审遗漏") << "why-slipped" << "评审遗漏。" << "slip-category" << 0;
    // Each part of the split pattern (SectionLint::slipCategory) names it on its own.
    QTest::newRow("slip: CI did not") << "why-slipped" << "The CI job did not build `f()`." << "slip-category" << 0;
    QTest::newRow("slip ascii: CI 未覆盖") << "why-slipped" << "CI 未覆盖 `f()`。" << "slip-category" << 0;
    QTest::newRow("slip ascii: code review时没有发现") << "why-slipped" << "code review时没有发现这个调用。" << "slip-category" << 0;
    QTest::newRow("slip zh: 代码审查时没有发现") << "why-slipped" << "代码审查时没有发现这个调用。" << "slip-category" << 0;
    QTest::newRow("slip zh: 直到…才") << "why-slipped" << "直到真实的工作负载才触发。" << "slip-category" << 0;
    QTest::newRow("slip zh: nothing") << "why-slipped" << "改动太大了。" << "slip-category" << 1;
    // clang-format on
    // issue 9: false positives and misses of the real documents, in drafts of our own
    // clang-format off
    QTest::newRow("blame: a test as the subject") << rc << "Envoy's `route_fuzz_test` ideally should have caught this." << "blame" << 0;
    QTest::newRow("blame: adverb before the verb") << rc << "Bob really should have caught `f()`." << "blame" << 1;
    QTest::newRow("blame zh: 张三早该发现") << rc << "张三早该发现这个问题，`f()` 出错。" << "blame" << 1;
    QTest::newRow("blame zh: 李四应该发现") << rc << "李四应该发现这个问题，`f()` 出错。" << "blame" << 1;
    QTest::newRow("blame zh: CI 应该发现") << rc << "CI 应该发现 `f()` 的问题。" << "blame" << 0;
    QTest::newRow("blame zh: 我们也本该发现") << "why-slipped" << "没有合理理由，我们也本该发现。" << "blame" << 0;
    QTest::newRow("hedge zh: 极大概率 is not 大概") << rc << "`f()` 极大概率触发重试。" << "hedging" << 0;
    QTest::newRow("hedge zh: 大概 still") << rc << "`f()` 大概触发了重试。" << "hedging" << 1;
    QTest::newRow("hedge: reader's conditional") << "symptoms" << "You may have set `PM_DEBUG=1` before the upgrade." << "hedging" << 0;
    QTest::newRow("hedge: stated capability") << rc << "`parse()` could be leveraged for a DoS." << "hedging" << 0;
    QTest::newRow("hedge: could be caused") << rc << "It could be caused by `f()`." << "hedging" << 1;
    QTest::newRow("hedge: a possible cause") << rc << "We found a possible cause in `f()`." << "hedging" << 1;
    QTest::newRow("hedge: as soon as possible") << rc << "`f()` returns as soon as possible." << "hedging" << 0;
    QTest::newRow("passive: adjectival un-ed") << rc << "`f()` is unchanged and they are unmaintained." << "passive-voice" << 0;
    QTest::newRow("passive: wasn't noticed") << rc << "The drift wasn't noticed by `f()`." << "passive-voice" << 1;
    QTest::newRow("passive: got scheduled") << rc << "The job got scheduled twice by `f()`." << "passive-voice" << 1;
    QTest::newRow("passive: re-synced") << rc << "The replica was then manually re-synced from `f()`." << "passive-voice" << 1;
    QTest::newRow("ids: GitHub is prose") << rc << "The GitHub action cache served stale data." << "missing-identifiers" << 1;
    QTest::newRow("ids: quoted ordinary words") << rc << "The \"incremental compilation\" cache was stale." << "missing-identifiers" << 1;
    QTest::newRow("ids: image and domain") << "fix" << "PR #2, see image.png and docs.rs." << "missing-identifiers" << 1;
    QTest::newRow("owner: an acronym is nobody") << "summary" << "It hung; fixed by `bar()`. JIRA-1, PR #2, Role Based Access Controls (RBAC)." << "summary-owner" << 1;
    QTest::newRow("owner zh: 问题（偶尔出现）") << "summary" << "卡住问题（偶尔出现），通过 `bar()` 修复。JIRA-1，PR #2。" << "summary-owner" << 1;
    QTest::newRow("owner zh: （张伟）") << "summary" << "卡住，通过 `bar()` 修复。JIRA-1，PR #2（张伟）。" << "summary-owner" << 0;
    QTest::newRow("items: link definitions and footnotes") << "action-items" << "Add `tst_x` (Alex, JIRA-2).\n\n[1]: https://example.com/runbook\n\n[^1]: The runbook predates the change." << "action-item-owner" << 0;
    QTest::newRow("items: legend of types") << "action-items" << "- Prevent – stops the class of bug\n- Mitigate – limits the damage\n- Add `tst_x`. (Alex, JIRA-2)" << "action-item-owner" << 0;
    QTest::newRow("items: legend P0") << "action-items" << "- P0 – must land this week\n- Add `tst_x`. (Alex, JIRA-2)" << "action-item-tracker" << 0;
    QTest::newRow("items: table complete") << "action-items" << "| Item | Owner | Ticket |\n|---|---|---|\n| Add `tst_x` | Alex | JIRA-2 |" << "action-item-owner" << 0;
    QTest::newRow("items: table row without owner") << "action-items" << "| Item | Owner | Ticket |\n|---|---|---|\n| Add `tst_x` | | JIRA-2 |\n| Docs | Sam | JIRA-3 |" << "action-item-owner" << 1;
    QTest::newRow("items: table row without tracker") << "action-items" << "| Item | Owner | Ticket |\n|---|---|---|\n| Add `tst_x` | Alex | - |\n| Docs | Sam | JIRA-3 |" << "action-item-tracker" << 1;
    QTest::newRow("items zh: table without tracker") << "action-items" << "| 事项 | 负责人 | 跟踪 |\n|---|---|---|\n| 增加回归测试 | 张伟 | |" << "action-item-tracker" << 1;
    QTest::newRow("items: table without columns") << "action-items" << "| What | Notes |\n|---|---|\n| Add a test | soon |" << "action-item-owner" << 1;
    QTest::newRow("advocacy: we really need") << rc << "We really need a real staging cluster for `f()`." << "advocacy" << 1;
    QTest::newRow("advocacy: we need a") << "fix" << "PR #2 fixes `f()`. We need a proper queue." << "advocacy" << 1;
    // clang-format on
    // issue 9: the seed's rules that no rule checked
    // clang-format off
    QTest::newRow("summary: two paragraphs") << "summary" << "It hung; fixed by `bar()`. JIRA-1, PR #2, owner Alex.\n\nMore detail." << "summary-paragraph" << 1;
    QTest::newRow("summary: one paragraph") << "summary" << "It hung; fixed by `bar()`. JIRA-1, PR #2, owner Alex." << "summary-paragraph" << 0;
    QTest::newRow("summary: no fix sentence") << "summary" << "`foo()` hung. JIRA-1, PR #2, owner Alex." << "summary-fix" << 1;
    QTest::newRow("summary zh: fix sentence") << "summary" << "卡住。通过移除快速路径修复。JIRA-1，PR #2，负责人 Alex。" << "summary-fix" << 0;
    QTest::newRow("summary zh: no fix sentence") << "summary" << "任务卡住。JIRA-1，PR #2，负责人 Alex。" << "summary-fix" << 1;
    QTest::newRow("fix: no reference") << "fix" << "`bar()` checks the flag before `foo()`." << "fix-reference" << 1;
    QTest::newRow("fix: branch protection is no branch") << "fix" << "We enabled GitHub branch protection for `main()`." << "fix-reference" << 1;
    QTest::newRow("fix: reference") << "fix" << "PR #2 checks the flag in `bar()`." << "fix-reference" << 0;
    QTest::newRow("fix: earlier attempt unexplained") << "fix" << "PR #2 calls `bar()`. An earlier attempt (PR #1) added a retry." << "fix-earlier-attempt" << 1;
    QTest::newRow("fix: earlier attempt explained") << "fix" << "PR #2 calls `bar()`. An earlier attempt (PR #1) added a retry, which only masked the symptom." << "fix-earlier-attempt" << 0;
    QTest::newRow("fix zh: earlier attempt unexplained") << "fix" << "PR #2 修复 `f()`。此前的尝试（PR #1）增加了重试。" << "fix-earlier-attempt" << 1;
    QTest::newRow("fix zh: earlier attempt explained") << "fix" << "PR #2 修复 `f()`。此前的尝试（PR #1）增加了重试，只是掩盖了症状。" << "fix-earlier-attempt" << 0;
    // clang-format on
    const QString thin = QStringLiteral("We looked at it for a while.");
    const QString full = QStringLiteral("The repro narrowed to `./x.sh`; a gdb trace showed `f()`. The first hypothesis (DNS) was ruled out by the logs; forcing `n = 2` confirmed it.");
    const QString fullZh = QStringLiteral("复现缩小到 `./x.sh`；用调试器看到 `f()`。最初的假设（DNS）被日志排除；强制 `n = 2` 后确认了根因。");
    // clang-format off
    QTest::newRow("how-found: no repro") << "how-found" << thin << "how-found-repro" << 1;
    QTest::newRow("how-found: no tools") << "how-found" << thin << "how-found-tools" << 1;
    QTest::newRow("how-found: no hypotheses") << "how-found" << thin << "how-found-hypotheses" << 1;
    QTest::newRow("how-found: no experiment") << "how-found" << thin << "how-found-experiment" << 1;
    QTest::newRow("how-found: complete repro") << "how-found" << full << "how-found-repro" << 0;
    QTest::newRow("how-found: complete tools") << "how-found" << full << "how-found-tools" << 0;
    QTest::newRow("how-found: complete hypotheses") << "how-found" << full << "how-found-hypotheses" << 0;
    QTest::newRow("how-found: complete experiment") << "how-found" << full << "how-found-experiment" << 0;
    QTest::newRow("how-found zh: complete") << "how-found" << fullZh << "how-found-hypotheses" << 0;
    QTest::newRow("how-found zh: complete tools") << "how-found" << fullZh << "how-found-tools" << 0;
    QTest::newRow("how-found zh: thin") << "how-found" << "我们看了很久。" << "how-found-experiment" << 1;
    QTest::newRow("narrative: went to bed") << rc << "`f()` drops the event, and we went to bed." << "narrative" << 1;
    QTest::newRow("narrative zh: 第二天") << rc << "`f()` 跳过事件，第二天我们才注意到。" << "narrative" << 1;
    QTest::newRow("narrative: mechanism only") << rc << "`f()` drops the event when `n == 1`." << "narrative" << 0;
    QTest::newRow("slip: review failure by meaning") << "why-slipped" << "PR review failure: the call site change should have been caught in review." << "slip-category" << 0;
    QTest::newRow("slip zh: 审查时没有发现") << "why-slipped" << "代码审查时没有发现调用方的变化。" << "slip-category" << 0;
    QTest::newRow("slip: correct when written") << "why-slipped" << "The check was correct when it was written; a later change broke it." << "slip-category" << 0;
    // clang-format on
    // masking: nothing inside code, URLs or comments
    // clang-format off
    QTest::newRow("mask: inline code") << rc << "`f()` and `probably TODO`" << "hedging" << 0;
    QTest::newRow("mask: fenced") << rc << "`f()`\n\n```\nmight TODO\n```" << "placeholder" << 0;
    QTest::newRow("mask: indented") << rc << "`f()`\n\n    maybe XXX" << "hedging" << 0;
    QTest::newRow("mask: link url") << rc << "[`f()`](http://x/maybe/TODO)" << "placeholder" << 0;
    QTest::newRow("mask: link text is prose") << rc << "[maybe `f()`](http://x/)" << "hedging" << 1;
    QTest::newRow("mask: comment") << rc << "`f()` <!-- TBD probably -->" << "placeholder" << 0;
    QTest::newRow("mask: bare url") << rc << "`f()` https://x.y/probably?TODO" << "hedging" << 0;
    // clang-format on
}

void tst_Linter::rules()
{
    QFETCH(QString, section);
    QFETCH(QString, text);
    QFETCH(QString, rule);
    QFETCH(int, count);
    const PostMortem pm = draftWith(makeSection(section, text));
    const QList<Diagnostic> ds = Linter().lintSection(pm, section);
    QVERIFY2(countRule(ds, rule) == count, qPrintable(dump(ds)));
    for (const Diagnostic &d : ds) {
        QVERIFY(!d.message.isEmpty());
        QVERIFY(!d.suggestion.isEmpty());
        if (!d.documentLevel) {
            QCOMPARE(d.sectionId, section);
            QVERIFY(d.offset >= 0 && d.offset + d.length <= text.size());
        }
    }
}

void tst_Linter::positions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("bodyLine");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("matched");

    QTest::newRow("first line") << "`f()` probably." << 7 << "hedging" << 7 << 7 << 8 << "probably";
    QTest::newRow("third line") << "`f()`\nx\n  maybe y" << 20 << "hedging" << 22 << 3 << 5 << "maybe";
    QTest::newRow("after CJK") << "在 `f()` 中似乎" << 5 << "hedging" << 5 << 10 << 2 << "似乎";
    QTest::newRow("after a surrogate pair") << "😀 `f()` maybe" << 3 << "hedging" << 3 << 9 << 5 << "maybe";
    QTest::newRow("CJK on line two") << "`f()`\n任务被执行" << 40 << "passive-voice" << 41 << 3 << 1 << "被";
    QTest::newRow("not from a file") << "`f()` probably" << 0 << "hedging" << 0 << 7 << 8 << "probably";
}

void tst_Linter::positions()
{
    QFETCH(QString, text);
    QFETCH(int, bodyLine);
    QFETCH(QString, rule);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, length);
    QFETCH(QString, matched);
    const QList<Diagnostic> ds = Linter().lintSection(
        draftWith(makeSection(QStringLiteral("root-cause"), text, bodyLine)),
        QStringLiteral("root-cause"));
    QCOMPARE(countRule(ds, rule), 1);
    for (const Diagnostic &d : ds) {
        if (d.rule != rule)
            continue;
        QCOMPARE(d.line, line);
        QCOMPARE(d.column, column);
        QCOMPARE(d.length, length);
        QCOMPARE(text.mid(d.offset, d.length), matched);
    }
}

void tst_Linter::quickFix_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fixed"); // empty: no quick fix offered
    // clang-format off
    QTest::newRow("adverb") << "`f()` probably drops it." << "`f()` drops it.";
    QTest::newRow("adverb at sentence start") << "Probably the `f()` call drops it." << "The `f()` call drops it.";
    QTest::newRow("adverb with comma") << "Perhaps, `f()` drops it." << "`f()` drops it.";
    QTest::newRow("adverb before punctuation") << "`f()` drops it, likely." << "`f()` drops it,.";
    QTest::newRow("clause") << "We think that `f()` drops it." << "`f()` drops it.";
    QTest::newRow("clause mid-sentence") << "So we believe the `f()` call drops it." << "So the `f()` call drops it.";
    QTest::newRow("no fix: might") << "`f()` might drop it." << "";
    QTest::newRow("no fix: it seems to") << "It seems to drop it in `f()`." << "";
    QTest::newRow("zh delete") << "`f()` 似乎丢失了数据。" << "`f()` 丢失了数据。";
    QTest::newRow("zh 可能是") << "原因可能是 `f()`。" << "原因是 `f()`。";
    QTest::newRow("zh 我们认为，") << "我们认为，`f()` 丢失了数据。" << "`f()` 丢失了数据。";
    // clang-format on
}

void tst_Linter::quickFix()
{
    QFETCH(QString, text);
    QFETCH(QString, fixed);
    const QList<Diagnostic> ds = Linter().lintSection(
        draftWith(makeSection(QStringLiteral("root-cause"), text)), QStringLiteral("root-cause"));
    QCOMPARE(countRule(ds, QStringLiteral("hedging")), 1);
    for (const Diagnostic &d : ds) {
        if (d.rule != QLatin1String("hedging"))
            continue;
        QCOMPARE(d.fix.has_value(), !fixed.isEmpty());
        if (d.fix) {
            QString result = text;
            result.replace(d.fix->offset, d.fix->length, d.fix->replacement);
            QCOMPARE(result, fixed);
        }
    }
}

void tst_Linter::disabling_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("optionsOff");
    QTest::addColumn<QStringList>("frontMatterOff");
    QTest::addColumn<int>("hedges");
    QTest::addColumn<int>("placeholders");

    const QString t = QStringLiteral("`f()` probably TBD.");
    QTest::newRow("all on") << t << QStringList() << QStringList() << 1 << 1;
    QTest::newRow("options") << t << QStringList{"hedging"} << QStringList() << 0 << 1;
    QTest::newRow("front matter") << t << QStringList() << QStringList{"placeholder"} << 1 << 0;
    QTest::newRow("directive") << QString(t + QStringLiteral("\n<!-- pm-lint: disable=hedging -->"))
                               << QStringList() << QStringList() << 0 << 1;
    QTest::newRow("directive list") << QString(t + QStringLiteral("\n<!-- pm-lint: disable=hedging, placeholder -->"))
                                    << QStringList() << QStringList() << 0 << 0;
    QTest::newRow("unknown rule ignored") << t << QStringList{"nonsense"} << QStringList() << 1 << 1;
}

void tst_Linter::disabling()
{
    QFETCH(QString, text);
    QFETCH(QStringList, optionsOff);
    QFETCH(QStringList, frontMatterOff);
    QFETCH(int, hedges);
    QFETCH(int, placeholders);
    PostMortem pm = draftWith(makeSection(QStringLiteral("root-cause"), text));
    pm.lintDisabled = frontMatterOff;
    LintOptions options;
    for (const QString &r : optionsOff)
        options.disabledRules.insert(r);
    const QList<Diagnostic> ds = Linter().lint(pm, options);
    QCOMPARE(countRule(ds, QStringLiteral("hedging")), hedges);
    QCOMPARE(countRule(ds, QStringLiteral("placeholder")), placeholders);
}

// One Linter keeps each section's inline directives while its text is the same string
// (the editor's case); every edit that adds, changes or removes a directive is seen on
// the next lint, whichever section holds it, also when the edit keeps the text's length.
void tst_Linter::inlineDisablesFollowEdits()
{
    const Linter linter;
    PostMortem pm = draftWith(makeSection(QStringLiteral("root-cause"),
                                          QStringLiteral("`f()` probably hangs. <!-- pm-lint: disable=hedging -->")));
    const QString hedging = QStringLiteral("hedging");
    QCOMPARE(countRule(linter.lint(pm), hedging), 0);
    QCOMPARE(countRule(linter.lintSection(pm, QStringLiteral("root-cause")), hedging), 0);
    // The same length, edited in place: "hedging" becomes "blame!!".
    QString &rootCause = pm.sections[1].text;
    const int at = int(rootCause.indexOf(hedging));
    rootCause.replace(at, hedging.size(), QStringLiteral("blame!!"));
    QCOMPARE(countRule(linter.lint(pm), hedging), 1);
    QCOMPARE(countRule(linter.lintSection(pm, QStringLiteral("root-cause")), hedging), 1);
    // The directive moves to another section: it still holds for the whole document.
    pm.sections[2].text += QStringLiteral("\n\n<!-- pm-lint: disable=hedging -->");
    QCOMPARE(countRule(linter.lint(pm), hedging), 0);
    // A section removed takes its directive with it.
    pm.sections.removeAt(2);
    QCOMPARE(countRule(linter.lint(pm), hedging), 1);
    // A copy of the linter shares the cache and gives the same answers.
    const Linter copy = linter;
    QCOMPARE(copy.lint(pm), linter.lint(pm));
    QCOMPARE(Linter::documentDisabledRules(pm).contains(hedging), false);
}

void tst_Linter::lintSectionIsScoped()
{
    PostMortem pm = draftWith(makeSection(QStringLiteral("root-cause"), QStringLiteral("`f()` probably.")));
    pm.sections[0].text = QStringLiteral("Maybe it hung. JIRA-1, PR #2, owner Alex.");
    pm.sections.removeAt(2); // no Fix: a document-level finding
    const QList<Diagnostic> all = Linter().lint(pm);
    QCOMPARE(countRule(all, QStringLiteral("hedging")), 2);
    const QList<Diagnostic> one = Linter().lintSection(pm, QStringLiteral("root-cause"));
    QCOMPARE(countRule(one, QStringLiteral("hedging")), 1);
    QCOMPARE(countRule(one, QStringLiteral("required-section-empty")), 1);
    for (const Diagnostic &d : one)
        QVERIFY(d.sectionId == QLatin1String("root-cause") || d.documentLevel);
}

void tst_Linter::requiredSections_data()
{
    QTest::addColumn<QString>("fixText"); // "<absent>" removes the section
    QTest::addColumn<int>("errors");
    QTest::addColumn<int>("line");
    QTest::newRow("present") << "PR #2 calls `bar()`." << 0 << 0;
    QTest::newRow("empty") << "" << 1 << 7;
    QTest::newRow("whitespace") << "  \n\n " << 1 << 7;
    QTest::newRow("only a comment") << "<!-- What changed and why. -->" << 1 << 7;
    // A missing section points where it belongs: the heading of Verification (line 10).
    QTest::newRow("absent") << "<absent>" << 1 << 10;
}

void tst_Linter::requiredSections()
{
    QFETCH(QString, fixText);
    QFETCH(int, errors);
    QFETCH(int, line);
    PostMortem pm = draftWith(makeSection(QStringLiteral("fix"), fixText, 9));
    if (fixText == QLatin1String("<absent>"))
        pm.sections.removeAt(2);
    const QList<Diagnostic> ds = Linter().lint(pm);
    QCOMPARE(countRule(ds, QStringLiteral("required-section-empty")), errors);
    for (const Diagnostic &d : ds) {
        if (d.rule != QLatin1String("required-section-empty"))
            continue;
        QCOMPARE(d.severity, Severity::Error);
        QCOMPARE(d.sectionId, QStringLiteral("fix"));
        QCOMPARE(d.line, line);
        QVERIFY(d.documentLevel);
        QVERIFY(d.message.contains(QLatin1String("fix")) || d.message.contains(QLatin1String("Fix")));
    }
}

void tst_Linter::absentOptionalSectionsAreSilent()
{
    const PostMortem pm = draftWith(makeSection(QStringLiteral("fix"), QStringLiteral("PR #2 calls `bar()` from `foo()`."), 9));
    QCOMPARE(pm.sections.size(), 4);
    const QList<Diagnostic> ds = Linter().lint(pm);
    QVERIFY2(ds.isEmpty(), qPrintable(dump(ds)));
}

void tst_Linter::extraSectionsAreNotLinted()
{
    Section timeline = makeSection(QString(), QStringLiteral("09:12 TODO we think probably"), 30);
    timeline.heading = QStringLiteral("Timeline");
    PostMortem pm = draftWith(makeSection(QStringLiteral("fix"), QStringLiteral("PR #2 calls `bar()`."), 9));
    pm.sections << timeline;
    QVERIFY2(Linter().lint(pm).isEmpty(), qPrintable(dump(Linter().lint(pm))));
}

void tst_Linter::messagesAreTranslatable()
{
    UpperTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QList<Diagnostic> ds = Linter().lintSection(
        draftWith(makeSection(QStringLiteral("root-cause"), QStringLiteral("`f()` probably."))),
        QStringLiteral("root-cause"));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(ds.size(), 1);
    QVERIFY(ds.first().message.startsWith(QLatin1String("XX ")));
    QVERIFY(ds.first().suggestion.startsWith(QLatin1String("XX ")));
    QVERIFY(ds.first().message.contains(QLatin1String("probably")));
}

// Rules about the whole draft, read from a real file so that lines are the file's.
void tst_Linter::documentRules_data()
{
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("line");

    const QString front = QStringLiteral("---\ntitle: Stale ETag\nticket: CDN-1\ngate:\n  fix: edge/cache#1187\n---\n\n# Stale ETag\n\n");
    const QString summary = QStringLiteral("## Summary\n\nStale ETags; fixed by `reindex()`. CDN-1, edge/cache#1187, owner Priya.\n\n");
    const QString rc = QStringLiteral("## Root cause\n\n`compact()` drops the index.\n\n");
    const QString fix = QStringLiteral("## Fix\n\nedge/cache#1187 calls `reindex()`.\n\n");
    const QString verification = QStringLiteral("## Verification\n\n`tst_etag` passes; not retested on ARM.\n");
    QTest::newRow("in order") << QString(front + summary + rc + fix + verification) << "section-order" << 0 << 0;
    // Fix (line 22) comes after Verification: the finding is at Fix's heading.
    QTest::newRow("out of order") << QString(front + summary + rc + verification + QStringLiteral("\n") + fix) << "section-order" << 1 << 22;
    QTest::newRow("zh out of order") << QStringLiteral("---\nticket: CDN-1\n---\n\n## 根因\n\n`compact()` 丢弃索引。\n\n## 摘要\n\n通过 `reindex()` 修复。CDN-1，PR #2，负责人 张伟。\n") << "section-order" << 1 << 9;
    QTest::newRow("placeholder title") << QStringLiteral("---\ntitle: (title)\nticket: CDN-1\n---\n\n# (title)\n\n") + summary + rc + fix + verification << "title-placeholder" << 1 << 6;
    QTest::newRow("zh placeholder title") << QStringLiteral("---\ntitle: （标题）\nticket: CDN-1\n---\n\n# （标题）\n\n") + summary + rc + fix + verification << "title-placeholder" << 1 << 6;
    QTest::newRow("real title") << QString(front + summary + rc + fix + verification) << "title-placeholder" << 0 << 0;
    QTest::newRow("no ticket for jira") << QStringLiteral("---\ntitle: Stale ETag\n---\n\n") + summary + rc + fix + verification << "ticket-missing" << 1 << 1;
    QTest::newRow("no ticket for docs") << QStringLiteral("---\ntitle: Stale ETag\ndestination: docs\n---\n\n") + summary + rc + fix + verification << "ticket-missing" << 0 << 0;
    QTest::newRow("summary names the fix ref") << QString(front + summary + rc + fix + verification) << "summary-fix-ref" << 0 << 0;
    QTest::newRow("summary names another ref") << QString(front + QStringLiteral("## Summary\n\nStale ETags; fixed by `reindex()`. CDN-1, PR #99, owner Priya.\n\n") + rc + fix + verification) << "summary-fix-ref" << 1 << 12;
    // A missing required section points where it belongs: Verification's heading (line 18),
    // or the line after the last section.
    QTest::newRow("missing fix points at its place") << QString(front + summary + rc + verification) << "required-section-empty" << 1 << 18;
    QTest::newRow("missing verification at the end") << QString(front + summary + rc + fix) << "required-section-empty" << 1 << 21;
}

void tst_Linter::documentRules()
{
    QFETCH(QString, draft);
    QFETCH(QString, rule);
    QFETCH(int, count);
    QFETCH(int, line);
    const auto parsed = DraftFormat::parse(draft.toUtf8(), QStringLiteral("x.md"));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
    const QList<Diagnostic> ds = Linter().lint(parsed.value());
    QVERIFY2(countRule(ds, rule) == count, qPrintable(dump(ds)));
    for (const Diagnostic &d : ds) {
        if (d.rule == rule)
            QCOMPARE(d.line, line);
    }
}

QTEST_GUILESS_MAIN(tst_Linter)
#include "tst_linter.moc"
