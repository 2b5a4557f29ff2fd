"""Short Lathe training runs for the benchmarks that compare settings by what a run reaches
(lr_finder_quality.py, default_settings.py): each built-in model on an example config, cut to a few
seconds of CPU per run, and one function that trains it and reads its last epoch's metrics."""
import glob
import json
import math
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLI = os.environ.get("LATHE_CLI", os.path.join(ROOT, "build", os.environ.get("LATHE_PRESET", "dev"), "bin", "lathe-cli"))
PYTHON = os.environ.get("LATHE_PYTHON", os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                                                     "lathe", "venv-torch-2.11.0", "bin", "python"))

# model kind: (example config, --set overrides)
MODELS = {
    "mlp": ("fashion-mnist-mlp.json", ["data.limit=12000", "training.epochs=3"]),
    "cnn2d": ("fashion-mnist.json", ["data.limit=6400", "training.epochs=2"]),
    "resnet": ("fashion-mnist.json", ["model.kind=resnet", "model.blocks_per_stage=2", "data.limit=3200", "training.epochs=2"]),
    "cnn1d": ("timeseries-air-quality.json", ["training.epochs=6"]),
    "transformer": ("sensors-transformer.json", ["training.epochs=6"]),
    "cnn_transformer": ("sensors-cnn-transformer.json", ["training.epochs=6"]),
}
# The same models as a user meets them (`--length full`): each example config as shipped, trained to
# its end (the ResNet's is the bundled image folder, 400 images, 8 epochs with augmentation).
MODELS_FULL = {
    "mlp": ("fashion-mnist-mlp.json", []),
    "cnn2d": ("fashion-mnist.json", []),
    "resnet": ("image-folder.json", []),
    "cnn1d": ("timeseries-air-quality.json", []),
    "transformer": ("sensors-transformer.json", []),
    "cnn_transformer": ("sensors-cnn-transformer.json", []),
}
LENGTHS = {"short": MODELS, "full": MODELS_FULL}
# The models whose runs are classifications (val_accuracy); cnn1d forecasts (val_loss).
CLASSIFIERS = {"mlp", "cnn2d", "resnet", "transformer", "cnn_transformer"}


def lathe_run(config, sets, seed, runs):
    """lathe-cli train on configs/CONFIG with the --set overrides and seed, on the CPU, in a fresh
    folder under `runs`: {"run": its run folder or None, "metrics": the last epoch's metrics (a value
    that was not finite reads as inf), "kept": the metrics of the epoch whose weights the run keeps
    (summary.json's "best": what it tests and exports; the last epoch's when it has none), "test":
    those weights' metrics on the test split (evaluation.json; empty without one), "error": the last
    line of stderr when it failed}."""
    folder = tempfile.mkdtemp(dir=runs)
    cmd = [CLI, "train", os.path.join(ROOT, "configs", config), "--no-gpu", "-q", "--runs-dir", folder,
           "--set", f"training.seed={seed}", "--set", "output.export_model=false"]
    for s in sets:
        cmd += ["--set", s]
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    run = (glob.glob(os.path.join(folder, "*", "")) or [None])[0]
    if p.returncode != 0 or not run or not os.path.exists(os.path.join(run, "metrics.jsonl")):
        return {"run": run, "metrics": {}, "error": (p.stderr.strip().splitlines() or [""])[-1]}
    last = {}
    with open(os.path.join(run, "metrics.jsonl")) as f:
        for line in f:
            last = json.loads(line)
    def finite(record, prefixes=("val_", "train_")):
        return {k: (math.inf if v is None else v) for k, v in record.items() if k.startswith(prefixes)}
    kept = {}
    try:
        with open(os.path.join(run, "summary.json")) as f:
            kept = finite(json.load(f).get("best") or {})
    except (OSError, ValueError):
        pass
    test = {}
    try:
        with open(os.path.join(run, "evaluation.json")) as f:
            test = finite(json.load(f).get("metrics") or {}, ("test_",))
    except (OSError, ValueError):
        pass
    return {"run": run, "metrics": finite(last), "kept": kept or finite(last), "test": test}


def scored(result, length):
    """The metrics a run of `length` is judged by: a short run's last epoch; a full run's kept weights
    (early stopping ends it epochs after its best)."""
    return result["metrics"] if length == "short" else result.get("kept", {})
