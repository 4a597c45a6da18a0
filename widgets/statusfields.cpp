#include "statusfields.h"

#include "documentmodel.h"
#include "documentstatistics.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"

#include <QLabel>
#include <QStatusBar>
#include <QTextBlock>

namespace pm {

StatusFields::StatusFields(QStatusBar *bar, SectionTabs *tabs, SectionListModel *sections,
                           DocumentStatistics *statistics)
    : QObject(bar)
    , m_tabs(tabs)
    , m_sections(sections)
    , m_statistics(statistics)
    , m_section(new QLabel(bar))
    , m_position(new QLabel(bar))
    , m_counts(new QLabel(bar))
    , m_readOnly(new QLabel(tr("Read-only"), bar))
{
    QFont bold = m_readOnly->font();
    bold.setBold(true);
    m_readOnly->setFont(bold);
    m_readOnly->setFrameShape(QFrame::Box);
    m_readOnly->setContentsMargins(4, 0, 4, 0);
    m_readOnly->hide();
    bar->addPermanentWidget(m_readOnly);
    m_section->setAccessibleName(tr("Current section"));
    m_position->setAccessibleName(tr("Cursor position"));
    m_counts->setAccessibleName(tr("Word and character counts"));
    bar->addPermanentWidget(m_section);
    bar->addPermanentWidget(m_position);
    bar->addPermanentWidget(m_counts);
    connect(tabs, &SectionTabs::currentEditorChanged, this, &StatusFields::onEditorChanged);
    // A renamed section or a language switch renames the label at once.
    connect(sections, &QAbstractItemModel::dataChanged, this, &StatusFields::updateSection);
    connect(sections, &QAbstractItemModel::modelReset, this, &StatusFields::updateSection);
    connect(statistics, &DocumentStatistics::changed, this, &StatusFields::updateCounts);
    onEditorChanged(tabs->currentEditor());
}

void StatusFields::setReadOnly(bool readOnly, const QString &why)
{
    m_readOnly->setVisible(readOnly);
    m_readOnly->setToolTip(why);
}

void StatusFields::onEditorChanged(SectionEditor *editor)
{
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (editor)
        connect(editor, &QPlainTextEdit::cursorPositionChanged, this, &StatusFields::updatePosition);
    updateSection();
    updatePosition();
    updateCounts();
}

void StatusFields::updateSection()
{
    // The section at the caret, by its key: the "More sections" tab shows any of the
    // extra sections, so the tab's index names none of them.
    const int row = m_tabs->document()->indexOfKey(m_tabs->currentKey());
    m_section->setText(row >= 0 ? m_sections->index(row).data(Qt::DisplayRole).toString() : QString());
}

void StatusFields::updatePosition()
{
    if (!m_editor) {
        m_position->clear();
        return;
    }
    const QTextCursor cursor = m_editor->textCursor();
    m_position->setText(tr("Ln %1, Col %2").arg(cursor.blockNumber() + 1).arg(cursor.positionInBlock() + 1));
}

void StatusFields::updateCounts()
{
    if (!m_editor) {
        m_counts->clear();
        return;
    }
    const QString key = m_editor->key();
    m_counts->setText(tr("Section: %1 words, %2 chars · Document: %3 words, %4 chars")
                          .arg(m_statistics->words(key))
                          .arg(m_statistics->characters(key))
                          .arg(m_statistics->totalWords())
                          .arg(m_statistics->totalCharacters()));
}

} // namespace pm
