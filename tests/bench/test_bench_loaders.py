"""Loaders: the shared JSONL schema, RAGTruth and HaluEval as released, all on tiny fixtures of our own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.bench import DataError, load_data_dir, load_halueval, load_jsonl, load_ragtruth

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bench"


def test_shared_schema_round_trip() -> None:
    items = load_jsonl(FIXTURES / "shared" / "toy_qa_dev.jsonl")
    assert [i.id for i in items] == ["toy-qa-1", "toy-qa-2", "toy-qa-3", "toy-qa-4"]
    wrong = items[1]
    assert wrong.hallucinated and wrong.dataset == "toy_qa" and len(wrong.sources) == 1
    assert [(s.text, s.type) for s in wrong.spans] == [("24 metres", "number")]
    assert wrong.answer[wrong.spans[0].start : wrong.spans[0].end] == "24 metres"
    assert load_jsonl(FIXTURES / "shared" / "toy_qa_dev.jsonl", limit=2)[-1].id == "toy-qa-2"


def test_data_dir_discovers_by_dataset_field_and_filters() -> None:
    data = load_data_dir(FIXTURES / "shared")
    assert list(data) == ["toy_math", "toy_qa"]
    assert [len(v) for v in data.values()] == [2, 4]
    only = load_data_dir(FIXTURES / "shared", ["toy_qa"], limit=1)
    assert list(only) == ["toy_qa"] and len(only["toy_qa"]) == 1
    with pytest.raises(DataError, match=r"no data set named nope .*found: toy_math, toy_qa"):
        load_data_dir(FIXTURES / "shared", ["nope"])
    with pytest.raises(DataError, match="data directory not found"):
        load_data_dir(FIXTURES / "missing")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"label": "maybe"}, "label must be one of"),
        ({"sources": "text"}, "sources must be a list of strings"),
        ({"spans": [{"start": 0, "end": 3, "text": "xyz"}]}, "does not match its text"),
        ({"spans": [{"start": 0}]}, "integer start/end"),
        ({"answer": None}, "field 'answer' must be text"),
    ],
)
def test_bad_records_name_file_and_line(tmp_path: Path, change: dict[str, object], message: str) -> None:
    good = {
        "id": "a",
        "dataset": "d",
        "task": "qa",
        "question": "",
        "answer": "abc",
        "sources": [],
        "label": "faithful",
    }
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps(good) + "\n\n" + json.dumps({**good, **change}) + "\n")
    with pytest.raises(DataError, match=rf"d\.jsonl:3: .*{message}"):
        load_jsonl(path)


def test_missing_field_and_broken_json(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text('{"id": "a", "dataset": "d", "answer": "x"}\n')
    with pytest.raises(DataError, match=r"d\.jsonl:1: missing field 'label'"):
        load_jsonl(path)
    path.write_text("{not json\n")
    with pytest.raises(DataError, match=r"d\.jsonl:1: not valid JSON"):
        load_jsonl(path)


def test_ragtruth_test_split_good_quality_with_spans() -> None:
    items = load_ragtruth(FIXTURES / "ragtruth")
    assert [i.id for i in items] == ["ragtruth-1", "ragtruth-2", "ragtruth-3"]  # train and truncated left out
    qa, summary, data2txt = items
    assert qa.task == "qa" and qa.question == "When does the ferry leave?" and qa.label == "faithful"
    assert "ferry to Brisa" in qa.sources[0]
    assert summary.task == "summary" and summary.hallucinated
    span = summary.spans[0]
    assert summary.answer[span.start : span.end] == "starts in August" and span.type == "Evident Conflict"
    assert json.loads(data2txt.sources[0]) == {"name": "Café Lumen", "stars": 4.5, "city": "Porto"}
    assert data2txt.spans[0].start == 0 and data2txt.spans[0].text == "Café Lumen has five stars"
    assert [i.id for i in load_ragtruth(FIXTURES / "ragtruth", split=None)] == [f"ragtruth-{n}" for n in (1, 2, 3, 4)]
    assert list(load_data_dir(FIXTURES / "ragtruth")) == ["ragtruth"]


def test_halueval_files_as_released() -> None:
    qa = load_halueval(FIXTURES / "halueval" / "qa_data.json")
    assert [(i.id, i.label, i.answer) for i in qa] == [
        ("halueval-qa-1-right", "faithful", "1968"),
        ("halueval-qa-1-hallucinated", "hallucinated", "Arbor Hall opened in 1971."),
    ]
    assert qa[0].question.startswith("In which year") and qa[0].sources[0].startswith("Arbor Hall")
    general = load_halueval(FIXTURES / "halueval" / "general_data.json")
    assert [(i.id, i.label, i.sources) for i in general] == [
        ("halueval-general-1", "faithful", ()),
        ("halueval-general-2", "hallucinated", ()),
    ]
    assert general[1].spans[0].text == "90 degrees Celsius"
    dialogue = load_halueval(FIXTURES / "halueval" / "dialogue_data.json")
    assert dialogue[1].answer == "It was directed by Tom Hale." and dialogue[1].question.startswith("[Human]")
    summary = load_halueval(FIXTURES / "halueval" / "summarization_data.json", limit=1)
    assert len(summary) == 1 and summary[0].question == "" and summary[0].dataset == "halueval_summarization"
    names = list(load_data_dir(FIXTURES / "halueval"))
    assert names == ["halueval_dialogue", "halueval_general", "halueval_qa", "halueval_summarization"]


def test_unknown_halueval_record(tmp_path: Path) -> None:
    path = tmp_path / "qa_data.json"
    path.write_text('{"foo": 1}\n')
    with pytest.raises(DataError, match=r"qa_data\.json:1: not a HaluEval record"):
        load_halueval(path)
