#include "helpwindow.h"
#include "initresources.h"

#include <QTextBrowser>
#include <QTest>

using namespace pm;

class TestHelpWindow : public QObject
{
    Q_OBJECT

private slots:
    void pagesExistInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("shortcutHeading");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("## Keys");
        QTest::newRow("zh") << QStringLiteral("zh") << QStringLiteral("## 快捷键");
    }
    void pagesExistInBothLanguages()
    {
        QFETCH(QString, language);
        QFETCH(QString, shortcutHeading);
        pmInitResources();
        const QString help = HelpWindow::text(HelpWindow::Page::Help, language);
        // The user's workflow, the checks with examples, keys, files, the CLI and a hook.
        QVERIFY(help.contains(shortcutHeading));
        QVERIFY(help.contains(QStringLiteral("Ctrl+E")));
        QVERIFY(help.contains(QStringLiteral("Ctrl+.")));
        QVERIFY(help.contains(QStringLiteral("postmortem-editor lint")));
        QVERIFY(help.contains(QStringLiteral("fmt --check")));
        QVERIFY(help.contains(QStringLiteral("(discipline:)")));
        const QString discipline = HelpWindow::text(HelpWindow::Page::Discipline, language);
        QVERIFY(discipline.size() > 1000);
        // The product's own words: nothing addressed to an AI assistant or its triggers.
        for (const QString &bad : {QStringLiteral("/post-mortem"), QStringLiteral("本技能"), QStringLiteral("skill"),
                                   QStringLiteral("seeds/"), QStringLiteral("management-talk")})
            QVERIFY2(!discipline.contains(bad) && !help.contains(bad), qPrintable(bad));
    }

    void disciplineIsOneClickAway()
    {
        pmInitResources();
        HelpWindow window;
        QCOMPARE(window.page(), HelpWindow::Page::Help);
        emit window.browser()->anchorClicked(QUrl(QStringLiteral("discipline:")));
        QCOMPARE(window.page(), HelpWindow::Page::Discipline);
        QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("four inputs")));
        emit window.browser()->anchorClicked(QUrl(QStringLiteral("help:")));
        QCOMPARE(window.page(), HelpWindow::Page::Help);
    }
};

QTEST_MAIN(TestHelpWindow)
#include "tst_helpwindow.moc"
