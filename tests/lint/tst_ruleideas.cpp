// The ideas behind the rules, each distinction in a draft of our own: a counterfactual or
// a capability is no hedge, a person as the subject of a failure verb is blame, a link
// under an item tracks it, a bold gap label names a slip category, ...
#include "linter.h"
#include "lintdraft.h"
#include "lintrules.h"

#include <QTest>

using namespace pm;

namespace {

using test::draftWith;
using test::makeSection;

QString dump(const QList<Diagnostic> &ds)
{
    QString out;
    for (const Diagnostic &d : ds)
        out += d.rule + QLatin1String(": ") + d.message + QLatin1Char('\n');
    return out;
}

} // namespace

class tst_RuleIdeas : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void vagueMessageSaysSentence();
};

void tst_RuleIdeas::rules_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("count");
    const QString rc = QStringLiteral("root-cause");
    const QString slip = QStringLiteral("why-slipped");
    const QString items = QStringLiteral("action-items");
    const QString found = QStringLiteral("how-found");

    // Hedges are doubt about a claim; a counterfactual, a capability, a reader's
    // situation, a rhetorical question, a contrast and a paraphrase are not.
    // clang-format off
    QTest::newRow("hedge: counterfactual could have caught") << slip << "A soak test of `drain()` could have caught this before release." << "hedging" << 0;
    QTest::newRow("hedge: counterfactual could have been caught") << slip << "This could have been caught by a soak test of `drain()`." << "hedging" << 0;
    QTest::newRow("hedge: counterfactual might have prevented") << slip << "A lock around `drain()` might have prevented the second write." << "hedging" << 0;
    QTest::newRow("hedge: may have caused is doubt") << rc << "The retry in `drain()` may have caused the second write." << "hedging" << 1;
    QTest::newRow("hedge: an attacker could") << rc << "Through `parseHeader()` an intruder could read the token, and a client could replay it." << "hedging" << 0;
    QTest::newRow("hedge zh: reader's situation") << rc << "升级之后你可能会遇到 `loadConfig()` 报错。" << "hedging" << 0;
    QTest::newRow("hedge zh: rhetorical question") << rc << "读者可能会问，为什么 `flush()` 没有加锁？" << "hedging" << 0;
    QTest::newRow("hedge zh: contrast") << rc << "表面看起来 `flush()` 没问题，其实它跳过了校验。" << "hedging" << 0;
    QTest::newRow("hedge zh: paraphrase marker") << rc << "`flush()` 的逻辑大概可以表述为：先写缓存，再落盘。" << "hedging" << 0;
    QTest::newRow("hedge zh: still doubt") << rc << "`flush()` 看起来跳过了校验。" << "hedging" << 1;
    QTest::newRow("hedge zh: 初步认为") << rc << "我初步认为是 `flush()` 少了一次加锁。" << "hedging" << 1;
    QTest::newRow("hedge zh: 基本得到证实") << rc << "`flush()` 少加锁这一点基本得到证实。" << "hedging" << 1;
    QTest::newRow("hedge zh: 基本 is not always doubt") << rc << "`flush()` 的基本流程是先写缓存。" << "hedging" << 0;
    QTest::newRow("hedge: likely further") << rc << "The stale lease in `renew()` likely further delayed the failover." << "hedging" << 1;
    // Blame: a person (or a role) as the subject of a verb of failure.
    QTest::newRow("blame: name broke") << rc << "Dana broke the build when `sync()` changed." << "blame" << 1;
    QTest::newRow("blame: name missed") << slip << "In review, Omar missed the check in `sync()`." << "blame" << 1;
    QTest::newRow("blame: hedged forgot") << rc << "We think Priya forgot the retry in `sync()`." << "blame" << 1;
    QTest::newRow("blame: the reviewer overlooked") << slip << "The reviewer overlooked the unlock in `sync()`." << "blame" << 1;
    QTest::newRow("blame: he ignored") << slip << "He ignored the warning from `sync()`." << "blame" << 1;
    QTest::newRow("blame: a name doing no wrong") << slip << "The check Dana wrote catches it now in `sync()`." << "blame" << 0;
    QTest::newRow("blame: code as the subject") << rc << "The upgrade broke `sync()`, and the cache missed twice." << "blame" << 0;
    QTest::newRow("blame: nobody missed") << slip << "Nobody missed a step; `sync()` had no test." << "blame" << 0;
    // Vague mechanism: an indefinite cause.
    QTest::newRow("vague: something went wrong") << rc << "Something went wrong in the pipeline." << "vague-mechanism" << 1;
    QTest::newRow("vague: for some reason") << rc << "For some reason the worker stopped." << "vague-mechanism" << 1;
    QTest::newRow("vague zh: 某种原因") << rc << "由于某种原因，任务停止了。" << "vague-mechanism" << 1;
    QTest::newRow("vague: named in the sentence") << rc << "Something went wrong in `sync()`: it drops the lease." << "vague-mechanism" << 0;
    QTest::newRow("vague: a race the sentence names") << rc << "A race condition: `renew()` reads `lease.expiry` while `revoke()` writes it." << "vague-mechanism" << 0;
    // Trackers and items.
    QTest::newRow("items: reference-style link") << items << "- Page on lease errors ([ticket][lease-alert]). (Dana)\n\n[lease-alert]: https://example.com/t/5" << "action-item-tracker" << 0;
    QTest::newRow("items: nested link bullets") << items << "- Add a lease soak test (Dana)\n  - https://example.com/pull/8\n- Alert on renew failures (Omar)\n  - [ticket](https://example.com/t/9)" << "action-item-tracker" << 0;
    QTest::newRow("items: nested link bullets are no items") << items << "- Add a lease soak test (Dana)\n  - https://example.com/pull/8" << "action-item-owner" << 0;
    QTest::newRow("items: done item with a PR link") << items << "- ✅ Lease soak test merged in [PR 8](https://example.com/pull/8) (Dana)" << "action-item-tracker" << 0;
    QTest::newRow("items: a ticket label with text is an item") << items << "[#2226]: make renew idempotent" << "action-item-owner" << 1;
    // Slip categories written as labels.
    QTest::newRow("slip: bold gap label") << slip << "**No upgrade compatibility testing**: the old client was never run against `v2`." << "slip-category" << 0;
    QTest::newRow("slip: review gaps label") << slip << "**Code review gaps**\n\nThe diff of `sync()` was large." << "slip-category" << 0;
    QTest::newRow("slip: lack of") << slip << "Lack of a staging soak for `sync()`." << "slip-category" << 0;
    // How it was found: a script is a tool; a hypothesis in other words.
    QTest::newRow("found: a script is a tool") << found << "Replaying the hook with `tools/replay_hook.sh` showed the double write." << "how-found-tools" << 0;
    QTest::newRow("found: hypothesis in other words") << found << "At first it looked like the cache; turning the cache off did not change it, so it was not the culprit." << "how-found-hypotheses" << 0;
    QTest::newRow("found: checked whether") << found << "We checked whether the lease had expired: it had not." << "how-found-hypotheses" << 0;
    // The summary's fix sentence: a verb of change about the fix, not any verb.
    QTest::newRow("summary: changed is no fix") << "summary" << "A config change added a header that broke logins. JIRA-1, PR #2, owner Alex." << "summary-fix" << 1;
    QTest::newRow("summary: now is no fix") << "summary" << "Users now see stale pages after `sync()`. JIRA-1, PR #2, owner Alex." << "summary-fix" << 1;
    QTest::newRow("summary: not yet fixed") << "summary" << "`sync()` drops leases; it is not fixed yet. JIRA-1, PR #2, owner Alex." << "summary-fix" << 1;
    QTest::newRow("summary: rolled back") << "summary" << "`sync()` dropped leases; we rolled back the release. JIRA-1, PR #2, owner Alex." << "summary-fix" << 0;
    QTest::newRow("summary: the fix adds") << "summary" << "`sync()` dropped leases; PR #2 adds the missing lock. JIRA-1, owner Alex." << "summary-fix" << 0;
    // Identifiers: plain words in code spans are not the code's index.
    QTest::newRow("ids: plain-word code spans") << rc << "The `bug` showed up in the `dump`." << "missing-identifiers" << 1;
    QTest::newRow("ids: three identifiers") << rc << "A timing issue: `renew()` reads `lease.expiry` after `revoke()`." << "vague-mechanism" << 0;
    // clang-format on
}

void tst_RuleIdeas::rules()
{
    QFETCH(QString, section);
    QFETCH(QString, text);
    QFETCH(QString, rule);
    QFETCH(int, count);
    const PostMortem pm = draftWith(makeSection(section, text, 20));
    const QList<Diagnostic> ds = Linter().lintSection(pm, section);
    int n = 0;
    for (const Diagnostic &d : ds)
        n += d.rule == rule && d.sectionId == section ? 1 : 0;
    QVERIFY2(n == count, qPrintable(dump(ds)));
}

// A label ("a race condition") in a paragraph that names code elsewhere is flagged for its
// sentence; the message must not claim that the paragraph names no code.
void tst_RuleIdeas::vagueMessageSaysSentence()
{
    const QString text = QStringLiteral("There is a race condition. `renew()` reads `lease.expiry` while `revoke()` writes it.");
    const PostMortem pm = draftWith(makeSection(QStringLiteral("root-cause"), text, 20));
    const QList<Diagnostic> ds = Linter().lintSection(pm, QStringLiteral("root-cause"));
    int vague = 0;
    for (const Diagnostic &d : ds) {
        if (d.rule != QLatin1String("vague-mechanism"))
            continue;
        ++vague;
        QVERIFY2(d.message.contains(QLatin1String("sentence")) && !d.message.contains(QLatin1String("paragraph")),
                 qPrintable(d.message));
    }
    QCOMPARE(vague, 1);
}

QTEST_GUILESS_MAIN(tst_RuleIdeas)
#include "tst_ruleideas.moc"
