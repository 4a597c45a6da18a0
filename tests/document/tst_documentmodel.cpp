#include "documentmodel.h"
#include "draftformat.h"
#include "fullfilesystem.h"
#include "recoverystore.h"
#include "testfiles.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

using namespace pm;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(PM_FIXTURES_DIR "/roundtrip/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return pmtest::writeFile(dir.filePath(name), bytes);
}

using pmtest::readFile;

void type(QTextDocument *doc, const QString &text)
{
    QTextCursor cursor(doc);
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text);
}

} // namespace

class TestDocumentModel : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_store.isValid());
    }

    void entriesInSeedOrderThenExtras()
    {
        QTemporaryDir dir;
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"))));
        QCOMPARE(model.entries().size(), 10);
        QCOMPARE(model.entries().at(0).key, QStringLiteral("summary"));
        QCOMPARE(model.entries().at(8).key, QStringLiteral("action-items"));
        QCOMPARE(model.entries().at(9).key, QStringLiteral("extra-0"));
        QCOMPARE(model.entries().at(9).heading, QStringLiteral("Timeline"));
        QVERIFY(!model.isModified());
        QCOMPARE(model.serialized(), fixture("full-en.md"));
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
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        QString error;
        QVERIFY2(model.save(&error), qPrintable(error));
        QCOMPARE(readFile(path), bytes);
    }

    void editUndoModified()
    {
        QTemporaryDir dir;
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"))));
        QSignalSpy modified(&model, &DocumentModel::modifiedChanged);
        QSignalSpy edited(&model, &DocumentModel::sectionEdited);
        QTextDocument *fix = model.document(QStringLiteral("fix"));
        QTextDocument *summary = model.document(QStringLiteral("summary"));
        type(fix, QStringLiteral(" Also `etag_of()`."));
        QVERIFY(model.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(edited.last().first().toString(), QStringLiteral("fix"));
        // Undo is per section: the summary has nothing to undo.
        QVERIFY(!summary->isUndoAvailable());
        QVERIFY(fix->isUndoAvailable());
        fix->undo();
        QVERIFY(!model.isModified());
        QCOMPARE(modified.count(), 2);
        QCOMPARE(model.serialized(), fixture("full-en.md"));
    }

    void saveEditThenReopen()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("crlf.md"));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        type(model.document(QStringLiteral("verification")), QStringLiteral("\nSoak: 6 h, no failure."));
        Meta meta = model.meta();
        meta.owner = QStringLiteral("Alex");
        model.setMeta(meta);
        QVERIFY(model.isModified());
        QVERIFY(model.save());
        QVERIFY(!model.isModified());
        const QByteArray written = readFile(path);
        QVERIFY(written.contains("Soak: 6 h, no failure.\r\n"));
        QVERIFY(written.contains("owner: Alex\r\n"));
        // Saving again without edits writes the same bytes.
        QVERIFY(model.save());
        QCOMPARE(readFile(path), written);

        DocumentModel again;
        again.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(again.load(path));
        QCOMPARE(again.meta().owner, QStringLiteral("Alex"));
        QVERIFY(again.snapshot().sectionText(QStringLiteral("verification")).endsWith(QStringLiteral("Soak: 6 h, no failure.")));
    }

    void typingIntoAbsentSectionCreatesIt()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("no-front-matter.md"));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        type(model.document(QStringLiteral("symptoms")), QStringLiteral("`SIGSEGV` in `load_config()`."));
        QVERIFY(model.save());
        const Expected<PostMortem> pm = DraftFormat::load(path);
        QVERIFY(pm.ok());
        QCOMPARE(pm->sectionText(QStringLiteral("symptoms")), QStringLiteral("`SIGSEGV` in `load_config()`."));
        // Inserted between Summary and Root cause.
        QCOMPARE(pm->sections.at(1).id, QStringLiteral("symptoms"));
    }

    void headingTypedIntoASectionIsNotWrittenTwice()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("no-front-matter.md"));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        type(model.document(QStringLiteral("summary")), QStringLiteral("\n\n## Timeline\n\n10:00 paged"));
        QVERIFY(model.save());
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Again."));
        QVERIFY(model.save());
        QVERIFY(model.save());
        const QByteArray written = readFile(path);
        QCOMPARE(written.count("## Timeline"), 1);
        QCOMPARE(written.count("10:00 paged"), 1);
        // The tabs follow the file: Timeline is a section of its own now.
        QCOMPARE(model.entries().last().heading, QStringLiteral("Timeline"));
    }

    void pendingRecoveryIsNotOverwritten()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        // A crashed session (pid 0: not running) left work for this file.
        RecoveryStore store(m_store.path() + QStringLiteral("/pending"));
        const QString key = RecoveryStore::keyFor(path);
        QVERIFY(store.save(key, path, "crashed work\n"));
        {
            QFile note(store.directory() + QLatin1Char('/') + key + QStringLiteral(".json"));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write("{\"path\":\"" + path.toUtf8() + "\",\"pid\":0,\"saved\":\"2026-11-29T10:00:00.000Z\"}");
        }
        QCOMPARE(store.pending().size(), 1);
        DocumentModel model;
        model.setRecoveryStore(store);
        model.setAutosaveDelay(10);
        QVERIFY(model.load(path));
        QVERIFY(model.recoveryKey() != key);
        type(model.document(QStringLiteral("fix")), QStringLiteral(" typed"));
        QVERIFY(model.autosaveNow());
        model.discardRecovery();
        // The crashed session's work is still there to be offered.
        QCOMPARE(store.pending().size(), 1);
        QCOMPARE(store.read(store.pending().first()), QByteArray("crashed work\n"));
    }

    void failedLoadKeepsSession()
    {
        QTemporaryDir dir;
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"))));
        type(model.document(QStringLiteral("fix")), QStringLiteral("x"));
        const QString bad = writeFile(dir, QStringLiteral("bad.md"), QByteArray("---\nrevision: abc\n---\n"));
        InputError error;
        QVERIFY(!model.load(bad, &error));
        QCOMPARE(error.line, 2);
        QVERIFY(model.isModified());
        QVERIFY(model.path().endsWith(QStringLiteral("a.md")));
    }

    void failedSaveLeavesFileIntact()
    {
        QTemporaryDir dir;
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"))));
        type(model.document(QStringLiteral("fix")), QStringLiteral("x"));
        QString error;
        QVERIFY(!model.saveAs(dir.filePath(QStringLiteral("no/such/folder/a.md")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(model.isModified());
        QCOMPARE(readFile(dir.filePath(QStringLiteral("a.md"))), fixture("full-en.md"));
    }

    // A full disk: Save reports the OS error, the file keeps its bytes, the work stays
    // modified.
    void saveOnAFullDiskFails()
    {
        PM_FULL_FILESYSTEM(fs);
        const QString path = pmtest::writeFile(fs.filePath(QStringLiteral("a.md")), fixture("full-en.md"));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Written on a full disk."));
        QVERIFY(fs.fill());
        QString error;
        QVERIFY(!model.save(&error));
        QCOMPARE(error, QStringLiteral("No space left on device"));
        QVERIFY(model.isModified());
        QCOMPARE(readFile(path), fixture("full-en.md"));
    }

    // Autosave on a full disk says so, and never leaves an empty or cut recovery file:
    // the first attempt leaves none, a later one keeps the previous autosave whole.
    void autosaveOnAFullDiskFailsAndKeepsThePreviousOne_data()
    {
        QTest::addColumn<bool>("autosavedBefore");
        QTest::newRow("first autosave") << false;
        QTest::newRow("after an autosave") << true;
    }
    void autosaveOnAFullDiskFailsAndKeepsThePreviousOne()
    {
        QFETCH(bool, autosavedBefore);
        PM_FULL_FILESYSTEM(fs);
        QTemporaryDir dir;
        const QString storeDir = fs.filePath(QStringLiteral("autosave"));
        QVERIFY(QDir().mkpath(storeDir));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(storeDir));
        QVERIFY(model.load(writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"))));
        QSignalSpy autosaved(&model, &DocumentModel::autosaved);
        QSignalSpy failed(&model, &DocumentModel::autosaveFailed);
        type(model.document(QStringLiteral("fix")), QStringLiteral(" First words."));
        QByteArray previous;
        if (autosavedBefore) {
            QVERIFY(model.autosaveNow());
            previous = readFile(autosaved.first().first().toString());
            QVERIFY(previous.contains("First words."));
        }
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Words typed on a full disk."));
        QVERIFY(fs.fill());
        QVERIFY(!model.autosaveNow());
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("No space left on device")),
                 qPrintable(failed.first().first().toString()));
        const QStringList left = QDir(storeDir).entryList(QDir::Files | QDir::Hidden);
        if (!autosavedBefore) {
            QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        } else {
            QCOMPARE(left.size(), 2);   // the draft and its note, nothing half-written beside them
            QCOMPARE(readFile(autosaved.first().first().toString()), previous);
        }
    }

    void noticesChangeOnDisk()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        DocumentModel model;
        model.setRecoveryStore(RecoveryStore(m_store.path()));
        QVERIFY(model.load(path));
        QSignalSpy changed(&model, &DocumentModel::fileChangedOnDisk);
        // Our own save is not a change by someone else.
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Saved."));
        QVERIFY(model.save());
        QTest::qWait(300);
        QCOMPARE(changed.count(), 0);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\nEdited elsewhere.\n");
        }
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toString(), path);
    }

    void autosaveAndDiscard()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("a.md"), fixture("full-en.md"));
        RecoveryStore store(m_store.path() + QStringLiteral("/own"));
        DocumentModel model;
        model.setRecoveryStore(store);
        model.setAutosaveDelay(50);
        QVERIFY(model.load(path));
        QSignalSpy autosaved(&model, &DocumentModel::autosaved);
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Autosaved text."));
        QTRY_COMPARE(autosaved.count(), 1);
        const QString draft = autosaved.first().first().toString();
        QVERIFY(readFile(draft).contains("Autosaved text."));
        // The store does not offer our own live session for recovery.
        QVERIFY(store.pending().isEmpty());
        // The original file is untouched by an autosave.
        QCOMPARE(readFile(path), fixture("full-en.md"));
        QVERIFY(model.save());
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
        child.kill();   // SIGKILL: no chance to clean up
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
        DocumentModel model;
        model.setRecoveryStore(store);
        model.loadValue(recovered.value(), path, true);
        QVERIFY(model.isModified());
        QVERIFY(model.save());
        store.discard(entry.key);
        QVERIFY(store.pending().isEmpty());
        QVERIFY(readFile(path).contains("Typed before the crash"));
    }

private:
    QTemporaryDir m_store;
};

QTEST_MAIN(TestDocumentModel)
#include "tst_documentmodel.moc"
