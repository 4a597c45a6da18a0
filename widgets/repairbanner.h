#pragma once

#include "draftrepair.h"

#include <QFrame>
#include <QList>
#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace pm {

class DocumentService;
class SectionTabs;

// Opens what the parser refuses instead of leaving the author at a message box, and says
// so in a banner above the draft:
// - not UTF-8: the draft opens read-only and untitled, the bad bytes as U+FFFD; "Save a
//   Copy As…" is the only way to write it, so the original is never written over;
// - a front matter that does not parse: the body opens read-only, the front matter sits
//   in a text field with the parser's message (line and problem); Apply re-reads the
//   draft with the repaired block and the file is the document's again.
class RepairBanner : public QFrame
{
    Q_OBJECT

public:
    RepairBanner(DocumentService *service, SectionTabs *tabs, QWidget *parent = nullptr);

    // Widgets that stay disabled while the draft is under repair (metadata, gate inputs).
    void setLockedWidgets(const QList<QWidget *> &widgets);
    // False when even the damaged reading fails; the caller reports the error then.
    bool openDamaged(const QString &path, const QByteArray &bytes);
    bool isRepairing() const { return m_repairing; }
    // The file under repair (empty when none is).
    QString path() const { return m_repairing ? m_path : QString(); }

    QLabel *messageLabel() const { return m_message; }
    QPlainTextEdit *frontMatterEdit() const { return m_frontMatter; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *saveCopyButton() const { return m_saveCopy; }

signals:
    void saveAsRequested();
    void repairingChanged(bool repairing);

private:
    void apply();
    void finish();
    void setLocked(bool locked);

    DocumentService *m_service;
    SectionTabs *m_tabs;
    QList<QPointer<QWidget>> m_locked;
    QLabel *m_message;
    QPlainTextEdit *m_frontMatter;
    QLabel *m_problem;
    QPushButton *m_apply;
    QPushButton *m_saveCopy;
    DamagedDraft m_draft;
    QString m_path;
    bool m_repairing = false;
};

} // namespace pm
