#include "documentchecker.h"

#include "documentmodel.h"
#include "gatemodel.h"
#include "gatestatus.h"
#include "lintmodel.h"

#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <utility>

namespace pm {

namespace {

struct Edit
{
    int position = 0;
    int removed = 0;
    int added = 0;
};

bool isExtra(const QString &key)
{
    // Extra sections are not linted; their keys are "extra-N".
    return key.startsWith(QLatin1String("extra-"));
}

} // namespace

// One background check: a copy of the draft goes in, findings and the gate come out.
// The worker touches only the draft, the options, its copy of the linter (whose shared
// cache is locked) and the results; this thread reads the results once the worker has
// finished. The edits and the watches that record them are this thread's alone.
struct DocumentChecker::CheckJob
{
    PostMortem draft;
    LintOptions options;
    Linter linter;
    QStringList keys;          // the edited sections, extra ones included (they are not linted)
    QHash<QString, int> leads; // each section editor's blank lines on top, at the snapshot
    QHash<QString, QList<Diagnostic>> found;
    GateStatus gate;
    QHash<QString, QList<Edit>> edits; // typed while the worker ran, in order
    // Sections edited where no edit was recorded: QTextDocument reports where an edit
    // was only to a document with a layout (one an editor has shown). Their findings
    // cannot be moved and are dropped; the run that follows the edit brings new ones.
    QSet<QString> untracked;
    QSet<QString> recorded; // an edit's position came in before its contentsChanged
    QList<QMetaObject::Connection> watches;

    void unwatch()
    {
        for (const QMetaObject::Connection &c : std::as_const(watches))
            QObject::disconnect(c);
        watches.clear();
    }
};

namespace {

// Moves a finding (in editor positions of the snapshot) over the edits typed since, in
// their order. A finding whose own text, or its fix's, was edited is dropped: it may no
// longer apply, and the run that follows the edit finds it again if it does.
bool moveOver(Diagnostic &d, const QList<Edit> &edits)
{
    for (const Edit &e : edits) {
        const auto shift = [&e](int &offset, int length) {
            if (e.position >= offset + length && (length > 0 || e.position > offset))
                return true; // after the range (typing on at its end does not extend it)
            if (e.position + e.removed <= offset) {
                offset += e.added - e.removed;
                return true;
            }
            return false;
        };
        if (!shift(d.offset, d.length))
            return false;
        if (d.fix && !shift(d.fix->offset, d.fix->length))
            return false;
    }
    return true;
}

} // namespace

int leadingBlankLength(const QTextDocument *doc)
{
    // Blank blocks at the top, without copying the whole text.
    int length = 0;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (!block.text().trimmed().isEmpty())
            return length;
        length += block.length(); // the text plus its separator
    }
    return length;
}

DocumentChecker::DocumentChecker(DocumentModel *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_lint(new LintModel(this))
    , m_gate(new GateModel(this))
    , m_debounce(new QTimer(this))
    , m_verdictTimer(new QTimer(this))
{
    m_verdictTimer->setSingleShot(true);
    m_verdictTimer->setInterval(400);
    connect(m_verdictTimer, &QTimer::timeout, this, &DocumentChecker::computeVerdict);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &DocumentChecker::checkEdited);
    connect(document, &DocumentModel::sectionEdited, this, &DocumentChecker::onSectionEdited);
    connect(document, &DocumentModel::documentReset, this, &DocumentChecker::relintAll);
    connect(document, &DocumentModel::metaChanged, this, [this] {
        // Summary rules read the ticket and owner; the gate reads the inputs.
        m_dirty.insert(QStringLiteral("summary"));
        m_debounce->start();
    });
    connect(m_gate, &GateModel::overrideRequested, this, [this](bool on) {
        Scope scope = m_document->scope();
        scope.override = on;
        m_document->setScope(scope);
    });
    relintAll();
}

DocumentChecker::~DocumentChecker()
{
    if (m_checkJob)
        m_checkJob->unwatch();
    if (m_checkWorker) {
        m_checkWorker->wait();
        delete m_checkWorker;
    }
    // The worker reads only its own copy of the draft; it is waited for, not cut off.
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void DocumentChecker::setDisabledRules(const QSet<QString> &rules)
{
    m_options.disabledRules = rules;
    relintAll();
}

void DocumentChecker::setDebounce(int ms)
{
    m_debounce->setInterval(ms);
}

int DocumentChecker::debounce() const
{
    return m_debounce->interval();
}

void DocumentChecker::onSectionEdited(const QString &key)
{
    m_dirty.insert(key);
    m_debounce->start();
}

void DocumentChecker::toEditorPositions(QList<Diagnostic> &diagnostics) const
{
    QHash<QString, int> leads;
    for (Diagnostic &d : diagnostics) {
        if (d.documentLevel)
            continue;
        const QTextDocument *doc = m_document->document(d.sectionId);
        if (!doc)
            continue;
        auto lead = leads.constFind(d.sectionId);
        if (lead == leads.cend())
            lead = leads.insert(d.sectionId, leadingBlankLength(doc));
        d.offset += *lead;
        if (d.fix)
            d.fix->offset += *lead;
    }
    setLines(diagnostics);
}

void DocumentChecker::setLines(QList<Diagnostic> &diagnostics) const
{
    for (Diagnostic &d : diagnostics) {
        if (d.documentLevel) {
            // Not in the text: the list names the section, the editor shows no line.
            d.line = 0;
            d.column = 0;
            continue;
        }
        const QTextDocument *doc = m_document->document(d.sectionId);
        if (!doc)
            continue;
        const QTextBlock block = doc->findBlock(d.offset);
        d.line = block.isValid() ? block.blockNumber() + 1 : 0;
        d.column = block.isValid() ? d.offset - block.position() + 1 : 0;
    }
}

QSet<QString> DocumentChecker::takeDirty()
{
    QSet<QString> keys = std::exchange(m_dirty, {});
    if (m_checkJob) {
        // Its sections are linted again now, from the text as it is: its result would be
        // older than this one and is dropped when it comes.
        for (const QString &key : std::as_const(m_checkJob->keys))
            keys.insert(key);
        m_checkJob->unwatch();
        m_checkJob.reset();
        m_checkAgain = false;
        emit checkPendingChanged(false);
    }
    return keys;
}

void DocumentChecker::relintAll()
{
    m_debounce->stop();
    takeDirty();
    const PostMortem pm = m_document->snapshot();
    QList<Diagnostic> all = m_linter.lint(pm, m_options);
    m_sectionLints += int(std::count_if(pm.sections.cbegin(), pm.sections.cend(), [](const Section &s) { return !s.isExtra(); }));
    m_cache.storeAll(pm, all);
    m_documentLevelStale = false;
    toEditorPositions(all);
    m_lint->setDiagnostics(all);
    m_ranged.clear();
    QHash<QString, QList<Diagnostic>> bySection;
    for (const Diagnostic &d : std::as_const(all)) {
        if (!d.documentLevel && d.length > 0)
            bySection[d.sectionId].append(d);
    }
    for (auto it = bySection.cbegin(); it != bySection.cend(); ++it)
        setRanged(it.key(), it.value());
    m_gate->setPostMortem(pm);
    ++m_gates;
    // After a load or a settings change the verdict is wanted at once (the panel and
    // the Export action show it).
    computeVerdict();
    emit diagnosticsChanged({});
    emit checked();
}

void DocumentChecker::flush()
{
    m_debounce->stop();
    const QSet<QString> edited = takeDirty();
    if (edited.isEmpty())
        return;
    const PostMortem pm = m_document->snapshot();
    m_documentLevelStale = true;
    for (const QString &key : edited) {
        if (isExtra(key))
            continue;
        QList<Diagnostic> found = m_linter.lintSection(pm, key, m_options);
        ++m_sectionLints;
        m_cache.storeSection(pm, key, found);
        m_documentLevelStale = false;
        toEditorPositions(found);
        m_lint->updateSection(key, found);
        setRanged(key, found);
    }
    m_gate->setPostMortem(pm);
    ++m_gates;
    // Only the edited sections' ranges can have moved (document-level findings carry no
    // range); redrawing every editor would cost in proportion to the whole draft.
    markVerdictStale();
    emit diagnosticsChanged(edited);
    emit checked();
}

void DocumentChecker::checkEdited()
{
    m_debounce->stop();
    if (m_dirty.isEmpty())
        return;
    if (m_checkWorker) {
        // One worker at a time (a superseded one may still be finishing); the text as it
        // is when it is done goes next.
        m_checkAgain = true;
        return;
    }
    if (m_document->hasAtLeastCharacters(m_checksFrom))
        startCheckWorker();
    else
        flush();
}

void DocumentChecker::startCheckWorker()
{
    auto job = std::make_shared<CheckJob>();
    const QSet<QString> keys = takeDirty(); // no job is under way here
    // The snapshot is the one part that must be on this thread: it reads the documents.
    job->draft = m_document->snapshot();
    job->options = m_options;
    job->linter = m_linter; // shares the directive cache, which is locked
    const std::weak_ptr<CheckJob> weak = job;
    for (const QString &key : keys) {
        job->keys.append(key);
        if (isExtra(key))
            continue;
        const QTextDocument *doc = m_document->document(key);
        if (!doc)
            continue;
        job->leads.insert(key, leadingBlankLength(doc));
        // Every edit from now on, to move the findings when they land.
        job->watches.append(connect(doc, &QTextDocument::contentsChange, this, [weak, key](int at, int removed, int added) {
            if (const std::shared_ptr<CheckJob> j = weak.lock()) {
                j->edits[key].append({at, removed, added});
                j->recorded.insert(key);
            }
        }));
    }
    // The edits as the model counts them: a highlighter's pass changes no text.
    job->watches.append(connect(m_document, &DocumentModel::sectionEdited, this, [weak](const QString &key) {
        if (const std::shared_ptr<CheckJob> j = weak.lock()) {
            if (!j->recorded.remove(key))
                j->untracked.insert(key);
        }
    }));
    m_checkJob = job;
    m_checkWorker = QThread::create([job, lints = &m_sectionLints, gates = &m_gates] {
        for (const QString &key : std::as_const(job->keys)) {
            if (!isExtra(key)) {
                job->found.insert(key, job->linter.lintSection(job->draft, key, job->options));
                ++*lints;
            }
        }
        job->gate = evaluateGate(job->draft);
        ++*gates;
    });
    connect(m_checkWorker, &QThread::finished, this, [this, job] {
        m_checkWorker->deleteLater();
        m_checkWorker = nullptr;
        if (job == m_checkJob) {
            job->unwatch();
            m_checkJob.reset();
            emit checkPendingChanged(false);
            applyCheckJob(job);
        }
        if (std::exchange(m_checkAgain, false))
            checkEdited();
    });
    m_checkWorker->start(QThread::LowPriority);
    emit checkPendingChanged(true);
    emit verdictChanged(); // views say the verdict is being worked out
}

void DocumentChecker::applyCheckJob(const std::shared_ptr<CheckJob> &job)
{
    QSet<QString> keys;
    bool typedSince = false;
    m_documentLevelStale = true;
    for (const QString &key : std::as_const(job->keys)) {
        keys.insert(key);
        if (isExtra(key))
            continue;
        m_cache.storeSection(job->draft, key, job->found.value(key));
        m_documentLevelStale = false;
        if (job->untracked.contains(key)) {
            typedSince = true; // and the section is dirty again
            continue;
        }
        QList<Diagnostic> found = job->found.value(key);
        const auto lead = job->leads.constFind(key);
        const QList<Edit> edits = job->edits.value(key);
        typedSince = typedSince || !edits.isEmpty();
        QList<Diagnostic> placed;
        placed.reserve(found.size());
        for (Diagnostic &d : found) {
            if (!d.documentLevel && d.sectionId == key && lead != job->leads.cend()) {
                // The editor's positions at the snapshot, then over what was typed since.
                d.offset += *lead;
                if (d.fix)
                    d.fix->offset += *lead;
                if (!edits.isEmpty() && !moveOver(d, edits))
                    continue;
            }
            placed.append(std::move(d));
        }
        setLines(placed);
        m_lint->updateSection(key, placed);
        setRanged(key, placed);
    }
    m_gate->setStatus(job->gate);
    m_verdictStale = true;
    if (typedSince || !m_dirty.isEmpty())
        markVerdictStale(); // more checks follow; the verdict waits for a pause
    else
        computeVerdict(); // the pause is over already: on the worker for a big draft
    emit diagnosticsChanged(keys);
    emit checked();
    emit verdictChanged(); // the check is in: the views show the verdict, or that it is pending
}

void DocumentChecker::setRanged(const QString &key, const QList<Diagnostic> &found)
{
    QList<Diagnostic> ranged;
    ranged.reserve(found.size());
    for (const Diagnostic &d : found) {
        if (!d.documentLevel && d.length > 0 && d.sectionId == key)
            ranged.append(d);
    }
    const auto byOffset = [](const Diagnostic &a, const Diagnostic &b) { return a.offset < b.offset; };
    // The linter reports a section's findings rule by rule; sorting moves whole findings,
    // so it is skipped when they are in order already.
    if (!std::is_sorted(ranged.cbegin(), ranged.cend(), byOffset))
        std::stable_sort(ranged.begin(), ranged.end(), byOffset);
    if (ranged.isEmpty())
        m_ranged.remove(key);
    else
        m_ranged.insert(key, ranged);
}

QList<Diagnostic> DocumentChecker::sectionDiagnostics(const QString &key) const
{
    // Kept per section as the checks land: the painters ask for their section on every
    // check, and filtering and sorting the whole draft's list each time cost most of
    // their refresh in a 1 MiB draft.
    return m_ranged.value(key);
}

QList<Diagnostic> DocumentChecker::diagnosticsAt(const QString &key, int position) const
{
    QList<Diagnostic> out;
    for (const Diagnostic &d : sectionDiagnostics(key)) {
        if (position >= d.offset && position <= d.offset + d.length)
            out.append(d);
    }
    return out;
}

void DocumentChecker::markVerdictStale()
{
    m_verdictStale = true;
    if (m_worker)
        m_workerAgain = true; // its snapshot is older than this change
    m_verdictTimer->start();
}

void DocumentChecker::computeVerdict()
{
    m_verdictTimer->stop();
    if (m_document->hasAtLeastCharacters(m_backgroundFrom))
        startWorker();
    else
        computeVerdictNow();
}

struct DocumentChecker::VerdictInput
{
    PostMortem draft;
    PublishOptions options;
    LintOptions lintOptions;
    Linter linter; // shares the checker's directive cache, which is locked
    LintCache cache;
    bool current = false; // the checks have seen this very text: their gate is its gate
    bool documentLevelCurrent = false;
    GateStatus gate;
};

DocumentChecker::VerdictInput DocumentChecker::verdictInput() const
{
    VerdictInput in;
    in.draft = m_document->snapshot();
    in.options.disabledRules = m_options.disabledRules;
    in.lintOptions = m_options;
    in.linter = m_linter;
    in.cache = m_cache;
    in.current = m_dirty.isEmpty() && !m_checkJob;
    in.documentLevelCurrent = in.current && !m_documentLevelStale;
    if (in.current)
        in.gate = m_gate->status();
    return in;
}

// The plan from the checks' findings and gate; what they have not seen of this text
// (an edit the debounce has not checked yet) is linted and evaluated here.
PublishPlan DocumentChecker::planOf(const VerdictInput &in, std::atomic<int> *sectionLints, std::atomic<int> *gates)
{
    int linted = 0;
    const QList<Diagnostic> found = in.cache.findings(in.draft, in.linter, in.lintOptions, in.documentLevelCurrent, &linted);
    *sectionLints += linted;
    if (in.current)
        return preparePublish(in.draft, in.options, found, in.gate);
    ++*gates;
    return preparePublish(in.draft, in.options, found, evaluateGate(in.draft));
}

void DocumentChecker::computeVerdictNow()
{
    m_verdictTimer->stop();
    ++m_verdictRun; // a worker's result under way is older than this one
    m_workerAgain = false;
    m_verdict = planOf(verdictInput(), &m_sectionLints, &m_gates);
    m_verdictStale = false;
    emit verdictChanged();
}

void DocumentChecker::startWorker()
{
    m_verdictStale = true;
    if (m_worker) {
        // One worker at a time; the text as it is then goes next.
        m_workerAgain = true;
        return;
    }
    struct Job
    {
        VerdictInput input;
        PublishPlan plan;
    };
    // The worker gets copies of values (planOf is a pure function of them) and writes
    // only into the job, which this thread reads once the worker has finished.
    auto job = std::make_shared<Job>();
    job->input = verdictInput();
    const quint64 run = ++m_verdictRun;
    m_worker = QThread::create([job, lints = &m_sectionLints, gates = &m_gates] { job->plan = planOf(job->input, lints, gates); });
    connect(m_worker, &QThread::finished, this, [this, job, run] {
        m_worker->deleteLater();
        m_worker = nullptr;
        // The text may have changed since the worker took it: then its plan is shown
        // until the next one, which starts now, and the verdict stays stale.
        const bool again = std::exchange(m_workerAgain, false);
        if (run == m_verdictRun) {
            m_verdict = std::move(job->plan);
            m_verdictStale = again;
        }
        if (again)
            computeVerdict(); // tells the views itself
        else
            emit verdictChanged();
    });
    m_worker->start(QThread::LowPriority);
    emit verdictChanged(); // views say the verdict is being worked out
}

const PublishPlan &DocumentChecker::verdict()
{
    flush();
    if (m_verdictStale)
        computeVerdictNow();
    return m_verdict;
}

DocumentChecker::Place DocumentChecker::locate(const Blocker &b) const
{
    Place place;
    place.id = b.id;
    switch (b.kind) {
    case Blocker::Kind::Gate:
        place.kind = Place::GateInput;
        return place;
    case Blocker::Kind::Scope:
        place.kind = Place::Scope;
        return place;
    case Blocker::Kind::Metadata:
        place.kind = b.id == QLatin1String("ticket") ? Place::Ticket : Place::Title;
        return place;
    case Blocker::Kind::Lint:
    case Blocker::Kind::TooLong:
        break;
    }
    place.kind = Place::Section;
    place.id = b.sectionId;
    if (const QTextDocument *doc = m_document->document(b.sectionId)) {
        // The plan counts in the linted text, the editor from its first character.
        place.position = b.length > 0 ? leadingBlankLength(doc) + b.offset : 0;
        place.length = b.length;
    }
    return place;
}

QTextCursor DocumentChecker::applyQuickFix(const Diagnostic &d)
{
    QTextDocument *doc = m_document->document(d.sectionId);
    if (!d.fix || !doc)
        return {};
    flush();
    const int end = doc->characterCount() - 1;
    if (d.fix->offset < 0 || d.fix->offset + d.fix->length > end)
        return {};
    // A finding from before the last keystroke may point at other text now.
    const QList<Diagnostic> current = sectionDiagnostics(d.sectionId);
    if (std::find(current.cbegin(), current.cend(), d) == current.cend())
        return {};
    QTextCursor cursor(doc);
    cursor.setPosition(d.fix->offset);
    cursor.setPosition(d.fix->offset + d.fix->length, QTextCursor::KeepAnchor);
    cursor.insertText(d.fix->replacement); // one undo step
    flush();
    return cursor;
}

} // namespace pm
