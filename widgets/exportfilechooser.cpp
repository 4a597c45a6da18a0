#include "exportfilechooser.h"

#include "safewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace pm {

namespace {

// The folders above path that do not exist yet, nearest first.
QStringList missingFolders(const QString &folder)
{
    QStringList missing;
    for (QString dir = QDir(folder).absolutePath(); !QFileInfo::exists(dir);) {
        missing.append(dir);
        const QString up = QFileInfo(dir).absolutePath();
        if (up == dir)
            break;
        dir = up;
    }
    return missing;
}

} // namespace

QString exportOverDraftMessage(const QString &path)
{
    return QCoreApplication::translate("pm::ExportFile",
                                       "%1 is the draft this export is made from: saving the export there would "
                                       "replace the draft. Choose another file.")
        .arg(QDir::toNativeSeparators(path));
}

QString chooseExportFile(QWidget *parent, const QString &title, const QString &suggested, const QString &draftPath)
{
    const QStringList made = missingFolders(QFileInfo(suggested).absolutePath());
    if (!made.isEmpty())
        QDir().mkpath(made.first());
    QString start = suggested;
    QString chosen;
    for (;;) {
        chosen = QFileDialog::getSaveFileName(parent, title, start);
        if (chosen.isEmpty() || !isSameFile(chosen, draftPath))
            break;
        QMessageBox::warning(parent, QCoreApplication::translate("pm::ExportFile", "Choose Another File"),
                             exportOverDraftMessage(chosen));
        // Asked again where the person was, with the name that is no draft.
        start = QFileInfo(chosen).absoluteDir().filePath(QFileInfo(suggested).fileName());
        if (isSameFile(start, draftPath))
            start = suggested;
    }
    // What was made for the question goes again, unless the export is to go there or
    // something else is in it now.
    const QString target = chosen.isEmpty() ? QString() : QFileInfo(chosen).absolutePath() + QLatin1Char('/');
    for (const QString &folder : made) {
        if (target.startsWith(folder + QLatin1Char('/')) || !QDir().rmdir(folder))
            break;
    }
    return chosen;
}

} // namespace pm
