#include "documentmodel.h"
#include "sectionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

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
        document.newDocument(QStringLiteral("zh"));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.index(0).data().toString(), QString::fromUtf8("摘要"));
        QCOMPARE(model.index(4).data(SectionListModel::ProblemCountRole).toInt(), 0);

        // Guidance follows the UI language, not the document's.
        model.setUiLanguage(QStringLiteral("zh"));
        QVERIFY(model.index(0).data(SectionListModel::GuidanceRole).toString().contains(QString::fromUtf8("一段话")));
    }

    void extraSectionsAfterTheNine()
    {
        DocumentModel document;
        SectionListModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Expected<PostMortem> pm = DraftFormat::parse("# T\n\n## Timeline\n\n09:00 paged\n\n## Fix\n\nx\n");
        QVERIFY(pm.ok());
        document.loadValue(pm.value(), QString(), false);
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(9).data().toString(), QStringLiteral("Timeline"));
        QCOMPARE(model.index(9).data(SectionListModel::SectionIdRole).toString(), QString());
        QVERIFY(model.index(9).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Extra")));
    }
};

QTEST_MAIN(TestSectionListModel)
#include "tst_sectionlistmodel.moc"
