#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTextCursor>
#include <QTextDocument>

// The draft fixtures of tests/document/fixtures/roundtrip, and typing into a section.
namespace pmtest {

inline QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(PM_FIXTURES_DIR "/roundtrip/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

// Appends text at the end of the document, as typing there does.
inline void type(QTextDocument *doc, const QString &text)
{
    QTextCursor cursor(doc);
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text);
}

} // namespace pmtest
