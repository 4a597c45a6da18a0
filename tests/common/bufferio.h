#pragma once

#include "cli.h"

#include <QByteArray>

// The command line's Io over buffers, so tests run commands in-process and read what
// they printed.
class BufferIo : public pm::cli::Io
{
public:
    QByteArray stdinBytes, stdoutBytes, stderrBytes;
    bool terminal = false;

    void out(const QByteArray &bytes) override { stdoutBytes += bytes; }
    void err(const QByteArray &bytes) override { stderrBytes += bytes; }
    QByteArray readStdin() override { return stdinBytes; }
    QByteArray readLine() override { return stdinBytes.split('\n').first(); }
    bool stdinIsTerminal() const override { return terminal; }
};
