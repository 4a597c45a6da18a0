#pragma once

#include "markdownmask.h"

#include <QString>

// What the section rules look for besides the lexicons: code identifiers, owners,
// tracking references.
namespace pm::text {

// A code identifier, path, SHA or quoted error text in [start, end): a code span or block,
// camelCase / snake_case / Type::member / ptr->field / call(), a path or a source file name,
// a 7-40 digit hex SHA, an expression (numStreams == 1), or "quoted text". HTML comments
// do not count.
bool hasIdentifier(const MarkdownMask &mask, int start, int end);
// The same without quoted text: a mechanism is named by code, not by a quoted word
// ("incremental compilation").
bool hasCodeIdentifier(const MarkdownMask &mask, int start, int end);

// The one-token test behind hasIdentifier().
bool looksLikeIdentifier(QStringView token);

// The text of [start, end) with HTML comments blanked out (same length, so offsets hold).
QString withoutComments(const MarkdownMask &mask, int start, int end);

// An owner in an action item or a summary: "owner"/"负责人"/@handle, the draft's owner,
// or a name leading a parenthetical or a dash clause: "(Alex, JIRA-12346)", "（张伟，PR #12）",
// "(edge-cache team)".
bool namesOwner(const QString &text, const QString &metaOwner);

// The seed's "None — this fix is sufficient…" / "无——此修复已足够…" (and plain "None.").
bool isNoneStatement(const QString &text);
bool isNoneStatement(QStringView text);

} // namespace pm::text
