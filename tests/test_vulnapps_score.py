"""The dev-set scorer (bench/vulnapps/score.py): truth parsing and label matching."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
import yaml

SCORE_PY = Path(__file__).resolve().parent.parent / "bench" / "vulnapps" / "score.py"


@pytest.fixture(scope="module")
def score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("vulnapps_score", SCORE_PY)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["vulnapps_score"] = module
    spec.loader.exec_module(module)
    return module


def test_truth_file_parses_and_names_known_classes(score: ModuleType) -> None:
    labels = score.read_truth(SCORE_PY.parent / "truth.tsv")
    assert len(labels) > 200
    apps = yaml.safe_load((SCORE_PY.parent / "apps.yaml").read_text())["apps"]
    assert {label.app for label in labels} <= set(apps)
    spans = [label for label in labels if label.first != label.last]
    assert spans and all(label.first < label.last for label in spans)


def test_a_finding_matches_on_the_same_file_near_the_span_with_a_compatible_cwe(
    score: ModuleType, tmp_path: Path
) -> None:
    truth = tmp_path / "truth.tsv"
    truth.write_text(
        "# comment\n"
        "app\troutes/a.js:10-14\tsql-injection\tCWE-89\tyes\tconcatenated query\n"
        "app\troutes/a.js:40\txss\tCWE-79\tno\tneeds the template\n"
        "app\troutes/b.js:5\tweak-random\tCWE-338\ttriage\tfound while judging\n"
    )
    labels = score.read_truth(truth)
    hits = [
        score.Hit("sql.concat", "routes/a.js", 17, frozenset({89})),  # 3 lines after the span
        score.Hit("sql.concat", "routes/a.js", 18, frozenset({89})),  # 4 lines after: too far
        score.Hit("xss.any", "routes/a.js", 12, frozenset({79})),  # right place, wrong class
        score.Hit("random", "routes/b.js", 5, frozenset({338})),  # a triage label
    ]
    result, missed, false = score.score_app("app", labels, hits)
    assert (result.labels, result.found, result.findings, result.true_positives) == (1, 1, 4, 2)
    assert missed == []
    assert [(h.rule_id, h.line) for h in false] == [("sql.concat", 18), ("xss.any", 12)]


def test_a_flow_whose_source_lies_in_the_span_matches_though_its_sink_is_in_a_helper(
    score: ModuleType, tmp_path: Path
) -> None:
    truth = tmp_path / "truth.tsv"
    truth.write_text("app\tSSRF/middleware.js:21-40\tssrf\tCWE-918\tyes\tbody URL fetched by a helper\n")
    labels = score.read_truth(truth)
    via_helper = score.Hit("ssrf", "SSRF/middleware.js", 6, frozenset({918}), frozenset({("SSRF/middleware.js", 21)}))
    elsewhere = score.Hit("ssrf", "SSRF/middleware.js", 6, frozenset({918}), frozenset({("SSRF/other.js", 21)}))
    assert score.score_app("app", labels, [via_helper])[0].found == 1
    assert score.score_app("app", labels, [elsewhere])[0].found == 0


def test_a_bad_truth_line_names_its_line(score: ModuleType, tmp_path: Path) -> None:
    truth = tmp_path / "truth.tsv"
    truth.write_text("app\ta.js:1\tnot-a-class\tCWE-1\tyes\tnote\n")
    with pytest.raises(SystemExit, match=r"truth.tsv:1: unknown class 'not-a-class'"):
        score.read_truth(truth)


def test_a_tls_label_takes_a_certificate_validation_finding_and_not_a_cleartext_one(
    score: ModuleType, tmp_path: Path
) -> None:
    truth = tmp_path / "truth.tsv"
    truth.write_text("app\tNet/Client.swift:20-23\ttls\tCWE-295\tyes\tdelegate trusts any certificate\n")
    labels = score.read_truth(truth)
    trust_all = score.Hit("swift.tls.trust-all", "Net/Client.swift", 22, frozenset({295}))
    cleartext = score.Hit("swift.transport.http-url", "Net/Client.swift", 22, frozenset({319}))
    assert score.score_app("app", labels, [trust_all])[0].found == 1
    assert score.score_app("app", labels, [cleartext])[0].found == 0


def test_an_info_exposure_label_takes_a_finding_of_a_sensitive_folder_served(score: ModuleType, tmp_path: Path) -> None:
    """CWE-538 (sensitive files placed where outsiders reach them) is information exposure."""
    truth = tmp_path / "truth.tsv"
    truth.write_text("app\tserver.js:51\tinfo-exposure\tCWE-200\tyes\tthe backup folder served statically\n")
    labels = score.read_truth(truth)
    served = score.Hit("node.static.sensitive-folder", "server.js", 51, frozenset({538}))
    cookie = score.Hit("node.session.express-session-insecure-cookie", "server.js", 51, frozenset({614}))
    assert score.score_app("app", labels, [served])[0].found == 1
    assert score.score_app("app", labels, [cookie])[0].found == 0


def test_a_csrf_label_matches_a_csrf_finding_anywhere_in_the_same_app(score: ModuleType, tmp_path: Path) -> None:
    """CSRF is a defence missing across an app: labelled on a route or at the setup, it is found by
    the finding at the app's setup (or at a route), and not by one in another package's app."""
    for folder in ("", "admin"):
        (tmp_path / folder / "package.json").parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / folder / "package.json").write_text("{}")
    truth = tmp_path / "truth.tsv"
    truth.write_text(
        "app\tsrc/routes/transfer.js:40-44\tcsrf\tCWE-352\tyes\tcookie-authenticated transfer\n"
        "app\tindex.js:12\tcsrf\tCWE-352\tyes\tno CSRF defence\n"
        "app\tadmin/src/routes.js:9\tcsrf\tCWE-352\tyes\tthe admin app's delete form\n"
    )
    labels = score.read_truth(truth)
    hits = [
        score.Hit("node.csrf.app-without-csrf-defence", "index.js", 3, frozenset({352})),
        score.Hit("node.xss", "admin/src/routes.js", 9, frozenset({79})),
    ]
    result, missed, false = score.score_app("app", labels, hits, tmp_path)
    assert (result.labels, result.found, result.true_positives) == (3, 2, 1)
    assert [label.path for label in missed] == ["admin/src/routes.js"]
    assert [h.rule_id for h in false] == ["node.xss"]
    # without the app's files, the line rule applies: the setup finding is 9 lines from the setup label
    assert score.score_app("app", labels, hits)[0].found == 0
