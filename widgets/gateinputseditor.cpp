#include "gateinputseditor.h"

#include "documentmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QtMath>

namespace pm {

namespace {

QPlainTextEdit *smallTextEdit(QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    // Two whole lines, the document's margins and the frame around them: no line cut in
    // half. It scrolls beyond two lines: the panel must fit 800 px.
    const int line = edit->fontMetrics().lineSpacing();
    const int margins = qCeil(edit->document()->documentMargin()) * 2 + edit->frameWidth() * 2;
    edit->setFixedHeight(line * 2 + margins + 2);
    return edit;
}

} // namespace

GateInputsEditor::GateInputsEditor(DocumentModel *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_repro(smallTextEdit(this))
    , m_rootCause(new QComboBox(this))
    , m_fix(new QLineEdit(this))
    , m_verified(smallTextEdit(this))
    , m_customerVisible(new QCheckBox(tr("Customer-visible incident"), this))
    , m_trivial(new QCheckBox(tr("Trivial fix (typo, obvious one-liner)"), this))
    , m_override(new QCheckBox(tr("&Write a post-mortem anyway"), this))
{
    m_override->setToolTip(tr("The discipline asks for an incident report (customer-visible) or a PR "
                              "description (trivial fix) instead; tick this to confirm a post-mortem is "
                              "still the right record."));
    m_repro->setPlaceholderText(tr("How a newcomer reproduces it, and how often it fails (e.g. 50/50 runs)"));
    m_rootCause->addItem(tr("Unknown"), int(RootCauseState::Unknown));
    m_rootCause->addItem(tr("Hypothesis"), int(RootCauseState::Hypothesis));
    m_rootCause->addItem(tr("Confirmed"), int(RootCauseState::Confirmed));
    m_fix->setPlaceholderText(tr("PR URL, org/repo#123, #123, commit SHA or branch"));
    m_verified->setPlaceholderText(tr("The evidence: the repro now passes, the failing test succeeds"));

    auto *form = new QFormLayout(this);
    form->setContentsMargins(8, 8, 8, 8);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // labels beside the fields where they fit
    auto add = [form](const QString &label, QWidget *field) {
        form->addRow(label, field);
        field->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
    };
    add(tr("Re&liable repro:"), m_repro);
    add(tr("R&oot cause:"), m_rootCause);
    add(tr("F&ix reference:"), m_fix);
    add(tr("&Verification:"), m_verified);
    form->addRow(m_customerVisible);
    form->addRow(m_trivial);
    form->addRow(m_override);

    connect(m_repro, &QPlainTextEdit::textChanged, this, &GateInputsEditor::store);
    connect(m_verified, &QPlainTextEdit::textChanged, this, &GateInputsEditor::store);
    connect(m_fix, &QLineEdit::textEdited, this, &GateInputsEditor::store);
    connect(m_rootCause, qOverload<int>(&QComboBox::activated), this, &GateInputsEditor::store);
    connect(m_customerVisible, &QCheckBox::toggled, this, &GateInputsEditor::store);
    connect(m_trivial, &QCheckBox::toggled, this, &GateInputsEditor::store);
    connect(m_override, &QCheckBox::toggled, this, &GateInputsEditor::store);
    connect(document, &DocumentModel::metaChanged, this, &GateInputsEditor::load);
    load();
}

QWidget *GateInputsEditor::fieldFor(const QString &id) const
{
    if (id == QLatin1String("repro"))
        return m_repro;
    if (id == QLatin1String("root-cause"))
        return m_rootCause;
    if (id == QLatin1String("fix"))
        return m_fix;
    if (id == QLatin1String("verified"))
        return m_verified;
    if (id == QLatin1String("customer-visible") || id == QLatin1String("trivial"))
        return m_override;
    return nullptr;
}

void GateInputsEditor::load()
{
    if (m_loading)
        return;
    m_loading = true;
    const GateInputs gate = m_document->gateInputs();
    const Scope scope = m_document->scope();
    // The front matter keeps a block's trailing newline; the field shows the text as
    // written otherwise (leading indentation of a command included).
    auto setText = [](QPlainTextEdit *edit, const QString &text) {
        QString shown = text;
        if (shown.endsWith(QLatin1Char('\n')))
            shown.chop(1);
        if (edit->toPlainText() != shown)
            edit->setPlainText(shown);
    };
    setText(m_repro, gate.repro);
    setText(m_verified, gate.verified);
    if (m_fix->text() != gate.fix) {
        m_fix->setText(gate.fix);
        if (!m_fix->hasFocus())
            m_fix->setCursorPosition(0); // the start of a long value shows
    }
    m_rootCause->setCurrentIndex(m_rootCause->findData(int(gate.rootCause)));
    m_customerVisible->setChecked(scope.customerVisible);
    m_trivial->setChecked(scope.trivial);
    m_override->setChecked(scope.override);
    // Only a flag that applies can be overridden.
    m_override->setVisible(scope.customerVisible || scope.trivial);
    m_loading = false;
}

void GateInputsEditor::store()
{
    if (m_loading)
        return;
    GateInputs gate = m_document->gateInputs();
    auto textOf = [](QPlainTextEdit *edit, const QString &old) {
        const QString now = edit->toPlainText();
        // Unchanged apart from the trailing newline the file had: keep the file's bytes.
        return now + QLatin1Char('\n') == old ? old : now;
    };
    gate.repro = textOf(m_repro, gate.repro);
    gate.verified = textOf(m_verified, gate.verified);
    gate.fix = m_fix->text().trimmed();
    gate.rootCause = RootCauseState(m_rootCause->currentData().toInt());
    Scope scope = m_document->scope();
    scope.customerVisible = m_customerVisible->isChecked();
    scope.trivial = m_trivial->isChecked();
    scope.override = m_override->isChecked() && (scope.customerVisible || scope.trivial);
    m_override->setVisible(scope.customerVisible || scope.trivial);
    m_loading = true;
    m_document->setGateInputs(gate);
    m_document->setScope(scope);
    m_loading = false;
}

} // namespace pm
