#!/usr/bin/env python3
"""TensorBoard reads what Lathe writes (CTest: tensorboard_readback), through its own
event-processing API, as `tensorboard --logdir runs/` would:

1. a run trained by lathe-cli: every scalar series of metrics.jsonl (values, steps, wall times)
   under the same keys, the batch reports, the device samples, the HParams session (settings from
   config.json, status success), the config and the decisions as text;
2. a run killed with SIGKILL in its third epoch and resumed: every tag has each step once, in order,
   and the epochs' values are those of metrics.jsonl (the killed session's later steps are dropped);
   a sweep: each variant a session of the HParams table with the value it varies;
3. `lathe-cli tensorboard` on a run trained with output.tensorboard false: the same epoch series.

Usage: tensorboard_readback.py LATHE_CLI CONFIG SLOW_CONFIG (a config whose epochs take about a
second, killed in its third). Fails (exit 1) with what differs; fails too when
the tensorboard package is missing (scripts/setup.sh installs it into the torch venv).
"""
import glob
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

try:
    from tensorboard.backend.event_processing import plugin_event_accumulator as pea
    from tensorboard.plugins.hparams import plugin_data_pb2
except ImportError as e:
    print(f"tensorboard_readback: the tensorboard package is missing ({e}): run scripts/setup.sh --test")
    sys.exit(1)

CLI, CONFIG, SLOW_CONFIG = sys.argv[1], sys.argv[2], sys.argv[3]
problems = []


def check(ok, what):
    if not ok:
        problems.append(what)
    return ok


def train(runs, *extra, wait=True, config=None):
    args = [CLI, "train", config or CONFIG, "-q", "--runs-dir", runs, "--set", "data.limit=3000", "--set", "monitor.interval_ms=100", *extra]
    if wait:
        r = subprocess.run(args, capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            print(r.stdout, r.stderr)
            raise SystemExit(f"lathe-cli train failed ({r.returncode})")
        return None
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def accumulator(folder):
    acc = pea.EventAccumulator(folder, size_guidance={pea.TENSORS: 0})
    acc.Reload()
    return acc


def metrics_lines(run):
    with open(os.path.join(run, "metrics.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def scalars(acc, tag):
    # Scalars written as simple values come back as tensors in the plugin accumulator.
    return [(e.step, float(e.tensor_proto.float_val[0]), e.wall_time) for e in acc.Tensors(tag)]


def check_epochs(acc, run, label):
    lines = metrics_lines(run)
    tags = set(acc.Tags()["tensors"])
    # The figures of each epoch (a flag such as "improved", a bool, is not a series).
    keys = {k for line in lines for k, v in line.items()
            if isinstance(v, (int, float)) and not isinstance(v, bool) and k not in ("epoch", "global_step")}
    for key in sorted(keys):
        if not check(key in tags, f"{label}: no TensorBoard series for metrics.jsonl's {key}"):
            continue
        got = scalars(acc, key)
        want = [(line.get("global_step", line["epoch"]), line[key], line["time"]) for line in lines if key in line]
        check(len(got) == len(want), f"{label}: {key}: {len(got)} points, metrics.jsonl has {len(want)}")
        for (step, value, wall), (wstep, wvalue, wtime) in zip(got, want):
            check(step == wstep, f"{label}: {key}: step {step}, metrics.jsonl {wstep}")
            check(abs(value - wvalue) <= 1e-5 * max(1.0, abs(wvalue)), f"{label}: {key} at {step}: {value}, metrics.jsonl {wvalue}")
            recorded = time.mktime(time.strptime(wtime, "%Y-%m-%d %H:%M:%S"))
            check(abs(wall - recorded) <= 2.0, f"{label}: {key} at {step}: wall time {wall}, metrics.jsonl {wtime}")
    return tags


def check_steps_once(acc, label):
    for tag in acc.Tags()["tensors"]:
        steps = [e.step for e in acc.Tensors(tag)]
        if tag in ("config", "decisions"):
            continue
        check(steps == sorted(set(steps)), f"{label}: {tag}: steps not once each in order: {steps[:40]}")


def hparams(acc):
    content = acc.PluginTagToContent("hparams")
    out = {}
    for tag, raw in content.items():
        data = plugin_data_pb2.HParamsPluginData.FromString(raw)
        out[tag] = data
    return out


with tempfile.TemporaryDirectory() as tmp:
    # 1. A whole run.
    runs = os.path.join(tmp, "runs")
    train(runs, "--epochs", "3")
    run = glob.glob(os.path.join(runs, "*"))[0]
    acc = accumulator(os.path.join(run, "tb"))
    tags = check_epochs(acc, run, "run")
    for tag in ("batch/loss", "batch/lr", "batch/samples_per_second", "test_accuracy"):
        check(tag in tags, f"run: no {tag} series")
    check_steps_once(acc, "run")
    text = {t: acc.Tensors(t) for t in ("config", "decisions") if t in tags}
    check("config" in text and b'"training"' in text["config"][0].tensor_proto.string_val[0], "run: no config text")
    check("decisions" in text and len(text["decisions"]) >= 3, "run: fewer than 3 decisions as text")
    hp = hparams(acc)
    start = hp.get("_hparams_/session_start_info")
    end = hp.get("_hparams_/session_end_info")
    if check(start is not None, "run: no HParams session start"):
        settings = start.session_start_info.hparams
        check("training.lr" in settings and "model.kind" in settings, f"run: HParams settings lack training.lr/model.kind: {list(settings)[:10]}")
        config = json.load(open(os.path.join(run, "config.json")))
        check(settings["model.kind"].string_value == config["model"]["kind"], "run: HParams model.kind differs from config.json")
    check(end is not None and end.session_end_info.status == 1, "run: the HParams session did not end as a success")
    # The evaluation's pictures, as TensorBoard's Images tab reads them (width, height, PNG).
    images = acc.PluginTagToContent("images")
    for tag in ("evaluation/confusion_matrix", "evaluation/misclassified"):
        if check(tag in images, f"run: no {tag} image (images: {list(images)})"):
            w, h, png = acc.Tensors(tag)[-1].tensor_proto.string_val[:3]
            check(png.startswith(b"\x89PNG") and int(w) > 0 and int(h) > 0, f"run: {tag} is not a PNG")
    check("evaluation/confusion_matrix_table" in tags, "run: no confusion matrix table")
    device = accumulator(os.path.join(run, "tb", "device"))
    dtags = device.Tags()["tensors"]
    check("process/cpu_percent" in dtags, f"run: no device series (tags: {dtags})")
    if "process/cpu_percent" in dtags:
        with open(os.path.join(run, "device.jsonl")) as f:
            samples = sum(1 for line in f if line.strip())
        steps = [e.step for e in device.Tensors("process/cpu_percent")]
        check(steps == list(range(1, samples + 1)), f"run: device samples {len(steps)} numbered {steps[:5]}…, device.jsonl has {samples}")

    # 2. Killed in the third epoch, resumed: each step once.
    killed = os.path.join(tmp, "killed")
    p = train(killed, "--epochs", "8", "--set", "training.batch_size=32", wait=False, config=SLOW_CONFIG)
    deadline = time.time() + 120
    run2 = None
    while time.time() < deadline:
        found = glob.glob(os.path.join(killed, "*", "metrics.jsonl"))
        if found and len(metrics_lines(os.path.dirname(found[0]))) >= 2:
            run2 = os.path.dirname(found[0])
            break
        time.sleep(0.05)
    # Into the third epoch or later, once the log has batch reports after the last epoch recorded:
    # steps after the last checkpoint, which the resumed run trains again (TensorBoard must drop
    # the killed session's copies).
    while run2 and time.time() < deadline:
        last_epoch_step = metrics_lines(run2)[-1].get("global_step", 0)
        tb = accumulator(os.path.join(run2, "tb"))
        if "batch/loss" in tb.Tags()["tensors"] and tb.Tensors("batch/loss")[-1].step > last_epoch_step:
            break
        time.sleep(0.1)
    os.killpg(p.pid, signal.SIGKILL)
    p.wait()
    if run2:
        check(not os.path.exists(os.path.join(run2, "summary.json")) and len(metrics_lines(run2)) < 8,
              "killed: the run ended before it was killed (the test needs a slower config)")
    if check(run2 is not None, "killed: the run did not record two epochs in 120 s"):
        r = subprocess.run([CLI, "train", "--resume", run2, "-q"], capture_output=True, text=True, timeout=300)
        check(r.returncode == 0, f"killed: resume failed: {r.stderr[-500:]}")
        acc2 = accumulator(os.path.join(run2, "tb"))
        check_epochs(acc2, run2, "resumed")
        check_steps_once(acc2, "resumed")
        check(len(glob.glob(os.path.join(run2, "tb", "events.out.tfevents.*"))) >= 2, "resumed: the resumed session did not add an events file")

    # A sweep: each variant a session of its own in the HParams table, with the setting it varies.
    sweeps = os.path.join(tmp, "sweeps")
    r = subprocess.run([CLI, "sweep", CONFIG, "--grid", "training.lr=0.001,0.003", "--epochs", "1", "--runs-dir", sweeps,
                        "--set", "data.limit=2000", "-q"], capture_output=True, text=True, timeout=300)
    check(r.returncode == 0, f"sweep failed: {r.stderr[-400:]}")
    lrs = []
    for tb in sorted(glob.glob(os.path.join(sweeps, "*", "*", "tb"))):
        start = hparams(accumulator(tb)).get("_hparams_/session_start_info")
        if check(start is not None, f"sweep: {tb} has no HParams session"):
            lrs.append(start.session_start_info.hparams["training.lr"].number_value)
    check(sorted(lrs) == [0.001, 0.003], f"sweep: the HParams sessions' training.lr are {lrs}")

    # 3. lathe-cli tensorboard for a run recorded without a log.
    old = os.path.join(tmp, "old")
    train(old, "--epochs", "2", "--set", "output.tensorboard=false")
    run3 = glob.glob(os.path.join(old, "*"))[0]
    check(not os.path.exists(os.path.join(run3, "tb")), "old: output.tensorboard false wrote tb/")
    r = subprocess.run([CLI, "tensorboard", run3], capture_output=True, text=True, timeout=120)
    check(r.returncode == 0, f"old: lathe-cli tensorboard failed: {r.stderr}")
    acc3 = accumulator(os.path.join(run3, "tb"))
    check_epochs(acc3, run3, "lathe-cli tensorboard")
    check_steps_once(acc3, "lathe-cli tensorboard")
    check("_hparams_/session_start_info" in hparams(acc3), "lathe-cli tensorboard: no HParams session")
    check("evaluation/confusion_matrix" in acc3.PluginTagToContent("images"), "lathe-cli tensorboard: no confusion matrix image")

if problems:
    print(f"tensorboard_readback: {len(problems)} problem(s):")
    for p in problems[:60]:
        print("  " + p)
    sys.exit(1)
print("tensorboard_readback: ok (a run, a killed-and-resumed run and lathe-cli tensorboard read back by TensorBoard)")
