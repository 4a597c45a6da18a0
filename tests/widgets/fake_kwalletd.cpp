// A stand-in for KDE's wallet daemon on a private session bus, for the keychain tests:
// QtKeychain (no libsecret, no GNOME keyring) speaks the org.kde.KWallet D-Bus
// interface to it as it would to kwalletd. With "refuse-writes" the wallet opens and
// answers reads, but refuses to store anything (writePassword answers -1), as a
// read-only or full wallet does. Prints "ready" once both names are on the bus.

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusError>
#include <QHash>
#include <QObject>
#include <QTextStream>

#include <utility>

class FakeWallet : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.kde.KWallet")

public:
    explicit FakeWallet(bool refuseWrites)
        : m_refuseWrites(refuseWrites)
    {
    }

public slots:
    QString networkWallet() { return QStringLiteral("kdewallet"); }
    int open(const QString &, qlonglong, const QString &) { return 7; }
    // KWallet's entry types: 0 unknown (no such entry), 1 password.
    int entryType(int, const QString &folder, const QString &key, const QString &)
    {
        return m_entries.contains(folder + QLatin1Char('/') + key) ? 1 : 0;
    }
    QString readPassword(int, const QString &folder, const QString &key, const QString &)
    {
        return m_entries.value(folder + QLatin1Char('/') + key);
    }
    int writePassword(int, const QString &folder, const QString &key, const QString &value, const QString &)
    {
        if (m_refuseWrites)
            return -1;
        m_entries.insert(folder + QLatin1Char('/') + key, value);
        return 0;
    }
    int removeEntry(int, const QString &folder, const QString &key, const QString &)
    {
        return m_entries.remove(folder + QLatin1Char('/') + key) > 0 ? 0 : -1;
    }

private:
    bool m_refuseWrites;
    QHash<QString, QString> m_entries;
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    FakeWallet wallet(app.arguments().contains(QStringLiteral("refuse-writes")));
    QDBusConnection bus = QDBusConnection::sessionBus();
    QTextStream err(stderr);
    if (!bus.isConnected()) {
        err << "fake_kwalletd: no session bus: " << bus.lastError().message() << '\n';
        return 1;
    }
    // QtKeychain picks kwalletd (KDE 4 naming) outside a Plasma 5 session, kwalletd5 inside.
    for (const auto &[service, path] : {std::pair{"org.kde.kwalletd", "/modules/kwalletd"},
                                        std::pair{"org.kde.kwalletd5", "/modules/kwalletd5"}}) {
        if (!bus.registerObject(QLatin1String(path), &wallet, QDBusConnection::ExportAllSlots)
            || !bus.registerService(QLatin1String(service))) {
            err << "fake_kwalletd: cannot register " << service << ": " << bus.lastError().message() << '\n';
            return 1;
        }
    }
    QTextStream(stdout) << "ready" << Qt::endl;
    return app.exec();
}

#include "fake_kwalletd.moc"
