#include "lintmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace pm;

namespace {

Diagnostic diag(const QString &section, int line, Severity severity, const QString &rule,
                bool documentLevel = false)
{
    Diagnostic d;
    d.rule = rule;
    d.severity = severity;
    d.sectionId = section;
    d.line = line;
    d.column = 1;
    d.offset = line;
    d.length = 3;
    d.message = rule + QStringLiteral(" message");
    d.suggestion = rule + QStringLiteral(" suggestion");
    d.documentLevel = documentLevel;
    return d;
}

QStringList rowsOf(const LintModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << QStringLiteral("%1:%2").arg(m.index(r, 0).data(LintModel::SectionIdRole).toString()).arg(m.index(r, 0).data(LintModel::LineRole).toInt());
    return out;
}

} // namespace

class tst_LintModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roles();
    void counts_data();
    void counts();
    void updateSectionReplacesOnlyThatSection_data();
    void updateSectionReplacesOnlyThatSection();
    void sortedBySectionThenLine();
};

void tst_LintModel::sortedBySectionThenLine()
{
    // Editor lines restart in every section: the seed's section order comes first.
    LintModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDiagnostics({diag(QStringLiteral("verification"), 1, Severity::Warning, QStringLiteral("hedging")),
                          diag(QStringLiteral("summary"), 7, Severity::Warning, QStringLiteral("hedging")),
                          diag(QStringLiteral("root-cause"), 2, Severity::Warning, QStringLiteral("hedging"))});
    QCOMPARE(rowsOf(model), (QStringList{"summary:7", "root-cause:2", "verification:1"}));
    model.updateSection(QStringLiteral("fix"), {diag(QStringLiteral("fix"), 1, Severity::Warning, QStringLiteral("blame"))});
    QCOMPARE(rowsOf(model), (QStringList{"summary:7", "root-cause:2", "fix:1", "verification:1"}));
}

void tst_LintModel::roles()
{
    LintModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Diagnostic d = diag(QStringLiteral("root-cause"), 12, Severity::Warning, QStringLiteral("hedging"));
    d.fix = QuickFix{12, 9, QString()};
    model.setDiagnostics({d});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(LintModel::ColumnCount));
    const QModelIndex idx = model.index(0, LintModel::MessageColumn);
    QCOMPARE(idx.data().toString(), QStringLiteral("hedging message"));
    QCOMPARE(idx.data(LintModel::RuleRole).toString(), QStringLiteral("hedging"));
    QCOMPARE(idx.data(LintModel::SeverityRole).toString(), QStringLiteral("warning"));
    QCOMPARE(idx.data(LintModel::SectionIdRole).toString(), QStringLiteral("root-cause"));
    QCOMPARE(idx.data(LintModel::OffsetRole).toInt(), 12);
    QCOMPARE(idx.data(LintModel::LengthRole).toInt(), 3);
    QCOMPARE(idx.data(LintModel::LineRole).toInt(), 12);
    QCOMPARE(idx.data(LintModel::ColumnRole).toInt(), 1);
    QCOMPARE(idx.data(LintModel::SuggestionRole).toString(), QStringLiteral("hedging suggestion"));
    QCOMPARE(idx.data(LintModel::HasFixRole).toBool(), true);
    QVERIFY(idx.data(Qt::ToolTipRole).toString().contains(QLatin1String("suggestion")));
    QCOMPARE(model.index(0, LintModel::RuleColumn).data().toString(), QStringLiteral("hedging"));
    QVERIFY(model.index(0, LintModel::LocationColumn).data().toString().contains(QLatin1String("12")));
    QVERIFY(!model.headerData(LintModel::MessageColumn, Qt::Horizontal).toString().isEmpty());
    QVERIFY(!model.roleNames().value(LintModel::SuggestionRole).isEmpty());
}

void tst_LintModel::counts_data()
{
    QTest::addColumn<int>("errors");
    QTest::addColumn<int>("warnings");
    QTest::addColumn<int>("infos");
    QTest::newRow("none") << 0 << 0 << 0;
    QTest::newRow("mixed") << 2 << 3 << 1;
    QTest::newRow("errors only") << 4 << 0 << 0;
}

void tst_LintModel::counts()
{
    QFETCH(int, errors);
    QFETCH(int, warnings);
    QFETCH(int, infos);
    LintModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(&model, &LintModel::countsChanged);
    QList<Diagnostic> ds;
    int line = 1;
    for (int i = 0; i < errors; ++i)
        ds << diag(QStringLiteral("fix"), line++, Severity::Error, QStringLiteral("placeholder"));
    for (int i = 0; i < warnings; ++i)
        ds << diag(QStringLiteral("fix"), line++, Severity::Warning, QStringLiteral("hedging"));
    for (int i = 0; i < infos; ++i)
        ds << diag(QStringLiteral("fix"), line++, Severity::Info, QStringLiteral("passive-voice"));
    model.setDiagnostics(ds);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(model.count(Severity::Error), errors);
    QCOMPARE(model.count(Severity::Warning), warnings);
    QCOMPARE(model.count(Severity::Info), infos);
    QCOMPARE(model.rowCount(), errors + warnings + infos);
}

void tst_LintModel::updateSectionReplacesOnlyThatSection_data()
{
    QTest::addColumn<QList<int>>("newLines");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("cleared") << QList<int>() << QStringList{"summary:3", "verification:40"};
    QTest::newRow("replaced") << QList<int>{21, 25}
                              << QStringList{"summary:3", "root-cause:21", "root-cause:25", "verification:40"};
    QTest::newRow("more than before") << QList<int>{20, 22, 24, 26}
                                      << QStringList{"summary:3", "root-cause:20", "root-cause:22",
                                                     "root-cause:24", "root-cause:26", "verification:40"};
}

void tst_LintModel::updateSectionReplacesOnlyThatSection()
{
    QFETCH(QList<int>, newLines);
    QFETCH(QStringList, expected);
    LintModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDiagnostics({diag(QStringLiteral("fix"), 1, Severity::Error,
                               QStringLiteral("required-section-empty"), true),
                          diag(QStringLiteral("summary"), 3, Severity::Warning, QStringLiteral("hedging")),
                          diag(QStringLiteral("root-cause"), 20, Severity::Warning, QStringLiteral("hedging")),
                          diag(QStringLiteral("root-cause"), 23, Severity::Info, QStringLiteral("passive-voice")),
                          diag(QStringLiteral("verification"), 40, Severity::Warning,
                               QStringLiteral("verification-scope"))});
    QList<Diagnostic> fresh;
    for (int line : newLines)
        fresh << diag(QStringLiteral("root-cause"), line, Severity::Warning, QStringLiteral("blame"));
    model.updateSection(QStringLiteral("root-cause"), fresh);
    QCOMPARE(rowsOf(model), expected);
}

QTEST_GUILESS_MAIN(tst_LintModel)
#include "tst_lintmodel.moc"
