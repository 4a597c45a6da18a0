#include "writefailurenotice.h"

#include "documentmodel.h"
#include "documentservice.h"

#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace pm {

WriteFailureNotice::WriteFailureNotice(DocumentService *service, QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    connect(service, &DocumentService::autosaveFailed, this, &WriteFailureNotice::onAutosaveFailed);
    // Once a write works again, the next failure is news and is shown again.
    connect(service, &DocumentService::autosaved, this, [this] { m_warned = false; });
    connect(service->document(), &DocumentModel::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            m_warned = false;
    });
}

void WriteFailureNotice::onAutosaveFailed(const QString &reason)
{
    m_window->statusBar()->showMessage(tr("Autosave failed: %1").arg(reason), 8000);
    if (m_warned || m_warning)
        return;
    m_warned = true;
    m_warning = new QMessageBox(QMessageBox::Warning, tr("Autosave Failed"),
                                tr("Unsaved work cannot be autosaved: %1").arg(reason),
                                QMessageBox::Ok, m_window);
    m_warning->setInformativeText(tr("Until it can, a crash would lose what you typed since the last "
                                     "save. Make room on the disk, or save the draft somewhere else."));
    m_warning->setWindowModality(Qt::NonModal);
    m_warning->setAttribute(Qt::WA_DeleteOnClose);
    m_warning->show();
}

bool WriteFailureNotice::offerSaveAs(const QString &path, const QString &reason)
{
    QMessageBox box(QMessageBox::Critical, tr("Cannot Save Draft"),
                    tr("%1 could not be saved: %2").arg(QDir::toNativeSeparators(path), reason),
                    QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Nothing on disk was changed, and your text is still here. "
                              "Save it somewhere else?"));
    QPushButton *saveAs = box.addButton(tr("Save As…"), QMessageBox::AcceptRole);
    box.setDefaultButton(saveAs);
    box.exec();
    return box.clickedButton() == saveAs;
}

} // namespace pm
