"""`secure-lint packs query`: round-robin sampling across packs, filters, detail, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from secure_lint.review.knowledge import PackQueryError, first_step, packs_by_id, query_packs, recommend_packs


def test_round_robin_takes_one_item_of_each_pack_per_round() -> None:
    result = query_packs(["web-next", "expo-rn"], max_items=5)
    assert [(i.pack, i.id) for i in result.items] == [
        ("web-next", "NEXT-MIDDLEWARE-AUTH"),
        ("expo-rn", "EXPO-SECURE-STORE"),
        ("web-next", "NEXT-SERVER-ACTIONS"),
        ("expo-rn", "EXPO-SECURE-STORE-ACCESS"),
        ("web-next", "NEXT-ROUTE-HANDLERS"),
    ]
    assert result.items_per_pack == {"web-next": 3, "expo-rn": 2}
    assert result.truncated_by_max_items is True


def test_a_short_pack_is_not_starved_and_category_filter_is_not_truncation() -> None:
    result = query_packs(["core", "web-next"], categories=["Secrets"], max_items=60)
    assert [(i.pack, i.id) for i in result.items] == [
        ("core", "CMN-SECRETS"),
        ("web-next", "NEXT-ENV-EXPOSURE"),
        ("web-next", "NEXT-CLIENT-SECRETS"),
    ]
    assert result.truncated_by_max_items is False
    assert result.categories == ["secrets"]


def test_summary_gives_the_first_step_full_gives_the_narrative() -> None:
    summary = query_packs(["web-next"], max_items=1).items[0]
    assert summary.remediation == "Use middleware for coarse redirects only"
    assert summary.description is None
    full = query_packs(["web-next"], max_items=1, detail="full").items[0]
    assert full.remediation.startswith("1. Use middleware for coarse redirects only")
    assert full.description and full.impact_if_unremediated and full.verification_suggestion


def test_first_step() -> None:
    assert first_step("1. Rotate the key; then scrub history.\n2. Next") == "Rotate the key"
    assert first_step("Use argon2id.") == "Use argon2id."
    assert first_step("") == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((["nope"],), "no pack 'nope'; packs: apple-desktop, auth-web, core"),
        ((["core"] * 7,), "at most 6 packs per query"),
        ((["core"], ["crypto"]), "--category crypto: no such category"),
    ],
)
def test_bad_queries(args: tuple[object, ...], message: str) -> None:
    with pytest.raises(PackQueryError, match=message.replace("(", r"\(")):
        query_packs(*args)  # type: ignore[arg-type]


def test_recommended_packs_follow_the_stacks() -> None:
    available = sorted(packs_by_id())  # the bundled packs; recommendations come in priority order
    assert recommend_packs({"common", "typescript", "nextjs"}, available) == [
        "core",
        "secrets",
        "web-next",
        "auth-web",
        "web-api",
    ]
    assert recommend_packs({"common", "typescript"}, available) == [
        "core",
        "secrets",
        "auth-web",
        "web-api",
        "threat-model",
    ]
    assert recommend_packs({"common", "swift", "macos"}, available) == ["core", "secrets", "swift-ios", "apple-desktop"]
    assert recommend_packs({"common"}, available) == ["core", "secrets", "threat-model"]


def test_cli_json_text_and_unknown_pack(run_cli, tmp_path: Path) -> None:
    import json

    result = run_cli("packs", "query", "core", "secrets", "--max-items", "2", "--format", "json", cwd=tmp_path)
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [i["id"] for i in data["items"]] == ["CMN-AUTH-SESSION", "SEC-NO-HARDCODE"]
    text = run_cli("packs", "query", "core", "--max-items", "1", cwd=tmp_path)
    assert text.stdout.splitlines()[-1] == "1 items: core 1 (--max-items 1 reached)"
    bad = run_cli("packs", "query", "nope", cwd=tmp_path)
    assert bad.exit_code == 2
    assert bad.stderr.startswith("secure-lint: error: no pack 'nope'; packs: ")
    assert bad.stderr.count("\n") == 1
    too_many = run_cli("packs", "query", "core", "--max-items", "61", cwd=tmp_path)
    assert too_many.exit_code == 2
