#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace pm {

class DocumentModel;

// Where the author states the four gate inputs and the scope flags; they are saved in
// the draft's front matter. The checklist (GatePanel) shows whether each passes.
class GateInputsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit GateInputsEditor(DocumentModel *document, QWidget *parent = nullptr);

    QPlainTextEdit *reproEdit() const { return m_repro; }
    QComboBox *rootCauseBox() const { return m_rootCause; }
    QLineEdit *fixEdit() const { return m_fix; }
    QPlainTextEdit *verifiedEdit() const { return m_verified; }
    QCheckBox *customerVisibleBox() const { return m_customerVisible; }
    QCheckBox *trivialBox() const { return m_trivial; }
    QCheckBox *overrideBox() const { return m_override; }
    // The field where a gate input ("repro", "root-cause", "fix", "verified") or a scope
    // check ("customer-visible", "trivial": the override) is stated.
    QWidget *fieldFor(const QString &id) const;

private:
    void load();
    void store();

    DocumentModel *m_document;
    QPlainTextEdit *m_repro;
    QComboBox *m_rootCause;
    QLineEdit *m_fix;
    QPlainTextEdit *m_verified;
    QCheckBox *m_customerVisible;
    QCheckBox *m_trivial;
    QCheckBox *m_override;
    bool m_loading = false;
};

} // namespace pm
