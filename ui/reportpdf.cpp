#include "reportpdf.h"

#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

#include <stdexcept>

namespace lathe::ui {

void writeReportPdf(const core::RunReport& report, const QString& file, const std::string& language)
{
    QTextDocument doc;
    for (std::size_t i = 0; i < report.charts.size(); ++i) {
        QSvgRenderer svg(QByteArray::fromStdString(report.charts[i].svg(language)));
        QImage image(1280, 560, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("lathe-chart-%1").arg(i)), image);
    }
    core::ReportHtmlOptions options;
    options.chartsAsImages = true;
    options.language = language;
    doc.setHtml(QString::fromStdString(core::reportHtml(report, options)));

    if (!QFileInfo(QFileInfo(file).absolutePath()).isDir())
        throw std::runtime_error(file.toStdString() + ": the folder does not exist");
    QPdfWriter writer(file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setTitle(QStringLiteral("Lathe report"));
    writer.setCreator(QStringLiteral("Lathe"));
    doc.print(&writer);
    if (QFileInfo(file).size() == 0)
        throw std::runtime_error(file.toStdString() + ": could not write the PDF");
}

} // namespace lathe::ui
