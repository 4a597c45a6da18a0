#pragma once

#include <QObject>
#include <QString>

namespace pm {

struct Blocker;
class ChecksPanel;
class DocumentChecker;
class MetadataBar;
class SectionTabs;

// Goes to where a problem is fixed: a range in a section's editor, a gate input or the
// scope override in the checks panel, the title or ticket field. The checker says where
// (in the editor's own positions); this class only moves the focus.
class ProblemNavigator : public QObject
{
    Q_OBJECT

public:
    ProblemNavigator(DocumentChecker *checker, SectionTabs *tabs, MetadataBar *metadata, ChecksPanel *panel,
                     QObject *parent = nullptr);

    void goTo(const Blocker &blocker);
    void goToSection(const QString &key, int position, int length);

private:
    DocumentChecker *m_checker;
    SectionTabs *m_tabs;
    MetadataBar *m_metadata;
    ChecksPanel *m_panel;
};

} // namespace pm
