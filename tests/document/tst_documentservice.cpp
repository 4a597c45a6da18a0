#include "documentmodel.h"
#include "documentservice.h"
#include "draftformat.h"
#include "roundtripfixtures.h"
#include "fullfilesystem.h"
#include "recoverystore.h"
#include "testfiles.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

#include <cstdio>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace pm;

namespace {

using pmtest::fixture;
using pmtest::readFile;
using pmtest::type;

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return pmtest::writeFile(dir.filePath(name), bytes);
}

// A draft written as a.md into a folder of its own, and the service that opens it.
struct Opened
{
    explicit Opened(const QByteArray &bytes)
        : path(writeFile(dir, QStringLiteral("a.md"), bytes))
    {
    }
    // Opens the draft, autosaving into store.
    bool open(const RecoveryStore &store)
    {
        service.setRecoveryStore(store);
        return service.load(path);
    }

    QTemporaryDir dir;
    DocumentService service;
    DocumentModel &model = *service.document();
    QString path;
};

// Starts the autosave child (optionally under a command such as unshare).
void startChild(QProcess &child, const QStringList &args, const QStringList &wrapper = {})
{
    if (wrapper.isEmpty()) {
        child.setProgram(QStringLiteral(PM_AUTOSAVE_CHILD));
        child.setArguments(args);
    } else {
        child.setProgram(wrapper.first());
        child.setArguments(wrapper.mid(1) + QStringList{QStringLiteral(PM_AUTOSAVE_CHILD)} + args);
    }
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start();
}

// The next line the child prints, or empty bytes if it says nothing within 10 s.
QByteArray nextLine(QProcess &child)
{
    QDeadlineTimer deadline(10000);
    while (!child.canReadLine() && !deadline.hasExpired() && child.state() != QProcess::NotRunning)
        child.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
    return child.canReadLine() ? child.readLine().trimmed() : QByteArray();
}

// A child that typed, autosaved once and was killed with SIGKILL.
bool killedAfterAutosave(const QString &storeDir, const QString &path, const QString &text,
                         const QStringList &wrapper = {})
{
    QProcess child;
    startChild(child, {storeDir, path, text}, wrapper);
    if (!child.waitForStarted())
        return false;
    const bool autosaved = nextLine(child).startsWith("autosaved");
    child.kill(); // unshare --kill-child passes the SIGKILL on
    child.waitForFinished();
    return autosaved;
}

// Rewrites the first line (the PID) of a QLockFile and the "pid" of a recovery note,
// as a session with that PID would have left them.
void claimPid(const QString &lockPath, const QString &notePath, qint64 pid)
{
    QByteArray lock = readFile(lockPath);
    lock = QByteArray::number(pid) + lock.mid(lock.indexOf('\n'));
    pmtest::writeFile(lockPath, lock);
    QByteArray note = readFile(notePath);
    const int at = note.indexOf("\"pid\":");
    const int end = note.indexOf(',', at);
    note = note.left(at) + "\"pid\":" + QByteArray::number(pid) + note.mid(end);
    pmtest::writeFile(notePath, note);
}

} // namespace

// Opening, saving, autosaving into the recovery store and watching the file.
class TestDocumentService : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_store.isValid());
    }

    void saveWithoutEditIsByteExact_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : {"full-en.md", "crlf.md", "bom.md", "chinese.md", "odd-spacing.md",
                              "no-front-matter.md", "mixed-endings.md", "no-final-newline.md"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void saveWithoutEditIsByteExact()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QByteArray bytes = fixture(qPrintable(name));
        const QString path = writeFile(dir, name, bytes);
        DocumentService service;
        service.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(service.load(path));
        QString error;
        QVERIFY2(service.save(&error), qPrintable(error));
        QCOMPARE(readFile(path), bytes);
    }

    void saveEditThenReopen()
    {
        Opened s(fixture("crlf.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        type(s.model.document(QStringLiteral("verification")), QStringLiteral("\nSoak: 6 h, no failure."));
        Meta meta = s.model.meta();
        meta.owner = QStringLiteral("Alex");
        s.model.setMeta(meta);
        QVERIFY(s.model.isModified());
        QVERIFY(s.service.save());
        QVERIFY(!s.model.isModified());
        const QByteArray written = readFile(s.path);
        QVERIFY(written.contains("Soak: 6 h, no failure.\r\n"));
        QVERIFY(written.contains("owner: Alex\r\n"));
        // Saving again without edits writes the same bytes.
        QVERIFY(s.service.save());
        QCOMPARE(readFile(s.path), written);

        DocumentService again;
        again.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(again.load(s.path));
        QCOMPARE(again.document()->meta().owner, QStringLiteral("Alex"));
        QVERIFY(again.document()->snapshot().sectionText(QStringLiteral("verification")).endsWith(QStringLiteral("Soak: 6 h, no failure.")));
    }

    void typingIntoAbsentSectionCreatesIt()
    {
        Opened s(fixture("no-front-matter.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        type(s.model.document(QStringLiteral("symptoms")), QStringLiteral("`SIGSEGV` in `load_config()`."));
        QVERIFY(s.service.save());
        const Expected<PostMortem> pm = DraftFormat::load(s.path);
        QVERIFY(pm.ok());
        QCOMPARE(pm->sectionText(QStringLiteral("symptoms")), QStringLiteral("`SIGSEGV` in `load_config()`."));
        // Inserted between Summary and Root cause.
        QCOMPARE(pm->sections.at(1).id, QStringLiteral("symptoms"));
    }

    // Filling in a section the draft lacks, saving and reopening keeps every tab where it
    // was: the empty section's tab stands where the text is written.
    void filledSectionKeepsTheTabOrder()
    {
        Opened s("# T\n\n## Summary\n\nS.\n\n## Timeline\n\n10:00 paged\n\n## Fix\n\nPR #1.\n");
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        const auto keys = [&s] {
            QStringList out;
            for (const DocumentModel::Entry &e : s.model.entries())
                out << e.key;
            return out;
        };
        const QStringList before = keys();
        QCOMPARE(before.indexOf(QStringLiteral("summary")) + 1, before.indexOf(QStringLiteral("extra-0")));
        type(s.model.document(QStringLiteral("root-cause")), QStringLiteral("`f()` returns early."));
        QVERIFY(s.service.save());
        QVERIFY(s.service.load(s.path));
        QCOMPARE(keys(), before);
    }

    void headingTypedIntoASectionIsNotWrittenTwice()
    {
        Opened s(fixture("no-front-matter.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        type(s.model.document(QStringLiteral("summary")), QStringLiteral("\n\n## Timeline\n\n10:00 paged"));
        QVERIFY(s.service.save());
        // The file holds what was just written: saving again asks nobody about it.
        QVERIFY(!s.service.changedOnDisk());
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Again."));
        QVERIFY(s.service.save());
        QVERIFY(s.service.save());
        const QByteArray written = readFile(s.path);
        QCOMPARE(written.count("## Timeline"), 1);
        QCOMPARE(written.count("10:00 paged"), 1);
        // The tabs follow the file: Timeline is a section of its own now, after Summary.
        const int timeline = s.model.indexOfKey(QStringLiteral("extra-0"));
        QCOMPARE(s.model.entries().at(timeline).heading, QStringLiteral("Timeline"));
        QCOMPARE(s.model.indexOfKey(QStringLiteral("summary")), timeline - 1);
    }

    void pendingRecoveryIsNotOverwritten()
    {
        Opened s(fixture("full-en.md"));
        // A session that ended without cleaning up (its lock went with it) left work
        // for this file.
        const QString storeDir = m_store.path() + QStringLiteral("/pending");
        const QString key = RecoveryStore::keyFor(s.path);
        {
            RecoveryStore crashed(storeDir);
            QVERIFY(crashed.save(key, s.path, "crashed work\n"));
            QVERIFY(crashed.pending().isEmpty()); // its own, while it runs
        }
        RecoveryStore store(storeDir);
        QCOMPARE(store.pending().size(), 1);
        s.service.setAutosaveDelay(10);
        QVERIFY(s.open(store));
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" typed"));
        QVERIFY(s.service.autosaveNow());
        QVERIFY(s.service.recoveryKey() != key);
        s.service.discardRecovery();
        // The crashed session's work is still there to be offered.
        QCOMPARE(store.pending().size(), 1);
        QCOMPARE(store.read(store.pending().first()), QByteArray("crashed work\n"));
    }

    void failedLoadKeepsSession()
    {
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        type(s.model.document(QStringLiteral("fix")), QStringLiteral("x"));
        const QString bad = writeFile(s.dir, QStringLiteral("bad.md"), QByteArray("---\nrevision: abc\n---\n"));
        InputError error;
        QVERIFY(!s.service.load(bad, &error));
        QCOMPARE(error.line, 2);
        QVERIFY(s.model.isModified());
        QVERIFY(s.model.path().endsWith(QStringLiteral("a.md")));
    }

    void failedSaveLeavesFileIntact()
    {
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        type(s.model.document(QStringLiteral("fix")), QStringLiteral("x"));
        QString error;
        QVERIFY(!s.service.saveAs(s.dir.filePath(QStringLiteral("no/such/folder/a.md")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(s.model.isModified());
        QCOMPARE(readFile(s.dir.filePath(QStringLiteral("a.md"))), fixture("full-en.md"));
    }

    // A full disk: Save reports the OS error, the file keeps its bytes, the work stays
    // modified.
    void saveOnAFullDiskFails()
    {
        PM_FULL_FILESYSTEM(fs);
        const QString path = pmtest::writeFile(fs.filePath(QStringLiteral("a.md")), fixture("full-en.md"));
        DocumentService service;
        DocumentModel &model = *service.document();
        service.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(service.load(path));
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Written on a full disk."));
        QVERIFY(fs.fill());
        QString error;
        QVERIFY(!service.save(&error));
        QCOMPARE(error, QStringLiteral("No space left on device"));
        QVERIFY(model.isModified());
        QCOMPARE(readFile(path), fixture("full-en.md"));
    }

    // Autosave on a full disk says so, and never leaves an empty or cut recovery file:
    // the first attempt leaves none, a later one keeps the previous autosave whole.
    void autosaveOnAFullDiskFailsAndKeepsThePreviousOne_data()
    {
        QTest::addColumn<bool>("autosavedBefore");
        QTest::addColumn<bool>("onTheWorker"); // a big draft's autosave
        QTest::newRow("first autosave") << false << false;
        QTest::newRow("after an autosave") << true << false;
        QTest::newRow("first autosave, worker") << false << true;
        QTest::newRow("after an autosave, worker") << true << true;
    }
    void autosaveOnAFullDiskFailsAndKeepsThePreviousOne()
    {
        QFETCH(bool, autosavedBefore);
        QFETCH(bool, onTheWorker);
        PM_FULL_FILESYSTEM(fs);
        Opened s(fixture("full-en.md"));
        const QString storeDir = fs.filePath(QStringLiteral("autosave"));
        QVERIFY(QDir().mkpath(storeDir));
        QVERIFY(s.open(RecoveryStore(storeDir)));
        QSignalSpy autosaved(&s.service, &DocumentService::autosaved);
        QSignalSpy failed(&s.service, &DocumentService::autosaveFailed);
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" First words."));
        QByteArray previous;
        if (autosavedBefore) {
            QVERIFY(s.service.autosaveNow());
            previous = readFile(autosaved.first().first().toString());
            QVERIFY(previous.contains("First words."));
        }
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Words typed on a full disk."));
        QVERIFY(fs.fill());
        if (onTheWorker) {
            s.service.setBackgroundAutosaveFrom(0);
            s.service.autosave();
            QVERIFY(s.service.isAutosavePending());
            QTRY_COMPARE(failed.count(), 1);
            QCOMPARE(autosaved.count(), autosavedBefore ? 1 : 0);
        } else {
            QVERIFY(!s.service.autosaveNow());
        }
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("No space left on device")),
                 qPrintable(failed.first().first().toString()));
        const QStringList left = QDir(storeDir).entryList(QDir::Files | QDir::Hidden);
        if (!autosavedBefore) {
            QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        } else {
            // The draft, its note and the session's lock, nothing half-written beside them.
            QCOMPARE(left.size(), 3);
            QVERIFY2(left.filter(QStringLiteral(".lock")).size() == 1, qPrintable(left.join(QLatin1Char(' '))));
            QCOMPARE(readFile(autosaved.first().first().toString()), previous);
        }
    }

    // A big draft's autosave on the worker thread (every draft here: the threshold is
    // 0). The GUI thread goes on at once; the result comes as a signal. Asked again
    // while a write is under way, the second write waits for the first and then writes
    // the text as it is: each signal finds its own text on disk, in order.
    void autosaveOnTheWorkerWritesInTurn()
    {
        Opened s(fixture("full-en.md"));
        s.service.setBackgroundAutosaveFrom(0);
        QVERIFY(s.open(RecoveryStore(m_store.path() + QStringLiteral("/worker"))));
        QList<QByteArray> seen;
        connect(&s.service, &DocumentService::autosaved, this, [&seen](const QString &path) { seen.append(readFile(path)); });
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" First words."));
        s.service.autosave();
        QVERIFY(s.service.isAutosavePending());
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Words typed meanwhile."));
        s.service.autosave(); // while the first is under way
        s.service.autosave();
        // A follow-up write starts in the same turn as the write before it ends, so once
        // nothing is pending every write there was to be has been reported.
        QTRY_VERIFY_WITH_TIMEOUT(!s.service.isAutosavePending(), 20000);
        QCOMPARE(seen.size(), 2); // the two asks while under way made one write
        QVERIFY(seen.at(0).contains("First words.") && !seen.at(0).contains("Words typed meanwhile."));
        QVERIFY(seen.at(1).contains("First words. Words typed meanwhile."));
        QCOMPARE(DraftFormat::parse(seen.at(1), QStringLiteral("a.md")).value().sectionText(QStringLiteral("fix")),
                 s.model.snapshot().sectionText(QStringLiteral("fix")));
    }

    // Quitting (the model goes) while the worker writes: the write is waited for and
    // whole, and the next session is offered it. Not waited for, the running QThread
    // would be destroyed (a crash) or the words lost.
    void quittingWaitsForTheWorker()
    {
        QTemporaryDir dir;
        const QString storeDir = m_store.path() + QStringLiteral("/quit");
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        {
            DocumentService service;
            DocumentModel &model = *service.document();
            service.setRecoveryStore(RecoveryStore(storeDir));
            service.setBackgroundAutosaveFrom(0);
            QVERIFY(service.load(path));
            type(model.document(QStringLiteral("fix")), QStringLiteral(" Written while quitting."));
            service.autosave();
            QVERIFY(service.isAutosavePending());
        }
        RecoveryStore store(storeDir);
        QCOMPARE(store.pending().size(), 1);
        const Expected<PostMortem> recovered = DraftFormat::parse(store.read(store.pending().first()), path);
        QVERIFY(recovered.ok());
        QVERIFY(recovered->sectionText(QStringLiteral("fix")).endsWith(QStringLiteral("Written while quitting.")));
    }

    // A save (or a new draft) drops the autosave while the worker still writes it: the
    // drop waits, so no recovery file turns up afterwards.
    void discardWaitsForTheWorker()
    {
        Opened s(fixture("full-en.md"));
        const QString storeDir = m_store.path() + QStringLiteral("/discard");
        s.service.setBackgroundAutosaveFrom(0);
        QVERIFY(s.open(RecoveryStore(storeDir)));
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Saved soon."));
        s.service.autosave();
        QVERIFY(s.service.isAutosavePending());
        QVERIFY(s.service.save());
        // No worker is left, so none can write afterwards: what is on disk now stays.
        QVERIFY(!s.service.isAutosavePending());
        const QStringList left = QDir(storeDir).entryList({QStringLiteral("*.md"), QStringLiteral("*.json")}, QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }

    void noticesChangeOnDisk()
    {
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        QSignalSpy changed(&s.service, &DocumentService::fileChangedOnDisk);
        // Our own save is not a change by someone else. The watcher reports in order,
        // so once the other program's change has been reported, a report of our save
        // would already be there too: the deadline is the one for the real change.
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Saved."));
        QVERIFY(s.service.save());
        {
            QFile f(s.path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\nEdited elsewhere.\n");
        }
        QVERIFY(changed.wait(5000));
        QCoreApplication::processEvents();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toString(), s.path);
        QVERIFY(s.service.changedOnDisk());
    }

    void autosaveAndDiscard()
    {
        Opened s(fixture("full-en.md"));
        RecoveryStore store(m_store.path() + QStringLiteral("/own"));
        s.service.setAutosaveDelay(50);
        QVERIFY(s.open(store));
        QSignalSpy autosaved(&s.service, &DocumentService::autosaved);
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" Autosaved text."));
        QTRY_COMPARE(autosaved.count(), 1);
        const QString draft = autosaved.first().first().toString();
        QVERIFY(readFile(draft).contains("Autosaved text."));
        // The store does not offer our own live session for recovery.
        QVERIFY(store.pending().isEmpty());
        // The original file is untouched by an autosave.
        QCOMPARE(readFile(s.path), fixture("full-en.md"));
        QVERIFY(s.service.save());
        QVERIFY(!QFile::exists(draft));
    }

    void recoversAfterKill()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        const QString storeDir = m_store.path() + QStringLiteral("/killed");
        QProcess child;
        child.setProgram(QStringLiteral(PM_AUTOSAVE_CHILD));
        child.setArguments({storeDir, path, QStringLiteral("Typed before the crash: `scratchBuf`.")});
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start();
        QVERIFY(child.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(child.canReadLine() || child.state() == QProcess::NotRunning, 10000);
        QVERIFY2(child.readLine().startsWith("autosaved"), "the child never autosaved");
        child.kill(); // SIGKILL: no chance to clean up
        QVERIFY(child.waitForFinished());

        RecoveryStore store(storeDir);
        QTRY_COMPARE(store.pending().size(), 1);
        const RecoveryStore::Entry entry = store.pending().first();
        QCOMPARE(entry.originalPath, path);
        const Expected<PostMortem> recovered = DraftFormat::parse(store.read(entry), entry.draftPath);
        QVERIFY(recovered.ok());
        QVERIFY(recovered->sectionText(QStringLiteral("root-cause")).endsWith(QStringLiteral("Typed before the crash: `scratchBuf`.")));
        // The draft on disk was never touched.
        QCOMPARE(readFile(path), fixture("full-en.md"));

        // Taking the recovery into a session marks it modified and clears the store on save.
        DocumentService service;
        DocumentModel &model = *service.document();
        service.setRecoveryStore(store);
        service.loadValue(recovered.value(), path, true);
        QVERIFY(model.isModified());
        QVERIFY(service.save());
        store.discard(entry.key);
        QVERIFY(store.pending().isEmpty());
        QVERIFY(readFile(path).contains("Typed before the crash"));
    }

    void steadyTypingLosesAtMostTwoSeconds_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::newRow("written on the GUI thread") << QStringLiteral("--steady");
        QTest::newRow("written on the worker") << QStringLiteral("--steady-worker");
    }
    void steadyTypingLosesAtMostTwoSeconds()
    {
        QFETCH(QString, mode);
        // A word every 0.5 to 0.9 s never leaves the 3 s pause the autosave used to
        // wait for; a kill then lost everything typed since the file was opened.
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        const QString storeDir = m_store.path() + QStringLiteral("/steady") + mode;
        QProcess child;
        startChild(child, {mode, storeDir, path});
        QVERIFY(child.waitForStarted());
        QList<qint64> typedAt; // typedAt[i]: when word i+1 was typed (epoch ms)
        while (typedAt.size() < 8) {
            const QList<QByteArray> line = nextLine(child).split(' ');
            if (line.value(0) == "typed")
                typedAt.append(line.value(2).toLongLong());
            else
                QVERIFY2(line.value(0) == "autosaved", "the child stopped typing");
        }
        const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
        child.kill();
        QVERIFY(child.waitForFinished());

        RecoveryStore store(storeDir);
        QCOMPARE(store.pending().size(), 1);
        const Expected<PostMortem> recovered = DraftFormat::parse(store.read(store.pending().first()), path);
        QVERIFY(recovered.ok());
        const QString text = recovered->sectionText(QStringLiteral("root-cause"));
        qint64 firstLost = killedAt;
        for (int i = 0; i < typedAt.size(); ++i) {
            const QString word = QStringLiteral("w%1").arg(i + 1, 3, 10, QLatin1Char('0'));
            if (!text.contains(word))
                firstLost = qMin(firstLost, typedAt.at(i));
            if (!text.contains(word))
                QVERIFY2(killedAt - typedAt.at(i) <= 2000,
                         qPrintable(QStringLiteral("%1, typed %2 ms before the kill, was lost")
                                        .arg(word)
                                        .arg(killedAt - typedAt.at(i))));
        }
        qInfo("typing lost to the kill: the last %lld ms", static_cast<long long>(killedAt - firstLost));
    }

    void editCountTriggersAutosave()
    {
        Opened s(fixture("full-en.md"));
        s.service.setAutosaveDelay(60000);
        s.service.setAutosaveMaxLatency(60000);
        s.service.setAutosaveEditCount(5);
        QVERIFY(s.open(RecoveryStore(m_store.path() + QStringLiteral("/count"))));
        QSignalSpy autosaved(&s.service, &DocumentService::autosaved);
        QTextCursor cursor(s.model.document(QStringLiteral("fix")));
        for (const QChar c : QStringLiteral("abcd"))
            cursor.insertText(QString(c));
        QCOMPARE(autosaved.count(), 0);
        cursor.insertText(QStringLiteral("e"));
        QCOMPARE(autosaved.count(), 1);
        QVERIFY(readFile(autosaved.first().first().toString()).contains("abcde"));
    }

    void samePidSessionStillOffered()
    {
        // A crashed session whose PID is this process's own (a restart that got the
        // same PID): a PID check calls it alive, hides the work and overwrites it.
        Opened s(fixture("full-en.md"));
        const QString storeDir = m_store.path() + QStringLiteral("/same-pid");
        QVERIFY(killedAfterAutosave(storeDir, s.path, QStringLiteral("Crashed work.")));
        const QString key = RecoveryStore::keyFor(s.path);
        const QString base = storeDir + QLatin1Char('/') + key;
        QVERIFY(QFileInfo::exists(base + QStringLiteral(".lock")));
        claimPid(base + QStringLiteral(".lock"), base + QStringLiteral(".json"), QCoreApplication::applicationPid());
        const QByteArray crashed = readFile(base + QStringLiteral(".md"));
        QVERIFY(crashed.contains("Crashed work."));

        RecoveryStore store(storeDir);
        QCOMPARE(store.pending().size(), 1);
        QVERIFY(s.open(store));
        type(s.model.document(QStringLiteral("fix")), QStringLiteral(" The new session's text."));
        QVERIFY(s.service.autosaveNow());
        QVERIFY(s.service.recoveryKey() != key);
        QCOMPARE(readFile(base + QStringLiteral(".md")), crashed);
        QCOMPARE(store.pending().size(), 1);
    }

    void pidNamespaceSessionStillOffered()
    {
        // As in a Flatpak-like sandbox: every session is PID 1 of its own namespace,
        // under the same program name.
#ifdef Q_OS_UNIX
        if (::geteuid() != 0)
#endif
            QSKIP("needs root (Linux) for unshare --pid, a PID namespace");
        const QStringList unshare{QStringLiteral("unshare"), QStringLiteral("--pid"), QStringLiteral("--mount-proc"),
                                  QStringLiteral("--kill-child")};
        {
            QProcess probe;
            probe.start(QStringLiteral("unshare"), {QStringLiteral("--pid"), QStringLiteral("--fork"),
                                                    QStringLiteral("--mount-proc"), QStringLiteral("true")});
            if (!probe.waitForFinished() || probe.exitCode() != 0)
                QSKIP("unshare --pid is not permitted here (no CAP_SYS_ADMIN in this container)");
        }
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        const QString storeDir = m_store.path() + QStringLiteral("/pid-ns");
        QVERIFY(killedAfterAutosave(storeDir, path, QStringLiteral("Crashed as PID 1."), unshare));
        const QString base = storeDir + QLatin1Char('/') + RecoveryStore::keyFor(path);
        QVERIFY(readFile(base + QStringLiteral(".lock")).startsWith("1\n"));
        const QByteArray crashed = readFile(base + QStringLiteral(".md"));
        QVERIFY(crashed.contains("Crashed as PID 1."));

        QProcess second;
        startChild(second, {QStringLiteral("--second"), storeDir, path}, unshare);
        QVERIFY(second.waitForStarted());
        QCOMPARE(nextLine(second), QByteArray("pending 1"));
        const QByteArray autosaved = nextLine(second);
        QVERIFY2(autosaved.startsWith("autosaved "), autosaved.constData());
        QVERIFY(second.waitForFinished());
        QCOMPARE(second.exitCode(), 0);
        QVERIFY(!autosaved.endsWith(QByteArray(QFileInfo(base).fileName().toUtf8() + ".md")));
        QCOMPARE(readFile(base + QStringLiteral(".md")), crashed);
        RecoveryStore store(storeDir);
        bool offered = false;
        for (const RecoveryStore::Entry &e : store.pending())
            offered = offered || store.read(e) == crashed;
        QVERIFY(offered);
    }

    void reappearingFileKeepsBeingWatched_data()
    {
        QTest::addColumn<bool>("byRename");
        QTest::newRow("deleted, then written again (git checkout)") << false;
        QTest::newRow("replaced by a rename (editors' atomic save)") << true;
    }

    void reappearingFileKeepsBeingWatched()
    {
        QFETCH(bool, byRename);
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        QSignalSpy changed(&s.service, &DocumentService::fileChangedOnDisk);
        const QByteArray theirs = fixture("full-en.md") + "\nTheir version.\n";
        if (byRename) {
            writeFile(s.dir, QStringLiteral(".a.md.tmp"), theirs);
            QVERIFY(std::rename(qPrintable(s.dir.filePath(QStringLiteral(".a.md.tmp"))), qPrintable(s.path)) == 0);
        } else {
            QVERIFY(QFile::remove(s.path));
            QTest::qWait(300); // the other program takes its time
            writeFile(s.dir, QStringLiteral("a.md"), theirs);
        }
        QVERIFY(changed.wait(5000));
        QCOMPARE(changed.count(), 1);
        QVERIFY(QFileInfo::exists(s.path)); // reported as changed, not as gone
        QVERIFY(s.service.revert());
        QVERIFY(s.model.serialized().contains("Their version."));
        // The watch is armed again: the next change is noticed too.
        changed.clear();
        {
            QFile f(s.path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("Changed again.\n");
        }
        QVERIFY(changed.wait(5000));
    }

    void fileGoneForGoodIsReportedThenWatchedForItsReturn()
    {
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        QSignalSpy changed(&s.service, &DocumentService::fileChangedOnDisk);
        QVERIFY(QFile::remove(s.path));
        QVERIFY(changed.wait(5000));
        QVERIFY(!QFileInfo::exists(s.path));
        writeFile(s.dir, QStringLiteral("a.md"), "---\ntitle: back\n---\n");
        QVERIFY(changed.wait(5000));
        QVERIFY(QFileInfo::exists(s.path));
        QVERIFY(s.service.changedOnDisk());
    }

    void changedOnDiskComparesWithWhatWasLoaded_data()
    {
        QTest::addColumn<QByteArray>("theirs");
        QTest::addColumn<bool>("changed");
        QTest::newRow("untouched") << fixture("full-en.md") << false;
        QByteArray sameSize = fixture("full-en.md");
        sameSize[sameSize.size() - 2] = sameSize.at(sameSize.size() - 2) == 'x' ? 'y' : 'x';
        // clang-format off
        QTest::newRow("same size, other bytes") << sameSize << true;
        QTest::newRow("longer") << fixture("full-en.md") + "more\n" << true;
        // clang-format on
    }

    void changedOnDiskComparesWithWhatWasLoaded()
    {
        QFETCH(QByteArray, theirs);
        QFETCH(bool, changed);
        Opened s(fixture("full-en.md"));
        QVERIFY(s.open(RecoveryStore(m_store.path())));
        writeFile(s.dir, QStringLiteral("a.md"), theirs);
        QCOMPARE(s.service.changedOnDisk(), changed);
        // After our own save the file is ours again.
        QVERIFY(s.service.saveAs(s.path));
        QVERIFY(!s.service.changedOnDisk());
    }

private:
    QTemporaryDir m_store;
};

QTEST_MAIN(TestDocumentService)
#include "tst_documentservice.moc"
