#include "evaluationpanel.h"

#include "run/runfolder.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {

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
        widest = std::max(widest, fontMetrics().horizontalAdvance(QString::number(i) + QLatin1Char(' ')
                                                                  + QString::fromStdString(m_scores.classes[i].name)));
    return widest + 12;
}

QSize ConfusionMatrixView::sizeHint() const
{
    const int k = static_cast<int>(m_scores.classes.size());
    const int header = fontMetrics().height() * 2 + 6;
    return {labelWidth() + k * kCell + 2, header + k * kCell + 2};
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
    painter.drawText(QRect(labelWidth(), 0, k * kCell, fontMetrics().height() + 2), Qt::AlignCenter, tr("predicted class"));
    for (int p = 0; p < k; ++p)
        painter.drawText(QRect(labelWidth() + p * kCell, fontMetrics().height() + 2, kCell, header - fontMetrics().height() - 4),
                         Qt::AlignCenter, QString::number(p));
    for (int t = 0; t < k; ++t) {
        painter.setPen(text);
        painter.drawText(QRect(0, cellRect(t, 0).top(), labelWidth() - 6, kCell), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(t) + QLatin1Char(' ') + QString::fromStdString(m_scores.classes[t].name));
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
    , m_summary(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_matrix(new ConfusionMatrixView(this))
    , m_matrixScroll(nullptr)
    , m_cellText(new QComboBox(this))
    , m_classes(new QTableWidget(0, 5, this))
    , m_confused(new QLabel(this))
    , m_targets(new QTableWidget(0, 8, this))
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
    m_confused->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    m_cellText->addItem(tr("Counts"));
    m_cellText->addItem(tr("% of the true class"));
    connect(m_cellText, &QComboBox::currentIndexChanged, this, [this](int i) { m_matrix->setShowShares(i == 1); });

    m_classes->setHorizontalHeaderLabels({tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Support")});
    m_targets->setHorizontalHeaderLabels({tr("Target"), tr("MAE"), tr("RMSE"), tr("R²"), tr("Mean residual"), tr("Residual std"),
                                          tr("Median |residual|"), tr("90% |residual|")});
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
    auto* side = new QSplitter(Qt::Vertical, this);
    side->addWidget(m_classes);
    side->addWidget(m_confused);
    auto* classification = new QSplitter(Qt::Horizontal, this);
    classification->addWidget(matrixBox);
    classification->addWidget(side);
    classification->setStretchFactor(0, 0);
    classification->setStretchFactor(1, 1);

    m_pages->addWidget(m_empty);
    m_pages->addWidget(classification);
    m_pages->addWidget(m_targets);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_pages, 1);
    m_title->setText(tr("Evaluation"));
    m_empty->setText(tr("No run chosen. A run that completes with a test split is scored here: its confusion matrix, "
                        "per-class scores and the classes it confuses. Pick one under Runs and choose Evaluation."));
    m_pages->setCurrentWidget(m_empty);
}

bool EvaluationPanel::showRun(const QString& runDir)
{
    m_runDir = runDir;
    const QString name = QFileInfo(runDir).fileName();
    m_title->setText(tr("Evaluation: %1").arg(name));
    m_summary->clear();
    QFile file(runDir + QLatin1Char('/') + QString::fromLatin1(core::runfile::Evaluation));
    core::Json j;
    if (file.open(QIODevice::ReadOnly))
        j = core::Json::parse(file.readAll().toStdString(), nullptr, false);
    const auto noEvaluation = [&](const QString& why) {
        m_empty->setText(why);
        m_pages->setCurrentWidget(m_empty);
        return false;
    };
    if (!file.exists())
        return noEvaluation(tr("%1 has no evaluation yet. A run writes one when it completes with a test split "
                               "(data.splits.test or data.test_path); for other runs, or to score other data, run\n\n"
                               "lathe-cli evaluate \"%2\" [--data FILES]")
                                .arg(name, QDir::toNativeSeparators(runDir)));
    if (!j.is_object())
        return noEvaluation(tr("%1 cannot be read: it is not JSON.").arg(file.fileName()));
    const core::Json checkpoint = j.value("checkpoint", core::Json::object());
    const QString split = QString::fromStdString(j.value("split", std::string("test"))) == QLatin1String("test")
                              ? tr("the test split")
                              : tr("other data");
    const QString weights = QString::fromStdString(checkpoint.value("name", std::string())) == QLatin1String("best") ? tr("best weights")
                                                                                                                 : tr("last weights");
    const QString scored = tr("Scored on %1 with the %2 of epoch %3 (%4).")
                               .arg(split, weights)
                               .arg(checkpoint.value("epoch", 0))
                               .arg(QString::fromStdString(checkpoint.value("reason", std::string())));
    if (j.contains("classification")) {
        if (const auto s = core::classificationScoresFromJson(j.at("classification"))) {
            showClassification(*s);
            m_summary->setText(headline() + QLatin1Char('\n') + scored);
            return true;
        }
    } else if (j.contains("regression")) {
        if (const auto s = core::regressionScoresFromJson(j.at("regression"))) {
            showRegression(*s);
            m_summary->setText(headline() + QLatin1Char('\n') + scored);
            return true;
        }
    }
    return noEvaluation(tr("%1 holds no scores Lathe can read.").arg(file.fileName()));
}

QString EvaluationPanel::headline() const
{
    return m_headline;
}

void EvaluationPanel::showClassification(const core::ClassificationScores& s)
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
        m_classes->setItem(r, 0, new SortedItem(QString::number(r) + QLatin1Char(' ') + QString::fromStdString(c.name), r));
        m_classes->setItem(r, 1, numberItem(c.precision, 3));
        m_classes->setItem(r, 2, numberItem(c.recall, 3));
        m_classes->setItem(r, 3, numberItem(c.f1, 3));
        m_classes->setItem(r, 4, numberItem(static_cast<double>(c.support), 0));
    }
    m_classes->setSortingEnabled(true);
    m_classes->sortByColumn(0, Qt::AscendingOrder);
    // The matrix at its size (up to about half the window), the tables beside it.
    m_matrixScroll->setMinimumWidth(std::min(m_matrix->sizeHint().width() + 24, 620));
    QString confused;
    for (const auto& c : s.mostConfused(8))
        confused += QStringLiteral("<li>") + m_matrix->cellText(static_cast<int>(c.trueClass), static_cast<int>(c.predictedClass)).toHtmlEscaped()
                    + QStringLiteral("</li>");
    m_confused->setText(confused.isEmpty() ? tr("No class was taken for another.")
                                           : QStringLiteral("<b>") + tr("Most confused").toHtmlEscaped() + QStringLiteral("</b><ul>")
                                                 + confused + QStringLiteral("</ul>"));
    m_pages->setCurrentIndex(1);
}

void EvaluationPanel::showRegression(const core::RegressionScores& s)
{
    m_headline = tr("%1 samples · MAE %2 · RMSE %3 · R² %4").arg(s.samples).arg(s.mae, 0, 'g', 5).arg(s.rmse, 0, 'g', 5).arg(s.r2, 0, 'f', 4);
    m_targets->setSortingEnabled(false);
    m_targets->setRowCount(static_cast<int>(s.targets.size()));
    for (int r = 0; r < m_targets->rowCount(); ++r) {
        const core::TargetScores& t = s.targets[static_cast<std::size_t>(r)];
        m_targets->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(t.name)));
        int c = 1;
        for (double v : {t.mae, t.rmse, t.r2, t.residuals.mean, t.residuals.std, t.residuals.absMedian, t.residuals.absP90}) {
            auto* item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole, v);
            item->setText(QString::number(v, 'g', 5));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_targets->setItem(r, c++, item);
        }
    }
    m_targets->setSortingEnabled(true);
    m_pages->setCurrentIndex(2);
}

} // namespace lathe::ui
