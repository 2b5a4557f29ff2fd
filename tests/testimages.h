#pragma once
// Test images written with QImage (tests that link Qt6::Gui).

#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QString>

#include <algorithm>

namespace lathe::test {

// Writes a w x h image with a horizontal gradient (so flips are visible) in the given format; `shade`
// (the blue channel) tells images of the same size apart.
inline QString writeImage(const QString& path, int w, int h, const char* format, bool grey = false, int shade = 128)
{
    QImage img(w, h, grey ? QImage::Format_Grayscale8 : QImage::Format_RGB888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            img.setPixelColor(x, y, QColor(x * 255 / std::max(1, w - 1), y * 255 / std::max(1, h - 1), shade));
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!img.save(path, format, 95))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace lathe::test
