"""Next.js reads its middleware (or proxy) file only beside the router folder it finds, the root's
before `src/`'s (repo/unbuilt_middleware.py): one in the other place is never built."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.unbuilt_middleware import unbuilt_middleware

MIDDLEWARE = """\
import { NextResponse, type NextRequest } from "next/server";

export function middleware(request: NextRequest) {
  const next = request.nextUrl.searchParams.get("next");
  if (!request.cookies.get("session")) {
    return NextResponse.redirect(next ?? new URL("/login", request.url));
  }
  return NextResponse.next();
}
"""
PAGE = "export default function Home() {\n  return <main>Dashboard</main>;\n}\n"
MANIFEST = json.dumps({"name": "events-web", "dependencies": {"next": "15.3.2", "react": "19.1.0"}})


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: list(files), files.get)


def test_a_root_middleware_of_an_app_whose_router_is_in_src_is_not_built() -> None:
    files = {"apps/web/package.json": MANIFEST, "apps/web/src/app/page.tsx": PAGE, "apps/web/middleware.ts": MIDDLEWARE}
    assert unbuilt_middleware(_repo(files)) == frozenset({"apps/web/middleware.ts"})


def test_a_src_middleware_beside_a_root_router_is_not_built_and_the_root_one_is() -> None:
    files = {
        "package.json": MANIFEST,
        "app/page.tsx": PAGE,
        "middleware.ts": MIDDLEWARE,
        "src/proxy.ts": MIDDLEWARE,
    }
    assert unbuilt_middleware(_repo(files)) == frozenset({"src/proxy.ts"})


def test_middleware_beside_its_router_is_built() -> None:
    in_src = {"package.json": MANIFEST, "src/pages/index.tsx": PAGE, "src/middleware.ts": MIDDLEWARE}
    at_root = {"package.json": MANIFEST, "pages/index.tsx": PAGE, "middleware.js": MIDDLEWARE}
    assert unbuilt_middleware(_repo(in_src)) == frozenset()
    assert unbuilt_middleware(_repo(at_root)) == frozenset()


def test_the_pages_router_decides_where_both_routers_are() -> None:
    files = {"package.json": MANIFEST, "pages/index.tsx": PAGE, "src/app/page.tsx": PAGE, "middleware.ts": MIDDLEWARE}
    assert unbuilt_middleware(_repo(files)) == frozenset()


def test_a_package_without_next_or_without_a_router_keeps_its_files() -> None:
    express = json.dumps({"name": "api", "dependencies": {"express": "^4.21.2"}})
    api = {"package.json": express, "src/app/x.ts": PAGE, "middleware.ts": MIDDLEWARE}
    assert unbuilt_middleware(_repo(api)) == frozenset()
    assert unbuilt_middleware(_repo({"package.json": MANIFEST, "middleware.ts": MIDDLEWARE})) == frozenset()
