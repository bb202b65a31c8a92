"""`secure-lint architecture`: surfaces from code, exposure, gaps, priorities, packs."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def _surfaces(data: dict[str, Any]) -> list[tuple[str, str, int | None, str]]:
    return [(s["kind"], p["path"], p["line"], p["exposure"]) for s in data["surfaces"] for p in s["paths"]]


def test_monorepo_surfaces_come_from_code(monorepo: Path, review_json) -> None:
    data = review_json("architecture", root=monorepo)
    assert _surfaces(data) == [
        ("http_route", "apps/api/src/routes/users.ts", 4, "public"),  # express.Router()
        ("http_route", "apps/api/src/server.ts", 6, "public"),  # app.post("/webhooks/stripe", ...)
        ("http_route", "apps/api/src/server.ts", 8, "public"),  # app.get("/health", ...): each route its own
        ("http_route", "apps/web/app/api/health/route.ts", 3, "public"),
        ("http_route", "apps/web/app/api/orders/[id]/route.ts", 5, "authenticated"),  # getServerSession
        ("server_action", "apps/web/lib/billing.ts", 1, "public"),  # 'use server', whatever the name
        ("webhook", "apps/api/src/webhooks/stripe.ts", 7, "public"),
        ("middleware", "apps/web/middleware.ts", 3, "public"),
        ("deep_link", "apps/ios/Wallet/AppDelegate.swift", 5, "public"),  # application(_:open:options:)
        ("deep_link", "apps/mobile/app.json", 5, "public"),  # "scheme"
        ("deep_link", "apps/mobile/app/_layout.tsx", 1, "public"),  # expo-linking
        ("webview", "apps/ios/Wallet/WebViewController.swift", 5, "public"),
        ("webview", "apps/mobile/app/checkout.tsx", 2, "public"),
        ("auth_surface", "apps/web/app/api/orders/[id]/route.ts", 1, "public"),
        ("secure_storage", "apps/ios/Wallet/TokenStore.swift", 10, "internal"),
        ("data_layer", "apps/api/src/db.ts", 1, "internal"),
        ("queue", "apps/api/src/jobs/worker.ts", 1, "internal"),
        ("config", "apps/mobile/app.json", None, "internal"),
        ("config", "apps/web/next.config.js", None, "internal"),
        ("app_entry", "apps/api/src/server.ts", 11, "unknown"),
        ("app_entry", "apps/ios/Wallet/AppDelegate.swift", 3, "unknown"),
        ("app_entry", "apps/mobile/app/_layout.tsx", None, "unknown"),
        ("page_entry", "apps/mobile/app/checkout.tsx", None, "unknown"),
        ("page_entry", "apps/web/app/dashboard/page.tsx", None, "unknown"),
    ]
    paths = {p for _, p, _, _ in _surfaces(data)}
    # a file named route.ts that exports no HTTP method, a test, a dependency, an ignored folder
    assert not paths & {"apps/web/lib/route.ts", "apps/api/src/routes/users.test.ts"}
    assert not any(p.startswith(("node_modules/", "apps/web/generated/")) for p in paths)
    assert [(g["path"], g["reason"]) for g in data["coverage_gaps"]] == [
        ("apps/mobile/app.json", "no injection-risk rule runs on this file"),
    ]
    assert data["priority_paths"][:5] == [
        "apps/mobile/app.json",
        "apps/api/src/routes/users.ts",
        "apps/api/src/server.ts",  # its POST /webhooks/stripe route is authorization-sensitive
        "apps/web/lib/billing.ts",
        "apps/api/src/webhooks/stripe.ts",
    ]
    assert data["pack_batches"] == [["core", "secrets", "web-next", "auth-web", "web-api", "expo-rn"], ["swift-ios"]]
    assert [b["name"] for b in data["trust_boundaries"]] == [
        "client -> server",
        "edge -> handlers",
        "third party -> server",
        "other apps and links -> app",
        "web content -> native",
        "app -> device storage",
        "service -> data store",
        "jobs -> workers",
        "build -> shipped bundle",
    ]
    assert data["projects"]["apps/api"] == ["common", "typescript"]


def test_sample_app(sample_app: Path, review_json) -> None:
    data = review_json("architecture", root=sample_app)
    assert _surfaces(data) == [
        ("http_route", "web/app/api/thumbnail/route.ts", 7, "public"),
        ("deep_link", "mobile/app.json", 5, "public"),
        ("auth_surface", "mobile/app/(auth)/login.tsx", None, "public"),
        ("auth_surface", "mobile/lib/session.ts", None, "public"),
        ("secure_storage", "ios/Acme/KeychainStore.swift", 13, "internal"),
        ("secure_storage", "ios/Acme/SafeBits.swift", 5, "internal"),
        ("secure_storage", "ios/Acme/SessionStore.swift", 9, "internal"),
        ("secure_storage", "mobile/app/(auth)/login.tsx", 13, "internal"),
        ("secure_storage", "mobile/lib/session.ts", 6, "internal"),
        ("config", "ios/Acme/Info.plist", None, "internal"),
        ("config", "mobile/app.json", None, "internal"),
        ("config", "web/.env.example", None, "internal"),
        ("config", "web/.env.local", None, "internal"),
        ("config", "web/next.config.mjs", None, "internal"),
        ("page_entry", "mobile/app/(auth)/login.tsx", None, "unknown"),
        ("page_entry", "web/app/about/page.tsx", None, "unknown"),
        ("page_entry", "web/app/posts/[slug]/page.tsx", None, "unknown"),
    ]
    # the route test file is not a surface: tests do not ship
    assert "web/app/api/thumbnail/route.test.ts" not in {p for _, p, _, _ in _surfaces(data)}
    assert data["recommended_packs"] == ["core", "secrets", "web-next", "auth-web", "web-api", "expo-rn", "swift-ios"]
    assert data["brief"][0] == "Stacks: common, typescript, nextjs, expo, swift."


def test_text_and_markdown(run_cli, monorepo: Path) -> None:
    text = run_cli("architecture", "apps/web", cwd=monorepo)
    assert text.exit_code == 0
    assert "  apps/web/lib/billing.ts:1  'use server' [authz-sensitive]" in text.stdout
    markdown = run_cli("architecture", "apps/web", "--format", "markdown", cwd=monorepo)
    assert "| http\\_route | authenticated | apps/web/app/api/orders/\\[id\\]/route.ts:5 |" in markdown.stdout


def test_a_search_that_stops_early_is_said(monorepo: Path, monkeypatch) -> None:
    from secure_lint.review import tree as tree_module
    from secure_lint.review.architecture import build_architecture

    monkeypatch.setattr(tree_module, "GREP_MAX_MATCHES", 1)
    arch = build_architecture(tree_module.tree_at(monorepo, str(monorepo)))
    assert arch.notes == ["a code search stopped at 1 matches: surfaces may be missing"]
