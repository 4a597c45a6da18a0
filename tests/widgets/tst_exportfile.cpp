// Save As in the export dialog, through the real file dialog: where it proposes to put
// the export, and that no destination's export is ever written over the draft, by its
// name or through a link.

#include "destinations.h"
#include "draftformat.h"
#include "modalscript.h"
#include "publishdialog.h"
#include "testfiles.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

QByteArray sampleBytes()
{
    return pmtest::readFile(QStringLiteral(PM_SAMPLE));
}

PostMortem sample()
{
    return DraftFormat::parse(sampleBytes()).value();
}

} // namespace

class TestExportFile : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
    }

    // The person picks the draft (or a link to it) for the export of any destination:
    // past the file dialog's replace question, the choice is refused with a message naming
    // it and the file dialog comes back; nothing is written and the export dialog stays.
    void everyDestinationRefusesTheDraft_data()
    {
        QTest::addColumn<int>("destination");
        QTest::addColumn<bool>("throughALink");
        for (Destination d : allDestinations()) {
            QTest::newRow(qPrintable(destinationId(d))) << int(d) << false;
            QTest::newRow(qPrintable(destinationId(d) + QStringLiteral(", a link"))) << int(d) << true;
        }
    }
    void everyDestinationRefusesTheDraft()
    {
        QFETCH(int, destination);
        QFETCH(bool, throughALink);
        const QString draft = pmtest::writeFile(m_dir->filePath(QStringLiteral("CDN-4821.md")), sampleBytes());
        QString picked = draft;
        if (throughALink) {
            picked = m_dir->filePath(QStringLiteral("link.md"));
            QVERIFY(QFile::link(draft, picked));
        }
        PublishDialog dialog(sample(), draft);
        dialog.setDestination(Destination(destination));
        dialog.show();
        QVERIFY(dialog.saveButton()->isEnabled());
        QString proposed, refusal;
        bool askedAgain = false;
        pmtest::ModalScript script;
        script.then<QFileDialog>(QStringLiteral("file dialog"), [&](QFileDialog *files) {
                  proposed = files->selectedFiles().value(0);
                  pmtest::pressSave(files, picked);
              })
            .then<QMessageBox>(
                QStringLiteral("replace question"), [](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); }, [](QMessageBox *box) { return box->text().contains(QStringLiteral("already exists")); })
            .then<QMessageBox>(
                QStringLiteral("refusal"), [&](QMessageBox *box) {
                    refusal = box->text();
                    box->accept(); }, [](QMessageBox *box) { return box->text().contains(QStringLiteral("the draft")); })
            .then<QFileDialog>(QStringLiteral("file dialog asked again"), [&](QFileDialog *files) {
                askedAgain = true;
                files->reject();
            });
        script.start();
        dialog.saveButton()->click();
        QVERIFY2(script.finished(), qPrintable(script.failure()));
        QVERIFY(!proposed.isEmpty());
        QVERIFY2(QFileInfo(proposed).fileName() != QLatin1String("CDN-4821.md"), qPrintable(proposed));
        QVERIFY2(refusal.contains(QDir::toNativeSeparators(picked)), qPrintable(refusal));
        QVERIFY(askedAgain);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.statusLabel()->text().isEmpty(), qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(pmtest::readFile(draft), sampleBytes());

        // The dialog's own save refuses it too.
        QString error;
        QVERIFY(!dialog.saveTo(picked, &error));
        QVERIFY2(error.contains(QStringLiteral("replace the draft")), qPrintable(error));
        QCOMPARE(pmtest::readFile(draft), sampleBytes());
    }

    // In a git work tree the Markdown export is proposed at docs/postmortems/<TICKET>.md
    // under its root: the folder is there while the question is asked, gone again after a
    // cancel, and kept with the export after a save.
    void markdownIsProposedInTheWorkTreesDocs()
    {
        QDir root(m_dir->path());
        QVERIFY(root.mkdir(QStringLiteral(".git")));
        QVERIFY(root.mkdir(QStringLiteral("notes")));
        const QString draft = pmtest::writeFile(root.filePath(QStringLiteral("notes/draft.md")), sampleBytes());
        const QString expected = root.filePath(QStringLiteral("docs/postmortems/CDN-4821.md"));
        PublishDialog dialog(sample(), draft);
        dialog.setDestination(Destination::Markdown);
        dialog.show();

        QString proposed;
        bool folderThere = false;
        pmtest::ModalScript cancel;
        cancel.then<QFileDialog>(QStringLiteral("file dialog"), [&](QFileDialog *files) {
            proposed = files->selectedFiles().value(0);
            folderThere = root.exists(QStringLiteral("docs/postmortems"));
            files->reject();
        });
        cancel.start();
        dialog.saveButton()->click();
        QVERIFY2(cancel.finished(), qPrintable(cancel.failure()));
        QCOMPARE(QDir::cleanPath(proposed), expected);
        QVERIFY(folderThere);
        QVERIFY(!root.exists(QStringLiteral("docs")));

        pmtest::ModalScript save;
        save.then<QFileDialog>(QStringLiteral("file dialog"), [](QFileDialog *files) { pmtest::pressSave(files); });
        save.start();
        dialog.saveButton()->click();
        QVERIFY2(save.finished(), qPrintable(save.failure()));
        QVERIFY2(QFile::exists(expected), qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(pmtest::readFile(expected), dialog.payload());
        QVERIFY2(dialog.statusLabel()->text().startsWith(QStringLiteral("Saved ")), qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(pmtest::readFile(draft), sampleBytes());
    }

private:
    QScopedPointer<QTemporaryDir> m_dir;
};

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportfile"));
    TestExportFile test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_exportfile.moc"
