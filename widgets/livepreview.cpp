#include "livepreview.h"

#include "destinations.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "sectioneditor.h"
#include "sectiontabs.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>

namespace pm {

LivePreview::LivePreview(DocumentModel *document, DocumentChecker *checker, SectionTabs *tabs, QWidget *parent)
    : AdfPreview(parent)
    , m_document(document)
    , m_tabs(tabs)
{
    setAccessibleName(tr("Live preview"));
    connect(checker, &DocumentChecker::checked, this, [this] {
        if (isVisible())
            refresh();
    });
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this] {
        if (isVisible())
            followSection();
    });
}

void LivePreview::showEvent(QShowEvent *event)
{
    AdfPreview::showEvent(event);
    refresh();
}

void LivePreview::refresh()
{
    setDocument(toAdf(m_document->snapshot()));
    ++m_renders;
    followSection();
}

void LivePreview::followSection()
{
    // The payload has one level-3 heading per written section, in the seed's order.
    const QString key = m_tabs->currentKey();
    int wanted = -1, n = 0;
    for (const Section &s : m_document->snapshot().sectionsInSeedOrder()) {
        if (s.text.trimmed().isEmpty())
            continue;
        if (s.id == key)
            wanted = n;
        ++n;
    }
    if (wanted < 0)
        return;
    int seen = 0;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() != 3)
            continue;
        if (seen++ == wanted) {
            const QRectF rect = document()->documentLayout()->blockBoundingRect(block);
            verticalScrollBar()->setValue(int(rect.top()));
            return;
        }
    }
}

} // namespace pm
