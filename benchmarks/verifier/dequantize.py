"""Rebuild a trainable checkpoint from a shipped int8 model folder: every quantised weight is dequantised
((q - zero point) x scale), every fp32 initialiser is taken as it is, and the result is saved as a transformers
BertForSequenceClassification folder that `train.py --base` continues from.

Why: the fp32 checkpoint a model was exported from is not kept (it lives outside the repository), but the int8
file is committed. Continuing from its 7-bit weights loses a little precision, which further training recovers;
the model card records that a run started from a dequantised model and from which one (its SHA-256).

Runs in the training environment (torch, transformers, onnx):

    /root/trainenv/bin/python benchmarks/verifier/dequantize.py --model engine/verifier/model \
        --base /root/verifier_work/basezip --out /root/verifier_work/dequantized
"""

from __future__ import annotations

import argparse
import json
import shutil
from collections import defaultdict
from pathlib import Path

import numpy as np
import onnx
import torch
from onnx import numpy_helper
from transformers import BertConfig, BertForSequenceClassification

LABELS = ("entailment", "neutral", "contradiction")
QUANTISED = "_quantized"


def _tensors(graph: onnx.GraphProto) -> dict[str, np.ndarray]:
    return {init.name: numpy_helper.to_array(init) for init in graph.initializer}


def _dequantised(tensors: dict[str, np.ndarray], stem: str) -> np.ndarray:
    q = tensors[stem + QUANTISED].astype(np.float32)
    zero = tensors[stem + "_zero_point"].astype(np.float32)
    return (q - zero) * tensors[stem + "_scale"].astype(np.float32)


def _consumers(graph: onnx.GraphProto) -> dict[str, list[onnx.NodeProto]]:
    """For each tensor name, the nodes that read it."""
    consumers: dict[str, list[onnx.NodeProto]] = defaultdict(list)
    for node in graph.node:
        for name in node.input:
            consumers[name].append(node)
    return consumers


def _bias_after(consumers: dict[str, list[onnx.NodeProto]], output: str, biases: set[str]) -> str:
    """The name of the bias added to a quantised MatMul's result: the first Add downstream whose other input is a
    named `.bias` initialiser (MatMulInteger -> Cast -> Mul(scale) -> Add(bias) in onnxruntime's dynamic
    quantisation)."""
    frontier, seen = [output], set()
    for _ in range(6):
        following = []
        for name in frontier:
            for node in consumers[name]:
                if id(node) in seen:
                    continue
                seen.add(id(node))
                found = [i for i in node.input if i in biases]
                if node.op_type == "Add" and found:
                    return found[0]
                following.extend(node.output)
        frontier = following
    raise ValueError(f"no bias follows {output}")


def state_dict(model_file: Path) -> dict[str, torch.Tensor]:
    graph = onnx.load(str(model_file)).graph
    tensors = _tensors(graph)
    state: dict[str, torch.Tensor] = {}
    for name, value in tensors.items():
        if name.startswith(("bert.", "classifier.")) and not name.endswith(("_scale", "_zero_point", QUANTISED)):
            state[name] = torch.from_numpy(value.copy())
    for name in tensors:
        if name.startswith("bert.embeddings.") and name.endswith(QUANTISED):
            stem = name[: -len(QUANTISED)]
            state[stem] = torch.from_numpy(_dequantised(tensors, stem))
    biases = {n for n in tensors if n.endswith(".bias")}
    consumers = _consumers(graph)
    weights = {}
    for node in graph.node:
        if node.op_type not in ("MatMulInteger", "MatMul"):
            continue
        held = [i for i in node.input if i in tensors and tensors[i].ndim == 2]
        if not held:
            continue  # attention's own products: no weight
        weight = held[0]
        value = _dequantised(tensors, weight[: -len(QUANTISED)]) if weight.endswith(QUANTISED) else tensors[weight]
        # A MatMul weight is (in, out); torch's Linear keeps (out, in).
        layer = _bias_after(consumers, node.output[0], biases)[: -len(".bias")]
        weights[layer + ".weight"] = torch.from_numpy(np.ascontiguousarray(value.T))
    state.update(weights)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True, help="a model folder (verifier.json, the .onnx file)")
    parser.add_argument("--base", type=Path, required=True, help="the base model folder (config and tokenizer)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    settings = json.loads((args.model / "verifier.json").read_text())
    config = BertConfig.from_pretrained(args.base)
    config.num_labels = len(LABELS)
    config.id2label = dict(enumerate(LABELS))
    config.label2id = {label: i for i, label in enumerate(LABELS)}
    model = BertForSequenceClassification(config)
    state = state_dict(args.model / settings["model_file"])
    missing, unexpected = model.load_state_dict(state, strict=False)
    # position_ids is a buffer, not a weight; nothing else may be missing.
    missing = [m for m in missing if not m.endswith("position_ids")]
    if missing or unexpected:
        raise SystemExit(f"weights do not match: missing {missing}, unexpected {unexpected}")
    args.out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(args.out)
    for name in ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.txt"):
        if (args.base / name).exists():
            shutil.copyfile(args.base / name, args.out / name)
    print(f"{len(state)} tensors from {args.model / settings['model_file']} -> {args.out}")


if __name__ == "__main__":
    main()
