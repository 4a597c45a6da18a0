#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QMainWindow;
class QMessageBox;

namespace pm {

class DocumentService;

// What the window says when a write fails, so that no failure is silent and none
// blocks typing longer than it must. An autosave that fails shows in the status bar
// each time and once in a warning that does not block the editor, again only after an
// autosave or a save has worked in between.
class WriteFailureNotice : public QObject
{
    Q_OBJECT

public:
    WriteFailureNotice(DocumentService *service, QMainWindow *window);

    // After a failed save: names the file and the reason and offers Save As (modal,
    // because the author asked to save). True when the author chose Save As.
    bool offerSaveAs(const QString &path, const QString &reason);

private:
    void onAutosaveFailed(const QString &reason);

    QMainWindow *m_window;
    QPointer<QMessageBox> m_warning;
    bool m_warned = false;
};

} // namespace pm
