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
};

void tst_GateStatus::inputs_data()
{
    QTest::addColumn<QString>("repro");
    QTest::addColumn<int>("rootCause");
    QTest::addColumn<QString>("fix");
    QTest::addColumn<QString>("verified");
    QTest::addColumn<QStringList>("missing");

    const int confirmed = int(RootCauseState::Confirmed);
    const QString repro = QStringLiteral("./repro.sh hangs on every run");
    const QString fix = QStringLiteral("org/platform#5751");
    const QString verified = QStringLiteral("3 consecutive 2 h runs complete");

    QTest::newRow("all present") << repro << confirmed << fix << verified << QStringList();
    QTest::newRow("repro empty") << "" << confirmed << fix << verified << QStringList{"repro"};
    QTest::newRow("repro whitespace") << "  \n " << confirmed << fix << verified
                                      << QStringList{"repro"};
    QTest::newRow("repro sometimes") << "it sometimes hangs" << confirmed << fix << verified
                                     << QStringList{"repro"};
    QTest::newRow("repro intermittent with rate")
        << "intermittent: 3 of 10 runs hang" << confirmed << fix << verified << QStringList();
    QTest::newRow("repro 偶尔") << "偶尔卡住" << confirmed << fix << verified
                                << QStringList{"repro"};
    QTest::newRow("repro 有时 with 30%") << "有时卡住，失败率 30%" << confirmed << fix << verified
                                         << QStringList();
    QTest::newRow("repro 每次") << "每次运行都能复现" << confirmed << fix << verified
                                << QStringList();
    QTest::newRow("repro TBD") << "TBD" << confirmed << fix << verified << QStringList{"repro"};
    QTest::newRow("hypothesis") << repro << int(RootCauseState::Hypothesis) << fix << verified
                                << QStringList{"root-cause"};
    QTest::newRow("unknown") << repro << int(RootCauseState::Unknown) << fix << verified
                             << QStringList{"root-cause"};
    QTest::newRow("fix prose") << repro << confirmed << "we patched it" << verified
                               << QStringList{"fix"};
    QTest::newRow("fix sha") << repro << confirmed << "9f3c2e1" << verified << QStringList();
    QTest::newRow("fix #N") << repro << confirmed << "#5751" << verified << QStringList();
    QTest::newRow("fix url") << repro << confirmed << "https://github.com/o/r/pull/9" << verified
                             << QStringList();
    QTest::newRow("fix branch") << repro << confirmed << "alex/fix-scratch" << verified
                                << QStringList();
    QTest::newRow("verified empty") << repro << confirmed << fix << "" << QStringList{"verified"};
    QTest::newRow("verified not yet") << repro << confirmed << fix << "not yet"
                                      << QStringList{"verified"};
    QTest::newRow("all missing") << "" << int(RootCauseState::Unknown) << "" << ""
                                 << QStringList{"repro", "root-cause", "fix", "verified"};
}

void tst_GateStatus::inputs()
{
    QFETCH(QString, repro);
    QFETCH(int, rootCause);
    QFETCH(QString, fix);
    QFETCH(QString, verified);
    QFETCH(QStringList, missing);

    PostMortem pm;
    pm.gate.repro = repro;
    pm.gate.rootCause = RootCauseState(rootCause);
    pm.gate.fix = fix;
    pm.gate.verified = verified;
    const GateStatus st = evaluateGate(pm);
    QCOMPARE(st.missing(), missing);
    QCOMPARE(st.passed, missing.isEmpty());
    QCOMPARE(st.inputs.size(), 4);
    QCOMPARE(st.messages().size(), missing.size());
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

QTEST_GUILESS_MAIN(tst_GateStatus)
#include "tst_gatestatus.moc"
