#include "documentmodel.h"
#include "linter.h"
#include "sectionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

using namespace pm;

class TestSectionListModel : public QObject
{
    Q_OBJECT

private slots:
    void rowsRolesAndTester()
    {
        DocumentModel document;
        SectionListModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("Summary"));
        QCOMPARE(model.index(2).data(SectionListModel::KeyRole).toString(), QStringLiteral("root-cause"));
        QVERIFY(model.index(2).data(SectionListModel::RequiredRole).toBool());
        QVERIFY(!model.index(1).data(SectionListModel::RequiredRole).toBool());
        QVERIFY(model.index(0).data(SectionListModel::EmptyRole).toBool());
        QVERIFY(!model.index(0).data(SectionListModel::GuidanceRole).toString().isEmpty());

        // Typing clears the empty mark of that row only.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QTextCursor(document.document(QStringLiteral("summary"))).insertText(QStringLiteral("Text"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QVERIFY(!model.index(0).data(SectionListModel::EmptyRole).toBool());

        // Problem counts show in the text and the tooltip.
        model.setProblemCounts({{QStringLiteral("fix"), 3}});
        QCOMPARE(model.index(4).data().toString(), QStringLiteral("Fix (3)"));
        QVERIFY(model.index(4).data(Qt::ToolTipRole).toString().contains(QStringLiteral("3")));

        // A Chinese draft shows Chinese headings; a reset rebuilds the rows.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        document.setDraft(DraftFormat::newDraft(QStringLiteral("zh")));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.index(0).data().toString(), QString::fromUtf8("摘要"));
        QCOMPARE(model.index(4).data(SectionListModel::ProblemCountRole).toInt(), 0);

        // Guidance follows the UI language, not the document's.
        model.setUiLanguage(QStringLiteral("zh"));
        QVERIFY(model.index(0).data(SectionListModel::GuidanceRole).toString().contains(QString::fromUtf8("一段话")));
    }

    void emptinessAgreesWithTheLinter_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("empty");
        QTest::newRow("blank lines") << QStringLiteral("\n  \n\t\n") << true;
        QTest::newRow("an HTML comment only") << QStringLiteral("<!-- to do -->\n") << true;
        QTest::newRow("a comment over lines") << QStringLiteral("\n<!-- one\n two\n-->\n  \n") << true;
        QTest::newRow("an unclosed comment") << QStringLiteral("<!-- never closed\ntext\n") << true;
        QTest::newRow("text after a comment") << QStringLiteral("<!-- c -->\nThe cache was stale.\n") << false;
        QTest::newRow("text on the comment's last line") << QStringLiteral("<!-- a\nb --> c\n") << false;
        QTest::newRow("text") << QStringLiteral("x") << false;
    }

    void emptinessAgreesWithTheLinter()
    {
        // As typed into the editor (the document) and as read from a file (not yet a
        // document): the tab's mark and required-section-empty must agree.
        QFETCH(QString, text);
        QFETCH(bool, empty);
        for (const bool typed : {true, false}) {
            DocumentModel document;
            SectionListModel model(&document);
            Expected<PostMortem> pm = DraftFormat::parse("# T\n\n## Fix\n\n" + (typed ? QString() : text).toUtf8());
            QVERIFY(pm.ok());
            document.setDraft(pm.value());
            if (typed)
                QTextCursor(document.document(QStringLiteral("fix"))).insertText(text);
            const int row = document.indexOfKey(QStringLiteral("fix"));
            QCOMPARE(model.index(row).data(SectionListModel::EmptyRole).toBool(), empty);
            bool linterSaysEmpty = false;
            for (const Diagnostic &d : Linter().lint(document.snapshot(), LintOptions())) {
                if (d.rule == QLatin1String("required-section-empty") && d.sectionId == QLatin1String("fix"))
                    linterSaysEmpty = true;
            }
            QCOMPARE(linterSaysEmpty, empty);
        }
    }

    // An extra section before the draft's first known one stays first; the sections the
    // draft lacks stand where filling them in writes them.
    void extraSectionsWhereTheDraftHasThem()
    {
        DocumentModel document;
        SectionListModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Expected<PostMortem> pm = DraftFormat::parse("# T\n\n## Timeline\n\n09:00 paged\n\n## Fix\n\nx\n");
        QVERIFY(pm.ok());
        document.setDraft(pm.value());
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("Timeline"));
        QCOMPARE(model.index(0).data(SectionListModel::SectionIdRole).toString(), QString());
        QVERIFY(model.index(0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Extra")));
        QCOMPARE(model.index(1).data(SectionListModel::SectionIdRole).toString(), QStringLiteral("summary"));
        QCOMPARE(model.index(5).data(SectionListModel::SectionIdRole).toString(), QStringLiteral("fix"));
    }
};

QTEST_MAIN(TestSectionListModel)
#include "tst_sectionlistmodel.moc"
