#include "gatestatus.h"

#include <QTest>

using namespace pm;

namespace {

PostMortem passingDraft()
{
    PostMortem pm;
    pm.gate.repro = QStringLiteral("./tools/repro_compaction.sh --objects 5000 fails on 50/50 runs");
    pm.gate.rootCause = RootCauseState::Confirmed;
    pm.gate.fix = QStringLiteral("edge/cache#1187");
    pm.gate.verified = QStringLiteral("repro passes 200/200 runs; tst_segment_index passes");
    pm.setSectionText(QStringLiteral("root-cause"), QStringLiteral("`compact()` drops the ETag."));
    pm.setSectionText(QStringLiteral("fix"), QStringLiteral("edge/cache#1187 keeps the ETag."));
    return pm;
}

} // namespace

class tst_GateStatus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void inputs_data();
    void inputs();
    void scope_data();
    void scope();
    void everyMissingInputHasAReason();
    void emptyDraftMissesAllFour();
    void fixCheckFollowsEdits();
};

void tst_GateStatus::inputs_data()
{
    QTest::addColumn<QString>("repro");
    QTest::addColumn<int>("rootCause");
    QTest::addColumn<QString>("rootCauseText");
    QTest::addColumn<QString>("fix");
    QTest::addColumn<QString>("fixText");
    QTest::addColumn<QString>("verified");
    QTest::addColumn<QStringList>("missing");
    QTest::addColumn<QString>("quoted"); // what the one refusal must quote

    const int confirmed = int(RootCauseState::Confirmed);
    const QString repro = QStringLiteral("./repro.sh hangs on every run");
    const QString rc = QStringLiteral("`tadaLaunchPrepare()` skips the event when `numStreams == 1`.");
    const QString fix = QStringLiteral("org/platform#5751");
    const QString fixText = QStringLiteral("PR #5751 removes the fast path.");
    const QString verified = QStringLiteral("3 consecutive 2 h runs complete");
    const QStringList none;
    const QStringList noRepro{QStringLiteral("repro")};
    const QStringList noRc{QStringLiteral("root-cause")};
    const QStringList noFix{QStringLiteral("fix")};
    const QStringList noVerified{QStringLiteral("verified")};

    QTest::newRow("all present") << repro << confirmed << rc << fix << fixText << verified << none << "";
    // repro: steps a newcomer can run AND deterministic or a rate (en + zh)
    QTest::newRow("repro empty") << "" << confirmed << rc << fix << fixText << verified << noRepro << "";
    QTest::newRow("repro whitespace") << "  \n " << confirmed << rc << fix << fixText << verified << noRepro << "";
    QTest::newRow("repro TBD") << "TBD" << confirmed << rc << fix << fixText << verified << noRepro << "TBD";
    QTest::newRow("repro n/a yet") << "n/a yet" << confirmed << rc << fix << fixText << verified << noRepro << "n/a yet";
    QTest::newRow("repro see issue") << "see issue #8567" << confirmed << rc << fix << fixText << verified << noRepro << "see issue #8567";
    QTest::newRow("repro zh 详见") << "详见工单" << confirmed << rc << fix << fixText << verified << noRepro << "详见工单";
    QTest::newRow("repro sometimes") << "`./repro.sh` sometimes hangs" << confirmed << rc << fix << fixText << verified << noRepro << "sometimes";
    QTest::newRow("repro not deterministic") << "`cargo test -p query` fails; the behavior is not deterministic" << confirmed << rc << fix << fixText << verified << noRepro << "not deterministic";
    QTest::newRow("repro non-deterministic") << "`make check` is non-deterministic" << confirmed << rc << fix << fixText << verified << noRepro << "non-deterministic";
    QTest::newRow("repro certain sequences") << "certain sequences of edit-compile cycles" << confirmed << rc << fix << fixText << verified << noRepro << "certain sequences";
    QTest::newRow("repro deterministic, no steps") << "it is deterministic" << confirmed << rc << fix << fixText << verified << noRepro << "it is deterministic";
    QTest::newRow("repro steps, no claim") << "`./load.sh --objects 5000`" << confirmed << rc << fix << fixText << verified << noRepro << "./load.sh";
    // Steps said to reproduce it: the seed refuses "sometimes", not an unstated rate.
    QTest::newRow("repro steps that reproduce") << "`./load.sh --objects 5000` hangs the broker" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro a test that reproduces") << "A regression test that reproduces the double free" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro zh demo program") << "用一个 demo 程序可以复现：读取时区字段后时间偏移" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro intermittent with rate") << "intermittent: `./soak.sh` hangs on 3 of 10 runs" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro ~30% of runs") << "go test ./raft -run TestSnapshot fails on ~30% of runs" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro deterministic test name") << "tst_segment_index fails deterministically" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro numbered steps") << "1. start the broker\n2. kill the leader\n3. the follower hangs on every run" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro zh 偶尔") << "`./eval.sh` 偶尔卡住" << confirmed << rc << fix << fixText << verified << noRepro << "偶尔";
    QTest::newRow("repro zh seed wording") << "偶尔出现，不是每次都能复现" << confirmed << rc << fix << fixText << verified << noRepro << "不是每次";
    QTest::newRow("repro zh 不可稳定复现") << "`./eval.sh` 不可稳定复现" << confirmed << rc << fix << fixText << verified << noRepro << "不可稳定复现";
    QTest::newRow("repro zh 有时 with 30%") << "`./eval.sh` 有时卡住，失败率 30%" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro zh 每次") << "每次运行 `./eval.sh --steps 1` 都能复现" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro zh 每次, no steps") << "每次运行都能复现" << confirmed << rc << fix << fixText << verified << noRepro << "每次运行都能复现";
    QTest::newRow("repro zh 10次中3次") << "1. 启动 broker\n2. 杀掉 leader；10 次中有 3 次卡住" << confirmed << rc << fix << fixText << verified << none << "";
    // root cause: confirmed needs a named mechanism without hedging
    QTest::newRow("hypothesis") << repro << int(RootCauseState::Hypothesis) << rc << fix << fixText << verified << noRc << "";
    QTest::newRow("unknown") << repro << int(RootCauseState::Unknown) << rc << fix << fixText << verified << noRc << "";
    QTest::newRow("rc section empty") << repro << confirmed << "" << fix << fixText << verified << noRc << "";
    QTest::newRow("rc only a comment") << repro << confirmed << "<!-- the mechanism -->" << fix << fixText << verified << noRc << "";
    QTest::newRow("rc no identifier") << repro << confirmed << "The cache returned stale data after a restart." << fix << fixText << verified << noRc << "The cache returned stale data";
    QTest::newRow("rc quoted word is no identifier") << repro << confirmed << "The \"incremental compilation\" cache on GitHub was stale." << fix << fixText << verified << noRc << "incremental compilation";
    QTest::newRow("rc hedged") << repro << confirmed << "`flush()` probably runs before `commit()`." << fix << fixText << verified << noRc << "probably";
    QTest::newRow("rc zh hedged") << repro << confirmed << "`flush()` 可能是在 `commit()` 之前运行。" << fix << fixText << verified << noRc << "可能是";
    // A step is an action on a named thing; a hedge in a side remark leaves the cause confirmed.
    QTest::newRow("repro action on a named thing") << "Applying schema migration m0042 to a fresh replica fails the boot check on 20/20 attempts" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro zh action on a named thing") << "在新副本上执行迁移 m0042，启动检查 20/20 次失败" << confirmed << rc << fix << fixText << verified << none << "";
    QTest::newRow("repro deterministic mechanism, no steps") << "The overflow happens deterministically once the queue holds 1024 entries" << confirmed << rc << fix << fixText << verified << noRepro << "The overflow happens";
    QTest::newRow("rc hedge in a side remark") << repro << confirmed << rc + QStringLiteral(" Other pipelines might show the same stall.") << fix << fixText << verified << none << "";
    QTest::newRow("rc hedge in parentheses") << repro << confirmed << QStringLiteral("`flush()` runs before `commit()` (a slower disk might widen the window).") << fix << fixText << verified << none << "";
    QTest::newRow("rc hedge about the cause") << repro << confirmed << rc + QStringLiteral(" The stall might be caused by the retry.") << fix << fixText << verified << noRc << "might";
    QTest::newRow("rc zh mechanism") << repro << confirmed << "`flush()` 在 `commit()` 之前运行，极大概率丢数据。" << fix << fixText << verified << none << "";
    // fix: a reference that the Fix section carries too
    // clang-format off
    QTest::newRow("fix prose") << repro << confirmed << rc << "we patched it" << fixText << verified << noFix << "we patched it";
    QTest::newRow("fix branch protection") << repro << confirmed << rc << "GitHub branch protection" << fixText << verified << noFix << "GitHub branch protection";
    QTest::newRow("fix issue is no fix") << repro << confirmed << rc << "issue #8567" << fixText << verified << noFix << "issue #8567";
    QTest::newRow("fix sha") << repro << confirmed << rc << "9f3c2e1" << "Commit 9f3c2e1ab adds the check." << verified << none << "";
    QTest::newRow("fix #N") << repro << confirmed << rc << "#5751" << fixText << verified << none << "";
    QTest::newRow("fix url") << repro << confirmed << rc << "https://github.com/o/r/pull/5751" << fixText << verified << none << "";
    QTest::newRow("fix branch") << repro << confirmed << rc << "alex/fix-scratch" << "Branch `alex/fix-scratch` adds the check." << verified << none << "";
    // The reference identifies the fix (the seed's test); the Fix section is lint's.
    QTest::newRow("fix not in section") << repro << confirmed << rc << "#5752" << fixText << verified << none << "";
    QTest::newRow("fix section empty") << repro << confirmed << rc << fix << "" << verified << none << "";
    QTest::newRow("fix zh") << repro << confirmed << rc << "分支 fix/null-scratch" << "合并分支 fix/null-scratch 后修复。" << verified << none << "";
    // clang-format on
    // verified: evidence, not plans or negations
    // clang-format off
    QTest::newRow("verified empty") << repro << confirmed << rc << fix << fixText << "" << noVerified << "";
    QTest::newRow("verified not yet") << repro << confirmed << rc << fix << fixText << "not yet" << noVerified << "not yet";
    QTest::newRow("verified queued") << repro << confirmed << rc << fix << fixText << "crates were queued for a rebuild" << noVerified << "queued";
    QTest::newRow("verified plan") << repro << confirmed << rc << fix << fixText << "we will verify on staging" << noVerified << "will verify";
    QTest::newRow("verified negated") << repro << confirmed << rc << fix << fixText << "the fix has not been verified on staging" << noVerified << "not been verified";
    QTest::newRow("verified prose") << repro << confirmed << rc << fix << fixText << "looks good now" << noVerified << "looks good now";
    QTest::newRow("verified test did not pass") << repro << confirmed << rc << fix << fixText << "tst_segment_index did not pass" << noVerified << "did not pass";
    QTest::newRow("verified N/N") << repro << confirmed << rc << fix << fixText << "repro passes 200/200 runs" << none << "";
    QTest::newRow("verified test name") << repro << confirmed << rc << fix << fixText << "tst_segment_index passes" << none << "";
    QTest::newRow("verified before/after") << repro << confirmed << rc << fix << fixText << "p99 went from 900 ms to 40 ms" << none << "";
    QTest::newRow("verified workload id") << repro << confirmed << rc << fix << fixText << "workload wl-20931 completes" << none << "";
    QTest::newRow("verified zh 连续") << repro << confirmed << rc << fix << fixText << "原始工作负载连续运行 3 次均完成" << none << "";
    QTest::newRow("verified zh 待验证") << repro << confirmed << rc << fix << fixText << "修复已合并，待验证" << noVerified << "待验证";
    QTest::newRow("verified zh 未验证") << repro << confirmed << rc << fix << fixText << "尚未在线上环境验证" << noVerified << "尚未在线上环境验证";
    QTest::newRow("all missing") << "" << int(RootCauseState::Unknown) << "" << "" << "" << ""
                                 << QStringList{"repro", "root-cause", "fix", "verified"} << "";
    // clang-format on
}

void tst_GateStatus::inputs()
{
    QFETCH(QString, repro);
    QFETCH(int, rootCause);
    QFETCH(QString, rootCauseText);
    QFETCH(QString, fix);
    QFETCH(QString, fixText);
    QFETCH(QString, verified);
    QFETCH(QStringList, missing);
    QFETCH(QString, quoted);

    PostMortem pm;
    pm.gate.repro = repro;
    pm.gate.rootCause = RootCauseState(rootCause);
    pm.gate.fix = fix;
    pm.gate.verified = verified;
    pm.setSectionText(QStringLiteral("root-cause"), rootCauseText);
    pm.setSectionText(QStringLiteral("fix"), fixText);
    const GateStatus st = evaluateGate(pm);
    QVERIFY2(st.missing() == missing, qPrintable(st.messages().join(QLatin1Char('\n'))));
    QCOMPARE(st.passed, missing.isEmpty());
    QCOMPARE(st.inputs.size(), 4);
    QCOMPARE(st.messages().size(), missing.size());
    // Each refusal quotes what it read.
    if (!quoted.isEmpty())
        QVERIFY2(st.messages().constFirst().contains(quoted), qPrintable(st.messages().constFirst()));
}

void tst_GateStatus::scope_data()
{
    QTest::addColumn<bool>("customerVisible");
    QTest::addColumn<bool>("trivial");
    QTest::addColumn<bool>("override");
    QTest::addColumn<QStringList>("blocking");
    QTest::addColumn<int>("scopeRows");

    QTest::newRow("none") << false << false << false << QStringList() << 0;
    QTest::newRow("customer") << true << false << false << QStringList{"customer-visible"} << 1;
    QTest::newRow("trivial") << false << true << false << QStringList{"trivial"} << 1;
    QTest::newRow("both") << true << true << false << QStringList{"customer-visible", "trivial"}
                          << 2;
    QTest::newRow("customer overridden") << true << false << true << QStringList() << 1;
    QTest::newRow("both overridden") << true << true << true << QStringList() << 2;
    QTest::newRow("override alone") << false << false << true << QStringList() << 0;
}

void tst_GateStatus::scope()
{
    QFETCH(bool, customerVisible);
    QFETCH(bool, trivial);
    QFETCH(bool, override);
    QFETCH(QStringList, blocking);
    QFETCH(int, scopeRows);

    PostMortem pm = passingDraft();
    pm.scope.customerVisible = customerVisible;
    pm.scope.trivial = trivial;
    pm.scope.override = override;
    const GateStatus st = evaluateGate(pm);
    QCOMPARE(st.blockingScope(), blocking);
    QCOMPARE(st.scope.size(), scopeRows);
    QCOMPARE(st.passed, blocking.isEmpty());
    QCOMPARE(st.messages().size(), blocking.size());
    if (blocking.contains(QStringLiteral("customer-visible"))) {
        const QString msg = st.messages().constFirst();
        for (const char *word : {"incident report", "timeline", "blast radius",
                                 "notification history", "communications"})
            QVERIFY2(msg.contains(QLatin1String(word)), word);
    }
    if (blocking == QStringList{QStringLiteral("trivial")})
        QVERIFY(st.messages().constFirst().contains(QLatin1String("PR description")));
}

void tst_GateStatus::everyMissingInputHasAReason()
{
    const GateStatus st = evaluateGate(PostMortem());
    for (const GateInputResult &r : st.inputs) {
        QVERIFY(!r.passed);
        QVERIFY2(!r.reason.isEmpty(), qPrintable(gateInputId(r.input)));
    }
    const GateStatus ok = evaluateGate(passingDraft());
    for (const GateInputResult &r : ok.inputs) {
        QVERIFY(r.passed);
        QVERIFY(r.reason.isEmpty());
    }
}

void tst_GateStatus::emptyDraftMissesAllFour()
{
    const GateStatus st = evaluateGate(PostMortem());
    QCOMPARE(st.missing(), (QStringList{"repro", "root-cause", "fix", "verified"}));
    QVERIFY(!st.passed);
}

// The fix input is judged by its reference alone: an edit of the Fix section does not
// change it, an edit of the input does.
void tst_GateStatus::fixCheckFollowsEdits()
{
    PostMortem pm = passingDraft();
    QVERIFY(evaluateGate(pm).passed);
    const QString fix = pm.sectionText(QStringLiteral("fix"));
    QString moved = fix;
    moved.replace(QStringLiteral("#1187"), QStringLiteral("#1188")); // same length
    pm.setSectionText(QStringLiteral("fix"), moved);
    QVERIFY(evaluateGate(pm).passed);
    pm.setSectionText(QStringLiteral("fix"), fix);
    pm.gate.fix = QStringLiteral("we patched the cache");
    QVERIFY(evaluateGate(pm).missing().contains(QStringLiteral("fix")));
    pm.gate.fix = QStringLiteral("edge/cache#1187");
    QVERIFY(evaluateGate(pm).passed);
}

QTEST_GUILESS_MAIN(tst_GateStatus)
#include "tst_gatestatus.moc"
