// File ▸ Import: the mapping dialog shows each heading's section and reason, plans again
// when the author changes one, opens the draft with the author's mapping on OK and
// nothing on Cancel, and keeps a usable size on a 1024x700 screen.
#include "documentmodel.h"
#include "importmappingdialog.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "modalscript.h"
#include "testfiles.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace pm;

namespace {

// A foreign post-mortem in the project's own words: an untitled background, a cause
// with code, and a fix with a pull request.
const QByteArray Foreign = "# Lease loss\n"
                           "\n"
                           "## Background\n"
                           "\n"
                           "A soak run on the staging pool showed leases expiring early.\n"
                           "\n"
                           "## Causes\n"
                           "\n"
                           "`renew()` skips the jitter because `lease.ttl` is read twice.\n"
                           "\n"
                           "## Details of the fix\n"
                           "\n"
                           "PR #41 changed `renew()` to read the TTL once.\n"
                           "\n"
                           "### Rollout\n"
                           "\n"
                           "Canary first.\n";

// The section id each heading line starts in the draft, "" for an extra section.
QHash<int, QString> sectionsByLine(const QByteArray &draft)
{
    QHash<int, QString> out;
    const Expected<PostMortem> pm = DraftFormat::parse(draft, QStringLiteral("x.md"));
    if (!pm)
        return out;
    const int offset = int(draft.left(draft.indexOf("# Lease loss")).count('\n'));
    for (const Section &s : pm->sections)
        out.insert(s.headingLine - offset, s.id);
    return out;
}

QStringList reasonsShown(const ImportMappingDialog &d)
{
    QStringList out;
    for (const QLabel *label : d.findChildren<QLabel *>())
        out << label->text();
    return out;
}

} // namespace

class tst_ImportMappingDialog : public pmtest::MainWindowTest
{
    Q_OBJECT
private slots:
    void showsTheImportersPlan();
    void changedChoiceOpensThatSection();
    void aSectionGoesToOneHeading();
    void insideOnlyBelowTheSections();
    void cancelOpensNothing();
    void okOpensTheMappedDraft();
    void fitsAndRemembersItsSize();
};

void tst_ImportMappingDialog::showsTheImportersPlan()
{
    const Expected<ImportResult> first = importForeign(Foreign, QStringLiteral("lease.md"));
    QVERIFY(first);
    ImportMappingDialog d(Foreign, QStringLiteral("lease.md"), first.value());
    // One row per heading, each showing the role and reason the importer gave.
    QCOMPARE(int(first->plan.headings.size()), 5);
    for (const HeadingChoice &h : first->plan.headings) {
        QComboBox *box = d.sectionBox(h.line);
        QVERIFY2(box, qPrintable(h.text));
        QVERIFY2(reasonsShown(d).contains(h.reason), qPrintable(h.reason));
    }
    QCOMPARE(d.sectionBox(1)->currentData().toString(), QStringLiteral("title"));
    QCOMPARE(d.sectionBox(7)->currentData().toString(), QStringLiteral("root-cause"));
    QCOMPARE(d.sectionBox(11)->currentData().toString(), QStringLiteral("fix"));
    QCOMPARE(d.sectionBox(3)->currentData().toString(), QStringLiteral("extra"));
    QCOMPARE(d.sectionBox(15)->currentData().toString(), QStringLiteral("inside"));
    QVERIFY(d.sectionBox(2) == nullptr);
}

void tst_ImportMappingDialog::changedChoiceOpensThatSection()
{
    const Expected<ImportResult> first = importForeign(Foreign, QStringLiteral("lease.md"));
    QVERIFY(first);
    ImportMappingDialog d(Foreign, QStringLiteral("lease.md"), first.value());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    // By keyboard, as a person would: the Background's box, "6" for How it was found.
    QComboBox *background = d.sectionBox(3);
    background->setFocus();
    QTest::keyClick(background, Qt::Key_6);
    QCOMPARE(background->currentData().toString(), QStringLiteral("how-found"));
    QCOMPARE(d.choices().value(3), QStringLiteral("how-found"));
    QVERIFY(reasonsShown(d).contains(QStringLiteral("your choice")));
    const QHash<int, QString> sections = sectionsByLine(d.result().draft);
    QCOMPARE(sections.value(3), QStringLiteral("how-found"));
    QCOMPARE(sections.value(7), QStringLiteral("root-cause"));
    QVERIFY(d.result().draft.contains("## How it was found\n\nA soak run on the staging pool"));
}

void tst_ImportMappingDialog::aSectionGoesToOneHeading()
{
    const Expected<ImportResult> first = importForeign(Foreign, QStringLiteral("lease.md"));
    QVERIFY(first);
    ImportMappingDialog d(Foreign, QStringLiteral("lease.md"), first.value());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    // Causes becomes the Fix: Details of the fix gives it up, and its row says so.
    QComboBox *causes = d.sectionBox(7);
    causes->setFocus();
    QTest::keyClick(causes, Qt::Key_5);
    QCOMPARE(causes->currentData().toString(), QStringLiteral("fix"));
    QVERIFY(d.sectionBox(11)->currentData().toString() != QLatin1String("fix"));
    const QHash<int, QString> sections = sectionsByLine(d.result().draft);
    QCOMPARE(sections.value(7), QStringLiteral("fix"));
    QCOMPARE(int(std::count(sections.cbegin(), sections.cend(), QStringLiteral("fix"))), 1);
    // The author's later word for the same section wins over the earlier one.
    QComboBox *details = d.sectionBox(11);
    details->setFocus();
    QTest::keyClick(details, Qt::Key_5);
    QCOMPARE(details->currentData().toString(), QStringLiteral("fix"));
    QVERIFY(!d.choices().contains(7));
    QCOMPARE(sectionsByLine(d.result().draft).value(11), QStringLiteral("fix"));
}

void tst_ImportMappingDialog::insideOnlyBelowTheSections()
{
    const Expected<ImportResult> first = importForeign(Foreign, QStringLiteral("lease.md"));
    QVERIFY(first);
    ImportMappingDialog d(Foreign, QStringLiteral("lease.md"), first.value());
    // A level-2 heading cannot stay inside a level-2 section; a level-3 one cannot be an
    // extra section beside them: neither is offered.
    QCOMPARE(d.sectionBox(3)->findData(QStringLiteral("inside")), -1);
    QCOMPARE(d.sectionBox(15)->findData(QStringLiteral("extra")), -1);
    QVERIFY(d.sectionBox(15)->findData(QStringLiteral("verification")) >= 0);
}

void tst_ImportMappingDialog::cancelOpensNothing()
{
    MainWindow window;
    const QString draft = m_dir->filePath(QStringLiteral("open.md"));
    pmtest::writeFile(draft, pmtest::sample());
    QVERIFY(window.openFile(draft));
    const QString foreign = m_dir->filePath(QStringLiteral("lease.md"));
    pmtest::writeFile(foreign, Foreign);
    const QStringList before = QDir(m_dir->path()).entryList(QDir::Files);
    const QByteArray text = window.document()->serialized();

    pmtest::ModalScript script;
    bool shown = false;
    script.then<ImportMappingDialog>(QStringLiteral("mapping dialog"), [&shown](ImportMappingDialog *d) {
        shown = true;
        QTest::keyClick(d->sectionBox(3), Qt::Key_6); // a change, then Cancel after all
        d->reject();
    });
    script.start();
    QVERIFY(!window.importFile(foreign));
    QVERIFY2(script.finished(), qPrintable(script.failure()));
    QVERIFY(shown);
    QCOMPARE(window.document()->path(), QFileInfo(draft).absoluteFilePath());
    QVERIFY(!window.document()->isModified());
    QCOMPARE(window.document()->serialized(), text);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), before);
    QCOMPARE(pmtest::readFile(foreign), Foreign);
}

void tst_ImportMappingDialog::okOpensTheMappedDraft()
{
    MainWindow window;
    const QString foreign = m_dir->filePath(QStringLiteral("lease.md"));
    pmtest::writeFile(foreign, Foreign);
    const QStringList before = QDir(m_dir->path()).entryList(QDir::Files);
    pmtest::ModalScript script;
    script.then<ImportMappingDialog>(QStringLiteral("mapping dialog"), [](ImportMappingDialog *d) {
        QTest::keyClick(d->sectionBox(3), Qt::Key_6);
        d->accept();
    });
    script.start();
    QVERIFY(window.importFile(foreign));
    QVERIFY2(script.finished(), qPrintable(script.failure()));
    // A new, unsaved draft: the background is How it was found, in the tabs too.
    QVERIFY(window.document()->isUntitled());
    QVERIFY(window.document()->isModified());
    const PostMortem pm = window.document()->snapshot();
    QVERIFY(pm.sectionText(QStringLiteral("how-found")).contains(QLatin1String("soak run")));
    QVERIFY(pm.sectionText(QStringLiteral("root-cause")).contains(QLatin1String("renew()")));
    QVERIFY(pm.sectionText(QStringLiteral("fix")).contains(QLatin1String("### Rollout")));
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), before);
}

void tst_ImportMappingDialog::fitsAndRemembersItsSize()
{
    const Expected<ImportResult> first = importForeign(Foreign, QStringLiteral("lease.md"));
    QVERIFY(first);
    QWidget screen;
    screen.resize(1024, 700);
    {
        ImportMappingDialog d(Foreign, QStringLiteral("lease.md"), first.value(), &screen);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY2(d.width() <= 1024 && d.height() <= 700, qPrintable(QStringLiteral("%1x%2").arg(d.width()).arg(d.height())));
        QVERIFY(d.minimumSizeHint().width() <= 1024 && d.minimumSizeHint().height() <= 700);
        // Every row whole at that size: no sideways scrolling, each box wide enough for
        // the longest section name it offers.
        auto *scroll = d.findChild<QScrollArea *>();
        QVERIFY(scroll);
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible());
        QComboBox *box = d.sectionBox(7);
        QVERIFY(box->width() >= box->sizeHint().width());
        d.resize(700, 450);
        d.reject();
    }
    ImportMappingDialog again(Foreign, QStringLiteral("lease.md"), first.value(), &screen);
    QCOMPARE(again.size(), QSize(700, 450));
}

PM_MAINWINDOW_TEST_MAIN(tst_ImportMappingDialog, "tst_importmappingdialog")
#include "tst_importmappingdialog.moc"
