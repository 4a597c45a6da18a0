#pragma once

#include <QTextDocument>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace pm {

class CrossSectionUndo;
class SectionTabs;

// Find and replace across every section: searching past the end of one section goes
// on in the next tab, and Replace All changes every section as one undo step.
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
    QCheckBox *wholeWordsBox() const { return m_words; }
    QLabel *statusLabel() const { return m_status; }
    // Undoes (or redoes) the last Replace All in every section when document took part
    // and nothing changed since; false otherwise.
    bool undoGroup(QTextDocument *document, bool redo);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    bool find(bool backward);
    void highlightMatches();
    void setReplaceVisible(bool visible);

    // The search runs over the sections' texts, not their editors: a section whose
    // tab was never opened (or one behind "More sections") has no editor, and making
    // one for each would lay out the whole draft. Positions are the section document's.
    QString textOf(int row) const;
    // The next match in text from `from` (backward: the last one starting before it),
    // with the case and whole-word options; -1 when there is none.
    qsizetype match(const QString &text, qsizetype from, bool backward) const;
    // Where the current match is among all matches in all sections ("3 of 12").
    QString matchPosition(int row, qsizetype hit) const;
    int countIn(const QString &text, qsizetype before = -1) const;

    SectionTabs *m_tabs;
    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_case;
    QCheckBox *m_words;
    QLabel *m_status;
    QWidget *m_replaceRow;
    CrossSectionUndo *m_undo;
};

} // namespace pm
