#pragma once

#include <QFont>
#include <QObject>
#include <QPointer>
#include <QList>

class QTextDocument;
class QThread;

namespace pm {

// Markdown highlighting through KSyntaxHighlighting, when the build has it.
// One Repository is shared by every editor; it loads on a worker thread after
// start-up so that it never delays the first paint. Documents attached before it is
// ready are highlighted as soon as it is. The theme follows the application palette,
// including a live switch between light and dark.
class Highlighting : public QObject
{
    Q_OBJECT

public:
    static Highlighting *instance();
    static bool isAvailable(); // compiled with KSyntaxHighlighting
    // The fixed-width font code is set in (and monospace prose): the system's, or any
    // monospace font where the platform names none (Qt 5's offscreen platform).
    static QFont fixedFont();

    // Starts loading the repository in the background (idempotent).
    void preload();
    bool isReady() const { return m_ready; }
    // Highlights a document now, or as soon as preload() has finished.
    void attach(QTextDocument *document);
    QString themeName() const;
    // The thread the loaded repository belongs to: KF6's Repository is a QObject made
    // on the loading thread and handed to the GUI thread; KF5's is no QObject (nullptr).
    QThread *repositoryThread() const;
    // Picks the theme for the current application palette (editors call this on
    // QEvent::PaletteChange, so a live light/dark switch recolours everything).
    void applyTheme();

signals:
    void ready();

private:
    explicit Highlighting(QObject *parent = nullptr);
    ~Highlighting() override;
    void onLoaded(void *repository);
    void highlight(QTextDocument *document);

    bool m_loading = false;
    bool m_ready = false;
    QList<QPointer<QTextDocument>> m_pending;
    struct Private;
    Private *d = nullptr;
};

} // namespace pm
