#pragma once

#include "postmortem.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace pm {

// A problem with an input, as a value the caller must look at.
struct InputError
{
    QString file; // as given by the caller; may be empty
    int line = 0; // 1-based; 0 when the problem has no line
    QString message;

    // "FILE:LINE: message" (or "FILE: message" without a line).
    QString toString() const;
};

template<typename T>
class Expected
{
public:
    Expected(T value)
        : m_value(std::move(value))
    {
    }
    Expected(InputError error)
        : m_error(std::move(error))
    {
    }
    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const T &operator*() const { return *m_value; }
    const T *operator->() const { return &*m_value; }
    const InputError &error() const { return m_error; }

private:
    std::optional<T> m_value;
    InputError m_error;
};

// The draft file (design/draft-format.md): UTF-8 Markdown with optional YAML front matter.
namespace DraftFormat {

constexpr qint64 MaxFileSize = 16 * 1024 * 1024;
// A post-mortem has a few dozen headings; past this many the input is no draft, and
// refusing it keeps memory within a small multiple of the file size.
constexpr int MaxHeadings = 10000;

// Parses a draft. fileName is used only in error messages.
Expected<PostMortem> parse(const QByteArray &bytes, const QString &fileName = QString());
// Reads and parses a file (size limit, unreadable path, binary, invalid UTF-8 ...).
Expected<PostMortem> load(const QString &path);
// Reads a file with the same checks as load(), without parsing it.
Expected<QByteArray> readFile(const QString &path);

// Writes a post-mortem back. Unchanged parts are written byte for byte as read
// (BOM, line endings, trailing whitespace, unknown front-matter keys, extra sections).
QByteArray write(const PostMortem &pm);
// The canonical form (`fmt`): full front matter in a fixed key order, the title,
// sections in the seed's order under canonical headings, LF endings, no BOM.
QByteArray canonical(const PostMortem &pm);

// A new draft from the template in the given language ("en" or "zh").
PostMortem newDraft(const QString &language);

// The text before the first section other than the title line (an introduction the
// author wrote), trimmed; empty when there is none.
QString preambleWithoutTitle(const PostMortem &pm);

// The text with a code fence or an HTML block left open at its end closed (a line
// "```" or "-->" appended, say), so that it cannot swallow what follows it in a file
// or an export.
QString closeOpenBlocks(const QString &text);

// A section's text as the parser gives it: leading blank lines and trailing blank
// lines and whitespace dropped. Editors use it so typing a trailing newline is no edit.
QString normalizeSectionText(const QString &text);

// Checks that bytes are well-formed UTF-8; on failure sets *line (1-based).
bool isValidUtf8(const QByteArray &bytes, int *badLine = nullptr);

} // namespace DraftFormat
} // namespace pm
