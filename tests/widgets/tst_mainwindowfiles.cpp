// MainWindow and the file outside the editor (app/mainwindowfiles.cpp): recovery of a
// killed session's work through the real prompt, another program's change, and a
// save over a newer version.
#include "documentmodel.h"
#include "documentservice.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "recoverystore.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "spellchecker.h"
#include "testfiles.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTimer>
#include <QTest>

#include <cstdio>

using namespace pm;
using pmtest::readFile;
using pmtest::sample;
using pmtest::writeFile;

namespace {

// Another program's write, in one step (a rename over the file), so that the watcher
// sees the finished file and nothing half-written.
void replaceFile(const QString &path, const QByteArray &bytes)
{
    writeFile(path + QStringLiteral(".tmp"), bytes);
    if (std::rename(qPrintable(path + QStringLiteral(".tmp")), qPrintable(path)) != 0)
        qFatal("cannot rename over %s", qPrintable(path));
}

// Clicks the button with the given role in the next message box, once it is shown,
// and reports the box's text and informative text.
QPointer<QTimer> answerNextBox(QMessageBox::ButtonRole role, QString *text)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, qApp, [poll, role, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        poll->deleteLater();
        poll->stop();
        *text = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == role) {
                b->click();
                return;
            }
        }
        box->reject();
        *text = QStringLiteral("no button with role %1 in: ").arg(int(role)) + *text;
    });
    poll->start();
    return poll;
}

QAction *saveAction(MainWindow &w)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            return a;
    }
    qFatal("no Save action");
    return nullptr;
}

void typeAtEnd(SectionEditor *ed, const QString &text)
{
    QTextCursor c = ed->textCursor();
    c.movePosition(QTextCursor::End);
    c.insertText(text);
}

} // namespace

class TestMainWindowFiles : public pmtest::MainWindowTest
{
    Q_OBJECT

    // A session that opened path, typed text, autosaved into storeDir, and was killed
    // (a real process and a real SIGKILL).
    static void killSessionAfterAutosave(const QString &storeDir, const QString &path, const QString &text)
    {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(PM_AUTOSAVE_CHILD), {storeDir, path, text});
        QVERIFY(child.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(child.canReadLine() || child.state() == QProcess::NotRunning, 10000);
        QVERIFY(child.readLine().startsWith("autosaved"));
        child.kill();
        QVERIFY(child.waitForFinished());
    }

private slots:

    void recoverAfterKillThroughThePrompt()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        const QString storeDir = m_dir->filePath(QStringLiteral("autosave"));
        killSessionAfterAutosave(storeDir, path, QStringLiteral("Typed before the kill."));
        if (QTest::currentTestFailed())
            return;
        {
            // As at start-up: the prompt comes after the first paint, from a helper
            // owned by the editor that the recovery replaces.
            MainWindow w;
            w.documentService()->setRecoveryStore(RecoveryStore(storeDir));
            w.show();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QString asked;
            answerNextBox(QMessageBox::AcceptRole, &asked);
            w.startDeferredWork();
            QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 10000);
            QVERIFY2(asked.contains(QFileInfo(path).fileName()), qPrintable(asked));
            QTRY_VERIFY(w.document()->document(QStringLiteral("root-cause"))->toPlainText().contains(QStringLiteral("Typed before the kill.")));
            // The author goes on typing where the keyboard focus is: in the recovered
            // text, not in a widget the recovery deleted (the keys went nowhere). The
            // window manager gives the window back its activation after the prompt.
            w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.tabs()->currentEditor()));
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Typed after."));
            QVERIFY(w.document()->serialized().contains("Typed after."));
            // The old editors are gone and the window still works.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QCOMPARE(w.document()->path(), path);
            QVERIFY(w.document()->isModified());
            w.tabs()->showKey(QStringLiteral("root-cause"));
            QVERIFY(w.tabs()->currentEditor()->toPlainText().contains(QStringLiteral("Typed before the kill.")));
            saveAction(w)->trigger();
            QVERIFY(!w.document()->isModified());
            QVERIFY(readFile(path).contains("Typed before the kill."));
            QVERIFY(RecoveryStore(storeDir).pending().isEmpty());
        }
        // The next start offers nothing.
        QVERIFY(RecoveryStore(storeDir).pending().isEmpty());
        MainWindow next;
        next.documentService()->setRecoveryStore(RecoveryStore(storeDir));
        QString asked;
        QPointer<QTimer> answerer = answerNextBox(QMessageBox::RejectRole, &asked);
        next.offerRecovery(); // a prompt would be answered, and leave its text
        QVERIFY2(asked.isEmpty(), qPrintable(asked));
        delete answerer.data();
    }

    // The file is written again after the crash (a git pull): recovering is still
    // offered, the prompt says so, and the save of the recovered text asks before it
    // replaces that version. It was replaced without a word.
    void recoveredWorkAsksBeforeReplacingANewerFile()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        const QString storeDir = m_dir->filePath(QStringLiteral("autosave"));
        killSessionAfterAutosave(storeDir, path, QStringLiteral("Typed before the kill."));
        if (QTest::currentTestFailed())
            return;
        const QList<RecoveryStore::Entry> pending = RecoveryStore(storeDir).pending();
        QCOMPARE(pending.size(), 1);
        // The other program writes after the autosave, by the file system's clock.
        QTRY_VERIFY(QDateTime::currentDateTimeUtc() > pending.first().savedAt.addMSecs(20));
        replaceFile(path, sample() + "\nThe pulled version.\n");
        QVERIFY(QFileInfo(path).lastModified() > pending.first().savedAt);

        MainWindow w;
        w.documentService()->setRecoveryStore(RecoveryStore(storeDir));
        w.show();
        QString asked;
        answerNextBox(QMessageBox::AcceptRole, &asked);
        w.offerRecovery();
        QVERIFY2(asked.contains(QFileInfo(path).fileName()), qPrintable(asked));
        QVERIFY2(asked.contains(QStringLiteral("changed by another program after that")), qPrintable(asked));
        QVERIFY(w.document()->serialized().contains("Typed before the kill."));

        QString onSave;
        answerNextBox(QMessageBox::RejectRole, &onSave); // Cancel
        saveAction(w)->trigger();
        QVERIFY2(onSave.contains(QStringLiteral("changed by another program")), qPrintable(onSave));
        QVERIFY(readFile(path).contains("The pulled version."));
        QVERIFY(!readFile(path).contains("Typed before the kill."));
        QVERIFY(w.document()->isModified());
    }

    void saveOverANewerVersionAsks_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<bool>("fileIsOurs");
        QTest::addColumn<bool>("editorIsTheirs");
        QTest::newRow("Overwrite") << int(QMessageBox::DestructiveRole) << true << false;
        QTest::newRow("Reload") << int(QMessageBox::ResetRole) << false << true;
        QTest::newRow("Cancel") << int(QMessageBox::RejectRole) << false << false;
    }

    void saveOverANewerVersionAsks()
    {
        QFETCH(int, role);
        QFETCH(bool, fileIsOurs);
        QFETCH(bool, editorIsTheirs);
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.documentService()->setRecoveryStore(RecoveryStore(m_dir->filePath(QStringLiteral("autosave"))));
        w.show();
        QVERIFY(w.openFile(path));
        w.tabs()->showKey(QStringLiteral("fix"));
        typeAtEnd(w.tabs()->currentEditor(), QStringLiteral(" Our edit."));
        // Another program writes the file (the change prompt is answered "keep mine").
        QString prompt;
        answerNextBox(QMessageBox::RejectRole, &prompt);
        replaceFile(path, sample() + "\nTheir edit.\n");
        QTRY_VERIFY_WITH_TIMEOUT(!prompt.isEmpty(), 5000);

        QString asked;
        answerNextBox(QMessageBox::ButtonRole(role), &asked);
        saveAction(w)->trigger();
        QVERIFY2(asked.contains(QStringLiteral("changed by another program")), qPrintable(asked));
        QCOMPARE(readFile(path).contains("Our edit."), fileIsOurs);
        QCOMPARE(readFile(path).contains("Their edit."), !fileIsOurs);
        QCOMPARE(w.document()->serialized().contains("Their edit."), editorIsTheirs);
        QCOMPARE(w.document()->isModified(), !fileIsOurs && !editorIsTheirs);
    }

    void recreatedFileOffersReload()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("a.md")), sample());
        MainWindow w;
        w.documentService()->setRecoveryStore(RecoveryStore(m_dir->filePath(QStringLiteral("autosave"))));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(path));
        QString asked;
        answerNextBox(QMessageBox::AcceptRole, &asked); // Reload
        QVERIFY(QFile::remove(path));
        QTest::qWait(200); // as git checkout does it: gone, then back
        replaceFile(path, sample() + "\nCheckout's version.\n");
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 5000);
        QVERIFY2(asked.contains(QStringLiteral("was changed by another program")), qPrintable(asked));
        QTRY_VERIFY(w.document()->serialized().contains("Checkout's version."));
        QVERIFY(!w.document()->isModified());
        // Typing after the reload lands in the reloaded text.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.tabs()->currentEditor()));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Typed after."));
        QVERIFY(w.document()->serialized().contains("Typed after."));
    }

    // "Add to Dictionary" on a saved draft writes the project's word list beside it (plain
    // text, one word a line); the shipped engineering words, the refs and the draft's own
    // identifiers are known words from the start.
    void addToDictionaryWritesTheProjectWordList()
    {
        const QString path = writeFile(m_dir->filePath(QStringLiteral("CDN-4821.md")), sample());
        MainWindow w;
        QVERIFY(w.openFile(path));
        SpellChecker *spelling = w.spellChecker();
        const QString list = m_dir->filePath(QStringLiteral(".postmortem-words"));
        QCOMPARE(QFileInfo(spelling->projectWordsPath()).absoluteFilePath(), QFileInfo(list).absoluteFilePath());
        QVERIFY(!spelling->isKnownWord(QStringLiteral("edgecachex")));
        QCOMPARE(spelling->addToDictionary(QStringLiteral("edgecachex")), QString());
        QCOMPARE(readFile(list), QByteArray("edgecachex\n"));
        QVERIFY(spelling->isKnownWord(QStringLiteral("edgecachex")));
        QCOMPARE(spelling->addToDictionary(QStringLiteral("edgecachex")), QString());
        QCOMPARE(readFile(list), QByteArray("edgecachex\n")); // once
        // Another window on another draft in the folder reads it.
        MainWindow other;
        QVERIFY(other.openFile(writeFile(m_dir->filePath(QStringLiteral("b.md")), sample())));
        QVERIFY(other.spellChecker()->isKnownWord(QStringLiteral("edgecachex")));

        for (const char *word : {"webhook", "webhooks", "idempotency", "deduplicates", "backoff", "config",
                                 "Kubernetes", "Postgres", "runbook"})
            QVERIFY2(spelling->isKnownWord(QString::fromLatin1(word)), word);
        QVERIFY(!spelling->isKnownWord(QStringLiteral("webhok")));
        // The refs (edge/cache#1187) and the identifiers in code (SegmentIndex::compact()).
        QVERIFY(spelling->isKnownWord(QStringLiteral("edge")));
        if (spelling->isUsable()) { // the code is read while marking, and only then
            w.tabs()->showKey(QStringLiteral("root-cause"));
            spelling->refresh(w.tabs()->currentEditor());
            QVERIFY(spelling->isKnownWord(QStringLiteral("SegmentIndex")));
            QVERIFY(spelling->isKnownWord(QStringLiteral("Segment")));
        }
    }
};

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
