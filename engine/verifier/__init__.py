"""The embedded entailment verifier: a small cross-encoder shipped with the package and run locally (no network,
no API key), which reads whether a sentence window of a source supports, leaves open or contradicts a claim.

The model is all-MiniLM-L6-v2 fine-tuned for 3-way entailment and quantised to int8 ONNX (about 23 MB, in
`model/`, described in `model/MODEL_CARD.md`). It is loaded lazily, once per process, after its files are checked
against `model/SHA256SUMS`; only onnxruntime and tokenizers are needed at run time.

Public API::

    from engine.verifier import load_verifier, candidate_windows, abstains, VerifierUnavailable

    try:
        verifier = load_verifier()                    # Verifier; cached; thread-safe
    except VerifierUnavailable as error:              # missing / corrupt / unloadable model files
        ...                                           # report `str(error)` as an alert; carry on without it
    if not abstains(claim):                           # True for clearly non-English text: do not score it
        windows = candidate_windows(claim, sources)   # [Window(source, start, end, text, score)], best first;
                                                      # sources[w.source][w.start:w.end] == w.text
        scores = verifier.score([(w.text, claim) for w in windows])   # [Scores(entailment, neutral, contradiction)]
        best = max(scores, key=lambda s: s.entailment)
        best.entailment >= verifier.thresholds.supported             # the measured SUPPORTED cut-off
        best.contradiction >= verifier.thresholds.contradicted       # the measured CONTRADICTED cut-off

`Verifier.score` takes any number of (premise, hypothesis) pairs, scores them in batches and returns one `Scores`
per pair (the three probabilities sum to 1). Inputs longer than the model reads (128 word pieces) are truncated,
the premise first; a 10,000-character sentence is fine. The thresholds are data, measured on a held-out split
(`model/verifier.json`); see the model card for what they mean and how reliable the contradiction score is.
"""

from .language import abstains
from .model import MODEL_DIR, Scores, Thresholds, Verifier, VerifierUnavailable, check_files, load_verifier
from .windows import Window, candidate_windows, covers_every_sentence, every_sentence, widened

__all__ = [
    "MODEL_DIR",
    "Scores",
    "Thresholds",
    "Verifier",
    "VerifierUnavailable",
    "Window",
    "abstains",
    "candidate_windows",
    "check_files",
    "covers_every_sentence",
    "every_sentence",
    "load_verifier",
    "widened",
]
