#pragma once

#include <QTextDocument>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace pm {

class SectionTabs;

// Find and replace across every section: searching past the end of one section goes
// on in the next tab, and Replace All changes every section (one undo step each).
class FindBar : public QWidget
{
    Q_OBJECT

public:
    explicit FindBar(SectionTabs *tabs, QWidget *parent = nullptr);

    void showFind();
    void showReplace();
    bool findNext();
    bool findPrevious();
    int replaceAll();
    void replaceCurrent();
    QLineEdit *findEdit() const { return m_find; }
    QLineEdit *replaceEdit() const { return m_replace; }
    QCheckBox *caseBox() const { return m_case; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QTextDocument::FindFlags findFlags() const;
    bool find(bool backward);
    void highlightMatches();
    void setReplaceVisible(bool visible);

    SectionTabs *m_tabs;
    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_case;
    QCheckBox *m_words;
    QLabel *m_status;
    QWidget *m_replaceRow;
};

} // namespace pm
