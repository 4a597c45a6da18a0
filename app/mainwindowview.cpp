// MainWindow's chrome: the title, the toolbar, and the ways to a section or a problem.
#include "mainwindow.h"

#include "checkspanel.h"
#include "documentmodel.h"
#include "repairbanner.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

namespace pm {

void MainWindow::createToolBar(const QList<QAction *> &fileActions)
{
    // The few actions a writer uses, as Kate has them; View ▸ Show Toolbar hides it.
    m_toolBar = addToolBar(tr("Toolbar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const auto icon = [this](const char *name, QStyle::StandardPixmap fallback) {
        return QIcon::fromTheme(QString::fromLatin1(name), style()->standardIcon(fallback));
    };
    const QList<QPair<const char *, QStyle::StandardPixmap>> icons = {
        {"document-new", QStyle::SP_FileIcon},
        {"document-open", QStyle::SP_DialogOpenButton},
        {"document-save", QStyle::SP_DialogSaveButton},
    };
    for (int i = 0; i < fileActions.size() && i < icons.size(); ++i)
        fileActions.at(i)->setIcon(icon(icons.at(i).first, icons.at(i).second));
    m_export->setIcon(icon("document-send", QStyle::SP_ArrowForward));
    m_toolBar->addActions(fileActions);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_export);
}

void MainWindow::createProblemActions()
{
    QAction *toggle = m_checksDock->toggleViewAction();
    m_toolBar->addAction(toggle);
    QAction *toolBarToggle = m_toolBar->toggleViewAction();
    toolBarToggle->setText(tr("Show &Toolbar"));
    m_viewMenu->insertAction(m_themeMenu->menuAction(), toolBarToggle);
    // F8 and Shift+F8, as in VS Code and Qt Creator: the next and previous problem.
    const auto step = [this](bool forward) {
        m_checksDock->show();
        if (!m_checksPanel->goToProblem(forward))
            statusBar()->showMessage(tr("No problems."), 4000);
    };
    QAction *nextProblem = new QAction(tr("Next &Problem"), this);
    nextProblem->setShortcut(QKeySequence(Qt::Key_F8));
    connect(nextProblem, &QAction::triggered, this, [step] { step(true); });
    QAction *previousProblem = new QAction(tr("Previous P&roblem"), this);
    previousProblem->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    connect(previousProblem, &QAction::triggered, this, [step] { step(false); });
    m_viewMenu->insertActions(m_themeMenu->menuAction(), {nextProblem, previousProblem});
    m_viewMenu->insertSeparator(m_themeMenu->menuAction());
}

void MainWindow::goToSection()
{
    QStringList names;
    for (int i = 0; i < m_tabs->count(); ++i)
        names.append(m_tabs->tabText(i).remove(QLatin1Char('&')));
    // Every section in a list, one click away, in a dialog wide enough for its title.
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Go to Section"));
    dialog.setLabelText(tr("Section:"));
    dialog.setOption(QInputDialog::UseListViewForComboBoxItems);
    dialog.setComboBoxItems(names);
    dialog.setTextValue(names.value(m_tabs->currentIndex()));
    const int em = dialog.fontMetrics().averageCharWidth();
    dialog.resize(qMax(dialog.sizeHint().width(), em * 48), qMax(dialog.sizeHint().height(), em * 40));
    if (dialog.exec() == QDialog::Accepted) {
        m_tabs->setCurrentIndex(int(names.indexOf(dialog.textValue())));
        if (SectionEditor *ed = m_tabs->currentEditor())
            ed->setFocus(Qt::ShortcutFocusReason);
    }
}

void MainWindow::showSection(const QString &key)
{
    m_tabs->showKey(key);
    if (SectionEditor *ed = m_tabs->currentEditor())
        ed->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::fillSectionsMenu()
{
    m_sectionsMenu->clear(); // deletes the extra sections' actions; the nine are the window's
    const QList<DocumentModel::Entry> &entries = m_document->entries();
    for (int row = 0; row < m_sections->rowCount() && row < entries.size(); ++row) {
        const int number = m_sections->index(row).data(SectionListModel::NumberRole).toInt();
        if (number > 0 && number <= m_sectionActions.size()) {
            m_sectionsMenu->addAction(m_sectionActions.at(number - 1));
            continue;
        }
        const QString key = entries.at(row).key;
        QString name = entries.at(row).heading.trimmed();
        m_sectionsMenu->addAction(name.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
                                  [this, key] { showSection(key); });
    }
}

void MainWindow::setCurrentFile(const QString &path)
{
    // A draft opened read-only for repair is untitled until saved, yet named by its file.
    const QString repairing = path.isEmpty() && m_repair ? m_repair->path() : QString();
    if (!repairing.isEmpty()) {
        setWindowFilePath(repairing);
        setWindowTitle(tr("%1 (read-only)[*]").arg(QFileInfo(repairing).fileName()));
    } else {
        setWindowFilePath(path.isEmpty() ? tr("Untitled") : path);
        setWindowTitle(QStringLiteral("%1[*]").arg(path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName()));
    }
    setWindowModified(m_document->isModified());
    m_revert->setEnabled(!path.isEmpty());
}

} // namespace pm
