#include "runpanel.h"

#include "report/format.h"
#include "run/runfolder.h"
#include "run/runrecord.h"

#include "enginetext.h"
#include "findbar.h"
#include "metricnames.h"
#include "metrics/metric.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSplitter>
#include <QTableWidget>
#include <QScopeGuard>
#include <QScrollBar>
#include <QStyle>
#include <QEvent>
#include <QTime>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {
// The epoch table's metric columns, validation first (what a user looks at), each with the key of
// its metric in metrics/metric.h and its header. A column no epoch of the run fills stays hidden.
std::vector<std::string> metricColumns()
{
    using namespace core::metric;
    return {key(Val, Loss), key(Val, Accuracy), key(Val, Mae), key(Val, R2), key(Train, Loss), key(Train, Accuracy)};
}
const std::vector<std::string> kColumns = metricColumns();
constexpr int kFirstMetric = 1;                            // after Epoch
const int kTimeColumn = kFirstMetric + static_cast<int>(kColumns.size()); // then time, samples/s, data wait
} // namespace

RunPanel::RunPanel(QWidget* parent)
    : QWidget(parent)
    , m_headline(new QLabel(tr("No run yet: press Start to train the open config."), this))
    , m_progress(new QProgressBar(this))
    , m_epochs(new QTableWidget(0, kTimeColumn + 3, this))
    , m_log(new QPlainTextEdit(this))
    , m_filter(new QComboBox(this))
    , m_logFind(new FindBar(m_log, this))
{
    m_filter->addItems({tr("All messages"), tr("Warnings and errors"), tr("Advice only")});
    m_filter->setToolTip(tr("Which log messages to show"));
    connect(m_filter, &QComboBox::currentIndexChanged, this, &RunPanel::setLogFilter);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setTextVisible(true);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    QStringList headers{tr("Epoch")};
    for (const std::string& key : kColumns)
        headers << metricName(QString::fromStdString(key));
    headers << tr("Time (s)") << tr("Samples/s") << tr("Data wait %");
    m_epochs->setHorizontalHeaderLabels(headers);
    for (int i = 0; i < static_cast<int>(kColumns.size()); ++i) {
        m_epochs->horizontalHeaderItem(kFirstMetric + i)->setData(Qt::UserRole, QString::fromStdString(kColumns[i]));
        m_epochs->setColumnHidden(kFirstMetric + i, true); // until an epoch reports it
    }
    m_epochs->verticalHeader()->hide();
    m_epochs->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_epochs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_epochs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // No column cut in half by the dock's edge: fitColumns() shows the columns that fit whole.
    m_epochs->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_reported.assign(m_epochs->columnCount(), false);
    m_reported[0] = true; // the epoch, then time, samples/s and data wait: every epoch has them
    for (int c = kTimeColumn; c < m_epochs->columnCount(); ++c)
        m_reported[c] = true;
    m_epochs->viewport()->installEventFilter(this); // the viewport: its width is the room, set after the table's
    m_progress->installEventFilter(this);
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setMaximumBlockCount(5000);

    auto* logBox = new QWidget(this);
    auto* logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(m_filter);
    logLayout->addWidget(m_log);
    logLayout->addWidget(m_logFind);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_epochs);
    split->addWidget(logBox);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_progress);
    layout->addWidget(split, 1);
}

bool RunPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize) {
        if (watched == m_epochs->viewport())
            fitColumns();
        else if (watched == m_progress)
            fitProgressText();
    }
    return QWidget::eventFilter(watched, event);
}

void RunPanel::fitColumns()
{
    // The widths ResizeToContents gives the reported columns, measured by the header itself with
    // all of them shown (a hidden section has no size), then those that do not fit hidden again.
    QHeaderView* header = m_epochs->horizontalHeader();
    m_epochs->setUpdatesEnabled(false);
    for (int c = 0; c < m_epochs->columnCount(); ++c)
        m_epochs->setColumnHidden(c, !m_reported[c]);
    header->resizeSections(QHeaderView::ResizeToContents);
    int room = m_epochs->viewport()->width();
    int hidden = 0;
    for (int c = 0; c < m_epochs->columnCount(); ++c) {
        if (!m_reported[c])
            continue;
        const int width = header->sectionSize(c);
        const bool fits = c == 0 || width <= room;
        m_epochs->setColumnHidden(c, !fits);
        if (fits)
            room -= width;
        else
            ++hidden;
    }
    m_epochs->setUpdatesEnabled(true);
    m_epochs->horizontalHeaderItem(0)->setToolTip(
        hidden == 0 ? QString()
                    : tr("%n column(s) hidden: the dock is too narrow. Widen it, or point at a row to see all of its values.", "", hidden));
}

int RunPanel::hiddenColumns() const
{
    int hidden = 0;
    for (int c = 0; c < m_epochs->columnCount(); ++c)
        hidden += m_reported[c] && m_epochs->isColumnHidden(c) ? 1 : 0;
    return hidden;
}

void RunPanel::fitProgressText()
{
    if (m_progressTexts.isEmpty())
        return;
    const QFontMetrics metrics(m_progress->font());
    const int room = m_progress->contentsRect().width() - 2 * m_progress->style()->pixelMetric(QStyle::PM_ProgressBarChunkWidth);
    QString shown = m_progressTexts.back();
    for (const QString& text : std::as_const(m_progressTexts)) {
        if (metrics.horizontalAdvance(text) <= room) {
            shown = text;
            break;
        }
    }
    m_progress->setFormat(shown);
    m_progress->setToolTip(m_progressTexts.front());
}

QString RunPanel::progressText() const
{
    return m_progress->text();
}

void RunPanel::clear()
{
    m_epochs->setRowCount(0);
    for (int i = 0; i < static_cast<int>(kColumns.size()); ++i)
        m_reported[kFirstMetric + i] = false;
    fitColumns();
    m_progressTexts.clear();
    m_progress->setFormat(QStringLiteral("%p%"));
    m_progress->setToolTip({});
    m_log->clear();
    m_lines.clear();
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_headed = false;
}

QString RunPanel::headline() const
{
    return m_headline->text();
}

void RunPanel::showStarted(const core::RunStartedEvent& e)
{
    m_epochCount = e.epochs;
    m_headed = true;
    // Data parallel: "256 × 2 ranks".
    const QString batch = e.ranks > 1 ? tr("%1 × %2 ranks").arg(e.batchSize).arg(e.ranks) : QString::number(e.batchSize);
    m_headline->setText(tr("<b>%1</b>: %2 on %3, %4, batch %5 — %6 training samples<br><small>%7</small>")
                            .arg(QString::fromStdString(e.runName).toHtmlEscaped(), QString::fromStdString(e.model),
                                 QString::fromStdString(e.device).toHtmlEscaped(), QString::fromStdString(e.precision))
                            .arg(batch)
                            .arg(e.trainSamples)
                            .arg(QString::fromStdString(e.runDir).toHtmlEscaped()));
    m_progress->setRange(0, static_cast<int>(std::max<std::int64_t>(1, e.stepsPerEpoch * e.epochs)));
    m_progress->setValue(0);
}

void RunPanel::showBatch(const core::BatchEvent& e)
{
    m_progress->setValue(static_cast<int>(std::min<std::int64_t>(e.globalStep, m_progress->maximum())));
    m_progressTexts = {tr("epoch %1/%2 · step %3/%4 · loss %5").arg(e.epoch).arg(m_epochCount).arg(e.step).arg(e.stepsPerEpoch).arg(e.loss, 0, 'f', 4),
                       tr("epoch %1/%2 · step %3/%4").arg(e.epoch).arg(m_epochCount).arg(e.step).arg(e.stepsPerEpoch),
                       tr("%1/%2 · %3/%4", "progress in a narrow dock: epoch/epochs · step/steps").arg(e.epoch).arg(m_epochCount).arg(e.step).arg(e.stepsPerEpoch)};
    fitProgressText();
}

void RunPanel::showEpoch(const core::EpochEvent& e)
{
    const int row = m_epochs->rowCount();
    m_epochs->insertRow(row);
    QStringList values; // every value of the row, for its tooltip: a narrow dock hides columns
    auto set = [&](int column, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_epochs->setItem(row, column, item);
        if (column > 0 && !text.isEmpty())
            values << tr("%1: %2", "a column's header and its value").arg(m_epochs->horizontalHeaderItem(column)->text(), text);
    };
    set(0, QString::number(e.epoch) + (e.improved ? QStringLiteral(" ★") : QString()));
    for (int i = 0; i < static_cast<int>(kColumns.size()); ++i) {
        const auto it = e.metrics.find(kColumns[i]);
        set(kFirstMetric + i, it == e.metrics.end() ? QString() : QString::number(it->second, 'f', 4));
        if (it != e.metrics.end())
            m_reported[kFirstMetric + i] = true;
    }
    set(kTimeColumn, QString::number(e.seconds, 'f', 1));
    set(kTimeColumn + 1, QString::number(e.samplesPerSecond, 'f', 0));
    set(kTimeColumn + 2, QString::number(e.dataWaitPercent, 'f', 1));
    QString tip = tr("Epoch %1").arg(e.epoch) + QLatin1Char('\n') + values.join(QLatin1Char('\n'));
    if (e.improved)
        tip += QLatin1Char('\n') + tr("Best so far: checkpoint saved");
    for (int c = 0; c < m_epochs->columnCount(); ++c)
        m_epochs->item(row, c)->setToolTip(tip);
    fitColumns();
    m_epochs->scrollToBottom();
}

void RunPanel::showRecordedRun(const core::RunRecord& run)
{
    const int recorded = static_cast<int>(run.epochs.size());
    m_epochCount = std::max(run.settings.epochs, recorded);
    m_headed = true;
    m_headline->setText(tr("<b>%1</b>: %2, %n epoch(s) recorded, %3<br><small>%4</small>", "a past run: name, model, status, folder", recorded)
                            .arg(QString::fromStdString(run.name()).toHtmlEscaped(), QString::fromStdString(run.settings.modelKind).toHtmlEscaped(),
                                 engineText(core::reportformat::runStatusMessage(run.status())).toHtmlEscaped(),
                                 QString::fromStdString(run.folder.string()).toHtmlEscaped()));
    // The best epoch by the run's checkpoint metric: the one its best checkpoint holds.
    const std::string& metric = run.settings.checkpointMetric;
    const std::optional<double> best = run.best(metric);
    bool starred = false;
    for (const core::EpochRecord& r : run.epochs) {
        const auto it = r.metrics.find(metric);
        const bool improved = !starred && best && it != r.metrics.end() && it->second == *best;
        starred = starred || improved;
        showEpoch({r.epoch, m_epochCount, r.metrics, r.lr, r.epochSeconds, r.samplesPerSecond, r.dataWaitPercent, improved, {}});
    }
    m_progress->setRange(0, std::max(1, m_epochCount));
    m_progress->setValue(recorded);
    m_progressTexts = {tr("%1 of %2 epochs", "a past run's progress").arg(recorded).arg(m_epochCount),
                       tr("%1/%2", "a past run's progress in a narrow dock: epochs recorded/epochs").arg(recorded).arg(m_epochCount)};
    fitProgressText();
}

void RunPanel::showLog(const core::LogEvent& e)
{
    addLine(e.level, QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), e.message.empty() ? QString::fromStdString(e.text) : engineText(e.message));
}

void RunPanel::showRecordedLog(const std::vector<core::LogRecord>& log)
{
    for (const core::LogRecord& r : log) // "2026-11-22 14:05:09": the time of day, as a live run shows it
        addLine(r.level, QString::fromStdString(r.time.size() >= 19 ? r.time.substr(11, 8) : r.time), engineText(r.attributed()));
}

void RunPanel::addLine(core::LogLevel logLevel, const QString& time, const QString& text)
{
    QString level;
    switch (logLevel) {
    case core::LogLevel::Debug: level = tr("debug"); break;
    case core::LogLevel::Info: level = tr("info"); break;
    case core::LogLevel::Warning: level = tr("warning"); break;
    case core::LogLevel::Error: level = tr("error"); break;
    case core::LogLevel::Advice: level = tr("advice"); break;
    }
    const QString prefix = tr("%1 %2: ", "log line: time, level").arg(time, level);
    const Line line{logLevel, prefix + text};
    if (m_lines.size() >= 5000)
        m_lines.removeFirst();
    m_lines.append(line);
    appendLine(line);
}

void RunPanel::appendLine(const Line& l)
{
    const int filter = m_filter->currentIndex();
    const bool problem = l.level == core::LogLevel::Warning || l.level == core::LogLevel::Error;
    if ((filter == 1 && !problem) || (filter == 2 && l.level != core::LogLevel::Advice))
        return;
    const QString text = l.text.toHtmlEscaped();
    // The log follows new lines while it is scrolled to its end (give or take a few pixels: wrapped
    // lines move the end as the dock is resized); scrolled up to read, it stays where it is.
    QScrollBar* bar = m_log->verticalScrollBar();
    const bool following = bar->value() >= bar->maximum() - 4;
    const auto follow = qScopeGuard([bar, following] {
        if (following)
            bar->setValue(bar->maximum());
    });
    if (l.level == core::LogLevel::Advice) // efficiency advice stands out
        m_log->appendHtml(QStringLiteral("<b style=\"color:#1565c0;background:#fff4d6\">") + text + QStringLiteral("</b>"));
    else if (problem)
        m_log->appendHtml(QStringLiteral("<span style=\"color:#b71c1c\">") + text + QStringLiteral("</span>"));
    else
        m_log->appendPlainText(l.text);
}

void RunPanel::setLogFilter(int filter)
{
    if (m_filter->currentIndex() != filter)
        m_filter->setCurrentIndex(filter); // re-enters through the signal
    m_log->clear();
    for (const Line& l : std::as_const(m_lines))
        appendLine(l);
}

void RunPanel::showFinished(const core::RunFinishedEvent& e)
{
    using S = core::RunFinishedEvent::Status;
    QString text;
    if (e.status == S::Completed) {
        QStringList parts;
        for (const auto& [k, v] : e.finalMetrics)
            parts << QStringLiteral("%1 %2").arg(metricName(QString::fromStdString(k))).arg(v, 0, 'f', 4);
        text = tr("Finished: %1").arg(parts.join(QStringLiteral(", ")));
        m_progress->setValue(m_progress->maximum());
    } else if (e.status == S::Stopped) {
        text = e.checkpointSaved ? tr("Stopped: %1 (checkpoint saved)").arg(engineText(e.message)) : tr("Stopped: %1").arg(engineText(e.message));
    } else {
        text = tr("Failed: %1").arg(engineText(e.message));
    }
    m_lines.append({e.status == S::Completed ? core::LogLevel::Info : core::LogLevel::Warning, text});
    appendLine(m_lines.back());
    // A run that failed before it started (its data unreadable) has no headline of its own: the
    // failure is the headline, not added under "No run yet" or the run shown before.
    m_headline->setText(m_headed ? m_headline->text() + QStringLiteral("<br>") + text.toHtmlEscaped() : text.toHtmlEscaped());
    m_headed = true;
}

} // namespace lathe::ui
