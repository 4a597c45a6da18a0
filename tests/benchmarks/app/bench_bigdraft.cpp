// Opening a big draft in the real window, and one keystroke in it: the key event
// itself (the model, the tab, the counts) and the checks that follow after the
// debounce. Shapes: the nine sections only, and the adversarial one, a heading every
// few lines (each becomes a section of its own, so a tab). Sizes 1, 2 and 4 MiB.
// Run: QT_QPA_PLATFORM=offscreen bench_bigdraft [-iterations N] [testname:row]
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "mainwindow.h"
#include "sectioneditor.h"
#include "sectiontabs.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QtTest>

using namespace pm;

namespace {

QByteArray draft(int targetBytes, bool manyHeadings)
{
    QByteArray out = "---\ntitle: Big\nticket: ABC-1\nowner: A\ngate:\n  repro: every run\n  root_cause: confirmed\n"
                     "  fix: org/r#1\n  verified: soak passes\n---\n\n# Big\n\n";
    const char *headings[] = {"Summary", "Symptoms", "Root cause", "Why the symptom", "Fix",
                              "How it was found", "Why it slipped through", "Verification", "Action items"};
    const QByteArray para = "The fast path in `tadaLaunchPrepare()` skipped the event sync between "
                            "`launchStream` and `deviceStream` when `numStreams == 1`.\n\n";
    const int perSection = targetBytes / 9 / int(para.size()) + 1;
    int note = 0;
    for (const char *h : headings) {
        out += "## " + QByteArray(h) + "\n\n";
        for (int i = 0; i < perSection; ++i) {
            // Adversarial: a heading of the sections' level before every paragraph.
            if (manyHeadings && i > 0)
                out += "## Note " + QByteArray::number(++note) + "\n\n";
            out += para;
        }
    }
    return out;
}

} // namespace

class BenchBigDraft : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QSettings().clear(); }

    void open_data() { rows(); }
    void open()
    {
        QFETCH(int, mib);
        QFETCH(bool, manyHeadings);
        const QString path = write(mib, manyHeadings);
        MainWindow w;
        w.show();
        QBENCHMARK
        {
            QVERIFY(w.openFile(path));
            QCoreApplication::processEvents(); // layout and first paint of the new tabs
        }
        qInfo("%d tabs", w.tabs()->count());
    }

    // The parts of open(): reading and parsing alone (DraftFormat), and the full lint
    // that follows a load.
    void parse_data() { rows(); }
    void parse()
    {
        QFETCH(int, mib);
        QFETCH(bool, manyHeadings);
        const QString path = write(mib, manyHeadings);
        QBENCHMARK
        {
            const Expected<QByteArray> bytes = DraftFormat::readFile(path);
            QVERIFY(bytes.ok());
            QVERIFY(DraftFormat::parse(bytes.value(), path).ok());
        }
    }

    void lintAll_data() { rows(); }
    void lintAll()
    {
        QFETCH(int, mib);
        QFETCH(bool, manyHeadings);
        MainWindow w;
        QVERIFY(w.openFile(write(mib, manyHeadings)));
        QBENCHMARK
        {
            w.checks()->relintAll();
        }
    }

    void keystroke_data() { rows(); }
    void keystroke()
    {
        QFETCH(int, mib);
        QFETCH(bool, manyHeadings);
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(write(mib, manyHeadings)));
        QCoreApplication::processEvents();
        w.tabs()->showKey(QStringLiteral("root-cause"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        ed->setTextCursor(c);
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            QCoreApplication::processEvents();
        }
        QVERIFY(w.document()->isModified());
    }

    void checksAfterKeystroke_data() { rows(); }
    void checksAfterKeystroke()
    {
        QFETCH(int, mib);
        QFETCH(bool, manyHeadings);
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(write(mib, manyHeadings)));
        QCoreApplication::processEvents();
        w.tabs()->showKey(QStringLiteral("root-cause"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        ed->setTextCursor(c);
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            w.checks()->flush(); // what the debounce runs 250 ms later
        }
    }

private:
    void rows()
    {
        QTest::addColumn<int>("mib");
        QTest::addColumn<bool>("manyHeadings");
        for (int mib : {1, 2, 4}) {
            QTest::addRow("%d MiB, nine sections", mib) << mib << false;
            QTest::addRow("%d MiB, many headings", mib) << mib << true;
        }
    }

    QString write(int mib, bool manyHeadings)
    {
        const QString path = m_dir.filePath(QStringLiteral("big-%1-%2.md").arg(mib).arg(manyHeadings));
        if (!QFileInfo::exists(path)) {
            QFile f(path);
            const QByteArray bytes = draft(mib * 1024 * 1024, manyHeadings);
            if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
                qFatal("cannot write %s", qPrintable(path));
        }
        return path;
    }

    QTemporaryDir m_dir;
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    BenchBigDraft bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_bigdraft.moc"
