#include "evaluationpanel.h"
#include "language.h"

#include "run/evaluationrecord.h"
#include "enginetext.h"
#include "evaluationsources.h"
#include "plotview.h"
#include "run/runfolder.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QImage>
#include <QLineSeries>
#include <QListWidget>
#include <QScatterSeries>
#include <QValueAxis>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {

constexpr int kPersistenceColumn = 2; // of the regression targets' table, beside the MAE it is to beat

constexpr int kCell = 42; // a cell's side in pixels: room for "1000" or "100.0%"

// A table cell shown as text and sorted by a number (a class's index, a score).
class SortedItem : public QTableWidgetItem {
public:
    SortedItem(const QString& text, double key)
        : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, key);
    }
    bool operator<(const QTableWidgetItem& other) const override { return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble(); }
};

// A class as the matrix's rows and the per-class table name it: its number (the matrix's columns
// are numbered) and its name, or the name alone when it is that number (labels 0 and 1 read "0", not
// "0 0").
QString classLabel(std::size_t index, const std::string& name)
{
    const QString number = QString::number(index), text = QString::fromStdString(name);
    return text == number ? text : number + QLatin1Char(' ') + text;
}

QTableWidgetItem* numberItem(double value, int decimals)
{
    auto* item = new SortedItem(QString::number(value, 'f', decimals), value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

double share(const core::ClassificationScores& s, int t, int p)
{
    const auto support = s.classes.at(static_cast<std::size_t>(t)).support;
    return support > 0 ? static_cast<double>(s.confusion[t][p]) / static_cast<double>(support) : 0.0;
}

} // namespace

ConfusionMatrixView::ConfusionMatrixView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
}

void ConfusionMatrixView::setScores(const core::ClassificationScores& scores)
{
    m_scores = scores;
    resize(sizeHint()); // inside a scroll area that does not resize it
    updateGeometry();
    update();
}

void ConfusionMatrixView::setShowShares(bool shares)
{
    m_shares = shares;
    update();
}

int ConfusionMatrixView::labelWidth() const
{
    int widest = 0;
    for (std::size_t i = 0; i < m_scores.classes.size(); ++i)
        widest = std::max(widest, fontMetrics().horizontalAdvance(classLabel(i, m_scores.classes[i].name)));
    return widest + 12;
}

QSize ConfusionMatrixView::sizeHint() const
{
    const int k = static_cast<int>(m_scores.classes.size());
    const int header = fontMetrics().height() * 2 + 6;
    // Room for "predicted class" over two or three columns (it was cut to "redicted clas").
    const int title = fontMetrics().horizontalAdvance(tr("predicted class")) + 8;
    return {labelWidth() + std::max(k * kCell, title) + 2, header + k * kCell + 2};
}

QRect ConfusionMatrixView::cellRect(int row, int column) const
{
    const int header = fontMetrics().height() * 2 + 6;
    return {labelWidth() + column * kCell, header + row * kCell, kCell, kCell};
}

std::pair<int, int> ConfusionMatrixView::cellAt(const QPoint& pos) const
{
    const int k = static_cast<int>(m_scores.classes.size());
    for (int t = 0; t < k; ++t)
        for (int p = 0; p < k; ++p)
            if (cellRect(t, p).contains(pos))
                return {t, p};
    return {-1, -1};
}

QString ConfusionMatrixView::cellText(int t, int p) const
{
    const QString truth = QString::fromStdString(m_scores.classes.at(static_cast<std::size_t>(t)).name);
    const QString predicted = QString::fromStdString(m_scores.classes.at(static_cast<std::size_t>(p)).name);
    const auto count = static_cast<long long>(m_scores.confusion[t][p]);
    const QString percent = QString::number(100.0 * share(m_scores, t, p), 'f', 1);
    return t == p ? tr("%1 recognised: %2 (%3% of the class)").arg(truth).arg(count).arg(percent)
                  : tr("%1 taken for %2: %3 (%4% of the class)").arg(truth, predicted).arg(count).arg(percent);
}

bool ConfusionMatrixView::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const auto [t, p] = cellAt(help->pos());
        if (t >= 0)
            QToolTip::showText(help->globalPos(), cellText(t, p), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

void ConfusionMatrixView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const int k = static_cast<int>(m_scores.classes.size());
    if (k == 0)
        return;
    const QColor text = palette().color(QPalette::Text);
    const int header = fontMetrics().height() * 2 + 6;
    painter.setPen(text);
    const QString title = tr("predicted class");
    const int titleWidth = std::max(k * kCell, fontMetrics().horizontalAdvance(title) + 8); // over the columns, or wider than a few
    painter.drawText(QRect(labelWidth(), 0, titleWidth, fontMetrics().height() + 2), k * kCell >= titleWidth ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter,
                     title);
    for (int p = 0; p < k; ++p)
        painter.drawText(QRect(labelWidth() + p * kCell, fontMetrics().height() + 2, kCell, header - fontMetrics().height() - 4),
                         Qt::AlignCenter, QString::number(p));
    for (int t = 0; t < k; ++t) {
        painter.setPen(text);
        painter.drawText(QRect(0, cellRect(t, 0).top(), labelWidth() - 6, kCell), Qt::AlignRight | Qt::AlignVCenter,
                         classLabel(static_cast<std::size_t>(t), m_scores.classes[static_cast<std::size_t>(t)].name));
        for (int p = 0; p < k; ++p) {
            const double s = std::min(1.0, share(m_scores, t, p));
            // Correct predictions blue, mistakes red, stronger with the share of the true class.
            const QColor strong = t == p ? QColor(30, 100, 230) : QColor(220, 40, 40);
            const QColor fill = QColor::fromRgbF(1.0 - s * (1.0 - strong.redF()), 1.0 - s * (1.0 - strong.greenF()),
                                                 1.0 - s * (1.0 - strong.blueF()));
            const QRect cell = cellRect(t, p);
            painter.fillRect(cell, fill);
            painter.setPen(QColor(200, 200, 200));
            painter.drawRect(cell.adjusted(0, 0, -1, -1));
            painter.setPen(s > 0.55 ? Qt::white : Qt::black);
            const QString value = m_shares ? QString::number(100.0 * share(m_scores, t, p), 'f', 1) + QLatin1Char('%')
                                           : QString::number(static_cast<long long>(m_scores.confusion[t][p]));
            painter.drawText(cell, Qt::AlignCenter, value);
        }
    }
}

EvaluationPanel::EvaluationPanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_sources(new EvaluationSources(this))
    , m_summary(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_matrix(new ConfusionMatrixView(this))
    , m_matrixScroll(nullptr)
    , m_cellText(new QComboBox(this))
    , m_classes(new QTableWidget(0, 5, this))
    , m_confused(new QLabel(this))
    , m_targets(new QTableWidget(0, 9, this))
    , m_gallery(new QListWidget(this))
    , m_galleryTitle(new QLabel(this))
    , m_scatter(new QChartView(this))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_confused->setWordWrap(true);
    // Wrapped, a narrow label asks for ever more height: the splitter it is in gives what there is.
    m_confused->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_confused->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    m_cellText->addItem(tr("Counts"));
    m_cellText->addItem(tr("% of the true class"));
    connect(m_cellText, &QComboBox::currentIndexChanged, this, [this](int i) { m_matrix->setShowShares(i == 1); });

    m_classes->setHorizontalHeaderLabels({tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Support")});
    // Persistence's MAE, the figure a forecast's MAE must beat, beside it (last, it was past the
    // pane's edge at 1366 × 768).
    m_targets->setHorizontalHeaderLabels({tr("Target"), tr("MAE"), tr("Persistence MAE"), tr("RMSE"), tr("R²"), tr("Mean residual"),
                                          tr("Residual std"), tr("Median |residual|"), tr("90% |residual|")});
    m_targets->horizontalHeaderItem(kPersistenceColumn)->setToolTip(
        tr("The error of forecasting that the next value is the last one, on the same windows: a forecaster is of use where its MAE is lower."));
    m_classes->setTextElideMode(Qt::ElideMiddle);
    for (QTableWidget* t : {m_classes, m_targets}) {
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->setSortingEnabled(true);
    }

    auto* matrixScroll = m_matrixScroll = new QScrollArea(this);
    matrixScroll->setWidget(m_matrix);
    matrixScroll->setWidgetResizable(false);
    matrixScroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* matrixBox = new QWidget(this);
    auto* matrixLayout = new QVBoxLayout(matrixBox);
    matrixLayout->setContentsMargins(0, 0, 0, 0);
    auto* matrixBar = new QHBoxLayout;
    matrixBar->addWidget(new QLabel(tr("Confusion matrix (rows: true class)"), this));
    matrixBar->addStretch();
    matrixBar->addWidget(new QLabel(tr("Cells show"), this));
    matrixBar->addWidget(m_cellText);
    matrixLayout->addLayout(matrixBar);
    matrixLayout->addWidget(matrixScroll, 1);
    m_gallery->setViewMode(QListView::IconMode);
    m_gallery->setIconSize(QSize(64, 64));
    m_gallery->setResizeMode(QListView::Adjust);
    m_gallery->setMovement(QListView::Static);
    m_gallery->setWordWrap(true);
    m_gallery->setGridSize(QSize(136, 112));
    m_gallery->setSelectionMode(QAbstractItemView::NoSelection);
    auto* galleryBox = new QWidget(this);
    auto* galleryLayout = new QVBoxLayout(galleryBox);
    galleryLayout->setContentsMargins(0, 0, 0, 0);
    m_galleryTitle->setWordWrap(true);
    galleryLayout->addWidget(m_galleryTitle);
    galleryLayout->addWidget(m_gallery, 1);
    auto* side = new QSplitter(Qt::Vertical, this);
    side->addWidget(m_classes);
    side->addWidget(m_confused);
    side->addWidget(galleryBox);
    auto* classification = new QSplitter(Qt::Horizontal, this);
    classification->addWidget(matrixBox);
    classification->addWidget(side);
    classification->setStretchFactor(0, 0);
    classification->setStretchFactor(1, 1);

    m_pages->addWidget(m_empty);
    m_pages->addWidget(classification);
    m_scatter->setRenderHint(QPainter::Antialiasing);
    m_scatter->setMinimumHeight(220);
    auto* regression = new QSplitter(Qt::Vertical, this);
    regression->addWidget(m_targets);
    regression->addWidget(m_scatter);
    regression->setStretchFactor(1, 1);
    regression->setChildrenCollapsible(false);
    m_regression = regression;
    connect(m_targets, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            showScatter(m_targets->item(row, 0)->data(Qt::UserRole).toInt());
    });
    m_pages->addWidget(regression);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_sources);
    layout->addWidget(m_summary);
    connect(m_sources, &EvaluationSources::evaluationChosen, this, &EvaluationPanel::showEvaluation);
    layout->addWidget(m_pages, 1);
    // The pages not shown ask for no room: the panel is as small as the page it shows allows.
    const auto fitToPage = [this](int current) {
        for (int i = 0; i < m_pages->count(); ++i)
            m_pages->widget(i)->setSizePolicy(i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                              i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    };
    connect(m_pages, &QStackedWidget::currentChanged, this, fitToPage);
    m_title->setText(tr("Evaluation"));
    m_empty->setText(tr("No run chosen. A run that completes with a test split is scored here: its confusion matrix, "
                        "per-class scores and the classes it confuses. Pick one under Runs and choose Evaluation."));
    m_pages->setCurrentWidget(m_empty);
    fitToPage(m_pages->currentIndex());
}

bool EvaluationPanel::showRun(const QString& runDir)
{
    m_runDir = runDir;
    const QString chosen = m_sources->setRun(runDir);
    return showEvaluation(chosen.isEmpty() ? QDir(runDir).filePath(QString::fromLatin1(core::runfile::Evaluation)) : chosen);
}

bool EvaluationPanel::showEvaluation(const QString& path)
{
    const QString runDir = m_runDir;
    const QString name = QFileInfo(QDir::cleanPath(runDir)).fileName(); // "RUN/" as a command line may give it: still RUN
    m_title->setText(tr("Evaluation: %1").arg(name));
    m_summary->clear();
    QFile file(path);
    const std::optional<core::EvaluationRecord> evaluation = core::readEvaluation(file.fileName().toStdString());
    const auto noEvaluation = [&](const QString& why) {
        m_empty->setText(why);
        m_pages->setCurrentWidget(m_empty);
        return false;
    };
    if (!file.exists())
        return noEvaluation(tr("%1 has no evaluation yet. A run writes one when it completes with a test split "
                               "(data.splits.test or data.test_path); for other runs, or to score other data, press Score other "
                               "data… above or run\n\n"
                               "lathe-cli evaluate \"%2\" [--data FILES]")
                                .arg(name, QDir::toNativeSeparators(runDir)));
    if (!evaluation)
        return noEvaluation(tr("%1 cannot be read: it is not JSON.").arg(file.fileName()));
    const QString split = evaluation->split == "test" ? tr("the test split") : tr("other data");
    const QString weights = evaluation->checkpoint == "best" ? tr("best weights") : tr("last weights");
    const QString scored = tr("Scored on %1 with the %2 of epoch %3 (%4).")
                               .arg(split, weights)
                               .arg(evaluation->epoch)
                               .arg(engineText(evaluation->reason));
    if (evaluation->classification) {
        showClassification(*evaluation->classification, evaluation->misclassified);
        m_summary->setText(headline() + QLatin1Char('\n') + scored);
        return true;
    }
    if (evaluation->regression) {
        showRegression(*evaluation->regression, evaluation->points);
        m_summary->setText(headline() + QLatin1Char('\n') + scored);
        return true;
    }
    return noEvaluation(tr("%1 holds no scores Lathe can read.").arg(file.fileName()));
}

QString EvaluationPanel::headline() const
{
    return m_headline;
}

void EvaluationPanel::showClassification(const core::ClassificationScores& s, const core::Json& misclassified)
{
    QString h = tr("%1 samples · accuracy %2 · balanced accuracy %3 · macro F1 %4")
                    .arg(s.samples)
                    .arg(s.accuracy, 0, 'f', 4)
                    .arg(s.balancedAccuracy, 0, 'f', 4)
                    .arg(s.macro.f1, 0, 'f', 4);
    if (s.top5)
        h += tr(" · top-5 %1").arg(*s.top5, 0, 'f', 4);
    if (s.rocAuc)
        h += tr(" · ROC-AUC %1").arg(*s.rocAuc, 0, 'f', 4);
    m_headline = h;
    m_matrix->setScores(s);
    m_classes->setSortingEnabled(false);
    m_classes->setRowCount(static_cast<int>(s.classes.size()));
    for (int r = 0; r < m_classes->rowCount(); ++r) {
        const core::ClassScores& c = s.classes[static_cast<std::size_t>(r)];
        auto* name = new SortedItem(classLabel(static_cast<std::size_t>(r), c.name), r);
        name->setToolTip(name->text()); // whole, where the column elides it
        m_classes->setItem(r, 0, name);
        m_classes->setItem(r, 1, numberItem(c.precision, 3));
        m_classes->setItem(r, 2, numberItem(c.recall, 3));
        m_classes->setItem(r, 3, numberItem(c.f1, 3));
        m_classes->setItem(r, 4, numberItem(static_cast<double>(c.support), 0));
    }
    m_classes->setSortingEnabled(true);
    m_classes->sortByColumn(0, Qt::AscendingOrder);
    // The names' column as wide as they are up to about 28 characters, the rest elided: a 52-character
    // class name pushed the scores out of view at 1366x768.
    m_classes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_classes->resizeColumnToContents(0);
    m_classes->setColumnWidth(0, std::min(m_classes->columnWidth(0), 28 * m_classes->fontMetrics().averageCharWidth()));
    // The matrix at its size (up to about half the window), the tables beside it: a first size, not
    // a minimum, so that a small screen scrolls the matrix instead of widening the window.
    if (auto* split = qobject_cast<QSplitter*>(m_matrixScroll->parentWidget()->parentWidget())) {
        const int matrix = std::min(m_matrix->sizeHint().width() + 24, 620);
        split->setSizes({matrix, std::max(200, split->width() - matrix)});
    }
    QString confused;
    for (const auto& c : s.mostConfused(8))
        confused += QStringLiteral("<li>") + m_matrix->cellText(static_cast<int>(c.trueClass), static_cast<int>(c.predictedClass)).toHtmlEscaped()
                    + QStringLiteral("</li>");
    m_confused->setText(confused.isEmpty() ? tr("No class was taken for another.")
                                           : QStringLiteral("<b>") + tr("Most confused").toHtmlEscaped() + QStringLiteral("</b><ul>")
                                                 + confused + QStringLiteral("</ul>"));
    // The samples the model got wrong while most sure of itself: often mislabelled data, or the
    // look-alikes behind the confusion above.
    m_gallery->clear();
    const auto className = [&s](std::int64_t c) {
        return c >= 0 && c < static_cast<std::int64_t>(s.classes.size()) ? QString::fromStdString(s.classes[static_cast<std::size_t>(c)].name)
                                                                          : QString::number(c);
    };
    // Images (a picture or a file) as a grid of pictures; rows of a table, which have none, as a list
    // whose lines say everything (a grid without pictures cut "晴 → 雨" to "晴 → …").
    const bool pictures = std::any_of(misclassified.begin(), misclassified.end(),
                                      [](const core::Json& x) { return x.contains("image") || x.contains("file"); });
    m_gallery->setViewMode(pictures ? QListView::IconMode : QListView::ListMode);
    // Room under the 64-pixel picture for three lines (true → predicted, and the confidence, wrapped)
    // in the tallest script shown: a Chinese fallback font's taller lines left one ("衬衫 → co…").
    const QFontMetrics metrics(m_gallery->font());
    const int line = std::max(metrics.lineSpacing(), metrics.boundingRect(QStringLiteral("衬衫")).height() + 2);
    m_gallery->setGridSize(pictures ? QSize(136, 64 + 8 + 3 * line) : QSize());
    m_gallery->setWordWrap(pictures);
    for (const core::Json& x : misclassified) {
        const QString truth = className(x.value("true", std::int64_t(-1))), predicted = className(x.value("predicted", std::int64_t(-1)));
        const double confidence = x.value("confidence", 0.0);
        QImage image;
        if (x.contains("image")) {
            const core::Json& i = x.at("image");
            const int w = i.value("width", 0), h = i.value("height", 0), c = i.value("channels", 0);
            const QByteArray bytes = QByteArray::fromBase64(QByteArray::fromStdString(i.value("base64", std::string())));
            if (w > 0 && h > 0 && (c == 1 || c == 3) && bytes.size() == w * h * c)
                image = QImage(reinterpret_cast<const uchar*>(bytes.constData()), w, h, w * c,
                               c == 1 ? QImage::Format_Grayscale8 : QImage::Format_RGB888)
                            .copy();
        } else if (x.contains("file")) {
            image = QImage(QString::fromStdString(x.at("file").get<std::string>()));
        }
        // A table's row says where it is in the user's file (older records: its place in the split).
        const core::Json source = x.value("source", core::Json());
        const QString sourceFile = source.is_object() ? QString::fromStdString(source.value("file", std::string())) : QString();
        const qint64 sourceLine = source.is_object() ? source.value("line", qint64(0)) : 0;
        const bool located = !sourceFile.isEmpty() && sourceLine > 0;
        // One arg() call a line: a class or file name holding "%2" is text, not a place to fill.
        const QString percent = QString::number(100.0 * confidence, 'f', 0), percentFine = QString::number(100.0 * confidence, 'f', 1);
        const QString index = QString::number(x.value("index", std::int64_t(0)));
        QString text;
        if (pictures)
            text = tr("%1 → %2\n%3%").arg(truth, predicted, percent);
        else if (located)
            text = tr("%1 → %2, %3% confidence (%4, line %5)").arg(truth, predicted, percent, QFileInfo(sourceFile).fileName(), QString::number(sourceLine));
        else
            text = tr("%1 → %2, %3% confidence (sample %4 of the split)").arg(truth, predicted, percent, index);
        auto* item = new QListWidgetItem(text, m_gallery);
        if (!image.isNull())
            item->setIcon(QIcon(QPixmap::fromImage(image.scaled(64, 64, Qt::KeepAspectRatio, Qt::FastTransformation))));
        item->setToolTip(located ? tr("%1, line %2: %3 taken for %4 with %5% confidence")
                                       .arg(QDir::toNativeSeparators(sourceFile), QString::number(sourceLine), truth, predicted, percentFine)
                                 : tr("Sample %1 of the split: %2 taken for %3 with %4% confidence").arg(index, truth, predicted, percentFine));
    }
    m_galleryTitle->setText(misclassified.empty() ? tr("No sample was misclassified.")
                                                  : QStringLiteral("<b>") + tr("Most confidently wrong (true → predicted, confidence)").toHtmlEscaped()
                                                        + QStringLiteral("</b>"));
    m_pages->setCurrentIndex(1);
}

void EvaluationPanel::showScatter(int target)
{
    auto* chart = new QChart;
    const QString name = target >= 0 && target < static_cast<int>(m_targetNames.size()) ? QString::fromStdString(m_targetNames[static_cast<std::size_t>(target)])
                                                                                          : QString();
    chart->setTitle(tr("%1: predicted against true").arg(name));
    chart->legend()->setVisible(false);
    const core::Json truth = m_points.value("true", core::Json::array()), predicted = m_points.value("predicted", core::Json::array());
    if (target >= 0 && target < static_cast<int>(truth.size()) && target < static_cast<int>(predicted.size())) {
        const auto& t = truth.at(static_cast<std::size_t>(target));
        const auto& p = predicted.at(static_cast<std::size_t>(target));
        auto* points = new QScatterSeries;
        points->setMarkerSize(5);
        points->setPen(Qt::NoPen);
        double lo = qInf(), hi = -qInf();
        for (std::size_t i = 0; i < std::min(t.size(), p.size()); ++i) {
            const double x = t.at(i).get<double>(), y = p.at(i).get<double>();
            points->append(x, y);
            lo = std::min({lo, x, y});
            hi = std::max({hi, x, y});
        }
        auto* diagonal = new QLineSeries; // where a perfect model's points lie
        diagonal->setPen(QPen(Qt::gray, 1, Qt::DashLine));
        if (lo <= hi) {
            diagonal->append(lo, lo);
            diagonal->append(hi, hi);
        }
        chart->addSeries(diagonal);
        chart->addSeries(points);
        auto* x = new QValueAxis;
        auto* y = new QValueAxis;
        x->setTitleText(tr("true"));
        y->setTitleText(tr("predicted"));
        if (lo <= hi) {
            const double pad = std::max(1e-9, (hi - lo) * 0.03);
            x->setRange(lo - pad, hi + pad);
            y->setRange(lo - pad, hi + pad);
            PlotView::niceNumbers(x);
            PlotView::niceNumbers(y);
        }
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        PlotView::plainAxisTitles(chart);
        for (QAbstractSeries* series : chart->series()) {
            series->attachAxis(x);
            series->attachAxis(y);
        }
        const int every = m_points.value("every", 1);
        if (every > 1)
            chart->setTitle(followedBy(chart->title(), tr("(every %1th sample)").arg(every)));
    }
    QChart* old = m_scatter->chart();
    m_scatter->setChart(chart);
    delete old;
}

void EvaluationPanel::showRegression(const core::RegressionScores& s, const core::Json& points)
{
    m_points = points;
    m_targetNames.clear();
    for (const core::TargetScores& t : s.targets)
        m_targetNames.push_back(t.name);
    m_headline = tr("%1 samples · MAE %2 · RMSE %3 · R² %4").arg(s.samples).arg(s.mae, 0, 'g', 5).arg(s.rmse, 0, 'g', 5).arg(s.r2, 0, 'f', 4);
    m_targets->setSortingEnabled(false);
    m_targets->setRowCount(static_cast<int>(s.targets.size()));
    for (int r = 0; r < m_targets->rowCount(); ++r) {
        const core::TargetScores& t = s.targets[static_cast<std::size_t>(r)];
        auto* name = new QTableWidgetItem(QString::fromStdString(t.name));
        name->setData(Qt::UserRole, r); // the target's index, whatever the sort order
        m_targets->setItem(r, 0, name);
        const auto number = [&](int column, double v) {
            auto* item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole, v);
            item->setText(QString::number(v, 'g', 5));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_targets->setItem(r, column, item);
        };
        number(1, t.mae);
        if (t.persistenceMae)
            number(kPersistenceColumn, *t.persistenceMae);
        int c = kPersistenceColumn + 1;
        for (double v : {t.rmse, t.r2, t.residuals.mean, t.residuals.std, t.residuals.absMedian, t.residuals.absP90})
            number(c++, v);
    }
    // Only a forecast has persistence to beat.
    m_targets->setColumnHidden(kPersistenceColumn, std::none_of(s.targets.begin(), s.targets.end(), [](const core::TargetScores& t) { return t.persistenceMae.has_value(); }));
    m_targets->setSortingEnabled(true);
    // The table at its rows' height (a forecast has one target or a few; at most two fifths of the
    // tab), the scatter the rest: it had half the tab, most of it empty rows, and a squat plot.
    const int rows = m_targets->horizontalHeader()->sizeHint().height() + m_targets->verticalHeader()->length()
                     + m_targets->horizontalScrollBar()->sizeHint().height() + 2 * m_targets->frameWidth() + 4;
    const int tab = m_regression->height() > 100 ? m_regression->height() : 600; // not laid out yet: a first proportion
    const int table = std::min(rows, tab * 2 / 5);
    m_regression->setSizes({table, tab - table});
    showScatter(0);
    m_pages->setCurrentIndex(2);
}

} // namespace lathe::ui
