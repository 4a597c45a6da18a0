#include "problemnavigator.h"

#include "checkspanel.h"
#include "documentchecker.h"
#include "gateinputseditor.h"
#include "metadatabar.h"
#include "sectioneditor.h"
#include "sectiontabs.h"

#include <QDockWidget>
#include <QLineEdit>

namespace pm {

ProblemNavigator::ProblemNavigator(DocumentChecker *checker, SectionTabs *tabs, MetadataBar *metadata,
                                   ChecksPanel *panel, QObject *parent)
    : QObject(parent)
    , m_checker(checker)
    , m_tabs(tabs)
    , m_metadata(metadata)
    , m_panel(panel)
{
}

void ProblemNavigator::goToSection(const QString &key, int position, int length)
{
    m_tabs->showKey(key);
    SectionEditor *ed = m_tabs->currentEditor();
    if (ed && ed->key() == key)
        ed->selectRange(position, length); // focuses the editor too
}

void ProblemNavigator::goTo(const Blocker &blocker)
{
    const DocumentChecker::Place place = m_checker->locate(blocker);
    switch (place.kind) {
    case DocumentChecker::Place::Section:
        goToSection(place.id, place.position, place.length);
        return;
    case DocumentChecker::Place::Title:
        m_metadata->titleEdit()->setFocus(Qt::OtherFocusReason);
        m_metadata->titleEdit()->selectAll();
        return;
    case DocumentChecker::Place::Ticket:
        m_metadata->ticketEdit()->setFocus(Qt::OtherFocusReason);
        m_metadata->ticketEdit()->selectAll();
        return;
    case DocumentChecker::Place::GateInput:
    case DocumentChecker::Place::Scope:
        break;
    }
    if (auto *dock = qobject_cast<QDockWidget *>(m_panel->parentWidget()))
        dock->show();
    m_panel->setGateExpanded(true);
    if (QWidget *field = m_panel->inputs()->fieldFor(place.id))
        field->setFocus(Qt::OtherFocusReason);
}

} // namespace pm
