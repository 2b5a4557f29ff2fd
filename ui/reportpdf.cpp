#include "reportpdf.h"

#include "report/format.h"

#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

#include <stdexcept>

namespace lathe::ui {

namespace {

// `html` refers to chart i as the image "lathe-chart-i" (core::ReportHtmlOptions::chartsAsImages), shown
// 540 × 236 wide. Drawn at `scale` times that: for a page, twice; for the screen, its pixel ratio, so
// that the view shows it unscaled (shrunk from twice the size, its thin letters lost pixels: "train_loss"
// read "tra n_ oss").
void layoutHtml(QTextDocument& doc, const std::string& html, const std::vector<core::ReportChart>& charts, const std::string& language,
                qreal scale = 2.0)
{
    for (std::size_t i = 0; i < charts.size(); ++i) {
        QSvgRenderer svg(QByteArray::fromStdString(charts[i].svg(language)));
        QImage image(qRound(540 * scale), qRound(236 * scale), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        svg.render(&painter);
        painter.end();
        image.setDevicePixelRatio(scale);
        doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("lathe-chart-%1").arg(i)), image);
    }
    doc.setHtml(QString::fromStdString(html));
}

void writeHtmlPdf(const std::string& html, const std::vector<core::ReportChart>& charts, const QString& file, const std::string& language,
                  const QString& title)
{
    QTextDocument doc;
    layoutHtml(doc, html, charts, language);

    if (!QFileInfo(QFileInfo(file).absolutePath()).isDir())
        throw std::runtime_error(file.toStdString() + ": the folder does not exist");
    // Written beside and renamed over: a failed write leaves the previous PDF as it was.
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        throw std::runtime_error(file.toStdString() + ": " + out.errorString().toStdString());
    {
        QPdfWriter writer(&out);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Lathe"));
        doc.print(&writer);
    }
    if (out.size() == 0 || !out.commit())
        throw std::runtime_error(file.toStdString() + ": could not write the PDF (" + out.errorString().toStdString() + ")");
}

core::ReportHtmlOptions pdfOptions(const std::string& language)
{
    core::ReportHtmlOptions options;
    options.chartsAsImages = true;
    options.language = language;
    return options;
}

} // namespace

void writeReportPdf(const core::RunReport& report, const QString& file, const std::string& language)
{
    // The PDF's title, as the page's: in the report's language, with the run's name.
    const core::reportformat::Words words(language);
    writeHtmlPdf(core::reportHtml(report, pdfOptions(language)), report.charts, file, language,
                 QString::fromStdString(words(core::msg("Lathe report: %1", report.run.name()))));
}

void layoutComparison(QTextDocument& doc, const core::SweepComparison& comparison, const std::string& language, qreal pixelRatio)
{
    layoutHtml(doc, core::sweepComparisonHtml(comparison, pdfOptions(language)), comparison.charts, language, pixelRatio);
}

void writeComparisonPdf(const core::SweepComparison& comparison, const QString& file, const std::string& language)
{
    const core::reportformat::Words words(language);
    writeHtmlPdf(core::sweepComparisonHtml(comparison, pdfOptions(language)), comparison.charts, file, language,
                 QString::fromStdString(words(core::msg("Lathe sweep: %1", comparison.plan.name))));
}

} // namespace lathe::ui
