#include "crosssectionundo.h"

#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QTextDocument>

namespace pm {

CrossSectionUndo::CrossSectionUndo(QObject *parent)
    : QObject(parent)
{
}

void CrossSectionUndo::record(const QList<QTextDocument *> &documents)
{
    m_entries.clear();
    m_undone = false;
    if (documents.size() < 2)
        return; // one section: its own undo stack already does it
    for (QTextDocument *doc : documents)
        m_entries.append({doc, doc->availableUndoSteps()});
}

void CrossSectionUndo::watch(QPlainTextEdit *editor)
{
    editor->removeEventFilter(this);
    editor->installEventFilter(this);
}

bool CrossSectionUndo::applies(QTextDocument *document, bool redo) const
{
    if (m_entries.isEmpty() || redo != m_undone)
        return false;
    bool member = false;
    for (const Entry &e : m_entries) {
        if (!e.document)
            return false;
        member |= e.document == document;
        // Any edit since (or an undo of one section alone) voids the group.
        if (e.document->availableUndoSteps() != e.undoSteps)
            return false;
        if (m_undone && e.document->availableRedoSteps() < 1)
            return false;
    }
    return member;
}

bool CrossSectionUndo::apply(QTextDocument *document, bool redo)
{
    if (!applies(document, redo))
        return false;
    for (Entry &e : m_entries) {
        if (redo)
            e.document->redo();
        else
            e.document->undo();
        // Counted in commands, not edit blocks: remember where this left the stack.
        e.undoSteps = e.document->availableUndoSteps();
    }
    m_undone = !redo;
    return true;
}

bool CrossSectionUndo::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *editor = qobject_cast<QPlainTextEdit *>(watched);
        auto *key = static_cast<QKeyEvent *>(event);
        if (editor && (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))
            && apply(editor->document(), key->matches(QKeySequence::Redo)))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pm
