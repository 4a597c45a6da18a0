#include "cli.h"
#include "guistart.h"
#include "initresources.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor"));
    QCoreApplication::setApplicationName(QStringLiteral("postmortem-editor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PM_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    // Before Qt opens anything: a closed stdout must not become Qt's or a draft's file.
    pm::cli::guardStandardStreams();
    // A command word means headless: no display is needed or touched. So does a mistyped
    // one, which gets the command it resembles instead of a window on a missing file.
    const QString first = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (argc > 1 && (pm::cli::isHeadlessCommand(first) || pm::cli::isMistypedCommand(first))) {
        QCoreApplication app(argc, argv);
        setIdentity();
        // Messages in the user's language; rule ids, JSON keys and exit codes never change.
        // The language server speaks the client's language instead (its initialize).
        if (qstrcmp(argv[1], "lsp") != 0)
            pmInstallTranslations();
        pm::cli::StdIo io;
        return pm::cli::run(QCoreApplication::arguments().mid(1), io);
    }

    // A widgets-only editor draws with the raster engine; on X11 Qt would still bring up
    // GLX at start-up, which with Mesa's software renderer maps ~45 MB of LLVM and costs
    // tens of milliseconds before the first paint. The user's own setting wins.
    if (!qEnvironmentVariableIsSet("QT_XCB_GL_INTEGRATION"))
        qputenv("QT_XCB_GL_INTEGRATION", "none");
    if (!pm::GuiStart::hasDisplay(argc, argv))
        return pm::GuiStart::reportNoDisplay(argc, argv);
    pm::GuiStart::beginPlatformStart();
    QApplication app(argc, argv);
    pm::GuiStart::endPlatformStart();
    setIdentity();
    pmInstallTranslations();
    QApplication::setApplicationDisplayName(QObject::tr("Post-mortem Editor"));
    return pm::MainWindow::runGui(app);
}
