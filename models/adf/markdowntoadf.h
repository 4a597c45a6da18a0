#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <limits>

// Markdown (CommonMark + GFM, parsed by md4c) to Atlassian Document Format.
//
// The output is valid by construction against rules stricter than Markdown's
// (see adfProblems() and models/adf/README.md for the transformations applied
// where Markdown nests something ADF forbids). Nothing the author typed is dropped:
// raw HTML stays as literal text, invalid link targets stay as plain text.
namespace pm {

struct AdfOptions
{
    // Prefix of the localId of every taskList/taskItem. localIds must be unique in
    // one ADF document: a caller that concatenates several conversions into one
    // document gives each conversion its own prefix.
    QString localIdPrefix;
};

// A complete document: {"type":"doc","version":1,"content":[...]}.
QJsonObject markdownToAdf(const QString &markdown, const AdfOptions &options = {});
// Only the block nodes, so a caller can prepend headings or join sections.
QJsonArray markdownToAdfContent(const QString &markdown, const AdfOptions &options = {});
// The same document as markdownToAdf(), written as compact JSON text directly
// (no QJsonObject tree): the fast path for large inputs and for the command line.
QByteArray markdownToAdfJson(const QString &markdown, const AdfOptions &options = {});
// As markdownToAdfJson(), for input that is already UTF-8 (ill-formed sequences
// are replaced with U+FFFD first).
QByteArray markdownUtf8ToAdfJson(const QByteArray &utf8, const AdfOptions &options = {});
// As markdownUtf8ToAdfJson(), the same bytes handed to `write` in pieces of about
// 1 MiB instead of returned whole: the command line's md2adf, whose output can be 26
// times its input ("#\n" repeated) and need not sit in memory.
void writeMarkdownUtf8AsAdfJson(const QByteArray &utf8, const std::function<void(const QByteArray &)> &write,
                                const AdfOptions &options = {});

// The block nodes of markdownToAdfContent(), written directly as the bytes
// QJsonDocument::toJson(Compact) gives for them (sorted keys, Qt's string escapes):
// each block's JSON, separated by commas, without the array's brackets. No QJsonObject
// tree is built (one costs ~50 bytes of heap per input byte). The export and publish
// path joins these into comment bodies; they keep the bytes, and so the hashes, the
// bodies had when they were serialised from a tree.
struct AdfContentJson
{
    QByteArray json;       // empty when there are no blocks, or when not complete
    qint64 length = 0;     // UTF-16 code units of the JSON (what a JIRA comment counts)
    bool complete = false; // false: longer than keepUpTo, only measured
};
AdfContentJson markdownToAdfContentJson(const QString &markdown, const AdfOptions &options = {},
                                        qint64 keepUpTo = std::numeric_limits<qint64>::max());

// Structural problems of an ADF document against the rules the converter
// guarantees; empty when the document is valid. Each entry is
// "<path>: <problem>", e.g. "content[2].content[0]: empty text node".
QList<QString> adfProblems(const QJsonObject &doc);

// True for the link targets the converter keeps: absolute http(s), ftp(s), mailto,
// tel and irc URLs (all accepted by Atlassian's validator), and references starting
// with '/' or '#'.
bool isAllowedAdfHref(const QString &href);

} // namespace pm
