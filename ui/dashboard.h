#pragma once
// The numbers above the charts that answer "is my GPU busy, and is training healthy?" at a glance:
// GPU (or CPU) utilisation and memory per device, samples/s, data wait, step time, ETA, the loss and
// the metric with their trend, precision and batch. Each is a tile coloured by its state, and a
// verdict line above them names the bottleneck; a tile that is off says why and what to change.
// Fed by the same events as the charts; redrawn at most once a second (at once on pause and end).

#include "events/events.h"
#include "run/runfollower.h"
#include "run/runrecord.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

#include <deque>
#include <map>

class QGridLayout;
class QLabel;
class QTimer;

namespace lathe::ui {

class Dashboard : public QWidget {
    Q_OBJECT
public:
    enum class State { Neutral, Good, Warn, Bad };

    struct Tile {
        QString id;      // "gpu", "memory", "throughput", "data_wait", "step", "eta", "loss", "metric", "setup"
        QString caption; // "GPU busy", "数据等待"
        QString value;   // large: "96%", "54.4k", "0:42"
        QString detail;  // small, under the value
        State state = State::Neutral;
        QString advice;  // what to change, when the state is Warn or Bad
    };

    // What the dashboard knows of the run, from its events.
    struct Readings {
        bool started = false, onGpu = false, paused = false, ended = false;
        bool endedPaused = false; // it ended while held: its last readings are of the pause, not to be judged
        bool sampled = false; // a device sample has come
        QString endText;
        // A run another process writes, followed from its folder (RunWatcher): how its writer is.
        bool followed = false;
        core::FollowState followState = core::FollowState::Live;
        double quietSeconds = 0;
        QString precision, precisionReason;
        int batchSize = 0, ranks = 1, epochs = 0, cores = 1;
        bool images = true; // the samples are images: the data advice may name their size
        // The last batch event.
        bool haveBatch = false;
        int epoch = 0;
        qint64 step = 0, stepsPerEpoch = 0;
        double loss = 0, samplesPerSecond = 0, stepSeconds = 0, etaSeconds = -1;
        // Finished epochs: their metrics, data wait and throughput.
        struct Epoch {
            int epoch = 0;
            std::map<std::string, double> metrics;
            double dataWaitPercent = 0, samplesPerSecond = 0;
        };
        QList<Epoch> history;
        // The device: utilisation as the mean of the last few samples, -1 when not read.
        struct Gpu {
            QString host; // in a job on several machines
            int index = 0;
            double utilisation = -1, memoryUsed = -1, memoryTotal = -1;
        };
        QList<Gpu> gpus;
        double processCpuPercent = -1, rssBytes = -1;
        double hostCpuPercent = -1; // the whole machine's, % of all its cores
        int cpuThreads = -1;        // LibTorch's threads (the run's thread policy); -1 unknown
        int cpuBatchParts = 1;      // of them, threads that each train a part of the batch
        double othersBusy = -1;     // the CPUs other programs use; -1 unknown
    };

    struct View {
        QString verdict;
        State verdictState = State::Neutral;
        QList<Tile> tiles;
        QStringList advice; // of the tiles that are off, worst first
    };
    // The tiles, the verdict and the advice for `r`: the whole logic, testable without a window.
    static View evaluate(const Readings& r);

    explicit Dashboard(QWidget* parent = nullptr);

    void clear();
    void addStarted(const core::RunStartedEvent& e);
    void addBatch(const core::BatchEvent& e);
    void addEpoch(const core::EpochEvent& e);
    void addDeviceSample(const core::DeviceSampleEvent& e);
    void addRunState(const core::RunStateEvent& e);
    void addFinished(const core::RunFinishedEvent& e);
    // The run shown is followed from its folder, its writer as `status` says (RunWatcher).
    void setFollowStatus(const core::FollowStatus& status);
    // The run shown trains here (no longer followed from a folder).
    void clearFollowStatus();
    // A run from its folder's records, as the dashboard stood when it ended.
    void showRun(const core::RunRecord& run);

    // Redraws from the readings now (a timer does it once a second when something changed).
    void refresh();
    const Readings& readings() const { return m_readings; }
    const View& view() const { return m_view; }
    // The verdict line as shown.
    QString verdictText() const;

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    class TileView;
    TileView* tileView(const QString& id);
    void layOut();
    void changed();

    Readings m_readings;
    View m_view;
    struct GpuTrack {
        std::deque<double> utilisation; // the last few samples
        double memoryUsed = -1, memoryTotal = -1;
    };
    std::map<std::pair<QString, int>, GpuTrack> m_gpuTracks; // per machine and GPU
    QString m_firstHost; // the machine of the first sample: rank 0's, whose process is this one
    QLabel* m_verdict;
    QLabel* m_advice;
    QWidget* m_tilesArea;
    QGridLayout* m_grid;
    QList<QString> m_order;
    QHash<QString, TileView*> m_tiles;
    QTimer* m_timer;
    int m_columns = 0;
    int m_verdictState = -1, m_adviceShown = -1;
    bool m_dirty = false;
};

} // namespace lathe::ui
