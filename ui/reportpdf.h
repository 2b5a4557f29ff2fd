#pragma once
// The run report (and a sweep's comparison) as a PDF, or laid out for display: core's HTML laid out by QTextDocument on A4
// pages, the SVG charts rasterised by QtSvg (QTextDocument does not draw SVG). Needs a QGuiApplication.

#include "report/comparison.h"
#include "report/report.h"

#include <QString>

class QTextDocument;

namespace lathe::ui {

// A sweep's comparison laid out in `doc` (charts as images), for the window's Comparison tab.
// `pixelRatio`: the view's (devicePixelRatioF), so that its charts are drawn for its pixels.
void layoutComparison(QTextDocument& doc, const core::SweepComparison& comparison, const std::string& language = "en", qreal pixelRatio = 1.0);

// Throws std::runtime_error naming the file when it cannot be written.
void writeReportPdf(const core::RunReport& report, const QString& file, const std::string& language = "en");
void writeComparisonPdf(const core::SweepComparison& comparison, const QString& file, const std::string& language = "en");

} // namespace lathe::ui
