#include "checkcontroller.h"

#include "documentmodel.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"

#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>

namespace pm {

namespace {

QColor severityColor(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QColor(0xd0, 0x3a, 0x2f);
    case Severity::Warning:
        return QColor(0xe0, 0x9b, 0x1a);
    case Severity::Info:
        break;
    }
    return QColor(0x2f, 0x7d, 0xd6);
}

QString toolTipFor(const Diagnostic &d)
{
    QString tip = QStringLiteral("<b>%1</b> [%2]").arg(d.message.toHtmlEscaped(), d.rule);
    if (!d.suggestion.isEmpty())
        tip += QStringLiteral("<br>") + d.suggestion.toHtmlEscaped();
    return tip;
}

} // namespace

CheckController::CheckController(DocumentModel *document, SectionListModel *sections,
                                 SectionTabs *tabs, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_sections(sections)
    , m_tabs(tabs)
    , m_lint(new LintModel(this))
    , m_gate(new GateModel(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &CheckController::flush);
    connect(document, &DocumentModel::sectionEdited, this, &CheckController::onSectionEdited);
    connect(document, &DocumentModel::documentReset, this, &CheckController::relintAll);
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
    // Squiggles belong to editors; a rebuilt tab set needs them again.
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this](SectionEditor *editor) {
        if (editor)
            updateSquiggles({editor->key()});
    });
    relintAll();
}

void CheckController::setDisabledRules(const QSet<QString> &rules)
{
    m_options.disabledRules = rules;
    relintAll();
}

void CheckController::setDebounce(int ms)
{
    m_debounce->setInterval(ms);
}

void CheckController::onSectionEdited(const QString &key)
{
    m_dirty.insert(key);
    m_debounce->start();
}

void CheckController::relintAll()
{
    m_debounce->stop();
    m_dirty.clear();
    const PostMortem pm = m_document->snapshot();
    m_lint->setDiagnostics(m_linter.lint(pm, m_options));
    m_gate->setPostMortem(pm);
    updateProblemCounts();
    updateSquiggles();
    emit checked();
}

void CheckController::flush()
{
    m_debounce->stop();
    if (m_dirty.isEmpty())
        return;
    const PostMortem pm = m_document->snapshot();
    for (const QString &key : std::as_const(m_dirty)) {
        // Extra sections are not linted; their keys are "extra-N".
        if (key.startsWith(QLatin1String("extra-")))
            continue;
        m_lint->updateSection(key, m_linter.lintSection(pm, key, m_options));
    }
    const QSet<QString> edited = m_dirty;
    m_dirty.clear();
    m_gate->setPostMortem(pm);
    updateProblemCounts();
    // Only the edited sections' squiggles can have moved (document-level findings carry
    // no range); redrawing every editor would cost in proportion to the whole draft.
    updateSquiggles(edited);
    emit checked();
}

int CheckController::leadingBlankLength(const QTextDocument *doc)
{
    // Blank blocks at the top, without copying the whole text.
    int length = 0;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (!block.text().trimmed().isEmpty())
            return length;
        length += block.length();   // the text plus its separator
    }
    return length;
}

void CheckController::updateProblemCounts()
{
    QHash<QString, int> counts;
    for (const Diagnostic &d : m_lint->diagnostics()) {
        if (d.severity != Severity::Info)
            counts[d.sectionId] += 1;
    }
    m_sections->setProblemCounts(counts);
}

void CheckController::updateSquiggles(const QSet<QString> &only)
{
    QHash<QString, QList<Diagnostic>> bySection;
    for (const Diagnostic &d : m_lint->diagnostics()) {
        if (!d.documentLevel && d.length > 0 && (only.isEmpty() || only.contains(d.sectionId)))
            bySection[d.sectionId].append(d);
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        // Editors not made yet get theirs when they are shown (currentEditorChanged).
        SectionEditor *editor = m_tabs->existingEditor(i);
        if (!editor || (!only.isEmpty() && !only.contains(editor->key())))
            continue;
        QTextDocument *doc = editor->document();
        const int lead = leadingBlankLength(doc);
        const int end = qMax(0, doc->characterCount() - 1);
        QList<QTextEdit::ExtraSelection> selections;
        for (const Diagnostic &d : bySection.value(editor->key())) {
            QTextEdit::ExtraSelection sel;
            sel.cursor = QTextCursor(doc);
            sel.cursor.setPosition(qBound(0, lead + d.offset, end));
            sel.cursor.setPosition(qBound(0, lead + d.offset + d.length, end), QTextCursor::KeepAnchor);
            sel.format.setUnderlineStyle(d.severity == Severity::Info ? QTextCharFormat::DotLine
                                                                      : QTextCharFormat::WaveUnderline);
            sel.format.setUnderlineColor(severityColor(d.severity));
            sel.format.setToolTip(toolTipFor(d));
            selections.append(sel);
        }
        editor->setLayer(SectionEditor::Layer::Lint, selections);
    }
}

} // namespace pm
