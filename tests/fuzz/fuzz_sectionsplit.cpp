// Differential: DraftFormat's section split against the Markdown scanner run on its own
// over the same body (tests/common/sectionsplitproperty.h). A mismatch, a write-back
// that is not byte for byte, or a crash is a finding (abort). ctest checks the same
// property over tests/fuzz/corpus/sectionsplit/ (tst_draftproperties), where an input
// the fuzzer finds goes.
#include "sectionsplitproperty.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > (1u << 16))
        return 0;
    const QString broken = pmtest::checkSectionSplit(QByteArray(reinterpret_cast<const char *>(data), int(size)));
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "%s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
