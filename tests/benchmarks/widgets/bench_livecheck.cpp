// The cost of one keystroke's checks in the editor: after the debounce, DocumentChecker
// snapshots the document, re-lints the edited section, re-evaluates the gate, and the
// squiggle painters redraw (the Root cause tab is on screen, so its painter works).
// Run: bench_livecheck (QT_QPA_PLATFORM=offscreen).
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "lintmodel.h"
#include "sectionlistmodel.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "squigglepainter.h"

#include <QApplication>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

#include <time.h>

using namespace pm;

namespace {

// This thread's CPU time: on a shared machine the wall clock measures the load.
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

} // namespace

class BenchLiveCheck : public QObject
{
    Q_OBJECT

private:
    static QByteArray draft(int targetBytes)
    {
        QByteArray out = "---\ntitle: Big\nticket: ABC-1\nowner: A\ngate:\n  repro: every run\n  root_cause: confirmed\n"
                         "  fix: org/r#1\n  verified: soak passes\n---\n\n# Big\n\n";
        const char *headings[] = {"Summary", "Symptoms", "Root cause", "Why the symptom", "Fix",
                                  "How it was found", "Why it slipped through", "Verification", "Action items"};
        const QByteArray para = "The fast path in `tadaLaunchPrepare()` skipped the event sync between "
                                "`launchStream` and `deviceStream` when `numStreams == 1`; we think it was probably stale.\n\n";
        const int perSection = targetBytes / 9 / int(para.size()) + 1;
        for (const char *h : headings) {
            out += "## " + QByteArray(h) + "\n\n";
            for (int i = 0; i < perSection; ++i)
                out += para;
        }
        return out;
    }

    // One keystroke and flush(); besides the time of both, the painters' share of this
    // thread's CPU time is printed (their refresh runs between the two timing slots
    // connected around attach()).
    void run(int bytes)
    {
        DocumentModel document;
        SectionListModel sections(&document);
        SectionTabs tabs(&document, &sections);
        DocumentChecker checks(&document);
        qint64 painting = 0, since = 0;
        connect(&checks, &DocumentChecker::diagnosticsChanged, this, [&since] { since = threadCpuNs(); });
        SquigglePainter::attach(&tabs, &checks);
        connect(&checks, &DocumentChecker::diagnosticsChanged, this,
                [&since, &painting] { painting += threadCpuNs() - since; });
        const Expected<PostMortem> pm = DraftFormat::parse(draft(bytes));
        QVERIFY(pm.ok());
        document.setDraft(pm.value());
        tabs.resize(900, 700);
        tabs.show();
        tabs.showKey(QStringLiteral("root-cause"));
        QCoreApplication::processEvents();
        SectionEditor *editor = tabs.currentEditor();
        QVERIFY(editor && editor->key() == QLatin1String("root-cause"));
        SquigglePainter *painter = SquigglePainter::of(editor);
        QVERIFY(painter);
        QTextCursor cursor(document.document(QStringLiteral("root-cause")));
        cursor.movePosition(QTextCursor::End);
        painting = 0;
        const qint64 start = threadCpuNs();
        int runs = 0;
        QBENCHMARK
        {
            cursor.insertText(QStringLiteral("x")); // one keystroke
            checks.flush();
            ++runs;
        }
        const qint64 all = threadCpuNs() - start;
        QVERIFY(checks.lintModel()->rowCount() > 0);
        qInfo("%d findings in Root cause, %d squiggled; the painters' refresh %.2f ms CPU per keystroke, %.0f%% of the checks",
              int(painter->diagnostics().size()), int(editor->layer(SectionEditor::Layer::Lint).size()),
              painting / 1e6 / qMax(1, runs), 100.0 * painting / qMax<qint64>(1, all));
    }

private slots:
    void keystroke60KiB() { run(60 * 1024); }
    void keystroke1MiB() { run(1024 * 1024); }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    BenchLiveCheck bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_livecheck.moc"
