// A child for tst_recovery: opens a draft, types into a section, waits for the
// autosave, says so on stdout and then waits to be killed.
#include "documentmodel.h"
#include "recoverystore.h"

#include <QGuiApplication>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: autosave_child STORE_DIR FILE TEXT\n");
        return 2;
    }
    pm::DocumentModel model;
    model.setRecoveryStore(pm::RecoveryStore(args.at(1)));
    model.setAutosaveDelay(200);
    if (!model.load(args.at(2)))
        return 3;
    QObject::connect(&model, &pm::DocumentModel::autosaved, &app, [](const QString &path) {
        std::printf("autosaved %s\n", qPrintable(path));
        std::fflush(stdout);
    });
    QTextCursor cursor(model.document(QStringLiteral("root-cause")));
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock();
    // Typed one character at a time, as a person would.
    for (const QChar c : args.at(3))
        cursor.insertText(QString(c));
    return app.exec();
}
