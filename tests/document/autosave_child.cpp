// A child for the recovery tests in tst_documentservice and tst_mainwindowfiles: an
// editing session that the test kills or replaces.
//
//   autosave_child STORE FILE TEXT       types TEXT into Root Cause, autosaves after a
//                                        200 ms pause, prints "autosaved PATH", waits
//   autosave_child --steady STORE FILE   the editor's own autosave policy; types a
//                                        word every 0.5 to 0.9 s and prints
//                                        "typed N EPOCH_MS" after each, until killed
//   autosave_child --steady-worker STORE FILE   the same, with the autosave written
//                                        on the worker thread, as a big draft's is
//   autosave_child --second STORE FILE   a later session: opens FILE, prints
//                                        "pending N" (work offered for recovery),
//                                        types, autosaves, prints "autosaved PATH"
#include "documentmodel.h"
#include "documentservice.h"
#include "recoverystore.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

#include <cstdio>

namespace {

void say(const QByteArray &line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    QString mode;
    if (!args.isEmpty() && args.first().startsWith(QLatin1String("--")))
        mode = args.takeFirst();
    if (args.size() < (mode.isEmpty() ? 3 : 2)) {
        std::fprintf(stderr, "usage: autosave_child [--steady|--steady-worker|--second] STORE_DIR FILE [TEXT]\n");
        return 2;
    }
    pm::DocumentService service;
    service.setRecoveryStore(pm::RecoveryStore(args.at(0)));
    if (mode.isEmpty())
        service.setAutosaveDelay(200);
    if (!service.load(args.at(1)))
        return 3;
    QObject::connect(&service, &pm::DocumentService::autosaved, &app, [](const QString &path) {
        say("autosaved " + path.toUtf8());
    });
    QTextCursor cursor(service.document()->document(QStringLiteral("root-cause")));
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock();
    auto typeText = [&cursor](const QString &text) {
        // One character at a time, as a person would.
        for (const QChar c : text)
            cursor.insertText(QString(c));
    };

    if (mode == QLatin1String("--second")) {
        say("pending " + QByteArray::number(service.recoveryStore().pending().size()));
        typeText(QStringLiteral("Typed in the second session."));
        return service.autosaveNow() ? 0 : 4;
    }
    if (mode == QLatin1String("--steady-worker")) {
        service.setBackgroundAutosaveFrom(0);
        mode = QStringLiteral("--steady");
    }
    if (mode == QLatin1String("--steady")) {
        int n = 0;
        QTimer timer;
        timer.setSingleShot(true);
        QObject::connect(&timer, &QTimer::timeout, &app, [&] {
            ++n;
            typeText(QStringLiteral("w%1 ").arg(n, 3, 10, QLatin1Char('0')));
            say("typed " + QByteArray::number(n) + ' ' + QByteArray::number(QDateTime::currentMSecsSinceEpoch()));
            timer.start(500 + (n * 137) % 400); // steady, never a 3 s pause
        });
        timer.start(300);
        return app.exec();
    }
    typeText(args.at(2));
    return app.exec();
}
