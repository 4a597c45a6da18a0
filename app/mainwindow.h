#pragma once

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QSet>

class QAction;
class QApplication;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QToolBar;

namespace pm {

class DocumentChecker;
class ChecksPanel;
class DocumentModel;
class DocumentService;
class FindBar;
class MetadataBar;
class LivePreview;
class ProblemNavigator;
class RepairBanner;
class SectionEditor;
class SectionListModel;
class SectionTabs;
class StatusFields;
class WriteFailureNotice;
struct Delivery;
struct Diagnostic;
struct TrackItem;
struct JiraCredentials;
class SpellChecker;

// The main window: menus, actions, file handling and the wiring between the document
// model and the widgets. Nothing else lives here.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    static int runGui(QApplication &app);

    bool openFile(const QString &path);
    // File ▸ Import Post-mortem… once the file is chosen: the mapping dialog, then the
    // draft as a new, unsaved one; false when nothing opened (an error, or Cancel).
    bool importFile(const QString &path);
    bool saveFile(const QString &path);
    void newFile(const QString &language);
    // Offers unsaved work left by a crashed or killed session.
    void offerRecovery();
    // Once the window has painted: loads the highlighting repository, offers recovery.
    void startDeferredWork();

    DocumentModel *document() const { return m_document; }
    DocumentService *documentService() const { return m_service; }
    SectionTabs *tabs() const { return m_tabs; }
    FindBar *findBar() const { return m_findBar; }
    StatusFields *statusFields() const { return m_status; }
    MetadataBar *metadataBar() const { return m_metadata; }
    RepairBanner *repairBanner() const { return m_repair; }
    LivePreview *livePreview() const { return m_preview; }
    QStringList recentFiles() const;
    QDockWidget *checksDock() const { return m_checksDock; }
    QToolBar *toolBar() const { return m_toolBar; }
    DocumentChecker *checks() const { return m_checks; }
    ChecksPanel *checksPanel() const { return m_checksPanel; }
    SpellChecker *spellChecker() const { return m_spelling; }
    void showExport();
    void jumpTo(const QString &sectionId, int offset, int length);
    // Applies the quick fix of a lint row as one undoable edit; false when it has none.
    bool applyQuickFix(int lintRow);
    // File ▸ Create Issues for Action Items… (onlyOffset -1), or the quick fix for the one
    // item at that offset of the Action items text (mainwindowtrack.cpp).
    void createIssues(int onlyOffset = -1);
    void applySettings();
    // A delivery of the draft as it is now (DocumentModel counts the revision rounds).
    void noteDelivered();

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void recordDelivery(const Delivery &delivery);
    void createActions();
    void createDocks();
    void readSettings();
    void fitToScreen();
    void focusEditor();
    void writeSettings();
    bool maybeSave();
    // The quick fix "Create a JIRA Issue for This Item…" on an item createIssues() takes.
    QAction *issueOffer(const Diagnostic &finding, QMenu *menu);
    // The keys of created issues into the open draft's items, as one undoable edit.
    void writeIssueKeys(const QList<TrackItem> &items, const QStringList &keys);
    // File ▸ New from Ticket… (mainwindowticket.cpp).
    void newFromTicket(const QString &language);
    void readTicket(const JiraCredentials &account, const QString &key, const QString &language);
    bool save();
    bool saveAs();
    void open();
    void revert();
    void closeDocument();
    void goToSection();
    void showSection(const QString &key);
    // View ▸ Sections in the tabs' order: the nine with their Alt+number, extra sections
    // where the draft has them.
    void fillSectionsMenu();
    void createToolBar(const QList<QAction *> &fileActions);
    // Next and previous problem (F8, Shift+F8), the panel's and the toolbar's toggles.
    void createProblemActions();
    void showHelp(bool discipline);
    void setCurrentFile(const QString &path);
    void addRecentFile(const QString &path);
    void updateRecentFilesMenu();
    void updateEditActions();
    void onFileChangedOnDisk(const QString &path);
    QString lastDirectory() const;
    void showError(const QString &title, const QString &message);

    DocumentService *m_service; // owns m_document
    DocumentModel *m_document;
    SectionListModel *m_sections;
    SectionTabs *m_tabs;
    MetadataBar *m_metadata;
    FindBar *m_findBar;
    QDockWidget *m_checksDock = nullptr;
    DocumentChecker *m_checks = nullptr;
    WriteFailureNotice *m_writeFailures = nullptr;
    SpellChecker *m_spelling = nullptr;
    ChecksPanel *m_checksPanel = nullptr;
    QAction *m_export = nullptr;
    QToolBar *m_toolBar = nullptr;

    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_sectionsMenu = nullptr;
    QList<QAction *> m_sectionActions; // the nine, by catalogue order
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_cut = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_revert = nullptr;
    StatusFields *m_status = nullptr;
    ProblemNavigator *m_navigator = nullptr;
    RepairBanner *m_repair = nullptr;
    LivePreview *m_preview = nullptr;
    QPointer<SectionEditor> m_watchedEditor;
    bool m_changePromptOpen = false;
    bool m_shownOnce = false;
};

} // namespace pm
