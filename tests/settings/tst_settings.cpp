#include "settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace pm;

// The typed settings: values survive a new QSettings reader (what a second process,
// such as the command line, sees), setters signal only real changes, and stored junk
// reads back as a safe default.
class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }

    void init() { QSettings().clear(); }

    void disabledRulesRoundTripAndSignalOnce()
    {
        Settings &s = Settings::instance();
        QSignalSpy spy(&s, &Settings::disabledRulesChanged);
        const QSet<QString> rules{QStringLiteral("hedging"), QStringLiteral("passive-voice")};
        s.setDisabledRules(rules);
        s.setDisabledRules(rules); // unchanged: no second signal
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<QSet<QString>>(), rules);
        QCOMPARE(s.disabledRules(), rules);
        // The key the CLI and earlier versions read, in a stable (sorted) order.
        QCOMPARE(QSettings().value(QStringLiteral("lint/disabledRules")).toStringList(),
                 (QStringList{QStringLiteral("hedging"), QStringLiteral("passive-voice")}));
    }

    void checkSpellingIsOnUntilSwitchedOff()
    {
        Settings &s = Settings::instance();
        QSignalSpy spy(&s, &Settings::checkSpellingChanged);
        QVERIFY(s.checkSpelling());
        s.setCheckSpelling(true); // the default: nothing changes
        QCOMPARE(spy.count(), 0);
        s.setCheckSpelling(false);
        s.setCheckSpelling(false);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toBool(), false);
        QCOMPARE(QSettings().value(QStringLiteral("view/checkSpelling")).toBool(), false);
        QVERIFY(!s.checkSpelling());
    }

    // Proportional prose unless the author picked monospace; anything else stored reads
    // as the default.
    void proseFontIsProportionalUntilChosen()
    {
        Settings &s = Settings::instance();
        QSignalSpy spy(&s, &Settings::proseFontChanged);
        QCOMPARE(s.proseFont(), QStringLiteral("proportional"));
        s.setProseFont(QStringLiteral("proportional"));
        QCOMPARE(spy.count(), 0);
        s.setProseFont(QStringLiteral("monospace"));
        s.setProseFont(QStringLiteral("monospace"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("view/proseFont")).toString(), QStringLiteral("monospace"));
        QSettings().setValue(QStringLiteral("view/proseFont"), QStringLiteral("comic"));
        QCOMPARE(s.proseFont(), QStringLiteral("proportional"));
    }

    void valuesAreNormalised_data()
    {
        QTest::addColumn<QString>("storedTheme");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QVariant>("storedAutosave");
        QTest::addColumn<int>("autosave");
        QTest::newRow("defaults") << QString() << QStringLiteral("system") << QVariant() << 3;
        QTest::newRow("dark, 10 s") << QStringLiteral("dark") << QStringLiteral("dark") << QVariant(10) << 10;
        QTest::newRow("junk") << QStringLiteral("purple") << QStringLiteral("system") << QVariant(QStringLiteral("x")) << 1;
        QTest::newRow("too long") << QStringLiteral("light") << QStringLiteral("light") << QVariant(100000) << 600;
    }

    void valuesAreNormalised()
    {
        QFETCH(QString, storedTheme);
        QFETCH(QString, theme);
        QFETCH(QVariant, storedAutosave);
        QFETCH(int, autosave);
        QSettings raw;
        if (!storedTheme.isNull())
            raw.setValue(QStringLiteral("view/theme"), storedTheme);
        if (storedAutosave.isValid())
            raw.setValue(QStringLiteral("editor/autosaveSeconds"), storedAutosave);
        raw.sync();
        QCOMPARE(Settings::instance().theme(), theme);
        QCOMPARE(Settings::instance().autosaveSeconds(), autosave);
    }

    void recentFilesAreMostRecentFirstAndBounded()
    {
        Settings &s = Settings::instance();
        QSignalSpy spy(&s, &Settings::recentFilesChanged);
        for (int i = 0; i < Settings::MaxRecentFiles + 3; ++i)
            s.addRecentFile(QStringLiteral("/tmp/%1.md").arg(i));
        s.addRecentFile(QStringLiteral("/tmp/5.md")); // moves to the front, no duplicate
        const QStringList files = s.recentFiles();
        QCOMPARE(files.size(), Settings::MaxRecentFiles);
        QCOMPARE(files.first(), QStringLiteral("/tmp/5.md"));
        QCOMPARE(files.count(QStringLiteral("/tmp/5.md")), 1);
        QCOMPARE(files.at(1), QStringLiteral("/tmp/%1.md").arg(Settings::MaxRecentFiles + 2));
        s.clearRecentFiles();
        QVERIFY(s.recentFiles().isEmpty());
        QCOMPARE(spy.last().at(0).toStringList(), QStringList());
    }

    void jiraAccountSignalsOnChangeOnly()
    {
        Settings &s = Settings::instance();
        QSignalSpy spy(&s, &Settings::jiraAccountChanged);
        s.setJiraAccount(QStringLiteral("https://example.atlassian.net"), QStringLiteral("a@example.com"));
        s.setJiraAccount(QStringLiteral("https://example.atlassian.net"), QStringLiteral("a@example.com"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(s.jiraSite(), QStringLiteral("https://example.atlassian.net"));
        QCOMPARE(s.jiraEmail(), QStringLiteral("a@example.com"));
        // No secret is ever stored in the settings file.
        QVERIFY(!QSettings().allKeys().join(QLatin1Char(' ')).contains(QLatin1String("token")));
    }

    void languageIsEnZhOrInterface()
    {
        Settings &s = Settings::instance();
        s.setNewDraftLanguage(QStringLiteral("zh"));
        QCOMPARE(s.newDraftLanguage(), QStringLiteral("zh"));
        s.setNewDraftLanguage(QStringLiteral("fr"));
        QCOMPARE(s.newDraftLanguage(), QString());
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
