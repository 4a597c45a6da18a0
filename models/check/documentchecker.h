#pragma once

#include "diagnostic.h"
#include "lintcache.h"
#include "linter.h"
#include "lintoptions.h"
#include "publishplan.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTextCursor>

#include <atomic>
#include <memory>

class QTextDocument;
class QThread;
class QTimer;

namespace pm {

class DocumentModel;
class GateModel;
class LintModel;

// The live session's checks, in the manner of Kate's diagnostics provider: after a short
// pause in typing it re-lints only the edited sections (plus the document-level rules),
// re-evaluates the gate from the same snapshot, and publishes plain diagnostics and
// problem counts. It knows nothing about widgets; editors paint what it emits.
//
// Positions in what it publishes are the section editor's own: the offset into the
// section's QTextDocument, and the line and column as the editor's status bar counts
// them (1-based block and UTF-16 position in the block). The linter reads the text the
// draft format normalises (leading blank lines dropped); this class is the one place
// that maps between the two.
class DocumentChecker : public QObject
{
    Q_OBJECT

public:
    explicit DocumentChecker(DocumentModel *document, QObject *parent = nullptr);
    ~DocumentChecker() override;

    DocumentModel *document() const { return m_document; }
    LintModel *lintModel() const { return m_lint; }
    GateModel *gateModel() const { return m_gate; }

    void setDisabledRules(const QSet<QString> &rules);
    QSet<QString> disabledRules() const { return m_options.disabledRules; }
    const LintOptions &options() const { return m_options; }
    void setDebounce(int ms);
    int debounce() const;

    // Lints everything now (after a load or a settings change).
    void relintAll();
    // Lints the sections edited since the last run now, on this thread: what a caller
    // that reads the findings next needs (a quick fix, the export). A check under way on
    // the worker is superseded (its result is dropped).
    void flush();
    // What the debounce runs after a pause in typing. A draft of at least
    // backgroundChecksFrom() characters has its edited sections re-linted and its gate
    // evaluated on a worker thread (0.3 s of CPU for a 4 MiB section), so the GUI thread
    // only takes the snapshot and applies the result; smaller drafts are checked at once.
    // Text typed while the worker runs moves its findings when they land (a finding on
    // text edited since is dropped until the next run, which follows by itself).
    void checkEdited();
    static constexpr int DefaultBackgroundChecksFrom = 128 * 1024;
    void setBackgroundChecksFrom(int characters) { m_checksFrom = characters; }
    int backgroundChecksFrom() const { return m_checksFrom; }
    // A check is running on the worker thread (its findings and gate are not in yet).
    bool isCheckPending() const { return m_checkJob != nullptr; }

    // The findings with a range in one section, in position order.
    QList<Diagnostic> sectionDiagnostics(const QString &key) const;
    // The findings whose range covers an editor position of a section.
    QList<Diagnostic> diagnosticsAt(const QString &key, int position) const;

    // Applies a finding's quick fix to its section as one undoable edit, re-checks, and
    // returns the cursor of the replaced text (null when the finding has no fix or its
    // text has changed since).
    QTextCursor applyQuickFix(const Diagnostic &diagnostic);

    // The one publish verdict: preparePublish() of the current text with the same
    // disabled rules the dialog and the command line use. Recomputed a moment after the
    // checks (it converts the whole draft) or at once when asked for while stale.
    const PublishPlan &verdict();
    bool isVerdictStale() const { return m_verdictStale; }
    // The last verdict computed, as it is: for views that redraw on verdictChanged
    // (verdict() would compute a stale one on the spot).
    const PublishPlan &lastVerdict() const { return m_verdict; }
    // A draft of at least this many characters has its verdict computed on a worker
    // thread (it converts the whole draft: about a second at 4 MiB), so neither opening
    // it nor a pause in typing waits for it; verdictChanged tells when it is there.
    // Smaller drafts get it in the same turn. 0 computes every verdict on the thread.
    static constexpr int DefaultBackgroundFrom = 128 * 1024;
    void setBackgroundVerdictFrom(int characters) { m_backgroundFrom = characters; }
    // A verdict is being computed on the worker thread, or a check whose result makes it
    // out of date is (the views say "Checking…" rather than show the last one as current).
    bool isVerdictPending() const { return m_worker != nullptr || m_checkJob != nullptr; }

    // Where the author fixes a blocker, in the editor's own positions.
    struct Place
    {
        // clang-format off
        enum Kind { Section, GateInput, Scope, Title, Ticket };
        // clang-format on
        Kind kind = Section;
        QString id;       // gate input or scope check id; the section key
        int position = 0; // Section: into the section's document
        int length = 0;
    };
    Place locate(const Blocker &blocker) const;

    // How often this checker has linted a section's text and evaluated the gate, the
    // verdict's share included: each is done once per revision of the text.
    struct Evaluations
    {
        int sectionLints = 0;
        int gates = 0;
    };
    Evaluations evaluations() const { return {m_sectionLints.load(), m_gates.load()}; }

signals:
    void checked();
    // A background check started or landed (isCheckPending()).
    void checkPendingChanged(bool pending);
    // The findings of these section keys changed (all sections when empty).
    void diagnosticsChanged(const QSet<QString> &keys);
    void verdictChanged();

private:
    void onSectionEdited(const QString &key);
    // Moves linted-text positions to the editor's own and sets the editor's line/column.
    void toEditorPositions(QList<Diagnostic> &diagnostics) const;
    // The line and column of findings already in editor positions.
    void setLines(QList<Diagnostic> &diagnostics) const;
    // The sections to lint now: the edited ones and those of a check under way.
    QSet<QString> takeDirty();
    void startCheckWorker();
    struct CheckJob;
    void applyCheckJob(const std::shared_ptr<CheckJob> &job);
    // A section's findings with a range, in position order (what sectionDiagnostics gives).
    void setRanged(const QString &key, const QList<Diagnostic> &found);
    void markVerdictStale();
    // The verdict of the current text: on the worker for a big draft, else at once.
    void computeVerdict();
    void computeVerdictNow();
    void startWorker();
    // What the verdict is computed from: the draft, and the checks' findings and gate when
    // they are of this text (else the verdict computes them, on its thread).
    struct VerdictInput;
    VerdictInput verdictInput() const;
    static PublishPlan planOf(const VerdictInput &input, std::atomic<int> *sectionLints, std::atomic<int> *gates);

    DocumentModel *m_document;
    LintModel *m_lint;
    GateModel *m_gate;
    Linter m_linter;
    LintOptions m_options;
    QTimer *m_debounce;
    QSet<QString> m_dirty;
    QHash<QString, QList<Diagnostic>> m_ranged;
    LintCache m_cache;                 // the linter's own findings of each section, for the verdict
    bool m_documentLevelStale = false; // the last run linted no section (extra ones only)
    std::atomic<int> m_sectionLints{0};
    std::atomic<int> m_gates{0};
    QTimer *m_verdictTimer;
    PublishPlan m_verdict;
    bool m_verdictStale = true;
    int m_backgroundFrom = DefaultBackgroundFrom;
    int m_checksFrom = DefaultBackgroundChecksFrom;
    QThread *m_checkWorker = nullptr;
    std::shared_ptr<CheckJob> m_checkJob; // the one whose result counts (null: superseded)
    bool m_checkAgain = false;            // the debounce fired while the worker ran
    QThread *m_worker = nullptr;
    bool m_workerAgain = false; // the text changed while the worker ran
    quint64 m_verdictRun = 0;   // a worker's result counts only for the latest run
};

// Where a section's editor text starts relative to the linted text: the draft format
// drops leading blank lines, the editor shows them.
int leadingBlankLength(const QTextDocument *document);

} // namespace pm
