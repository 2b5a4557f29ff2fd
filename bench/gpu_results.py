#!/usr/bin/env python3
"""The GPU check's results (bench/gpu_check.sh): reads a finished run folder into one JSON row, and
renders every step's JSON into the Markdown summary that docs/benchmarks.md takes its GPU figures from.

  gpu_results.py run RUN_DIR [key=value ...]     one JSON line: the run's steady samples/s, data wait,
                                                 GPU utilisation, precision, executor, batch, accuracy
  gpu_results.py render RESULTS_DIR             the Markdown summary of every step found there
"""
import glob
import json
import os
import sys


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def run_row(folder, extra):
    rows = [json.loads(line) for line in open(os.path.join(folder, "metrics.jsonl")) if line.strip()]
    steady = rows[1:] or rows  # the first epoch holds the warm-up, the executor trial and the capture
    summary = json.load(open(os.path.join(folder, "summary.json")))
    finder_file = os.path.join(folder, "batch_finder.json")
    row = dict(extra)
    row.update(samples_per_second=mean([r.get("samples_per_second") for r in steady]),
               data_wait_percent=mean([r.get("data_wait_percent") for r in steady]),
               gpu_utilisation_percent=mean([r.get("gpu_utilisation_percent") for r in steady]),
               epochs=len(rows), precision=summary.get("precision"), batch=summary.get("batch_size"),
               executor=summary.get("executor", {}).get("choice"), status=summary.get("status"),
               val_accuracy=rows[-1].get("val_accuracy") if rows else None,
               test_accuracy=summary.get("final", {}).get("test_accuracy"))
    if os.path.exists(finder_file):
        row["finder_chosen"] = json.load(open(finder_file)).get("chosen")
    return row


def read_jsonl(path):
    if not os.path.exists(path):
        return []
    out = []
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            out.append(json.loads(line))
    return out


def fmt(v, spec=",.0f"):
    return "-" if v is None else format(v, spec)


def doctor_section(results):
    path = os.path.join(results, "doctor.json")
    if not os.path.exists(path):
        return ["## Self-test (`lathe-cli doctor --full`)", "", "not run", ""]
    try:
        d = json.load(open(path))
    except ValueError as e:
        return ["## Self-test (`lathe-cli doctor --full`)", "", f"doctor.json unreadable: {e}", ""]
    out = ["## Self-test (`lathe-cli doctor --full`)", ""]
    for dev in d.get("devices", []):
        m = dev.get("matmul_tflops", {})
        h = dev.get("h2d_gb_per_s", {})
        out.append(f"- cuda:{dev.get('index')} {dev.get('name')} (compute {dev.get('compute_capability')}, {fmt(dev.get('memory_gib'), '.0f')} GiB); "
                   f"matmul TFLOP/s fp32 {fmt(m.get('fp32'), '.1f')}, TF32 {fmt(m.get('tf32'), '.1f')}, bf16 {fmt(m.get('bf16'), '.1f')}, "
                   f"fp16 {fmt(m.get('fp16'), '.1f')}; host-to-device GB/s pinned {fmt(h.get('pinned'), '.1f')}, pageable {fmt(h.get('pageable'), '.1f')}")
    if not d.get("gpu_usable", False):
        out.append(f"- no usable GPU: {d.get('why_no_gpu')}")
    test = d.get("self_test")
    if test:
        out += ["", f"{test.get('passed')} passed, {test.get('failed')} failed, {test.get('skipped')} skipped"
                + (" (dry run: the CPU stands in for the GPU)" if test.get("cpu_stands_in") else ""), "",
                "| check | device | status | figures | detail | s |", "|---|---|---|---|---|---|"]
        for c in test.get("checks", []):
            figs = []
            for f in c.get("figures", []):
                v = f.get("value")
                text = f"{f['name']} {'NaN' if v is None else format(v, '.3g')}{(' ' + f['unit']) if f.get('unit') else ''}"
                if "min" in f and "max" in f:
                    text += f" [{f['min']:.3g}, {f['max']:.3g}]"
                elif "max" in f:
                    text += f" (≤ {f['max']:.3g})"
                elif "min" in f:
                    text += f" (≥ {f['min']:.3g})"
                figs.append(text)
            status = {"pass": "pass", "fail": "**FAIL**"}.get(c["status"], c["status"])
            out.append(f"| {c['id']} | {c['device']} | {status} | {'; '.join(figs)} | {c.get('text', '')} | {c.get('seconds', 0):.1f} |")
    return out + [""]


def matrix_section(results):
    python = read_jsonl(os.path.join(results, "python.jsonl"))
    lathe = read_jsonl(os.path.join(results, "lathe.jsonl"))
    if not python and not lathe:
        return []
    out = ["## Training throughput, samples/s (steady state: the epochs after the first)", ""]
    flops = {r["model"]: r["flops_per_sample"] for r in python if "flops_per_sample" in r}
    peak = None
    try:
        peak = json.load(open(os.path.join(results, "doctor.json")))["devices"][0]["nominal_tflops"]["bf16"]
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        pass
    python = [r for r in python if "mode" in r or "warm_compile_seconds" in r]
    warm = [r for r in python if "warm_compile_seconds" in r]
    if warm:
        out += [f"torch.compile's graphs compiled first by parallel workers in {warm[0]['warm_compile_seconds']:.0f} s.", ""]
    out += ["| model | precision | Python eager | torch.compile | Lightning | Lathe default | Lathe, CUDA graph off | "
            "× eager | × compile | × Lightning | graph on / off | Lathe executor | GPU util % | data wait % |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    keys = []
    for r in python + lathe:
        k = (r.get("model"), r.get("amp"))
        if k[0] and k not in keys:
            keys.append(k)
    for model, amp in keys:
        def py(mode):
            r = next((r for r in python if r.get("model") == model and r.get("amp") == amp and r.get("mode") == mode), None)
            return None if r is None else r.get("samples_per_second")
        def la(variant):
            return next((r for r in lathe if r.get("model") == model and r.get("amp") == amp and r.get("variant") == variant), {})
        e, c, l = py("eager"), py("compile"), py("lightning")
        d, n = la("default"), la("no-graph")
        ds, ns = d.get("samples_per_second"), n.get("samples_per_second")
        ratio = lambda a, b: "-" if a is None or not b else f"{a / b:.2f}x"
        out.append(f"| {model} | {amp} | {fmt(e)} | {fmt(c)} | {fmt(l)} | {fmt(ds)} | {fmt(ns)} | {ratio(ds, e)} | {ratio(ds, c)} | "
                   f"{ratio(ds, l)} | {ratio(ds, ns)} | {d.get('executor', '-')} | {fmt(d.get('gpu_utilisation_percent'))} | "
                   f"{fmt(d.get('data_wait_percent'), '.2f')} |")
    if flops:
        out += ["", "Model-FLOP utilisation of Lathe's default bf16 run (forward and backward FLOPs per sample from PyTorch's "
                f"FLOP counter, against the GPU's dense bf16 peak of {fmt(peak, '.0f')} TFLOP/s):", ""]
        for model, f in flops.items():
            d = next((r for r in lathe if r.get("model") == model and r.get("amp") == "bf16" and r.get("variant") == "default"), {})
            rate = d.get("samples_per_second")
            mfu = f"{100 * rate * f / (peak * 1e12):.2f} %" if rate and peak else "-"
            out.append(f"- {model}: {f / 1e6:.1f} MFLOP per sample; {fmt(rate)} samples/s = {fmt(rate * f / 1e12 if rate else None, '.2f')} TFLOP/s; MFU {mfu}")
    errors = [r for r in python if "error" in r]
    for r in errors:
        out.append(f"- Python {r['model']} {r['amp']} {r['mode']}: {r['error']}")
    return out + [""]


def simple_section(results, name, title):
    rows = read_jsonl(os.path.join(results, name))
    if not rows:
        return []
    keys = []
    for r in rows:
        keys += [k for k in r if k not in keys]
    out = [f"## {title}", "", "| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    for r in rows:
        out.append("| " + " | ".join(fmt(r.get(k), ".4g") if isinstance(r.get(k), float) else str(r.get(k, "-")) for k in keys) + " |")
    return out + [""]


def render(results):
    out = ["# Lathe GPU check", ""]
    env = os.path.join(results, "environment.txt")
    if os.path.exists(env):
        out += ["```", open(env).read().rstrip(), "```", ""]
    out += doctor_section(results)
    out += matrix_section(results)
    out += simple_section(results, "demo.jsonl", "The demo, end to end (configs/fashion-mnist.json)")
    out += simple_section(results, "finder.jsonl", "Batch-size finder where GPU memory binds")
    stream = os.path.join(results, "streaming.md")
    if os.path.exists(stream):
        out += ["## JPEG folder streamed into the small ResNet", "", open(stream).read().rstrip(), ""]
    accuracy = os.path.join(results, "accuracy.md")
    if os.path.exists(accuracy):
        out += ["## Time to a test accuracy (bench/time_to_accuracy.sh)", "", open(accuracy).read().rstrip(), ""]
    out += simple_section(results, "nccl.jsonl", "Data parallel")
    out += simple_section(results, "layout.jsonl", "compile.channels_last on the GPU: the default (auto: channels-last) against contiguous")
    out += simple_section(results, "profile.jsonl", "Where a step's time goes (lathe-cli train --profile-steps 40)")
    gpusweep = os.path.join(results, "gpusweep.md")
    if os.path.exists(gpusweep):
        out += ["## A search's trials spread over the GPUs (sweep --gpus all --parallel 2)", "", "```", open(gpusweep).read().rstrip(), "```", ""]
    steps = read_jsonl(os.path.join(results, "steps.jsonl"))
    if steps:
        out += ["## Steps", "", "| step | exit code | seconds |", "|---|---|---|"]
        out += [f"| {s['step']} | {s['rc']} | {s['seconds']:.0f} |" for s in steps]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "run":
        extra = dict(kv.split("=", 1) for kv in sys.argv[3:])
        print(json.dumps(run_row(sys.argv[2], extra)))
    elif len(sys.argv) == 3 and sys.argv[1] == "render":
        sys.stdout.write(render(sys.argv[2]))
    else:
        sys.exit(__doc__)
