#pragma once

#include <QVector>
#include <QTabWidget>

class QResizeEvent;

class QListView;

namespace pm {

class DocumentModel;
class SectionEditor;
class SectionListModel;

// One tab per section, in the seed's order, driven by a SectionListModel: the tab text
// is the heading in the document's language, with the problem count; the icon marks a
// required section that is still empty. A draft with more sections than MaxTabs (a
// heading every few lines) gets a last tab, "More sections", listing the rest beside
// one editor for the one picked: QTabBar lays out every tab on each insertion, so
// thousands of tabs (and editors) took minutes to open.
class SectionTabs : public QTabWidget
{
    Q_OBJECT

public:
    static constexpr int MaxTabs = 60;

    SectionTabs(DocumentModel *document, SectionListModel *sections, QWidget *parent = nullptr);

    DocumentModel *document() const { return m_document; }
    SectionEditor *currentEditor() const;
    // The editor of a tab, made on first request (with the section's document).
    SectionEditor *editor(int index) const;
    // The editor of a tab if it has been made already; for work that only concerns
    // what is on screen (squiggles, search highlights).
    SectionEditor *existingEditor(int index) const;
    SectionEditor *editorForKey(const QString &key) const;
    int indexOfKey(const QString &key) const;
    QString currentKey() const;
    void showKey(const QString &key);
    // The name of the section in a row of the section list (for a section with a tab
    // of its own, the tab's index), without the number, count and required marker.
    QString sectionName(int index) const;

    void nextSection();
    void previousSection();

signals:
    void currentEditorChanged(pm::SectionEditor *editor);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void buildOverflow(int firstRow);
    void showOverflowRow(int row);
    void updateTab(int row);
    // Whether the tabs show only their numbers (the current one its name too): when the
    // names do not all fit the width.
    void updateCompact();
    void onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    DocumentModel *m_document;
    SectionListModel *m_sections;
    int m_directRows = 0; // rows with a tab of their own
    bool m_compact = false;
    QVector<SectionEditor *> m_editors; // per direct tab; null until first asked for
    QWidget *m_overflowPage = nullptr;  // the last tab: the rest of the sections
    QListView *m_overflowList = nullptr;
    SectionEditor *m_overflowEditor = nullptr;
};

} // namespace pm
