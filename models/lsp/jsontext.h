#pragma once

#include <QByteArray>
#include <QStringView>

namespace pm::lsp {

// Compact JSON written straight into bytes, for the one message that can be large and is
// sent after every pause in typing: every diagnostic of a document (a QJsonDocument of
// tens of thousands of them costs seconds). The caller writes the punctuation.
class JsonText
{
public:
    QByteArray bytes;

    JsonText &raw(const char *text)
    {
        bytes.append(text);
        return *this;
    }
    JsonText &number(int value);
    // A string literal, quotes included: '"', '\\' and control characters escaped, the
    // rest as UTF-8 (an unpaired surrogate as U+FFFD).
    JsonText &string(QStringView text);
    // Two strings joined by a line break, as one literal.
    JsonText &string(QStringView first, QStringView second);

private:
    void characters(QStringView text);
};

} // namespace pm::lsp
