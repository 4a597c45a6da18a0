#pragma once

#include <QObject>
#include <QPointer>

class QLabel;
class QStatusBar;

namespace pm {

class DocumentStatistics;
class SectionEditor;
class SectionListModel;
class SectionTabs;

// The permanent fields of the status bar: the current section, the caret's line and
// column (the same numbering as the lint list: lines of the section's editor), and the
// word and character counts. Each field follows its own source, so none lags behind.
class StatusFields : public QObject
{
    Q_OBJECT

public:
    StatusFields(QStatusBar *bar, SectionTabs *tabs, SectionListModel *sections,
                 DocumentStatistics *statistics);

    QLabel *sectionLabel() const { return m_section; }
    QLabel *positionLabel() const { return m_position; }
    QLabel *countLabel() const { return m_counts; }
    QLabel *readOnlyBadge() const { return m_readOnly; }
    // The badge for a file that cannot be written (or a draft under repair); why goes in
    // its tooltip.
    void setReadOnly(bool readOnly, const QString &why = QString());

private:
    void onEditorChanged(SectionEditor *editor);
    void updateSection();
    void updatePosition();
    void updateCounts();

    SectionTabs *m_tabs;
    SectionListModel *m_sections;
    DocumentStatistics *m_statistics;
    QLabel *m_section;
    QLabel *m_position;
    QLabel *m_counts;
    QLabel *m_readOnly;
    QPointer<SectionEditor> m_editor;
};

} // namespace pm
