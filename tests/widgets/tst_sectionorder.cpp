// Extra sections keep one order everywhere: the tabs, View ▸ Sections, the live preview
// and the exports list a draft's sections alike, each extra section after the section
// it followed in the file.
#include "destinations.h"
#include "documentmodel.h"
#include "livepreview.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "sectiontabs.h"
#include "testfiles.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeySequence>
#include <QMenu>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTest>

using namespace pm;

namespace {

// Extra sections before the nine, between two of them, after a known one that stands
// out of order in the file, and after the last.
const QByteArray Draft = "---\n"
                         "title: Order of sections\n"
                         "language: en\n"
                         "---\n"
                         "\n"
                         "# Order of sections\n"
                         "\n"
                         "## Background\n"
                         "\n"
                         "Written before the nine.\n"
                         "\n"
                         "## Summary\n"
                         "\n"
                         "The cache in `lease.go` returned stale leases.\n"
                         "\n"
                         "## Timeline\n"
                         "\n"
                         "- 10:00 the alert on `lease_age` fired.\n"
                         "\n"
                         "## Fix\n"
                         "\n"
                         "PR #7 drops the cache in `lease.go`.\n"
                         "\n"
                         "## Rollout notes\n"
                         "\n"
                         "Canary first, then all pools.\n"
                         "\n"
                         "## Root cause\n"
                         "\n"
                         "`renew()` read `lease.ttl` before the cache was filled.\n"
                         "\n"
                         "## Appendix\n"
                         "\n"
                         "Written after the last.\n";

// In the seed's order, each extra section after the one it followed in the file.
const QStringList WantedOrder{QStringLiteral("Background"), QStringLiteral("Summary"), QStringLiteral("Timeline"),
                              QStringLiteral("Root cause"), QStringLiteral("Appendix"), QStringLiteral("Fix"),
                              QStringLiteral("Rollout notes")};

// The names of list that are sections of the draft (the nine it lacks left out), in order.
QStringList draftSections(const QStringList &names)
{
    QStringList out;
    for (QString name : names) {
        name.remove(QLatin1Char('&'));
        name.remove(QRegularExpression(QStringLiteral(R"(^\d+\s+|\s+\(\d+\)$)")));
        if (WantedOrder.contains(name))
            out << name;
    }
    return out;
}

QStringList adfHeadings(const QJsonObject &adf)
{
    QStringList out;
    for (const QJsonValue &node : adf.value(QLatin1String("content")).toArray()) {
        const QJsonObject o = node.toObject();
        if (o.value(QLatin1String("type")).toString() != QLatin1String("heading"))
            continue;
        QString text;
        for (const QJsonValue &part : o.value(QLatin1String("content")).toArray())
            text += part.toObject().value(QLatin1String("text")).toString();
        out << text;
    }
    return out;
}

} // namespace

class tst_SectionOrder : public pmtest::MainWindowTest
{
    Q_OBJECT
private slots:
    void oneOrderEverywhere();
};

void tst_SectionOrder::oneOrderEverywhere()
{
    const QString path = m_dir->filePath(QStringLiteral("order.md"));
    pmtest::writeFile(path, Draft);
    MainWindow window;
    QVERIFY(window.openFile(path));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The tabs, by the name each one's tooltip starts with (a narrow bar shows numbers).
    SectionTabs *tabs = window.tabs();
    QStringList tabNames;
    for (int i = 0; i < tabs->count(); ++i)
        tabNames << tabs->tabToolTip(i).section(QLatin1Char('\n'), 0, 0);
    QCOMPARE(draftSections(tabNames), WantedOrder);

    // View ▸ Sections, as it is when opened.
    auto *menu = window.findChild<QMenu *>(QStringLiteral("sectionsMenu"));
    QVERIFY(menu);
    emit menu->aboutToShow();
    QStringList menuNames;
    for (const QAction *a : menu->actions())
        menuNames << a->text();
    QCOMPARE(draftSections(menuNames), WantedOrder);
    QCOMPARE(menuNames.size(), tabNames.size());

    // The live preview.
    LivePreview *preview = window.livePreview();
    QVERIFY(preview);
    preview->refresh();
    QStringList previewNames;
    for (QTextBlock b = preview->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 3)
            previewNames << b.text();
    }
    QCOMPARE(previewNames, WantedOrder);

    // The exports: ADF for JIRA, and Markdown.
    const PostMortem pm = window.document()->snapshot();
    QCOMPARE(draftSections(adfHeadings(toAdf(pm))), WantedOrder);
    QStringList markdownNames;
    for (const QString &line : toMarkdown(pm, Destination::Markdown).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## ")))
            markdownNames << line.mid(3);
    }
    QCOMPARE(markdownNames, WantedOrder);

    // Alt+number still reaches one of the nine wherever the tabs put it.
    QAction *fix = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->shortcut() == QKeySequence(Qt::ALT | Qt::Key_5))
            fix = a;
    }
    QVERIFY(fix);
    fix->trigger();
    QCOMPARE(tabs->currentKey(), QStringLiteral("fix"));
}

PM_MAINWINDOW_TEST_MAIN(tst_SectionOrder, "tst_sectionorder")
#include "tst_sectionorder.moc"
