#include "documentchecker.h"

#include "documentmodel.h"
#include "gatemodel.h"
#include "lintmodel.h"

#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <utility>

namespace pm {

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
    connect(m_debounce, &QTimer::timeout, this, &DocumentChecker::flush);
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
        if (d.documentLevel) {
            // Not in the text: the list names the section, the editor shows no line.
            d.line = 0;
            d.column = 0;
            continue;
        }
        const QTextDocument *doc = m_document->document(d.sectionId);
        if (!doc)
            continue;
        auto lead = leads.constFind(d.sectionId);
        if (lead == leads.cend())
            lead = leads.insert(d.sectionId, leadingBlankLength(doc));
        d.offset += *lead;
        if (d.fix)
            d.fix->offset += *lead;
        const QTextBlock block = doc->findBlock(d.offset);
        d.line = block.isValid() ? block.blockNumber() + 1 : 0;
        d.column = block.isValid() ? d.offset - block.position() + 1 : 0;
    }
}

void DocumentChecker::relintAll()
{
    m_debounce->stop();
    m_dirty.clear();
    const PostMortem pm = m_document->snapshot();
    QList<Diagnostic> all = m_linter.lint(pm, m_options);
    toEditorPositions(all);
    m_lint->setDiagnostics(all);
    m_gate->setPostMortem(pm);
    updateProblemCounts();
    // After a load or a settings change the verdict is wanted at once (the panel and
    // the Export action show it).
    computeVerdict();
    emit diagnosticsChanged({});
    emit checked();
}

void DocumentChecker::flush()
{
    m_debounce->stop();
    if (m_dirty.isEmpty())
        return;
    const PostMortem pm = m_document->snapshot();
    for (const QString &key : std::as_const(m_dirty)) {
        // Extra sections are not linted; their keys are "extra-N".
        if (key.startsWith(QLatin1String("extra-")))
            continue;
        QList<Diagnostic> found = m_linter.lintSection(pm, key, m_options);
        toEditorPositions(found);
        m_lint->updateSection(key, found);
    }
    const QSet<QString> edited = m_dirty;
    m_dirty.clear();
    m_gate->setPostMortem(pm);
    updateProblemCounts();
    // Only the edited sections' ranges can have moved (document-level findings carry no
    // range); redrawing every editor would cost in proportion to the whole draft.
    markVerdictStale();
    emit diagnosticsChanged(edited);
    emit checked();
}

void DocumentChecker::updateProblemCounts()
{
    QHash<QString, int> counts;
    for (const Diagnostic &d : m_lint->diagnostics()) {
        if (d.severity != Severity::Info)
            counts[d.sectionId] += 1;
    }
    if (counts == m_counts)
        return;
    m_counts = counts;
    emit problemCountsChanged(m_counts);
}

QList<Diagnostic> DocumentChecker::sectionDiagnostics(const QString &key) const
{
    QList<Diagnostic> out;
    for (const Diagnostic &d : m_lint->diagnostics()) {
        if (!d.documentLevel && d.length > 0 && d.sectionId == key)
            out.append(d);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.offset < b.offset; });
    return out;
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
    qsizetype characters = 0;
    for (int i = 0; i < m_document->entries().size() && characters < m_backgroundFrom; ++i)
        characters += m_document->sectionCharacterCount(i);
    if (characters >= m_backgroundFrom)
        startWorker();
    else
        computeVerdictNow();
}

void DocumentChecker::computeVerdictNow()
{
    m_verdictTimer->stop();
    ++m_verdictRun; // a worker's result under way is older than this one
    m_workerAgain = false;
    PublishOptions options;
    options.disabledRules = m_options.disabledRules;
    m_verdict = preparePublish(m_document->snapshot(), options);
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
        PostMortem draft;
        PublishOptions options;
        PublishPlan plan;
    };
    // The worker gets a copy of the value (preparePublish is a pure function of it) and
    // writes only into the job, which this thread reads once the worker has finished.
    auto job = std::make_shared<Job>();
    job->draft = m_document->snapshot();
    job->options.disabledRules = m_options.disabledRules;
    const quint64 run = ++m_verdictRun;
    m_worker = QThread::create([job] { job->plan = preparePublish(job->draft, job->options); });
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
