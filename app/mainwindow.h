#pragma once

#include <QMainWindow>

class QApplication;

namespace pm {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    static int runGui(QApplication &app);
};

} // namespace pm
