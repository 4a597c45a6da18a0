#include "cli.h"

#include "lspserver.h"
#include "settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

#ifdef Q_OS_WIN
#include <QMetaObject>
#include <QPointer>
#include <io.h>
#include <thread>
#else
#include <QSocketNotifier>
#include <cerrno>
#include <poll.h>
#include <unistd.h>
#endif

namespace pm::cli {

int cmdLsp(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption stdio(QStringLiteral("stdio"), QStringLiteral("talk over stdin and stdout (the default)"));
    parser.addOption(stdio);
    if (!parseArguments(parser, QStringLiteral("lsp"), args, io))
        return UsageError;
    if (parser.positionalArguments().size() > 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "lsp: takes no file; the client sends the documents (lsp [--stdio])"));
        return UsageError;
    }
    QEventLoop loop;
    // Standard output carries the protocol and nothing else.
    lsp::LspServer server([&io](const QByteArray &bytes) { io.out(bytes); },
                          Settings::instance().disabledRules());
    QObject::connect(&server, &lsp::LspServer::exitRequested, &loop, &QEventLoop::exit, Qt::QueuedConnection);
#ifdef Q_OS_WIN
    // A pipe is no socket here: a thread reads it and hands the bytes over.
    QPointer<lsp::LspServer> target(&server);
    std::thread([target] {
        char buffer[65536];
        while (true) {
            const int n = _read(0, buffer, sizeof buffer);
            const QByteArray bytes = n > 0 ? QByteArray(buffer, n) : QByteArray();
            QMetaObject::invokeMethod(
                target.data(), [target, bytes] {
                    if (!target)
                        return;
                    if (bytes.isEmpty())
                        target->endOfInput();
                    else
                        target->receive(bytes);
                },
                Qt::QueuedConnection);
            if (n <= 0)
                return;
        }
    }).detach();
#else
    bool ended = false;
    // Reads what is waiting on stdin without blocking.
    const auto drain = [&server, &ended] {
        char buffer[65536];
        while (!ended) {
            pollfd fd{0, POLLIN, 0};
            const int ready = ::poll(&fd, 1, 0);
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready <= 0)
                return;
            const ssize_t n = ::read(0, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                ended = true;
                server.endOfInput();
                return;
            }
            server.receive(QByteArray(buffer, int(n)));
            if (n < ssize_t(sizeof buffer))
                return;
        }
    };
    QSocketNotifier notifier(0, QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &server, [&notifier, &drain, &ended] {
        drain();
        if (ended)
            notifier.setEnabled(false);
    });
    server.setInputDrain(drain);
#endif
    return loop.exec();
}

} // namespace pm::cli
