#pragma once

#include "destinations.h"

#include <QString>

namespace pm {

// Where Save As proposes to put an export of the draft saved at draftPath (empty for a
// draft not saved yet: then in fallbackFolder). Never the draft itself.
// - Markdown: docs/postmortems/<TICKET>.md at the root of the draft's git work tree (the
//   folder holding ".git", found upward from the draft), where the discipline files
//   post-mortems; outside a work tree <TICKET>-postmortem.md beside the draft.
// - JIRA, PR, wiki: <TICKET>-comment.json, -pr.md, -wiki.md beside the draft.
// Without a ticket the draft's own name stands for it ("postmortem" for an unsaved one);
// any character but letters, digits, '-', '_' and '.' becomes '-', and leading dots and
// dashes go (no hidden file, nothing taken for an option). A name that is the draft (a draft
// kept at the proposed place) gets "-export" before its extension.
QString suggestedExportPath(const PostMortem &pm, Destination destination, const QString &draftPath,
                            const QString &fallbackFolder);

// The root of the git work tree that holds path (a file or a folder): the nearest folder
// at or above it with a ".git" folder or file. Empty outside any work tree.
QString gitWorkTreeRoot(const QString &path);

} // namespace pm
