#include "mainwindow.h"

#include <QApplication>

namespace pm {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
}

int MainWindow::runGui(QApplication &app)
{
    MainWindow window;
    window.show();
    return app.exec();
}

} // namespace pm
