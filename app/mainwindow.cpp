#include "mainwindow.h"

#include "checkspanel.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "documentservice.h"
#include "documentstatistics.h"
#include "firstpaint.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "publishdialog.h"
#include "repairbanner.h"
#include "findbar.h"
#include "helpwindow.h"
#include "highlighting.h"
#include "livepreview.h"
#include "initresources.h"
#include "metadatabar.h"
#include "sectioncatalogue.h"
#include "sectioneditor.h"
#include "lintmodel.h"
#include "lintrules.h"
#include "sectionlistmodel.h"
#include "settings.h"
#include "settingsdialog.h"
#include "problemnavigator.h"
#include "problemsmodel.h"
#include "spellchecker.h"
#include "squigglepainter.h"
#include "statusfields.h"
#include "theme.h"
#include "sectiontabs.h"
#include "writefailurenotice.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QShowEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <utility>

namespace pm {

namespace {

QString uiLanguage()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

// Preferences ▸ language of new drafts, else the interface language.
QString newDraftLanguage()
{
    const QString chosen = Settings::instance().newDraftLanguage();
    return chosen.isEmpty() ? uiLanguage() : chosen;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_service(new DocumentService(this))
    , m_document(m_service->document())
    , m_sections(new SectionListModel(m_document, this))
    , m_tabs(new SectionTabs(m_document, m_sections, this))
    , m_metadata(new MetadataBar(m_document, this))
    , m_findBar(new FindBar(m_tabs, this))
    , m_checks(new DocumentChecker(m_document, this))
    , m_writeFailures(new WriteFailureNotice(m_service, this))
    , m_spelling(new SpellChecker(this))
{
    pmInitResources();
    m_sections->setUiLanguage(uiLanguage());
    m_checks->lintModel()->setHeadingLanguage(uiLanguage());
    SquigglePainter::attach(m_tabs, m_checks, [this](const Diagnostic &d, QMenu *menu) { return issueOffer(d, menu); });
    m_spelling->attach(m_tabs, m_checks);
    connect(m_spelling, &SpellChecker::dictionaryWriteFailed, this, [this](const QString &message) {
        showError(tr("Cannot Add the Word"), tr("The project's word list could not be written: %1").arg(message));
    });
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_repair = new RepairBanner(m_service, m_tabs, central);
    layout->addWidget(m_repair);
    layout->addWidget(m_metadata);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_findBar);
    m_findBar->hide();
    setCentralWidget(central);
    setAcceptDrops(true);

    createActions();
    m_status = new StatusFields(statusBar(), m_tabs, m_sections, new DocumentStatistics(m_document, this));
    createDocks();
    m_repair->setLockedWidgets({m_metadata, static_cast<QWidget *>(m_checksPanel->inputs())});
    connect(m_repair, &RepairBanner::saveAsRequested, this, &MainWindow::saveAs);
    const auto badge = [this] {
        const QString path = m_document->path();
        const bool locked = !path.isEmpty() && QFileInfo::exists(path) && !QFileInfo(path).isWritable();
        m_status->setReadOnly(locked || m_repair->isRepairing(),
                              locked ? tr("You may not write this file; Save As writes a copy.") : tr("Under repair"));
    };
    connect(m_document, &DocumentModel::pathChanged, this, badge);
    connect(m_repair, &RepairBanner::repairingChanged, this, badge);
    connect(m_repair, &RepairBanner::repairingChanged, this, [this] { setCurrentFile(m_document->path()); });
    readSettings();
    applySettings();
    // The first draft follows the interface language, as Preferences promises.
    if (m_document->language() != newDraftLanguage())
        m_service->newDocument(newDraftLanguage());

    connect(m_document, &DocumentModel::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &DocumentModel::pathChanged, this, &MainWindow::setCurrentFile);
    connect(m_service, &DocumentService::fileChangedOnDisk, this, &MainWindow::onFileChangedOnDisk);
    // Export is always available: a disabled action would let Ctrl+E fall through to
    // the editor, and its dialog lists everything that blocks. The tooltip says it first.
    connect(m_checks, &DocumentChecker::verdictChanged, this, [this] {
        const PublishPlan &plan = m_checks->lastVerdict();
        m_export->setToolTip(m_checks->isVerdictPending() ? tr("Checking what blocks publishing…")
                             : plan.isBlocked()
                                 ? tr("Blocked: %1").arg(plan.blockerMessages().join(QStringLiteral("; ")))
                                 : tr("Preview the payload and export or publish it"));
        m_export->setStatusTip(m_export->toolTip());
    });
    connect(m_tabs, &SectionTabs::currentEditorChanged, this, &MainWindow::updateEditActions);
    setCurrentFile(QString());
    updateEditActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, [this] {
        if (maybeSave())
            newFile(newDraftLanguage());
    });
    newAction->setShortcut(QKeySequence::New);
    newAction->setStatusTip(tr("Start a post-mortem from the template"));
    QMenu *newIn = file->addMenu(tr("New &From Template"));
    newIn->addAction(tr("&English Template"), this, [this] {
        if (maybeSave())
            newFile(QStringLiteral("en"));
    });
    newIn->addAction(tr("&Chinese Template (中文)"), this, [this] {
        if (maybeSave())
            newFile(QStringLiteral("zh"));
    });
    file->addAction(tr("New from &Ticket…"), this, [this] { newFromTicket(newDraftLanguage()); })
        ->setStatusTip(tr("Start a post-mortem from a JIRA issue: its title, owner and linked pull requests"));
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    // File ▸ Import: a foreign post-mortem opens as a new, unsaved draft once the author
    // has seen (and may have changed) where each heading goes.
    file->addAction(tr("&Import Post-mortem…"), this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import a Post-mortem"), lastDirectory(),
            tr("Markdown (*.md *.markdown *.txt);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_revert = file->addAction(tr("Re&vert to Saved"), this, &MainWindow::revert);
    file->addSeparator();
    m_export = file->addAction(tr("&Export and Publish…"), this, &MainWindow::showExport);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addAction(tr("Create Iss&ues for Action Items…"), this, [this] { createIssues(); })
        ->setStatusTip(tr("Create a JIRA issue for each action item that has an owner but nothing tracking it"));
    createToolBar({newAction, openAction, saveAction});
    QAction *closeAction = file->addAction(tr("&Close"), this, &MainWindow::closeDocument);
    closeAction->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    auto forward = [this](void (QPlainTextEdit::*slot)()) {
        return [this, slot] {
            if (SectionEditor *ed = m_tabs->currentEditor())
                (ed->*slot)();
        };
    };
    m_undo = edit->addAction(tr("&Undo"), this, [this] {
        // A Replace All across sections is undone everywhere at once.
        if (SectionEditor *ed = m_tabs->currentEditor(); ed && !m_findBar->undoGroup(ed->document(), false))
            ed->undo();
    });
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"), this, [this] {
        if (SectionEditor *ed = m_tabs->currentEditor(); ed && !m_findBar->undoGroup(ed->document(), true))
            ed->redo();
    });
    m_redo->setShortcut(QKeySequence::Redo);
    edit->addSeparator();
    m_cut = edit->addAction(tr("Cu&t"), this, forward(&QPlainTextEdit::cut));
    m_cut->setShortcut(QKeySequence::Cut);
    m_copy = edit->addAction(tr("&Copy"), this, forward(&QPlainTextEdit::copy));
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste = edit->addAction(tr("&Paste"), this, forward(&QPlainTextEdit::paste));
    m_paste->setShortcut(QKeySequence::Paste);
    QAction *selectAll = edit->addAction(tr("Select &All"), this, forward(&QPlainTextEdit::selectAll));
    selectAll->setShortcut(QKeySequence::SelectAll);
    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find…"), m_findBar, &FindBar::showFind);
    find->setShortcut(QKeySequence::Find);
    QAction *findNext = edit->addAction(tr("Find &Next"), this, [this] {
        if (m_findBar->findEdit()->text().isEmpty())
            m_findBar->showFind();
        else
            m_findBar->findNext();
    });
    findNext->setShortcut(QKeySequence::FindNext);
    QAction *findPrevious = edit->addAction(tr("Find Pre&vious"), m_findBar, &FindBar::findPrevious);
    findPrevious->setShortcut(QKeySequence::FindPrevious);
    QAction *replace = edit->addAction(tr("&Replace…"), m_findBar, &FindBar::showReplace);
    replace->setShortcut(QKeySequence::Replace);
    if (replace->shortcut().isEmpty())
        replace->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    edit->addSeparator();
    QAction *problem = edit->addAction(tr("Fix or E&xplain Problem"), this, [this] {
        SectionEditor *ed = m_tabs->currentEditor();
        if (!ed)
            return;
        ed->setFocus(Qt::ShortcutFocusReason);
        SquigglePainter *painter = SquigglePainter::of(ed);
        if (!painter || !painter->showProblemMenu())
            statusBar()->showMessage(tr("No problems in this section."), 4000);
    });
    problem->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pre&ferences…"), this, [this] {
        SettingsDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            applySettings();
    });
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty())
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *next = view->addAction(tr("&Next Section"), m_tabs, &SectionTabs::nextSection);
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QAction *previous = view->addAction(tr("&Previous Section"), m_tabs, &SectionTabs::previousSection);
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QAction *go = view->addAction(tr("&Go to Section…"), this, &MainWindow::goToSection);
    // Not Ctrl+G: that is Find Next in the GNOME, Windows and macOS key schemes.
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_sectionsMenu = view->addMenu(tr("&Sections"));
    m_sectionsMenu->setObjectName(QStringLiteral("sectionsMenu"));
    for (const SectionInfo &info : SectionCatalogue::all()) {
        // The window owns the nine, so their Alt+number works while the menu is rebuilt.
        auto *a = new QAction(QStringLiteral("&%1 %2").arg(info.number).arg(info.heading(uiLanguage())), this);
        a->setData(info.id);
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_0 + info.number)));
        connect(a, &QAction::triggered, this, [this, key = info.id] { showSection(key); });
        addAction(a);
        m_sectionActions.append(a);
    }
    connect(m_sectionsMenu, &QMenu::aboutToShow, this, &MainWindow::fillSectionsMenu);
    connect(m_sections, &QAbstractItemModel::modelReset, this, &MainWindow::fillSectionsMenu);
    fillSectionsMenu();
    view->addSeparator();
    view->addAction(m_spelling->toggleAction());
    m_themeMenu = view->addMenu(tr("&Theme"));
    auto *themes = new QActionGroup(this);
    const QList<QPair<QString, QString>> themeNames = {
        {QStringLiteral("system"), tr("&System")},
        {QStringLiteral("light"), tr("&Light")},
        {QStringLiteral("dark"), tr("&Dark")},
    };
    const QString current = Settings::instance().theme();
    for (const auto &t : themeNames) {
        QAction *a = m_themeMenu->addAction(t.second);
        a->setCheckable(true);
        a->setChecked(t.first == current);
        themes->addAction(a);
        const QString name = t.first;
        connect(a, &QAction::triggered, this, [name] {
            Settings::instance().setTheme(name);
            Theme::apply(name);
        });
    }
    m_viewMenu = view;

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *contents = help->addAction(tr("Post-mortem Editor &Help"), this, [this] { showHelp(false); });
    contents->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("The Post-mortem &Discipline"), this, [this] { showHelp(true); });
    help->addAction(tr("&About Post-mortem Editor"), this, [this] { HelpWindow::about(this); })->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);

    // Accessible names for every action: the text without mnemonics and ellipses.
    for (QAction *a : findChildren<QAction *>()) {
        if (a->statusTip().isEmpty() && !a->text().isEmpty())
            a->setStatusTip(QString(a->text()).remove(QLatin1Char('&')).remove(QStringLiteral("…")));
    }
    updateRecentFilesMenu();
}

void MainWindow::createDocks()
{
    m_checksDock = new QDockWidget(tr("Problems"), this);
    m_checksDock->setObjectName(QStringLiteral("checksDock"));
    m_checksDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                              | QDockWidget::DockWidgetFloatable);
    m_checksPanel = new ChecksPanel(m_document, m_checks, m_checksDock);
    // The panel with the gate form open is taller than a small screen (800x600 with Qt 5's
    // larger default font): it scrolls there rather than holding the window open.
    auto *checksScroll = new QScrollArea(m_checksDock);
    checksScroll->setWidget(m_checksPanel);
    checksScroll->setWidgetResizable(true);
    checksScroll->setFrameShape(QFrame::NoFrame);
    checksScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_checksDock->setWidget(checksScroll);
    // The tabs and the status bar count a section's problems as the list shows them.
    connect(m_checksPanel->problems(), &ProblemsModel::sectionCountsChanged, m_sections,
            &SectionListModel::setProblemCounts);
    m_sections->setProblemCounts(m_checksPanel->problems()->sectionCounts());
    m_navigator = new ProblemNavigator(m_checks, m_tabs, m_metadata, m_checksPanel, this);
    connect(m_checksPanel, &ChecksPanel::diagnosticActivated, this, &MainWindow::jumpTo);
    connect(m_checksPanel, &ChecksPanel::blockerActivated, m_navigator, &ProblemNavigator::goTo);
    connect(m_checksPanel, &ChecksPanel::quickFixRequested, this, &MainWindow::applyQuickFix);
    addDockWidget(Qt::RightDockWidgetArea, m_checksDock);
    QAction *toggle = m_checksDock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    toggle->setIcon(QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning)));
    m_viewMenu->insertAction(m_themeMenu->menuAction(), toggle);
    createProblemActions();
    // The live preview: off until asked for (it converts the whole draft after each pause).
    auto *previewDock = new QDockWidget(tr("Preview"), this);
    previewDock->setObjectName(QStringLiteral("previewDock"));
    m_preview = new LivePreview(m_document, m_checks, m_tabs, previewDock);
    previewDock->setWidget(m_preview);
    addDockWidget(Qt::RightDockWidgetArea, previewDock);
    previewDock->hide();
    m_viewMenu->insertAction(m_themeMenu->menuAction(), previewDock->toggleViewAction());
}

void MainWindow::showExport()
{
    m_checks->flush();
    PostMortem pm = m_document->snapshot();
    // Changed since the last delivery: the dialog shows the next round, so the third
    // round asks its question on the third export.
    const Delivery delivery = m_document->prepareDelivery(pm);
    pm.meta.revision = delivery.revision;
    PublishDialog dialog(pm, m_document->path(), m_checks->disabledRules(), this);
    // The dialog names the marker's id before a post or a copy leaves it (publishRecorded),
    // so looking at the export is no edit of the draft.
    connect(&dialog, &PublishDialog::publishRecorded, m_document, &DocumentModel::setPublishRecord);
    connect(&dialog, &PublishDialog::delivered, this, [this, delivery] { recordDelivery(delivery); });
    connect(&dialog, &PublishDialog::preferencesApplied, this, &MainWindow::applySettings);
    // A blocker clicked in the dialog: close it and go there.
    Blocker chosen;
    bool go = false;
    connect(&dialog, &PublishDialog::blockerActivated, this, [&](const Blocker &b) {
        chosen = b;
        go = true;
        dialog.reject();
    });
    connect(&dialog, &PublishDialog::sectionRequested, this, [this](const QString &id) {
        m_tabs->showKey(id);
        if (SectionEditor *ed = m_tabs->currentEditor())
            ed->setFocus(Qt::OtherFocusReason);
    });
    dialog.exec();
    if (go)
        m_navigator->goTo(chosen);
}

void MainWindow::noteDelivered()
{
    recordDelivery(m_document->prepareDelivery(m_document->snapshot()));
}

void MainWindow::recordDelivery(const Delivery &delivery)
{
    if (m_document->noteDelivered(delivery))
        statusBar()->showMessage(tr("Revision round %1").arg(delivery.revision), 4000);
}

void MainWindow::jumpTo(const QString &sectionId, int offset, int length)
{
    m_navigator->goToSection(sectionId, offset, length); // the checker's positions are the editor's own
}

bool MainWindow::applyQuickFix(int lintRow)
{
    const LintModel *model = m_checks->lintModel();
    if (lintRow < 0 || lintRow >= model->rowCount())
        return false;
    const Diagnostic d = model->diagnostic(lintRow);
    m_tabs->showKey(d.sectionId);
    const QTextCursor done = m_checks->applyQuickFix(d);
    SectionEditor *ed = m_tabs->currentEditor();
    if (done.isNull() || !ed || ed->key() != d.sectionId)
        return false;
    ed->setTextCursor(done);
    Rule rule;
    const QString what = LintRules::fromId(d.rule, &rule) ? LintRules::title(rule) : d.rule;
    statusBar()->showMessage(tr("Quick fix applied: %1").arg(what), 4000);
    return true;
}

void MainWindow::applySettings()
{
    m_checks->setDisabledRules(Settings::instance().disabledRules());
    m_service->setAutosaveDelay(Settings::instance().autosaveSeconds() * 1000);
}

void MainWindow::updateEditActions()
{
    if (m_watchedEditor)
        disconnect(m_watchedEditor, nullptr, this, nullptr);
    m_watchedEditor = m_tabs->currentEditor();
    SectionEditor *ed = m_watchedEditor;
    if (!ed)
        return;
    m_undo->setEnabled(ed->document()->isUndoAvailable());
    m_redo->setEnabled(ed->document()->isRedoAvailable());
    const bool selection = ed->textCursor().hasSelection();
    m_cut->setEnabled(selection);
    m_copy->setEnabled(selection);
    connect(ed, &QPlainTextEdit::undoAvailable, m_undo, &QAction::setEnabled);
    connect(ed, &QPlainTextEdit::redoAvailable, m_redo, &QAction::setEnabled);
    connect(ed, &QPlainTextEdit::copyAvailable, m_cut, &QAction::setEnabled);
    connect(ed, &QPlainTextEdit::copyAvailable, m_copy, &QAction::setEnabled);
}

void MainWindow::readSettings()
{
    const Settings &settings = Settings::instance();
    const QByteArray geometry = settings.windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1280, 820);
    fitToScreen();
    // The panel takes a third of a small window, at most 440 px.
    if (!restoreState(settings.windowState()))
        resizeDocks({m_checksDock}, {qMin(440, width() / 3)}, Qt::Horizontal);
    Theme::apply(settings.theme());
}

void MainWindow::fitToScreen()
{
    // Never larger than the screen's free area (panels and docks excluded): at 1280x800
    // a 820 px window loses its status bar. Room is left for the window manager's frame.
    const QScreen *where = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!where)
        return;
    const QRect available = where->availableGeometry();
    const QSize frame(16, 48);
    const QSize fitted = size().boundedTo(available.size() - frame).expandedTo(minimumSizeHint());
    if (fitted != size())
        resize(fitted);
    QRect wanted(pos(), size() + frame);
    if (!available.contains(wanted))
        move(available.topLeft() + QPoint((available.width() - wanted.width()) / 2, qMax(0, (available.height() - wanted.height()) / 2)));
}

void MainWindow::writeSettings()
{
    Settings &settings = Settings::instance();
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QString name = m_document->isUntitled() ? tr("Untitled") : QFileInfo(m_document->path()).fileName();
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("“%1” has unsaved changes.\nDo you want to save them?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    switch (answer) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::newFile(const QString &language)
{
    m_service->newDocument(language);
    m_tabs->setCurrentIndex(0);
    focusEditor();
    statusBar()->showMessage(language == QLatin1String("zh") ? tr("New draft (Chinese template)")
                                                             : tr("New draft (English template)"),
                             4000);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Post-mortem"), lastDirectory(),
        tr("Post-mortem drafts (*.md *.markdown);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    InputError error;
    if (!m_service->load(path, &error)) {
        // A draft that is only partly readable opens under a banner that says what is wrong.
        const Expected<QByteArray> bytes = DraftFormat::readFile(path);
        if (bytes && m_repair->openDamaged(path, bytes.value())) {
            statusBar()->showMessage(error.toString(), 8000);
            return true;
        }
        showError(tr("Cannot Open Draft"), error.toString());
        return false;
    }
    Settings::instance().setLastDirectory(QFileInfo(path).absolutePath());
    addRecentFile(m_document->path());
    focusEditor();
    // The file's name: a whole path is cut off by the fields at the right on a small screen.
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(m_document->path()).fileName()), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString suggested = lastDirectory();
    const QString ticket = m_document->meta().ticket;
    if (!m_document->isUntitled())
        suggested = m_document->path();
    else if (!ticket.isEmpty())
        suggested += QLatin1Char('/') + ticket + QStringLiteral(".md");
    QFileDialog dialog(this, tr("Save Post-mortem As"), suggested,
                       tr("Post-mortem drafts (*.md *.markdown);;All files (*)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("md"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveFile(dialog.selectedFiles().first());
}

bool MainWindow::saveFile(const QString &path)
{
    QString error;
    if (!m_service->saveAs(path, &error)) {
        // The work stays modified and nothing says "Saved"; another place is the way on.
        return m_writeFailures->offerSaveAs(path, error) && saveAs();
    }
    Settings::instance().setLastDirectory(QFileInfo(path).absolutePath());
    addRecentFile(m_document->path());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(m_document->path()).fileName()), 4000);
    return true;
}

void MainWindow::revert()
{
    if (m_document->isUntitled() || !m_document->isModified())
        return;
    if (QMessageBox::question(this, tr("Revert to Saved"),
                              tr("Discard every change since the last save?"),
                              QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Discard)
        return;
    InputError error;
    if (!m_service->revert(&error))
        showError(tr("Cannot Revert"), error.toString());
}

void MainWindow::closeDocument()
{
    if (maybeSave())
        newFile(m_document->language());
}

QStringList MainWindow::recentFiles() const
{
    return Settings::instance().recentFiles();
}

void MainWindow::addRecentFile(const QString &path)
{
    Settings::instance().addRecentFile(path);
    updateRecentFilesMenu();
}

void MainWindow::updateRecentFilesMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        const QString label = QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName());
        QAction *a = m_recentMenu->addAction(label, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear Menu"), this, [this] {
            Settings::instance().clearRecentFiles();
            updateRecentFilesMenu();
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QString MainWindow::lastDirectory() const
{
    return Settings::instance().lastDirectory();
}

void MainWindow::startDeferredWork()
{
    // After the first paint: the highlighting repository and the recovery check.
    FirstPaint::after(m_tabs->currentEditor()->viewport(), [this] {
        Highlighting::instance()->preload();
        offerRecovery();
    });
}

void MainWindow::showError(const QString &title, const QString &message)
{
    QMessageBox::critical(this, title, message);
}

void MainWindow::showHelp(bool discipline)
{
    auto *help = new HelpWindow(this);
    help->setAttribute(Qt::WA_DeleteOnClose);
    if (discipline)
        help->showPage(HelpWindow::Page::Discipline);
    help->show();
}

void MainWindow::focusEditor()
{
    if (SectionEditor *ed = m_tabs->currentEditor())
        ed->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!event->spontaneous() && !m_shownOnce) {
        m_shownOnce = true;
        focusEditor(); // typing starts in the text, not in the title field
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        writeSettings();
        // A clean exit leaves nothing to recover.
        m_service->discardRecovery();
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty()
        && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // The prompt must not run inside the drop handler (the drag source waits on it).
    QTimer::singleShot(0, this, [this, path] {
        if (maybeSave())
            openFile(path);
    });
}

int MainWindow::runGui(QApplication &app)
{
    pmInitResources();

    MainWindow window;
    window.show();
    // Loading is synchronous and fast, so the first paint already shows the draft; a
    // bad file gets its message over the visible window.
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (!args.isEmpty())
        window.openFile(args.first());
    window.startDeferredWork();
    if (qEnvironmentVariableIsSet("PM_STARTUP_PROBE"))
        installStartupProbe(window.tabs()->currentEditor()->viewport());
    return app.exec();
}

} // namespace pm
