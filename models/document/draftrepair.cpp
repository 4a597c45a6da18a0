#include "draftrepair.h"

namespace pm::DraftRepair {

namespace {

bool isDelimiter(QByteArray line, bool closing)
{
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    if (!closing)
        return line.trimmed() == "---" && line.startsWith("---");
    while (line.endsWith(' ') || line.endsWith('\t'))
        line.chop(1);
    return line == "---" || line == "..."; // unindented, as the parser reads it
}

// Splits "---\nYAML---\nBODY": false when the draft has no front matter.
bool split(const QByteArray &bytes, QByteArray *yaml, QByteArray *body)
{
    QList<QByteArray> lines;
    for (int start = 0; start < bytes.size();) {
        const int nl = bytes.indexOf('\n', start);
        const int end = nl < 0 ? int(bytes.size()) : nl + 1;
        lines.append(bytes.mid(start, end - start));
        start = end;
    }
    if (lines.isEmpty() || !isDelimiter(lines.first(), false))
        return false;
    int close = -1;
    for (int i = 1; i < lines.size() && close < 0; ++i) {
        if (isDelimiter(lines.at(i), true))
            close = i;
    }
    yaml->clear();
    body->clear();
    // Never closed: all of it goes to the repair field, where the author adds the '---'.
    const int last = close < 0 ? int(lines.size()) : close;
    for (int i = 1; i < last; ++i)
        *yaml += lines.at(i);
    for (int i = last + 1; i < lines.size(); ++i)
        *body += lines.at(i);
    return true;
}

} // namespace

std::optional<DamagedDraft> analyse(const QByteArray &bytes, const QString &fileName)
{
    const Expected<PostMortem> direct = DraftFormat::parse(bytes, fileName);
    if (direct || bytes.contains('\0'))
        return std::nullopt;
    DamagedDraft out;
    out.error = direct.error();
    QByteArray text = bytes;
    int badLine = 0;
    if (!DraftFormat::isValidUtf8(bytes, &badLine)) {
        // Qt decodes each invalid sequence as U+FFFD; the result is valid UTF-8.
        text = QString::fromUtf8(bytes).toUtf8();
        const Expected<PostMortem> decoded = DraftFormat::parse(text, fileName);
        if (decoded) {
            out.problem = DamagedDraft::Problem::InvalidUtf8;
            out.readable = decoded.value();
            return out;
        }
        out.error = decoded.error();
    }
    if (!split(text, &out.frontMatter, &out.body))
        return std::nullopt;
    const Expected<PostMortem> body = DraftFormat::parse(out.body, fileName);
    if (!body)
        return std::nullopt;
    out.problem = DamagedDraft::Problem::FrontMatter;
    out.readable = body.value();
    return out;
}

Expected<PostMortem> withFrontMatter(const DamagedDraft &draft, const QByteArray &yaml, const QString &fileName)
{
    QByteArray block = yaml;
    if (!block.isEmpty() && !block.endsWith('\n'))
        block += '\n';
    return DraftFormat::parse("---\n" + block + "---\n" + draft.body, fileName);
}

} // namespace pm::DraftRepair
