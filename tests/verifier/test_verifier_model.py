"""The shipped verifier model: checked before it loads, loaded once, scores pairs in batches, never crashes on
long input, and turns missing or corrupt files into VerifierUnavailable."""

from __future__ import annotations

import hashlib
import shutil
import threading
from pathlib import Path

import pytest

from engine.errors import SaifeError
from engine.verifier import MODEL_DIR, Verifier, VerifierUnavailable, check_files, load_verifier

EVIDENCE = "The Eiffel Tower in Paris was completed in 1889 and is 330 metres tall."


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return load_verifier()


@pytest.fixture
def model_copy(tmp_path: Path) -> Path:
    target = tmp_path / "model"
    shutil.copytree(MODEL_DIR, target)
    return target


def _model_file(directory: Path) -> Path:
    return next(p for p in directory.iterdir() if p.suffix == ".onnx")


def test_shipped_files_match_their_checksums_and_fit_the_budget() -> None:
    files = check_files(MODEL_DIR)
    assert {"tokenizer.json", "verifier.json"} <= set(files)
    assert any(name.endswith(".onnx") for name in files)
    assert sum(p.stat().st_size for p in MODEL_DIR.iterdir()) <= 40 * 1024 * 1024


def test_loaded_once_per_process(verifier: Verifier) -> None:
    assert load_verifier() is verifier
    assert load_verifier(MODEL_DIR) is verifier


def test_threads_racing_on_first_load_share_one_verifier(model_copy: Path) -> None:
    found: list[Verifier] = []
    threads = [threading.Thread(target=lambda: found.append(load_verifier(model_copy))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(found) == 4 and all(v is found[0] for v in found)


def test_batch_scores_one_triple_per_pair_summing_to_one(verifier: Verifier) -> None:
    pairs = [(EVIDENCE, f"The tower was completed in {year}.") for year in range(1880, 1900)]
    scores = verifier.score(pairs, batch_size=8)
    assert len(scores) == len(pairs)
    for score in scores:
        total = score.entailment + score.neutral + score.contradiction
        assert total == pytest.approx(1.0, abs=1e-4)
        assert all(0.0 <= p <= 1.0 for p in (score.entailment, score.neutral, score.contradiction))
    assert verifier.score([]) == []


def test_obvious_entailment_scores_above_obvious_contradiction(verifier: Verifier) -> None:
    supported, contradicted = verifier.score(
        [(EVIDENCE, "The Eiffel Tower was completed in 1889."), (EVIDENCE, "The Eiffel Tower was never completed.")]
    )
    assert supported.entailment > contradicted.entailment
    assert contradicted.contradiction > supported.contradiction


def test_a_paraphrase_is_supported_more_than_an_unrelated_claim(verifier: Verifier) -> None:
    paraphrase, unrelated = verifier.score(
        [(EVIDENCE, "Construction of the Paris tower finished in 1889."), (EVIDENCE, "The Louvre opened in 1793.")]
    )
    assert paraphrase.entailment > unrelated.entailment


def test_long_inputs_are_truncated_not_fatal(verifier: Verifier) -> None:
    long_text = ("The committee met again on Tuesday to discuss the budget. " * 200)[:10_000]
    scores = verifier.score(
        [(long_text, long_text), (EVIDENCE, long_text), (long_text, "The budget was discussed."), ("", "")]
    )
    assert len(scores) == 4
    assert all(s.entailment + s.neutral + s.contradiction == pytest.approx(1.0, abs=1e-4) for s in scores)


def test_the_error_belongs_to_the_engine_tree() -> None:
    assert issubclass(VerifierUnavailable, SaifeError)


def test_a_corrupt_model_file_is_refused_before_loading(model_copy: Path) -> None:
    model = _model_file(model_copy)
    data = bytearray(model.read_bytes())
    data[len(data) // 2] ^= 0xFF
    model.write_bytes(bytes(data))
    with pytest.raises(VerifierUnavailable, match="corrupt"):
        Verifier(model_copy)


def test_an_edited_tokenizer_is_refused(model_copy: Path) -> None:
    tokenizer = model_copy / "tokenizer.json"
    tokenizer.write_text(tokenizer.read_text() + " ")
    with pytest.raises(VerifierUnavailable, match="corrupt"):
        load_verifier(model_copy)


def test_a_missing_model_file_is_reported(model_copy: Path) -> None:
    _model_file(model_copy).unlink()
    with pytest.raises(VerifierUnavailable, match="missing"):
        Verifier(model_copy)


def test_a_folder_without_checksums_is_reported(tmp_path: Path) -> None:
    with pytest.raises(VerifierUnavailable, match="missing"):
        Verifier(tmp_path)


def test_a_file_that_matches_its_checksum_but_is_not_a_model_is_reported(model_copy: Path) -> None:
    model = _model_file(model_copy)
    model.write_bytes(b"not an onnx graph")
    sums = model_copy / "SHA256SUMS"
    lines = [
        f"{hashlib.sha256(model.read_bytes()).hexdigest()}  {model.name}" if line.endswith(model.name) else line
        for line in sums.read_text().splitlines()
    ]
    sums.write_text("\n".join(lines) + "\n")
    with pytest.raises(VerifierUnavailable, match="cannot be loaded"):
        Verifier(model_copy)


def test_a_failed_load_is_retried_once_the_files_are_back(model_copy: Path, tmp_path: Path) -> None:
    tokenizer = model_copy / "tokenizer.json"
    original = tokenizer.read_bytes()
    tokenizer.write_bytes(original + b"\n")
    with pytest.raises(VerifierUnavailable):
        load_verifier(model_copy)
    tokenizer.write_bytes(original)
    assert load_verifier(model_copy).score([(EVIDENCE, EVIDENCE)])
