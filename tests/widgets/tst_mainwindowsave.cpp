// MainWindow and its files: open, save and reload, the metadata bar's edits on disk,
// recent files, drop, the unsaved-changes prompt, files it cannot take as they are (binary,
// broken front matter, invalid UTF-8) and a full disk.
#include "documentmodel.h"
#include "documentservice.h"
#include "fullfilesystem.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "metadatabar.h"
#include "recoverystore.h"
#include "repairbanner.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "statusfields.h"
#include "testfiles.h"

#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTextCursor>

using namespace pm;
using pmtest::answerNextMessageBox;
using pmtest::readFile;
using pmtest::sample;
using pmtest::writeFile;

class TestMainWindowSave : public pmtest::MainWindowTest
{
    Q_OBJECT

private slots:

    void saveAndReload()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        {
            MainWindow w;
            w.show();
            QVERIFY(w.openFile(path));
            w.tabs()->showKey(QStringLiteral("verification"));
            SectionEditor *ed = w.tabs()->currentEditor();
            QTextCursor c = ed->textCursor();
            c.movePosition(QTextCursor::End);
            ed->setTextCursor(c);
            w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            ed->setFocus();
            QTest::keyClick(ed, Qt::Key_Return);
            QTest::keyClicks(ed, QStringLiteral("- Soak: 6 h on `edge-fra-04`, no mismatch."));
            QTest::keySequence(ed, QKeySequence::Save);
            QVERIFY(!w.document()->isModified());
        }
        QVERIFY(readFile(path).contains("- Soak: 6 h on `edge-fra-04`, no mismatch.\n"));
        MainWindow again;
        again.show();
        QVERIFY(again.openFile(path));
        again.tabs()->showKey(QStringLiteral("verification"));
        QVERIFY(again.tabs()->currentEditor()->toPlainText().endsWith(QStringLiteral("no mismatch.")));
    }

    void metadataEditsSave()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QLineEdit *ticket = w.metadataBar()->ticketEdit();
        ticket->selectAll();
        QTest::keyClicks(ticket, QStringLiteral("cdn-4999"));
        QCOMPARE(w.document()->meta().ticket, QStringLiteral("CDN-4999"));
        QVERIFY(MetadataBar::isValidTicketKey(QStringLiteral("CDN-4999")));
        QVERIFY(!MetadataBar::isValidTicketKey(QStringLiteral("CDN4999")));
        QVERIFY(w.saveFile(path));
        QVERIFY(readFile(path).contains("ticket: CDN-4999\n"));
    }

    void refsWithSpacesSurviveOtherEdits()
    {
        QByteArray bytes = sample();
        bytes.replace("  - edge/cache#1187\n", "  - PR 1187 (backport)\n");
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), bytes);
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QCOMPARE(w.document()->meta().refs, (QStringList{QStringLiteral("PR 1187 (backport)"), QStringLiteral("9f3c2e1")}));
        QLineEdit *title = w.metadataBar()->titleEdit();
        title->setFocus();
        title->end(false);
        QTest::keyClicks(title, QStringLiteral("!"));
        QCOMPARE(w.document()->meta().refs, (QStringList{QStringLiteral("PR 1187 (backport)"), QStringLiteral("9f3c2e1")}));
        QVERIFY(w.saveFile(path));
        QVERIFY(readFile(path).contains("  - PR 1187 (backport)\n"));
    }

    void recentFiles()
    {
        const QString a = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        const QString b = writeFile(m_dir->filePath(QStringLiteral("b.md")), sample());
        MainWindow w;
        QVERIFY(w.openFile(a));
        QVERIFY(w.openFile(b));
        QVERIFY(w.openFile(a));
        QCOMPARE(w.recentFiles(), (QStringList{QFileInfo(a).absoluteFilePath(), QFileInfo(b).absoluteFilePath()}));
        // A second window (a later start) sees the same list.
        MainWindow later;
        QCOMPARE(later.recentFiles().size(), 2);
        QMenu *file = later.menuBar()->findChildren<QMenu *>().first();
        QMenu *recent = nullptr;
        for (QAction *act : file->actions()) {
            if (act->menu() && act->text().contains(QStringLiteral("Recent")))
                recent = act->menu();
        }
        QVERIFY(recent);
        QVERIFY(recent->isEnabled());
        QVERIFY(recent->actions().first()->text().contains(QStringLiteral("a.md")));
        recent->actions().first()->trigger();
        QCOMPARE(later.document()->path(), QFileInfo(a).absoluteFilePath());
    }

    void dropOpensFile()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("dropped.md")), sample());
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QTRY_COMPARE(w.document()->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(w.document()->meta().ticket, QStringLiteral("CDN-4821"));
    }

    void unsavedChangesPrompt()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.tabs()->currentEditor(), QStringLiteral("unsaved "));
        QVERIFY(w.document()->isModified());

        // Cancel keeps the window open and the text.
        bool seen = false;
        answerNextMessageBox(QMessageBox::Cancel, &seen);
        QVERIFY(!w.close());
        QVERIFY(seen);
        QVERIFY(w.isVisible());
        QVERIFY(w.document()->isModified());

        // Discard closes without writing.
        seen = false;
        answerNextMessageBox(QMessageBox::Discard, &seen);
        QVERIFY(w.close());
        QVERIFY(seen);
        QCOMPARE(readFile(path), sample());
    }

    void unsavedChangesSaveOnClose()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        w.tabs()->showKey(QStringLiteral("how-found"));
        QTest::keyClicks(w.tabs()->currentEditor(), QStringLiteral("Bisected first. "));
        bool seen = false;
        answerNextMessageBox(QMessageBox::Save, &seen);
        QVERIFY(w.close());
        QVERIFY(seen);
        QVERIFY(readFile(path).contains("## How it was found\n\nBisected first. The probe"));
    }

    void unreadableFileKeepsCurrentDraft()
    {
        const QString good = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        const QString bad = writeFile(m_dir->filePath(QStringLiteral("bad.md")), QByteArray("# T\n\0binary\n", 13));
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(good));
        bool seen = false;
        QTimer::singleShot(0, qApp, [&seen] {
            QTRY_VERIFY(QApplication::activeModalWidget());
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QVERIFY(box->text().contains(QStringLiteral("bad.md:2:")));
            seen = true;
            box->accept();
        });
        QVERIFY(!w.openFile(bad));
        QVERIFY(seen);
        QCOMPARE(w.document()->path(), QFileInfo(good).absoluteFilePath());
    }

    void badFrontMatterOpensForRepairInPlace()
    {
        QByteArray bytes = sample();
        bytes.replace("revision: 1\n", "revision: abc\n");
        const QString path = writeFile(m_dir->filePath(QStringLiteral("bad.md")), bytes);
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        RepairBanner *banner = w.repairBanner();
        QVERIFY(banner->isVisible());
        // The body is there, read-only; the front matter waits in its field with the
        // parser's line and problem.
        w.tabs()->showKey(QStringLiteral("fix"));
        QVERIFY(w.tabs()->currentEditor()->toPlainText().contains(QStringLiteral("edge/cache#1187")));
        QVERIFY(w.tabs()->currentEditor()->isReadOnly());
        QVERIFY(!w.metadataBar()->isEnabled());
        QVERIFY(banner->frontMatterEdit()->toPlainText().contains(QStringLiteral("revision: abc")));
        const int line = int(bytes.left(bytes.indexOf("revision: abc")).count('\n')) + 1;
        QVERIFY2(banner->findChildren<QLabel *>().last()->text().contains(QStringLiteral("bad.md:%1:").arg(line)),
                 qPrintable(banner->findChildren<QLabel *>().last()->text()));
        // Save cannot reach the original while it is broken.
        QVERIFY(w.document()->isUntitled());
        // A repair that still fails says so and changes nothing.
        banner->frontMatterEdit()->setPlainText(banner->frontMatterEdit()->toPlainText().replace(QStringLiteral("revision: abc"), QStringLiteral("revision: [")));
        banner->applyButton()->click();
        QVERIFY(banner->isVisible());
        // The right value opens the draft as the file's own, ready to save.
        banner->frontMatterEdit()->setPlainText(banner->frontMatterEdit()->toPlainText().replace(QStringLiteral("revision: ["), QStringLiteral("revision: 2")));
        banner->applyButton()->click();
        QVERIFY(!banner->isVisible());
        QCOMPARE(w.document()->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(w.document()->meta().revision, 2);
        QCOMPARE(w.document()->meta().ticket, QStringLiteral("CDN-4821"));
        QVERIFY(!w.tabs()->currentEditor()->isReadOnly());
        QVERIFY(w.metadataBar()->isEnabled());
        QVERIFY(w.saveFile(path));
        QVERIFY(readFile(path).contains("revision: 2\n"));
    }

    void invalidUtf8OpensReadOnlyAndNeverOverwritesTheOriginal()
    {
        QByteArray bytes = sample();
        bytes.replace("stale copies", "stale \xff\xfe copies");
        const QString path = writeFile(m_dir->filePath(QStringLiteral("latin.md")), bytes);
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QVERIFY(w.repairBanner()->isVisible());
        QVERIFY(w.repairBanner()->messageLabel()->text().contains(QStringLiteral("not valid UTF-8")));
        QVERIFY(w.repairBanner()->saveCopyButton()->isVisible());
        w.tabs()->showKey(QStringLiteral("summary"));
        QVERIFY(w.tabs()->currentEditor()->toPlainText().contains(QChar(0xFFFD)));
        QVERIFY(w.tabs()->currentEditor()->isReadOnly());
        QVERIFY(w.document()->isUntitled()); // Save goes to Save As
        QVERIFY(w.statusFields()->readOnlyBadge()->isVisibleTo(&w));
        // Untitled for saving, yet named by its file in the title bar.
        QCOMPARE(w.windowTitle(), QStringLiteral("latin.md (read-only)[*]"));
        // Saving a copy elsewhere leaves the original bytes alone and ends the banner.
        const QString copy = m_dir->filePath(QStringLiteral("copy.md"));
        QVERIFY(w.saveFile(copy));
        QCOMPARE(readFile(path), bytes);
        QVERIFY(!w.repairBanner()->isVisible());
        QVERIFY(!w.tabs()->currentEditor()->isReadOnly());
        QVERIFY(!w.statusFields()->readOnlyBadge()->isVisibleTo(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("copy.md[*]"));
        QVERIFY(readFile(copy).contains("stale \xef\xbf\xbd"));
    }

    // Ctrl+S on a full disk: a message naming the file and the OS error offers Save As;
    // the file keeps its bytes, the window stays modified and never says "Saved".
    void saveOnAFullDiskOffersSaveAs()
    {
        PM_FULL_FILESYSTEM(fs);
        const QString path = writeFile(fs.filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        w.tabs()->showKey(QStringLiteral("verification"));
        SectionEditor *ed = w.tabs()->currentEditor();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        ed->setFocus();
        QTest::keyClicks(ed, QStringLiteral("Typed on a full disk. "));
        QVERIFY(fs.fill());
        bool seen = false;
        QString shown;
        QTimer::singleShot(0, qApp, [&seen, &shown] {
            QTRY_VERIFY(QApplication::activeModalWidget());
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            shown = box->text() + QLatin1Char('\n') + box->informativeText();
            bool offersSaveAs = false;
            for (QAbstractButton *b : box->buttons())
                offersSaveAs = offersSaveAs || b->text().contains(QStringLiteral("Save As"));
            QVERIFY(offersSaveAs);
            seen = true;
            box->button(QMessageBox::Cancel)->click();
        });
        QTest::keySequence(ed, QKeySequence::Save);
        QTRY_VERIFY(seen);
        QVERIFY2(shown.contains(QDir::toNativeSeparators(path)), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("No space left on device")), qPrintable(shown));
        QVERIFY(w.document()->isModified());
        QVERIFY(w.isWindowModified());
        QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("Saved")), qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(readFile(path), sample());
    }

    // Autosave on a full disk: the status bar and one warning that does not block typing
    // name the OS error; a second failure does not stack a second warning.
    void autosaveOnAFullDiskWarnsOnce()
    {
        PM_FULL_FILESYSTEM(fs);
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        QVERIFY(QDir().mkpath(fs.filePath(QStringLiteral("autosave"))));
        MainWindow w;
        w.documentService()->setRecoveryStore(RecoveryStore(fs.filePath(QStringLiteral("autosave"))));
        w.show();
        QVERIFY(w.openFile(path));
        w.tabs()->showKey(QStringLiteral("verification"));
        QTest::keyClicks(w.tabs()->currentEditor(), QStringLiteral("Not yet safe. "));
        QVERIFY(fs.fill());
        auto warnings = [&w] {
            QList<QMessageBox *> shown;
            for (QMessageBox *box : w.findChildren<QMessageBox *>()) {
                if (box->isVisible())
                    shown.append(box);
            }
            return shown;
        };
        QVERIFY(!w.documentService()->autosaveNow());
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("No space left on device")),
                 qPrintable(w.statusBar()->currentMessage()));
        QTRY_COMPARE(warnings().size(), 1);
        QVERIFY(!QApplication::activeModalWidget());
        const QMessageBox *box = warnings().first();
        const QString said = box->text() + box->informativeText();
        QVERIFY2(said.contains(QStringLiteral("No space left on device")), qPrintable(said));
        QTest::keyClicks(w.tabs()->currentEditor(), QStringLiteral("Still typing. "));
        w.statusBar()->clearMessage();
        QVERIFY(!w.documentService()->autosaveNow());
        // The failure is reported as it happens (the status bar says it again), and no
        // second box comes with it.
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("No space left on device")));
        QCOMPARE(w.findChildren<QMessageBox *>().size(), 1);
        QCOMPARE(warnings().size(), 1);
        QVERIFY(QDir(fs.filePath(QStringLiteral("autosave"))).entryList(QDir::Files | QDir::Hidden).isEmpty());
        w.document()->setModified(false); // no unsaved-changes prompt when the window closes
    }
};

PM_MAINWINDOW_TEST_MAIN(TestMainWindowSave, "tst_mainwindowsave")

#include "tst_mainwindowsave.moc"
