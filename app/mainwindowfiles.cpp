// MainWindow's answers to what happens to the draft outside this editor: work a
// crashed session left, another program's change to the file, a save over it, and a
// post-mortem written elsewhere brought in.
#include "mainwindow.h"

#include "documentmodel.h"
#include "documentservice.h"
#include "importer.h"
#include "importmappingdialog.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace pm {

bool MainWindow::save()
{
    if (m_document->isUntitled())
        return saveAs();
    if (m_service->changedOnDisk()) {
        // Another program wrote the file since it was read here: never overwrite that
        // version without asking.
        const QString path = QDir::toNativeSeparators(m_document->path());
        QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                        tr("“%1” was changed by another program since it was opened here.").arg(path),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("Overwrite it with your version, reload the other version "
                                  "(your unsaved changes are lost), or save yours under another name?"));
        QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::ResetRole);
        QPushButton *saveAsButton = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
        QPushButton *cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAsButton);
        box.setEscapeButton(cancel);
        box.exec();
        if (box.clickedButton() == saveAsButton)
            return saveAs();
        if (box.clickedButton() == reload) {
            InputError error;
            if (!m_service->revert(&error))
                showError(tr("Cannot Reload"), error.toString());
            return false;
        }
        if (box.clickedButton() != overwrite)
            return false;
    }
    return saveFile(m_document->path());
}

bool MainWindow::importFile(const QString &path)
{
    const Expected<QByteArray> bytes = DraftFormat::readFile(path);
    const Expected<ImportResult> first =
        bytes ? importForeign(bytes.value(), path) : Expected<ImportResult>(bytes.error());
    if (!first) {
        showError(tr("Cannot Import"), first.error().toString());
        return false;
    }
    ImportMappingDialog dialog(bytes.value(), path, first.value(), this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const Expected<PostMortem> draft = DraftFormat::parse(dialog.result().draft, path);
    if (!draft) {
        showError(tr("Cannot Import"), draft.error().toString());
        return false;
    }
    m_service->loadValue(draft.value(), QString(), true);
    statusBar()->showMessage(ImportResult::factsStillEmpty(true), 15000);
    return true;
}

void MainWindow::onFileChangedOnDisk(const QString &path)
{
    if (m_changePromptOpen)
        return;
    m_changePromptOpen = true;
    const bool gone = !QFileInfo::exists(path);
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    gone ? tr("“%1” was deleted or moved by another program.").arg(QDir::toNativeSeparators(path))
                         : tr("“%1” was changed by another program.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::NoButton, this);
    box.setInformativeText(gone ? tr("Your text is still here; save it to write the file again.")
                           : m_document->isModified()
                               ? tr("Reload it and lose your unsaved changes, or keep your version?")
                               : tr("Reload it, or keep the version shown here?"));
    QPushButton *reload = gone ? nullptr : box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
    box.addButton(tr("&Keep Mine"), QMessageBox::RejectRole);
    box.exec();
    m_changePromptOpen = false;
    if (reload && box.clickedButton() == reload) {
        InputError error;
        if (!m_service->revert(&error))
            showError(tr("Cannot Reload"), error.toString());
    } else {
        m_document->setModified(true);
    }
}

void MainWindow::offerRecovery()
{
    RecoveryStore &store = m_service->recoveryStore();
    for (const RecoveryStore::Entry &entry : store.pending()) {
        const QString what = entry.originalPath.isEmpty() ? tr("an untitled draft")
                                                          : QDir::toNativeSeparators(entry.originalPath);
        // Another program may have written the file after the crash (git pull): the
        // recovered text is not based on that version, so a save must not replace it
        // unasked. The last autosave is later than any save of the crashed session.
        const QFileInfo original(entry.originalPath);
        const bool newerOnDisk = !entry.originalPath.isEmpty() && original.exists() && entry.savedAt.isValid()
                                 && original.lastModified() > entry.savedAt;
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"),
                        tr("The editor stopped before %1 was saved.").arg(what), QMessageBox::NoButton, this);
        QString details = tr("Unsaved work from %1 was kept. Recover it?")
                              .arg(QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat));
        if (newerOnDisk)
            details += QStringLiteral("\n\n")
                       + tr("The file was changed by another program after that (%1); saving the recovered work will ask before replacing it.")
                             .arg(QLocale().toString(original.lastModified(), QLocale::ShortFormat));
        box.setInformativeText(details);
        QPushButton *recover = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
        QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        box.addButton(tr("&Later"), QMessageBox::RejectRole);
        box.setDefaultButton(recover);
        box.exec();
        if (box.clickedButton() == discard) {
            store.discard(entry.key);
        } else if (box.clickedButton() == recover) {
            const Expected<PostMortem> pm = DraftFormat::parse(store.read(entry), entry.draftPath);
            if (!pm) {
                showError(tr("Cannot Recover"), pm.error().toString());
                continue;
            }
            if (!maybeSave())
                return;
            m_service->loadValue(pm.value(), entry.originalPath, true);
            if (newerOnDisk)
                m_service->forgetDiskVersion();
            // The recovered text is this session's now: it moves to this session's
            // autosave before the old entry goes, so no moment holds it nowhere.
            m_service->autosaveNow();
            store.discard(entry.key);
            statusBar()->showMessage(tr("Recovered unsaved work; save to keep it."), 8000);
            return; // one recovered draft per window
        }
    }
}

} // namespace pm
