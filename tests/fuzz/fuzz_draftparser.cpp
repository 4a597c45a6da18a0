// Any bytes -> DraftFormat::parse. Crashes, sanitizer reports and hangs are findings,
// and so is any input that breaks the draft format's contract (tests/common/
// draftproperties.h: lossless write, canonical form that parses again and is a fixed
// point, fmt keeping every section's text, random edits reading back). The same checks
// run in ctest over the corpus in tests/fuzz/corpus/draftparser/ (tst_draftproperties);
// an input the fuzzer finds goes there.
//   cmake --preset fuzz && cmake --build build/fuzz --target fuzz_draftparser
//   build/fuzz/tests/fuzz/fuzz_draftparser -max_total_time=300 -dict=tests/fuzz/markdown.dict \
//       fuzz-work tests/fuzz/corpus/draftparser
// PM_FUZZ_DRAFT_PROPERTIES=0 in the environment checks crashes only.
#include "draftproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const bool properties = [] {
        const char *env = std::getenv("PM_FUZZ_DRAFT_PROPERTIES");
        return env == nullptr || std::strcmp(env, "0") != 0;
    }();
    if (size > (1u << 20))
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), int(size));
    if (!properties) {
        const pm::Expected<pm::PostMortem> parsed = pm::DraftFormat::parse(bytes);
        if (parsed) {
            (void)pm::DraftFormat::write(parsed.value());
            (void)pm::DraftFormat::canonical(parsed.value());
        }
        return 0;
    }
    const QString broken = pmtest::checkDraftProperties(bytes);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "property broken: %s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
