#include "selftestdialog.h"

#include "screenfit.h"

#include "backgroundtasks.h"
#include "enginetext.h"
#include "selftest/selftest.h"
#include "tune/doctor.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {

enum Column { Result, Device, Check, Figures, Detail, Columns };

// Each figure as the CLI prints it, translated: "update_difference 1.56e-04 (at most 0.001)".
QString figuresText(const core::CheckResult& c)
{
    QStringList parts;
    for (const auto& f : c.figures)
        parts << engineText(core::formatFigure(f));
    return parts.join(QStringLiteral("; "));
}

} // namespace

SelfTestDialog::SelfTestDialog(BackgroundTasks& tasks, QWidget* parent)
    : QDialog(parent)
    , m_tasks(tasks)
    , m_status(new QLabel(tr("Checking this machine…"), this))
    , m_text(new QPlainTextEdit(this))
    , m_checks(new QTableWidget(0, Columns, this))
    , m_full(new QPushButton(tr("Run the full self-test"), this))
{
    setWindowTitle(tr("GPU self-test"));
    resizeWithinScreen(this, QSize(980, 680));
    m_status->setWordWrap(true);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_checks->setHorizontalHeaderLabels({tr("Result"), tr("Device"), tr("Check"), tr("Figures (limits)"), tr("What was found")});
    m_checks->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_checks->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_checks->setWordWrap(true);
    m_checks->verticalHeader()->hide();
    m_checks->horizontalHeader()->setSectionResizeMode(Detail, QHeaderView::Stretch);
    m_checks->setColumnWidth(Check, 300);
    m_checks->setColumnWidth(Figures, 280);
    m_full->setToolTip(tr("Runs every GPU path of Lathe on every visible GPU: each precision against the CPU, the loss scaler, the "
                          "CUDA graph, the loaders, augmentation, NVML, the batch finder, checkpoints and NCCL (about a minute per GPU; "
                          "lathe-cli doctor --full runs the same)"));
    m_full->setEnabled(false);
    connect(m_full, &QPushButton::clicked, this, &SelfTestDialog::runFullTest);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_full, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_text);
    split->addWidget(m_checks);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    // CUDA initialisation and the measurements take seconds: off the GUI thread. Reports come back
    // here through `context`, which drops them once the dialog is gone.
    const QPointer<QObject> context(this);
    QLabel* status = m_status;
    m_tasks.run(
        this,
        [context, status, &tasks, cancel = m_cancel](const std::atomic<bool>& stop) {
            core::DoctorOptions options;
            options.quick = true;
            options.stopRequested = [&stop, cancel] { return stop.load() || cancel->load(); };
            try {
                const core::Json report = core::runDoctor(options, [&](const core::Message& what) {
                    const QString text = engineText(what);
                    tasks.report(context, [status, text] { status->setText(SelfTestDialog::tr("Checking %1…").arg(text)); });
                });
                return engineText(core::formatDoctorReport(report));
            } catch (const core::DoctorStopped&) {
                return QString();
            } catch (const std::exception& e) {
                return SelfTestDialog::tr("The check stopped with an error: %1").arg(engineText(e));
            }
        },
        [this](const QString& text) {
            m_text->setPlainText(text);
            m_status->setText(tr("Done. lathe-cli doctor --quick prints the same report. The full self-test runs every GPU path of "
                                 "Lathe for real."));
            m_doctorDone = true;
            m_full->setEnabled(true);
        });
}

SelfTestDialog::~SelfTestDialog()
{
    m_cancel->store(true);
}

QString SelfTestDialog::reportText() const
{
    return m_text->toPlainText();
}

void SelfTestDialog::runFullTest()
{
    if (m_fullRunning)
        return;
    m_fullRunning = true;
    m_fullDone = false;
    m_full->setEnabled(false);
    m_checks->setRowCount(0);
    m_report = {};
    m_status->setText(tr("Running the full self-test…"));
    if (isVisible() && windowModality() != Qt::ApplicationModal) { // modality takes effect when shown
        hide();
        setWindowModality(Qt::ApplicationModal);
        show();
    }
    const QPointer<QObject> context(this);
    BackgroundTasks& tasks = m_tasks;
    m_tasks.run(
        this,
        [context, &tasks, cancel = m_cancel](const std::atomic<bool>& stop) {
            core::SelfTestOptions options;
            options.stopRequested = [&stop, cancel] { return stop.load() || cancel->load(); };
            options.checked = [&](const core::CheckResult& c) {
                tasks.report(context, [context, c] {
                    if (auto* dialog = qobject_cast<SelfTestDialog*>(context.data()))
                        dialog->addCheck(c);
                });
            };
            try {
                return core::runSelfTest(options, [&](const core::Message& what) {
                    const QString text = engineText(what);
                    tasks.report(context, [context, text] {
                        if (auto* dialog = qobject_cast<SelfTestDialog*>(context.data()))
                            dialog->m_status->setText(SelfTestDialog::tr("Running the full self-test: %1…").arg(text));
                    });
                });
            } catch (const core::DoctorStopped&) {
                return core::SelfTestReport{};
            } catch (const std::exception& e) { // outside any check (its work folder): one failed record says so
                return core::SelfTestReport{{core::failedWith("self_test", {}, e)}};
            }
        },
        [this](const core::SelfTestReport& report) {
            if (m_checks->rowCount() == 0) // an error before any check: its record alone
                for (const auto& c : report.checks)
                    addCheck(c);
            m_report = report;
            m_fullRunning = false;
            m_fullDone = true;
            m_full->setEnabled(true);
            showSummary();
        });
}

void SelfTestDialog::addCheck(const core::CheckResult& c)
{
    const int row = m_checks->rowCount();
    m_checks->insertRow(row);
    const QString result = c.status == core::CheckStatus::Passed ? tr("passed") : c.status == core::CheckStatus::Failed ? tr("FAILED") : tr("skipped");
    auto* status = new QTableWidgetItem(result);
    if (c.status != core::CheckStatus::Skipped)
        status->setForeground(c.status == core::CheckStatus::Passed ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xc0, 0x1c, 0x28));
    m_checks->setItem(row, Result, status);
    m_checks->setItem(row, Device, new QTableWidgetItem(c.device.empty() ? QStringLiteral("–") : QString::fromStdString(c.device)));
    m_checks->setItem(row, Check, new QTableWidgetItem(engineText(core::checkTitle(c.id))));
    m_checks->setItem(row, Figures, new QTableWidgetItem(figuresText(c)));
    m_checks->setItem(row, Detail, new QTableWidgetItem(engineText(c.detail)));
    m_checks->item(row, Check)->setToolTip(QString::fromStdString(c.id));
    m_checks->resizeRowToContents(row);
}

void SelfTestDialog::showSummary()
{
    m_checks->resizeColumnToContents(Result);
    m_checks->resizeColumnToContents(Device);
    const int failed = m_report.count(core::CheckStatus::Failed);
    m_status->setText(failed > 0 ? tr("Self-test done: %1 passed, %2 FAILED, %3 skipped. lathe-cli doctor --full --json gives the same "
                                      "report for a bug report.")
                                       .arg(m_report.count(core::CheckStatus::Passed))
                                       .arg(failed)
                                       .arg(m_report.count(core::CheckStatus::Skipped))
                                 : tr("Self-test done: %1 passed, %2 skipped, none failed.")
                                       .arg(m_report.count(core::CheckStatus::Passed))
                                       .arg(m_report.count(core::CheckStatus::Skipped)));
}

} // namespace lathe::ui
