#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QPlainTextEdit;
class QTextDocument;

namespace pm {

// One undo step over several section documents. Each section keeps its own undo stack;
// an edit made in many at once (Replace All) is recorded here, and Ctrl+Z (or Edit ▸
// Undo) in any of them undoes it in all, as long as none has changed since. After any
// other edit the group is void and each section undoes on its own again.
class CrossSectionUndo : public QObject
{
    Q_OBJECT

public:
    explicit CrossSectionUndo(QObject *parent = nullptr);

    // Call right after the edit, which added one undo step to each document.
    void record(const QList<QTextDocument *> &documents);
    // Routes the undo and redo keys of an editor through apply().
    void watch(QPlainTextEdit *editor);
    // Undoes (or redoes) the group when document belongs to it and it still applies.
    bool apply(QTextDocument *document, bool redo);
    bool applies(QTextDocument *document, bool redo) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Entry
    {
        QPointer<QTextDocument> document;
        int undoSteps = 0; // where the group's last step left the stack
    };
    QList<Entry> m_entries;
    bool m_undone = false;
};

} // namespace pm
