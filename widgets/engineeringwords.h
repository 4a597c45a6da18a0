#pragma once

namespace pm {

// The words of resources/spelling/engineering-words.txt, as the file reads (compiled in).
const char *engineeringWordList();

} // namespace pm
