#include "guistart.h"

#include "initresources.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace pm::GuiStart {

namespace {

void printLine(const QString &text)
{
    const QByteArray line = "postmortem-editor: " + text.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

// A message Qt gave while its platform started, kept to be handed on.
struct HeldMessage
{
    QtMsgType type;
    QByteArray file, function, category;
    int line;
    QString text;
};

QtMessageHandler previousHandler = nullptr;
QList<HeldMessage> *held = nullptr;

void holdOrFail(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (type != QtFatalMsg) {
        held->append({type, context.file, context.function, context.category, context.line, text});
        return;
    }
    // Qt's own words about the display ("could not connect to display :1") say more than
    // its closing advice to reinstall.
    QString reason;
    for (const HeldMessage &m : *held) {
        if (m.category.startsWith("qt.qpa") && m.type != QtDebugMsg) {
            reason = m.text;
            break;
        }
    }
    if (reason.isEmpty())
        reason = QCoreApplication::translate("pm::cli", "no Qt platform plugin could start");
    // The application object exists by now: the line can be in the user's language.
    pmInstallTranslations();
    //: %1 is why Qt could not start, in Qt's words ("could not connect to display :1").
    printLine(QCoreApplication::translate("pm::cli", "cannot open the window (%1): run it in a desktop session, or under xvfb-run")
                  .arg(reason.trimmed()));
    std::_Exit(2);
}

} // namespace

bool hasDisplay(int argc, char *argv[])
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN) && !defined(Q_OS_ANDROID)
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            return true;
    }
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
           || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(argc)
    Q_UNUSED(argv)
    return true;
#endif
}

int reportNoDisplay(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    pmInstallTranslations();
    printLine(QCoreApplication::translate("pm::cli", "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): "
                                                     "run it in a desktop session, or as 'xvfb-run postmortem-editor FILE'"));
    return 2;
}

void beginPlatformStart()
{
    held = new QList<HeldMessage>;
    previousHandler = qInstallMessageHandler(holdOrFail);
}

void endPlatformStart()
{
    qInstallMessageHandler(previousHandler);
    const QList<HeldMessage> messages = *held;
    delete held;
    held = nullptr;
    for (const HeldMessage &m : messages) {
        const QMessageLogContext context(m.file.constData(), m.line, m.function.constData(), m.category.constData());
        qt_message_output(m.type, context, m.text);
    }
}

} // namespace pm::GuiStart
