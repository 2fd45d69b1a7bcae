"""`saife bench`: run the engine over labelled data and planted errors, and score it against baselines.

from engine.bench import load_data_dir, run_suite
result = asyncio.run(run_suite(load_data_dir(Path("../shared/data")), [], Config(offline=True)))
"""

from .baselines import BaselineScore, baselines
from .items import BenchItem, LabelledSpan
from .loaders import DataError, load_data_dir, load_jsonl
from .metrics import Confusion, SpanScore
from .outcomes import ClaimOutcome, ItemOutcome
from .planted import CATEGORIES, PlantedScore, load_planted, score_planted
from .published import load_halueval, load_ragtruth
from .rules import CONTRADICTED, MOSTLY_UNCONFIRMED, NOT_VERIFIED, RULES, DecisionRule, ended_blocked
from .runner import check_item, run_items
from .scoring import DatasetScore, score_dataset
from .suite import BenchResult, run_suite

__all__ = [
    "CATEGORIES",
    "CONTRADICTED",
    "MOSTLY_UNCONFIRMED",
    "NOT_VERIFIED",
    "RULES",
    "BaselineScore",
    "BenchItem",
    "BenchResult",
    "ClaimOutcome",
    "Confusion",
    "DataError",
    "DatasetScore",
    "DecisionRule",
    "ItemOutcome",
    "LabelledSpan",
    "PlantedScore",
    "SpanScore",
    "baselines",
    "check_item",
    "ended_blocked",
    "load_data_dir",
    "load_halueval",
    "load_jsonl",
    "load_planted",
    "load_ragtruth",
    "run_items",
    "run_suite",
    "score_dataset",
    "score_planted",
]
