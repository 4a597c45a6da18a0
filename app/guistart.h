#pragma once

namespace pm {

// The window needs a display. Without one the program says so in one line on stderr
// and exits 2, instead of Qt's abort ("could not connect to display … Reinstalling the
// application may fix this problem", exit 134).
namespace GuiStart {

// False on Linux and the other X11/Wayland systems when neither DISPLAY nor
// WAYLAND_DISPLAY is set and no platform was chosen (QT_QPA_PLATFORM, -platform).
bool hasDisplay(int argc, char *argv[]);

// The one line (without the program's name) for hasDisplay() false, in the user's
// language: there is no display, and how to run the editor all the same.
int reportNoDisplay(int argc, char *argv[]);

// Around the QApplication constructor: while Qt starts its platform, its messages are
// held; if the platform cannot start (a display that does not answer, a missing plugin)
// the program prints one line naming the reason and exits 2. endPlatformStart() hands
// the held messages on to the usual output.
void beginPlatformStart();
void endPlatformStart();

} // namespace GuiStart
} // namespace pm
