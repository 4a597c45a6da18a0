// Opening a big draft in the real window, and one keystroke in it: the key event
// itself (the model, the tab, the counts, the squiggles) and the checks that follow
// after the debounce. Shapes, each a valid draft under the 10,000-heading cap:
//   nine       the nine sections, evenly filled (1, 2 and 4 MiB)
//   one        everything in Root cause, the other sections a paragraph each
//   extra      the nine, and 600 extra sections of the sections' level (overflow tab)
//   headings   a heading every ~400 bytes: 9,900 sections, the most the format reads
//   longlines  the nine, each paragraph one line of 64 KiB
// Run: QT_QPA_PLATFORM=offscreen bench_bigdraft [-iterations N] [testname:row]
#include "documentchecker.h"
#include "documentmodel.h"
#include "documentservice.h"
#include "draftformat.h"
#include "lintmodel.h"
#include "checkspanel.h"
#include "mainwindow.h"
#include "sectioneditor.h"
#include "sectiontabs.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTextCursor>
#include <QTest>

#include <algorithm>
#include <numeric>

#include <time.h>

using namespace pm;

namespace {

qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

const QByteArray Paragraph = "The fast path in `tadaLaunchPrepare()` skipped the event sync between "
                             "`launchStream` and `deviceStream` when `numStreams == 1`.\n\n";

QByteArray frontMatter()
{
    return "---\ntitle: Big\nticket: ABC-1\nowner: A\ngate:\n  repro: every run\n  root_cause: confirmed\n"
           "  fix: org/r#1\n  verified: soak passes\n---\n\n# Big\n\n";
}

const char *const Headings[] = {"Summary", "Symptoms", "Root cause", "Why the symptom", "Fix",
                                "How it was found", "Why it slipped through", "Verification", "Action items"};

QByteArray draft(const QString &shape, int targetBytes)
{
    QByteArray out = frontMatter();
    const int paragraphs = targetBytes / int(Paragraph.size()) + 1;
    if (shape == QLatin1String("one")) {
        for (const char *h : Headings) {
            out += "## " + QByteArray(h) + "\n\n";
            const int n = QByteArray(h) == "Root cause" ? paragraphs - 8 : 1;
            for (int i = 0; i < n; ++i)
                out += Paragraph;
        }
        return out;
    }
    if (shape == QLatin1String("longlines")) {
        // 64 KiB lines: the paragraph's sentence repeated, one line break per 64 KiB.
        QByteArray sentence = Paragraph.trimmed() + ' ';
        QByteArray line;
        while (line.size() < 64 * 1024)
            line += sentence;
        line += "\n\n";
        const int perSection = targetBytes / 9 / int(line.size()) + 1;
        for (const char *h : Headings) {
            out += "## " + QByteArray(h) + "\n\n";
            for (int i = 0; i < perSection; ++i)
                out += line;
        }
        return out;
    }
    // nine, extra, headings: the nine sections, with extra headings of the same level
    // spread evenly (each becomes a section of its own).
    const int extra = shape == QLatin1String("extra") ? 600 : shape == QLatin1String("headings") ? 9900 - 9
                                                                                                 : 0;
    const int perSection = paragraphs / 9 + 1;
    const int everyN = extra > 0 ? qMax(1, paragraphs / extra) : 0;
    int note = 0, written = 0;
    for (const char *h : Headings) {
        out += "## " + QByteArray(h) + "\n\n";
        for (int i = 0; i < perSection; ++i, ++written) {
            if (everyN > 0 && i > 0 && written % everyN == 0 && note < extra)
                out += "## Note " + QByteArray::number(++note) + "\n\n";
            out += Paragraph;
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

    // openFile() and the event loop's turn that lays out and paints the window: the
    // time until the draft is on screen and takes keys. The lint, its list and the
    // squiggles run within it; a big draft's publish verdict runs on a worker thread
    // (openUntilVerdict). Besides the wall clock, the GUI thread's own CPU time is
    // printed: on a loaded machine it is the steadier figure.
    void open_data() { rows(); }
    void open()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        const QString path = write(shape, mib);
        MainWindow w;
        w.show();
        QCoreApplication::processEvents();
        qint64 cpu = 0;
        int runs = 0;
        QBENCHMARK
        {
            const qint64 start = threadCpuNs();
            QVERIFY(w.openFile(path));
            QCoreApplication::processEvents(); // layout and first paint of the new tabs
            cpu += threadCpuNs() - start;
            ++runs;
        }
        qInfo("%d sections, %d tabs, %d findings; GUI thread CPU %.0f ms per open",
              int(w.document()->entries().size()), w.tabs()->count(), w.checks()->lintModel()->rowCount(),
              cpu / 1e6 / qMax(1, runs));
        QTRY_VERIFY_WITH_TIMEOUT(!w.checks()->isVerdictPending(), 60000);
    }

    // From openFile() to the publish verdict in the checks panel (on the worker thread
    // for a draft this big), wall clock.
    void openUntilVerdict_data() { rows(); }
    void openUntilVerdict()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        const QString path = write(shape, mib);
        MainWindow w;
        w.show();
        QCoreApplication::processEvents();
        QBENCHMARK
        {
            QVERIFY(w.openFile(path));
            QCoreApplication::processEvents();
            while (w.checks()->isVerdictPending())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        }
        QVERIFY(!w.checks()->isVerdictStale());
    }

    // The parts of open(): reading and parsing alone (DraftFormat), and the full lint
    // and verdict that follow a load.
    void parse_data() { rows(); }
    void parse()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        const QString path = write(shape, mib);
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
        QFETCH(QString, shape);
        QFETCH(int, mib);
        MainWindow w;
        QVERIFY(w.openFile(write(shape, mib)));
        QBENCHMARK
        {
            w.checks()->relintAll();
        }
    }

    // One key typed at the end of the largest section (Root cause in every shape), and
    // the repaint it causes; the checks wait for the debounce.
    void keystroke_data() { rows(); }
    void keystroke()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        MainWindow w;
        w.show();
        SectionEditor *ed = openAtEndOfRootCause(w, write(shape, mib));
        QVERIFY(ed);
        // The key event (the insertion, Qt's layout of the paragraph, the model, the
        // tab) and the repaint that follows, also apart. The median is the figure to
        // compare on a loaded machine; the worst includes the odd key during which a
        // timer fires (the autosave, every 1.5 s of typing).
        QList<qint64> keys, events;
        QBENCHMARK
        {
            const qint64 start = threadCpuNs();
            QTest::keyClick(ed, Qt::Key_X);
            const qint64 handled = threadCpuNs();
            QCoreApplication::processEvents();
            keys.append(threadCpuNs() - start);
            events.append(handled - start);
        }
        const auto ms = [](qint64 ns) { return ns / 1e6; };
        const auto median = [](QList<qint64> v) {
            std::sort(v.begin(), v.end());
            return v.isEmpty() ? 0 : v.at(v.size() / 2);
        };
        const qint64 total = std::accumulate(keys.cbegin(), keys.cend(), qint64(0));
        const qint64 handling = std::accumulate(events.cbegin(), events.cend(), qint64(0));
        const double n = qMax(1.0, double(keys.size()));
        qInfo("GUI thread CPU %.2f ms per key, median %.2f, %.2f ms at most (%.2f ms the key event, median %.2f; "
              "%.2f ms the repaint) over %d keys",
              ms(total) / n, ms(median(keys)), ms(keys.isEmpty() ? 0 : *std::max_element(keys.cbegin(), keys.cend())),
              ms(handling) / n, ms(median(events)), ms(total - handling) / n, int(keys.size()));
        QVERIFY(w.document()->isModified());
    }

    // What the debounce runs 250 ms after typing pauses (checkEdited): the section's
    // re-lint, the gate, the counts, the list and the squiggles, until the result is in
    // (from the worker thread for a draft this big). The wall clock includes the
    // worker's time; the GUI thread's own CPU is what typing waits for.
    void checksAfterKeystroke_data() { rows(); }
    void checksAfterKeystroke()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        MainWindow w;
        w.show();
        SectionEditor *ed = openAtEndOfRootCause(w, write(shape, mib));
        QVERIFY(ed);
        // The checker's own share: starting the check (the snapshot of the text) and
        // applying its result (the list, the counts, the squiggles, the repaint). The
        // rest of the window is other timers that a pause also fires (the word counts,
        // the autosave).
        qint64 cpu = 0, worst = 0, starting = 0, landing = 0, landedAt = 0;
        int runs = 0;
        connect(w.checks(), &DocumentChecker::checkPendingChanged, this, [&landedAt](bool pending) {
            if (!pending)
                landedAt = threadCpuNs();
        });
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            QCoreApplication::processEvents(); // the key's own work (see keystroke)
            const qint64 start = threadCpuNs();
            landedAt = 0;
            w.checks()->checkEdited();
            starting += threadCpuNs() - start;
            while (w.checks()->isCheckPending())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            QCoreApplication::processEvents(); // the repaint of the new squiggles
            const qint64 end = threadCpuNs();
            landing += end - (landedAt ? landedAt : end);
            cpu += end - start;
            worst = qMax(worst, end - start);
            ++runs;
        }
        const double n = qMax(1, runs);
        qInfo("GUI thread CPU per pause: %.2f ms (at most %.2f); the checker's: %.2f ms starting + %.2f ms applying",
              cpu / 1e6 / n, worst / 1e6, starting / 1e6 / n, landing / 1e6 / n);
        QTRY_VERIFY_WITH_TIMEOUT(!w.checks()->isVerdictPending(), 60000);
    }

    // Everything a pause sets off, with the checks panel on screen: the debounced
    // checks (snapshot, worker, the lint list, the squiggles), the verdict and the
    // autosave (its pause timer shortened to 400 ms), until all of them are done. The
    // event loop runs one pass at a time: the worst pass's GUI-thread CPU is the
    // longest the window stalls (several events in one pass count as one stall, so it
    // errs on the long side); the sum is all the GUI thread spent.
    void pause_data() { rows(); }
    void pause()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        QTemporaryDir store;
        MainWindow w;
        w.resize(1280, 900);
        w.show();
        w.documentService()->setRecoveryStore(RecoveryStore(store.path()));
        SectionEditor *ed = openAtEndOfRootCause(w, write(shape, mib));
        QVERIFY(ed);
        QVERIFY(w.checksPanel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!w.checks()->isVerdictPending(), 60000);
        w.documentService()->setAutosaveDelay(400);
        bool autosaved = false;
        connect(w.documentService(), &DocumentService::autosaved, this, [&autosaved] { autosaved = true; });
        QList<qint64> worsts, totals;
        QTimer tick; // wakes the loop once all is done, to see that it is
        tick.start(50);
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            QCoreApplication::processEvents(); // the key's own work (see keystroke)
            autosaved = false;
            qint64 total = 0, worst = 0;
            QElapsedTimer wall;
            wall.start();
            // Until the checks, the verdict and the autosave are in and the list has
            // been laid out (the batched layout runs on a 0 ms timer).
            while (wall.elapsed() < 60000
                   && (!autosaved || w.checks()->isCheckPending() || w.checks()->isVerdictPending()
                       || w.checks()->isVerdictStale() || wall.elapsed() < 1500)) {
                const qint64 start = threadCpuNs();
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
                const qint64 spent = threadCpuNs() - start;
                total += spent;
                worst = qMax(worst, spent);
            }
            worsts.append(worst);
            totals.append(total);
        }
        std::sort(worsts.begin(), worsts.end());
        std::sort(totals.begin(), totals.end());
        qInfo("after a pause, GUI thread: worst pass median %.2f ms, max %.2f ms; all of it median %.2f ms, max %.2f "
              "ms (%d runs, %d findings)",
              worsts.at(worsts.size() / 2) / 1e6, worsts.last() / 1e6, totals.at(totals.size() / 2) / 1e6,
              totals.last() / 1e6, int(worsts.size()), w.checks()->lintModel()->rowCount());
    }

    // What the checks and the autosave take on the GUI thread before their workers
    // start: DocumentModel::snapshot() after one key in the largest section.
    void snapshot_data() { rows(); }
    void snapshot()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        MainWindow w;
        w.show();
        SectionEditor *ed = openAtEndOfRootCause(w, write(shape, mib));
        QVERIFY(ed);
        QList<qint64> spent;
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            QCoreApplication::processEvents();
            const qint64 start = threadCpuNs();
            const PostMortem pm = w.document()->snapshot();
            spent.append(threadCpuNs() - start);
            QVERIFY(!pm.sections.isEmpty());
        }
        std::sort(spent.begin(), spent.end());
        qInfo("snapshot, GUI thread CPU: median %.2f ms, max %.2f ms (%d runs)", spent.at(spent.size() / 2) / 1e6,
              spent.last() / 1e6, int(spent.size()));
    }

    // The autosave that steady typing triggers (every 1.5 s, or 100 edits): the
    // snapshot, the serialisation and the synced write, on the GUI thread.
    void autosave_data() { rows(); }
    void autosave()
    {
        QFETCH(QString, shape);
        QFETCH(int, mib);
        QTemporaryDir store;
        MainWindow w;
        w.show();
        w.documentService()->setRecoveryStore(RecoveryStore(store.path()));
        SectionEditor *ed = openAtEndOfRootCause(w, write(shape, mib));
        QVERIFY(ed);
        QBENCHMARK
        {
            QTest::keyClick(ed, Qt::Key_X);
            QVERIFY(w.documentService()->autosaveNow());
        }
    }

private:
    SectionEditor *openAtEndOfRootCause(MainWindow &w, const QString &path)
    {
        if (!w.openFile(path))
            return nullptr;
        QCoreApplication::processEvents();
        w.tabs()->showKey(QStringLiteral("root-cause"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        ed->setTextCursor(c);
        ed->setFocus();
        QCoreApplication::processEvents();
        return ed;
    }

    void rows()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<int>("mib");
        for (int mib : {1, 2, 4})
            QTest::addRow("nine %d MiB", mib) << QStringLiteral("nine") << mib;
        for (const char *shape : {"one", "extra", "headings", "longlines"})
            QTest::addRow("%s 4 MiB", shape) << QString::fromLatin1(shape) << 4;
    }

    // The draft of a row, written once; it must open (a draft refused by the format
    // would stop the benchmark at a message box).
    QString write(const QString &shape, int mib)
    {
        const QString path = m_dir.filePath(QStringLiteral("big-%1-%2.md").arg(shape).arg(mib));
        if (!QFileInfo::exists(path)) {
            QFile f(path);
            const QByteArray bytes = draft(shape, mib * 1024 * 1024);
            if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
                qFatal("cannot write %s", qPrintable(path));
            f.close();
            const Expected<PostMortem> pm = DraftFormat::parse(bytes, path);
            if (!pm)
                qFatal("the %s draft does not open: %s", qPrintable(shape), qPrintable(pm.error().toString()));
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
