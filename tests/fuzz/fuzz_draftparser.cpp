// Any bytes -> DraftFormat::parse. Crashes, sanitizer reports and hangs are findings.
// With PM_FUZZ_DRAFT_PROPERTIES=1 in the environment it also checks the documented
// contract: write() of an unedited parse gives the input back byte for byte, and the
// canonical form parses again.
#include "draftformat.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const bool properties = std::getenv("PM_FUZZ_DRAFT_PROPERTIES") != nullptr;
    if (size > (1u << 20))
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), int(size));
    const pm::Expected<pm::PostMortem> parsed = pm::DraftFormat::parse(bytes, QStringLiteral("fuzz.md"));
    if (!parsed) {
        if (parsed.error().message.isEmpty()) {
            std::fprintf(stderr, "parse failed without a message\n");
            std::abort();
        }
        return 0;
    }
    const QByteArray written = pm::DraftFormat::write(parsed.value());
    const QByteArray canonical = pm::DraftFormat::canonical(parsed.value());
    if (properties) {
        if (written != bytes) {
            std::fprintf(stderr, "write(parse(x)) != x\n");
            std::abort();
        }
        if (!pm::DraftFormat::parse(canonical, QStringLiteral("canonical.md"))) {
            std::fprintf(stderr, "the canonical form does not parse\n");
            std::abort();
        }
    }
    return 0;
}
