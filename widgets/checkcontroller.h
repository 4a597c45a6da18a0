#pragma once

#include "linter.h"
#include "lintoptions.h"

#include <QObject>
#include <QSet>

class QTextDocument;
class QTimer;

namespace pm {

class DocumentModel;
class GateModel;
class LintModel;
class SectionListModel;
class SectionTabs;

// Keeps the checks live: after a short pause in typing it re-lints only the edited
// section (plus the document-level rules), feeds LintModel, the tab problem counts and
// the editor squiggles, and re-evaluates the gate from the same snapshot.
class CheckController : public QObject
{
    Q_OBJECT

public:
    CheckController(DocumentModel *document, SectionListModel *sections, SectionTabs *tabs,
                    QObject *parent = nullptr);

    LintModel *lintModel() const { return m_lint; }
    GateModel *gateModel() const { return m_gate; }

    void setDisabledRules(const QSet<QString> &rules);
    QSet<QString> disabledRules() const { return m_options.disabledRules; }
    void setDebounce(int ms);

    // Lints everything now (after a load or a settings change).
    void relintAll();
    // Lints the sections edited since the last run now.
    void flush();

    // Where a section's editor text starts relative to the linted text: the parser drops
    // leading blank lines, the editor shows them.
    static int leadingBlankLength(const QTextDocument *document);

signals:
    void checked();

private:
    void onSectionEdited(const QString &key);
    // Redraws the squiggles of the given sections (all when empty).
    void updateSquiggles(const QSet<QString> &only = QSet<QString>());
    void updateProblemCounts();

    DocumentModel *m_document;
    SectionListModel *m_sections;
    SectionTabs *m_tabs;
    LintModel *m_lint;
    GateModel *m_gate;
    Linter m_linter;
    LintOptions m_options;
    QTimer *m_debounce;
    QSet<QString> m_dirty;
};

} // namespace pm
