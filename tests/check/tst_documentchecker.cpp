#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "gatemodel.h"
#include "lintcache.h"
#include "lintmodel.h"
#include "publishplan.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

using namespace pm;

namespace {

QByteArray draft(const QByteArray &rootCause)
{
    return "---\ntitle: Stale segments\nticket: CDN-1\nowner: Ana\nrefs:\n  - org/r#1\ngate:\n"
           "  repro: \"`./soak.sh --region edge-1` fails deterministically, 20/20 runs\"\n  root_cause: confirmed\n  fix: org/r#1\n"
           "  verified: \"./soak.sh passes 20/20 runs on edge-1\"\n---\n\n# Stale segments\n\n"
           "## Summary\n\nCDN-1: `SegmentIndex::compact()` dropped entries; Ana fixed it in org/r#1.\n\n"
           "## Root cause\n\n"
           + rootCause + "\n\n"
                         "## Fix\n\n`compact()` keeps the entry under the lock (org/r#1).\n\n"
                         "## Verification\n\nThe soak on `edge-1` ran 6 h without a mismatch; other regions were not retested.\n";
}

Diagnostic hedge(const DocumentChecker &checker)
{
    for (const Diagnostic &d : checker.lintModel()->diagnostics()) {
        if (d.rule == QLatin1String("hedging"))
            return d;
    }
    return {};
}

// What a section's findings say, position by position, as the list and the squiggles use it.
QStringList described(const QList<Diagnostic> &found, const QTextDocument *doc)
{
    QStringList out;
    const QString text = doc->toPlainText();
    for (const Diagnostic &d : found) {
        out.append(QStringLiteral("%1 %2+%3 %4:%5 \"%6\"")
                       .arg(d.rule)
                       .arg(d.offset)
                       .arg(d.length)
                       .arg(d.line)
                       .arg(d.column)
                       .arg(text.mid(d.offset, d.length)));
    }
    return out;
}

// A plan's blockers, everything the views and the command line show of each.
QStringList blockers(const PublishPlan &plan)
{
    QStringList out;
    for (const Blocker &b : plan.blockers)
        out.append(QStringLiteral("%1 %2 %3 line %4 at %5+%6: %7")
                       .arg(blockerKindId(b.kind), b.id, b.sectionId)
                       .arg(b.line)
                       .arg(b.offset)
                       .arg(b.length)
                       .arg(b.message));
    return out;
}

} // namespace

class tst_DocumentChecker : public QObject
{
    Q_OBJECT

private slots:
    void positionsAreTheEditors_data()
    {
        QTest::addColumn<QString>("editorText");
        QTest::addColumn<int>("line");
        QTest::newRow("no blank lines") << QStringLiteral("`compact()` probably moved the entry.") << 1;
        QTest::newRow("two blank lines on top") << QStringLiteral("\n\n`compact()` probably moved the entry.") << 3;
        QTest::newRow("second paragraph") << QStringLiteral("`compact()` moves the entry.\n\nIt probably broke `get()`.") << 3;
    }
    void positionsAreTheEditors()
    {
        // The linter reads the normalised text (no leading blank lines); what the
        // checker publishes must point at the same characters in the editor's document.
        QFETCH(QString, editorText);
        QFETCH(int, line);
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        DocumentChecker checker(&model);
        QTextDocument *doc = model.document(QStringLiteral("root-cause"));
        QTextCursor all(doc);
        all.select(QTextCursor::Document);
        all.insertText(editorText);
        checker.flush();
        const Diagnostic d = hedge(checker);
        QCOMPARE(d.sectionId, QStringLiteral("root-cause"));
        QCOMPARE(doc->toPlainText().mid(d.offset, d.length), QStringLiteral("probably"));
        QCOMPARE(d.line, line);
        QCOMPARE(d.line, doc->findBlock(d.offset).blockNumber() + 1); // what the status bar shows
        QCOMPARE(d.column, d.offset - doc->findBlock(d.offset).position() + 1);
        QVERIFY(d.fix);
        QVERIFY(doc->toPlainText().mid(d.fix->offset, d.fix->length).contains(QStringLiteral("probably")));
        QCOMPARE(checker.diagnosticsAt(QStringLiteral("root-cause"), d.offset + 2).size(), 1);
        QVERIFY(checker.diagnosticsAt(QStringLiteral("root-cause"), d.offset + d.length + 1).isEmpty());
    }

    void quickFixIsOneUndoStepAndRefusesStaleFindings()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("\n`compact()` probably moved the entry.")).value());
        DocumentChecker checker(&model);
        QTextDocument *doc = model.document(QStringLiteral("root-cause"));
        const Diagnostic d = hedge(checker);
        QVERIFY(d.fix);
        const QString before = doc->toPlainText();

        // Text typed in front of the finding moves it: the old finding is refused.
        QTextCursor(doc).insertText(QStringLiteral("Yes. "));
        QVERIFY(checker.applyQuickFix(d).isNull());
        QVERIFY(doc->toPlainText().contains(QStringLiteral("probably")));
        doc->undo();
        QCOMPARE(doc->toPlainText(), before);

        checker.flush();
        const Diagnostic fresh = hedge(checker);
        const QTextCursor done = checker.applyQuickFix(fresh);
        QVERIFY(!done.isNull());
        QVERIFY(!doc->toPlainText().contains(QStringLiteral("probably")));
        QVERIFY(hedge(checker).rule.isEmpty()); // re-checked at once
        doc->undo();
        QCOMPARE(doc->toPlainText(), before);
    }

    void debounceLintsOnlyTheEditedSection()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        DocumentChecker checker(&model);
        checker.setDebounce(20);
        QSignalSpy changed(&checker, &DocumentChecker::diagnosticsChanged);
        QVERIFY(checker.sectionDiagnostics(QStringLiteral("root-cause")).isEmpty());
        QTextCursor cursor(model.document(QStringLiteral("root-cause")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" We think so."));
        QVERIFY(changed.wait(2000));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<QSet<QString>>(), QSet<QString>{QStringLiteral("root-cause")});
        QCOMPARE(checker.sectionDiagnostics(QStringLiteral("root-cause")).size(), 1);
    }

    void overrideGoesThroughTheDocument()
    {
        QByteArray bytes = draft("`compact()` moves the entry.");
        bytes.replace("gate:\n", "scope:\n  customer_visible: true\ngate:\n");
        DocumentModel model;
        model.setDraft(DraftFormat::parse(bytes).value());
        DocumentChecker checker(&model);
        checker.setDebounce(0);
        QVERIFY(!checker.gateModel()->passed());
        checker.gateModel()->requestOverride(true);
        QVERIFY(model.scope().override);
        checker.flush();
        QTRY_VERIFY(checker.gateModel()->passed());
    }

    // A check on the worker thread while the author goes on typing: the result is of
    // the text at the snapshot, and lands on the text as it is then. The edits are made
    // before this thread returns to its event loop, so they always come before the
    // result is applied, however fast the worker is.
    void typingWhileTheWorkerChecks_data()
    {
        QTest::addColumn<int>("at");      // where the edit starts, -1: the end
        QTest::addColumn<int>("removed"); // characters replaced
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("hedgeLands"); // the "probably" finding survives the move
        QTest::addColumn<bool>("shown");      // the document has a layout (an editor showed it)
        QTest::newRow("typed in front") << 0 << 0 << QStringLiteral("Yes, ") << true << true;
        QTest::newRow("lines typed in front") << 0 << 0 << QStringLiteral("One.\n\nTwo.\n\n") << true << true;
        QTest::newRow("deleted in front") << 0 << 13 << QString() << true << true;
        QTest::newRow("typed after") << -1 << 0 << QStringLiteral(" Or not.") << true << true;
        QTest::newRow("typed inside the finding") << 27 << 0 << QStringLiteral("xx") << false << true;
        QTest::newRow("finding deleted") << 25 << 9 << QString() << false << true;
        // Qt tells where an edit was only to a document with a layout: without one the
        // section's findings cannot be moved, and none of them lands.
        QTest::newRow("typed in front, never shown") << 0 << 0 << QStringLiteral("Yes, ") << false << false;
    }
    void typingWhileTheWorkerChecks()
    {
        QFETCH(int, at);
        QFETCH(int, removed);
        QFETCH(QString, typed);
        QFETCH(bool, hedgeLands);
        QFETCH(bool, shown);
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        DocumentChecker checker(&model);
        checker.setBackgroundChecksFrom(0); // every draft goes to the worker
        checker.setDebounce(60000);         // only the calls below check
        QSignalSpy pending(&checker, &DocumentChecker::checkPendingChanged);
        const QString key = QStringLiteral("root-cause");
        QTextDocument *doc = model.document(key);
        if (shown)
            doc->documentLayout(); // made on first use, as an editor's is
        QTextCursor all(doc);
        all.select(QTextCursor::Document);
        all.insertText(QStringLiteral("Before that. `compact()` probably moved the entry to `spill()`."));

        checker.checkEdited();
        QVERIFY(checker.isCheckPending());
        QVERIFY(checker.isVerdictPending()); // the panel says "Checking…"
        QCOMPARE(pending.count(), 1);
        QCOMPARE(pending.last().first().toBool(), true);
        QTextCursor edit(doc);
        edit.setPosition(at < 0 ? doc->characterCount() - 1 : at);
        edit.setPosition(edit.position() + removed, QTextCursor::KeepAnchor);
        edit.insertText(typed);

        QTRY_VERIFY_WITH_TIMEOUT(!checker.isCheckPending(), 20000);
        QCOMPARE(pending.last().first().toBool(), false);
        // Every finding that landed is one a check of the text as it is now makes, at the
        // same characters, line and column; none is on text edited since the snapshot.
        const QStringList landed = described(checker.sectionDiagnostics(key), doc);
        DocumentChecker fresh(&model); // lints the current text on this thread
        const QStringList now = described(fresh.sectionDiagnostics(key), doc);
        for (const QString &d : landed)
            QVERIFY2(now.contains(d), qPrintable(d + QStringLiteral(" is not in ") + now.join(QStringLiteral("; "))));
        const bool hedged = !hedge(checker).rule.isEmpty();
        QCOMPARE(hedged, hedgeLands);
        if (hedged)
            QCOMPARE(doc->toPlainText().mid(hedge(checker).offset, hedge(checker).length), QStringLiteral("probably"));

        // The edit made the section dirty again: the run that follows (the debounce's)
        // brings it up to date.
        checker.checkEdited();
        QVERIFY(checker.isCheckPending());
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isCheckPending() && !checker.isVerdictPending(), 20000);
        QCOMPARE(described(checker.sectionDiagnostics(key), doc), now);
        QCOMPARE(checker.lintModel()->diagnostics().size(), fresh.lintModel()->diagnostics().size());
    }

    // flush() while the worker runs (a quick fix, the export) lints at once, and the
    // worker's late result, older than that, does not replace it.
    void flushWhileTheWorkerChecksWins()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        auto *checker = new DocumentChecker(&model);
        checker->setBackgroundChecksFrom(0);
        checker->setDebounce(60000); // only the calls below check
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        checker->checkEdited();
        QVERIFY(checker->isCheckPending());
        end.insertText(QStringLiteral(" It maybe did."));
        checker->flush();
        QVERIFY(!checker->isCheckPending());
        const QStringList flushed = described(checker->sectionDiagnostics(QStringLiteral("root-cause")),
                                              model.document(QStringLiteral("root-cause")));
        QVERIFY(flushed.join(QLatin1Char('\n')).contains(QStringLiteral("\"maybe\"")));
        QSignalSpy changed(checker, &DocumentChecker::diagnosticsChanged);
        // One worker at a time: the check asked for now runs only after the superseded one
        // has ended, so once it has landed the old result has had its chance to land too.
        end.insertText(QStringLiteral(" Again."));
        checker->checkEdited();
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0 && !checker->isCheckPending(), 20000);
        QCOMPARE(changed.count(), 1); // the superseded result never landed
        const QStringList after = described(checker->sectionDiagnostics(QStringLiteral("root-cause")),
                                            model.document(QStringLiteral("root-cause")));
        for (const QString &d : flushed)
            QVERIFY2(after.contains(d), qPrintable(d));
        // Deleted while a worker runs: it is waited for, never written into freed memory.
        end.insertText(QStringLiteral(" Once more."));
        checker->checkEdited();
        QVERIFY(checker->isCheckPending());
        delete checker;
    }

    // A big draft's verdict comes from the worker thread: the call returns at once,
    // verdictChanged brings the plan, and it is the plan of the text as it is then,
    // also when the text changed while the worker ran.
    void bigDraftVerdictComesFromTheWorker()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        DocumentChecker checker(&model);
        QVERIFY(!checker.isVerdictStale()); // small: in the same turn
        QVERIFY(!checker.isVerdictPending());
        checker.setBackgroundVerdictFrom(0); // every draft counts as big now
        checker.setDebounce(0);
        QSignalSpy changed(&checker, &DocumentChecker::verdictChanged);
        checker.relintAll();
        QVERIFY(checker.isVerdictPending());
        QVERIFY(checker.isVerdictStale());
        // Typed while the worker runs: "probably" makes a hedging error in Root cause.
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        checker.flush();
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isVerdictPending() && !checker.isVerdictStale(), 20000);
        QVERIFY(changed.count() >= 2); // "checking", then the plan
        PublishOptions options;
        options.disabledRules = checker.disabledRules();
        const PublishPlan expected = preparePublish(model.snapshot(), options);
        QCOMPARE(checker.lastVerdict().blockerMessages(), expected.blockerMessages());
        QVERIFY(checker.lastVerdict().blockerMessages().join(QLatin1Char('\n')).contains(QStringLiteral("probably")));
        QCOMPARE(checker.lastVerdict().bytes, expected.bytes);
    }

    // Asked for while the worker runs (the export dialog), the verdict is computed on
    // the spot, and the worker's late result does not replace it; a checker deleted
    // while its worker runs waits for it.
    void verdictWhileTheWorkerRunsIsCurrent()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        auto *checker = new DocumentChecker(&model);
        checker->setBackgroundVerdictFrom(0);
        checker->relintAll();
        QVERIFY(checker->isVerdictPending());
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        const QStringList now = checker->verdict().blockerMessages();
        QVERIFY(now.join(QLatin1Char('\n')).contains(QStringLiteral("probably")));
        QTRY_VERIFY_WITH_TIMEOUT(!checker->isVerdictPending(), 20000);
        QCOMPARE(checker->lastVerdict().blockerMessages(), now);
        checker->relintAll();
        QVERIFY(checker->isVerdictPending());
        delete checker; // must not crash or leave the worker writing into freed memory
    }

    // Each pause lints the edited section and evaluates the gate once; the verdict that
    // follows takes both from the checks instead of computing them again, on this thread
    // and on the worker alike.
    void eachFactOncePerRevision_data()
    {
        QTest::addColumn<bool>("background");
        QTest::newRow("verdict on this thread") << false;
        QTest::newRow("verdict on the worker") << true;
    }
    void eachFactOncePerRevision()
    {
        QFETCH(bool, background);
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moves the entry.")).value());
        DocumentChecker checker(&model);
        checker.setDebounce(60000); // only the calls below check
        if (background)
            checker.setBackgroundVerdictFrom(0);
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isVerdictPending() && !checker.isVerdictStale(), 20000);
        const DocumentChecker::Evaluations before = checker.evaluations();
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        checker.flush();
        QCOMPARE(checker.evaluations().sectionLints, before.sectionLints + 1);
        QCOMPARE(checker.evaluations().gates, before.gates + 1);
        // The verdict follows the pause by itself (its timer).
        QVERIFY(checker.isVerdictStale());
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isVerdictPending() && !checker.isVerdictStale(), 20000);
        const PublishPlan plan = checker.verdict();
        QCOMPARE(checker.evaluations().sectionLints, before.sectionLints + 1);
        QCOMPARE(checker.evaluations().gates, before.gates + 1);
        PublishOptions options;
        options.disabledRules = checker.disabledRules();
        const PublishPlan expected = preparePublish(model.snapshot(), options);
        QCOMPARE(blockers(plan), blockers(expected));
        QVERIFY(blockers(plan).join(QLatin1Char('\n')).contains(QStringLiteral("probably")));
        QCOMPARE(plan.bytes, expected.bytes);
    }

    // The verdict built from the checks' findings is the plan of the text as it is, also
    // where an edit changes what other sections' findings are: their lines (text added
    // above them), the rules (a pm-lint switch), a required section emptied, the title.
    void verdictFromTheChecksIsTheFreshPlan()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(draft("`compact()` moved the entry; the lock order is TBD.")).value(), QStringLiteral("/tmp/draft.md"));
        DocumentChecker checker(&model);
        checker.setDebounce(60000);
        const auto append = [&model](const char *key, const QString &text) {
            QTextCursor end(model.document(QString::fromLatin1(key)));
            end.movePosition(QTextCursor::End);
            end.insertText(text);
        };
        const auto same = [&](const char *step) {
            checker.flush();
            PublishOptions options;
            options.disabledRules = checker.disabledRules();
            const PublishPlan expected = preparePublish(model.snapshot(), options);
            const QStringList got = blockers(checker.verdict());
            if (got != blockers(expected))
                qWarning("%s: %s\n != %s", step, qPrintable(got.join(QLatin1Char('\n'))), qPrintable(blockers(expected).join(QLatin1Char('\n'))));
            QCOMPARE(got, blockers(expected));
        };
        same("loaded");
        QVERIFY(blockers(checker.verdict()).join(QLatin1Char('\n')).contains(QStringLiteral("lint placeholder root-cause")));
        append("summary", QStringLiteral("\n\nOne.\n\nTwo.\n\nThree."));
        same("lines added above");
        append("fix", QStringLiteral(" The soak owner is TBD."));
        same("a second section");
        append("summary", QStringLiteral("\n\n<!-- pm-lint: disable=placeholder -->"));
        same("a switch written");
        QVERIFY(!blockers(checker.verdict()).join(QLatin1Char('\n')).contains(QStringLiteral("lint placeholder")));
        QTextCursor summary(model.document(QStringLiteral("summary")));
        summary.movePosition(QTextCursor::End);
        summary.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
        summary.removeSelectedText();
        same("the switch deleted");
        QTextCursor fix(model.document(QStringLiteral("fix")));
        fix.select(QTextCursor::Document);
        fix.removeSelectedText();
        same("a required section emptied");
        Meta meta = model.meta();
        meta.title = QStringLiteral("(title)");
        model.setMeta(meta);
        same("the title a placeholder");
    }

    // Findings kept from a draft whose sections started lower or higher in the file
    // move with their section (a draft read again after lines were added above).
    void keptFindingsFollowTheirSection()
    {
        const PostMortem before = DraftFormat::parse(draft("`compact()` moved the entry; the lock order is TBD.")).value();
        QByteArray bytes = draft("`compact()` moved the entry; the lock order is TBD.");
        bytes.replace("## Summary\n\n", "## Summary\n\nOne.\n\nTwo.\n\n");
        const PostMortem after = DraftFormat::parse(bytes).value();
        Linter linter;
        LintCache cache;
        cache.storeAll(before, linter.lint(before));
        cache.storeSection(after, QStringLiteral("summary"), linter.lintSection(after, QStringLiteral("summary")));
        int linted = 0;
        const QList<Diagnostic> kept = cache.findings(after, linter, {}, false, &linted);
        QCOMPARE(linted, 0);
        QCOMPARE(kept, linter.lint(after));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    tst_DocumentChecker test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_documentchecker.moc"
