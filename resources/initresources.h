#pragma once

// Registers the bundled resources (:/docs, :/samples, :/i18n). Idempotent.
void pmInitResources();

// Installs the translations for the system locale: the editor's own (embedded) and
// Qt's (from the Qt installation). Call once after the application object exists.
void pmInstallTranslations();
