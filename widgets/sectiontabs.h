#pragma once

#include <QTabWidget>

namespace pm {

class DocumentModel;
class SectionEditor;
class SectionListModel;

// One tab per section, in the seed's order, driven by a SectionListModel: the tab text
// is the heading in the document's language, with the problem count; the icon marks a
// required section that is still empty.
class SectionTabs : public QTabWidget
{
    Q_OBJECT

public:
    SectionTabs(DocumentModel *document, SectionListModel *sections, QWidget *parent = nullptr);

    SectionEditor *currentEditor() const;
    SectionEditor *editor(int index) const;
    SectionEditor *editorForKey(const QString &key) const;
    int indexOfKey(const QString &key) const;
    QString currentKey() const;
    void showKey(const QString &key);
    // The section's name, without the tab's number, count and required marker.
    QString sectionName(int index) const;

    void nextSection();
    void previousSection();

signals:
    void currentEditorChanged(pm::SectionEditor *editor);

private:
    void rebuild();
    void updateTab(int row);
    void onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    DocumentModel *m_document;
    SectionListModel *m_sections;
};

} // namespace pm
