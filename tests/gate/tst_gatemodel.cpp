#include "gatemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace pm;

namespace {

PostMortem draft(bool passingInputs, bool customerVisible, bool trivial, bool override)
{
    PostMortem pm;
    if (passingInputs) {
        pm.gate.repro = QStringLiteral("./repro.sh fails on 50/50 runs");
        pm.gate.rootCause = RootCauseState::Confirmed;
        pm.gate.fix = QStringLiteral("#1187");
        pm.gate.verified = QStringLiteral("200/200 runs pass");
        // The evidence the gate reads in the sections.
        pm.setSectionText(QStringLiteral("root-cause"), QStringLiteral("`compact()` drops the index."));
        pm.setSectionText(QStringLiteral("fix"), QStringLiteral("PR #1187 keeps it."));
    }
    pm.scope.customerVisible = customerVisible;
    pm.scope.trivial = trivial;
    pm.scope.override = override;
    return pm;
}

} // namespace

class tst_GateModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rows_data();
    void rows();
    void transitionsKeepTheModelConsistent();
    void overrideIsARequestOnly();
    void blockedReasonNamesMissingInputs();
};

void tst_GateModel::rows_data()
{
    QTest::addColumn<bool>("inputs");
    QTest::addColumn<bool>("customerVisible");
    QTest::addColumn<bool>("trivial");
    QTest::addColumn<bool>("override");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("passed");

    QTest::newRow("empty") << false << false << false << false << 4 << false;
    QTest::newRow("passing") << true << false << false << false << 4 << true;
    QTest::newRow("customer") << true << true << false << false << 5 << false;
    QTest::newRow("customer overridden") << true << true << false << true << 5 << true;
    QTest::newRow("both") << true << true << true << false << 6 << false;
}

void tst_GateModel::rows()
{
    QFETCH(bool, inputs);
    QFETCH(bool, customerVisible);
    QFETCH(bool, trivial);
    QFETCH(bool, override);
    QFETCH(int, rows);
    QFETCH(bool, passed);

    GateModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPostMortem(draft(inputs, customerVisible, trivial, override));
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(model.passed(), passed);

    const QStringList ids{"repro", "root-cause", "fix", "verified"};
    for (int row = 0; row < 4; ++row) {
        const QModelIndex idx = model.index(row);
        QCOMPARE(idx.data(GateModel::IdRole).toString(), ids.at(row));
        QCOMPARE(idx.data(GateModel::KindRole).toString(), QStringLiteral("input"));
        QCOMPARE(idx.data(GateModel::PassedRole).toBool(), inputs);
        QCOMPARE(idx.data(GateModel::MissingRole).toBool(), !inputs);
        QCOMPARE(idx.data(GateModel::ReasonRole).toString().isEmpty(), inputs);
        QVERIFY(!idx.data(Qt::DisplayRole).toString().isEmpty());
        QVERIFY(!(model.flags(idx) & Qt::ItemIsUserCheckable));
    }
    for (int row = 4; row < rows; ++row) {
        const QModelIndex idx = model.index(row);
        QCOMPARE(idx.data(GateModel::KindRole).toString(), QStringLiteral("scope"));
        QCOMPARE(idx.data(GateModel::OverriddenRole).toBool(), override);
        QCOMPARE(idx.data(GateModel::PassedRole).toBool(), override);
        QCOMPARE(idx.data(Qt::CheckStateRole).toInt(), int(override ? Qt::Checked : Qt::Unchecked));
        QVERIFY(model.flags(idx) & Qt::ItemIsUserCheckable);
    }
    if (customerVisible)
        QCOMPARE(model.index(4).data(GateModel::IdRole).toString(), QStringLiteral("customer-visible"));
}

void tst_GateModel::transitionsKeepTheModelConsistent()
{
    GateModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy passedSpy(&model, &GateModel::passedChanged);
    QSignalSpy changedSpy(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);

    model.setPostMortem(draft(true, false, false, false)); // same shape: dataChanged
    QCOMPARE(changedSpy.count(), 1);
    QCOMPARE(resetSpy.count(), 0);
    QCOMPARE(passedSpy.count(), 1);
    QCOMPARE(passedSpy.takeFirst().at(0).toBool(), true);

    model.setPostMortem(draft(true, true, false, false)); // a scope row appears
    QCOMPARE(resetSpy.count(), 1);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(passedSpy.takeFirst().at(0).toBool(), false);

    model.setPostMortem(draft(true, true, false, true)); // override: same shape
    QCOMPARE(resetSpy.count(), 1);
    QCOMPARE(passedSpy.takeFirst().at(0).toBool(), true);

    model.setPostMortem(draft(false, false, false, false)); // back to four rows
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(resetSpy.count(), 2);
}

void tst_GateModel::overrideIsARequestOnly()
{
    GateModel model;
    model.setPostMortem(draft(true, true, false, false));
    QSignalSpy spy(&model, &GateModel::overrideRequested);

    const QModelIndex scopeRow = model.index(4);
    QVERIFY(!model.setData(scopeRow, int(Qt::Checked), Qt::CheckStateRole));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toBool(), true);
    // The model adapts a value: nothing changed until the owner feeds a new one.
    QCOMPARE(scopeRow.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(!model.passed());

    QVERIFY(!model.setData(model.index(0), int(Qt::Checked), Qt::CheckStateRole));
    QCOMPARE(spy.count(), 0);

    model.requestOverride(false);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toBool(), false);
}

void tst_GateModel::blockedReasonNamesMissingInputs()
{
    GateModel model;
    PostMortem pm = draft(true, false, false, false);
    pm.gate.fix.clear();
    model.setPostMortem(pm);
    // People read titles, not ids.
    QVERIFY(model.blockedReason().contains(gateInputTitle(GateInput::Fix)));
    QVERIFY(!model.blockedReason().contains(gateInputTitle(GateInput::Repro)));
    QVERIFY(!model.blockedReason().contains(QLatin1String("fix,")));
    model.setPostMortem(draft(true, false, false, false));
    QVERIFY(model.blockedReason().isEmpty());
}

QTEST_GUILESS_MAIN(tst_GateModel)
#include "tst_gatemodel.moc"
