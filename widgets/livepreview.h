#pragma once

#include "adfpreview.h"

namespace pm {

class DocumentChecker;
class DocumentModel;
class SectionTabs;

// The optional preview dock (View ▸ Preview): the current draft's ADF through the export
// dialog's renderer, redrawn after the same pause as the checks, only while shown, and
// scrolled to the section being edited.
class LivePreview : public AdfPreview
{
    Q_OBJECT

public:
    LivePreview(DocumentModel *document, DocumentChecker *checker, SectionTabs *tabs, QWidget *parent = nullptr);

    void refresh();
    int renders() const { return m_renders; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    // Puts the heading of the edited section at the top.
    void followSection();

    DocumentModel *m_document;
    SectionTabs *m_tabs;
    int m_renders = 0;
};

} // namespace pm
