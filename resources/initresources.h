#pragma once

// Registers the bundled resources (:/docs, :/samples, :/i18n). Idempotent.
void pmInitResources();
