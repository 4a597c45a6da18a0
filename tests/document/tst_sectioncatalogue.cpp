#include "sectioncatalogue.h"

#include <QTest>

using namespace pm;

class TestSectionCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void order()
    {
        const QStringList expected = {
            QStringLiteral("summary"),
            QStringLiteral("symptoms"),
            QStringLiteral("root-cause"),
            QStringLiteral("why-symptom"),
            QStringLiteral("fix"),
            QStringLiteral("how-found"),
            QStringLiteral("why-slipped"),
            QStringLiteral("verification"),
            QStringLiteral("action-items"),
        };
        QCOMPARE(SectionCatalogue::ids(), expected);
        QStringList required;
        for (const SectionInfo &info : SectionCatalogue::all()) {
            if (info.required)
                required.append(info.id);
            QVERIFY2(!info.guidanceEn.isEmpty() && !info.guidanceZh.isEmpty(), qPrintable(info.id));
        }
        QCOMPARE(required, (QStringList{QStringLiteral("summary"), QStringLiteral("root-cause"),
                                        QStringLiteral("fix"), QStringLiteral("verification")}));
    }

    void headings_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("id");
        // Every canonical heading and every alias, in both languages.
        for (const SectionInfo &info : SectionCatalogue::all()) {
            QTest::newRow(qPrintable(QStringLiteral("en:") + info.headingEn)) << info.headingEn << info.id;
            QTest::newRow(qPrintable(QStringLiteral("zh:") + info.headingZh)) << info.headingZh << info.id;
            for (const QString &alias : info.aliases)
                QTest::newRow(qPrintable(QStringLiteral("alias:") + alias)) << alias << info.id;
        }
        // Decorations that must not change the meaning.
        QTest::newRow("numbered") << QStringLiteral("3. Root cause") << QStringLiteral("root-cause");
        QTest::newRow("numbered paren") << QStringLiteral("5) Fix") << QStringLiteral("fix");
        QTest::newRow("required suffix") << QStringLiteral("Summary (required)") << QStringLiteral("summary");
        QTest::newRow("full-width required") << QString::fromUtf8("摘要（必填）") << QStringLiteral("summary");
        QTest::newRow("zh number") << QString::fromUtf8("1. 摘要 (必填)") << QStringLiteral("summary");
        QTest::newRow("zh enumeration") << QString::fromUtf8("三、根因") << QStringLiteral("root-cause");
        QTest::newRow("upper case") << QStringLiteral("ROOT CAUSE") << QStringLiteral("root-cause");
        QTest::newRow("bold") << QStringLiteral("**Verification**") << QStringLiteral("verification");
        QTest::newRow("colon") << QStringLiteral("Fix:") << QStringLiteral("fix");
        QTest::newRow("full-width colon") << QString::fromUtf8("修复：") << QStringLiteral("fix");
        QTest::newRow("RCA") << QStringLiteral("RCA") << QStringLiteral("root-cause");
        QTest::newRow("follow-ups") << QStringLiteral("Follow-ups") << QStringLiteral("action-items");
        QTest::newRow("slash spacing") << QStringLiteral("Action items/Follow-ups") << QStringLiteral("action-items");
        QTest::newRow("zh slash") << QString::fromUtf8("行动项/后续跟进") << QStringLiteral("action-items");
        QTest::newRow("why-slipped zh seed") << QString::fromUtf8("为何未能提前发现") << QStringLiteral("why-slipped");
        // Headings of real post-mortems (issue 9), mapped by meaning.
        // clang-format off
        const char *const mapped[][2] = {
            {"Detection", "how-found"}, {"What went wrong", "root-cause"},
            {"Root cause of the outage", "root-cause"}, {"Resolution", "fix"},
            {"问题描述", "symptoms"}, {"问题现象", "symptoms"}, {"问题排查", "how-found"},
            {"原因分析", "root-cause"}, {"解决方案", "fix"}, {"如何修复", "fix"},
            {"后续改进", "action-items"}, {"2. 原因分析", "root-cause"}};
        for (const auto &m : mapped)
            QTest::newRow(qPrintable(QStringLiteral("real:") + QString::fromUtf8(m[0])))
                << QString::fromUtf8(m[0]) << QString::fromLatin1(m[1]);
        // Not one of the nine.
        QTest::newRow("timeline") << QStringLiteral("Timeline") << QString();
        QTest::newRow("impact") << QStringLiteral("Customer impact") << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("summary of logs") << QStringLiteral("Summary of logs") << QString();
    }
    // clang-format on
    void headings()
    {
        QFETCH(QString, heading);
        QFETCH(QString, id);
        QCOMPARE(SectionCatalogue::idForHeading(heading), id);
    }

    void knownExtras_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<bool>("extra");
        // Kept as extra sections on purpose: incident material, stopgaps, retrospectives.
        for (const char *h : {"Impact", "Timeline", "Mitigation", "Lessons learned", "时间线", "影响范围"})
            QTest::newRow(h) << QString::fromUtf8(h) << true;
        QTest::newRow("a section") << QStringLiteral("Root cause") << false;
        QTest::newRow("unknown") << QStringLiteral("Appendix B") << false;
    }
    void knownExtras()
    {
        QFETCH(QString, heading);
        QFETCH(bool, extra);
        QCOMPARE(SectionCatalogue::isKnownExtra(heading), extra);
        if (extra)
            QCOMPARE(SectionCatalogue::idForHeading(heading), QString());
    }

    void languages()
    {
        const SectionInfo *fix = SectionCatalogue::find(QStringLiteral("fix"));
        QVERIFY(fix);
        QCOMPARE(fix->heading(QStringLiteral("en")), QStringLiteral("Fix"));
        QCOMPARE(fix->heading(QStringLiteral("zh")), QString::fromUtf8("修复"));
        QCOMPARE(SectionCatalogue::find(QStringLiteral("nope")), nullptr);
        QCOMPARE(SectionCatalogue::indexOf(QStringLiteral("action-items")), 8);
    }
};

QTEST_GUILESS_MAIN(TestSectionCatalogue)
#include "tst_sectioncatalogue.moc"
