"""Issue 25, item 30: a hostile-input fuzzer. Hypothesis draws small repositories (file names,
contents mixing code, live-format keys and garbage, encodings, line endings) and configuration
values; each is scanned in one of the six formats (or reported, or merged). Whatever the input:
no internal error (exit 3), no traceback, a usage error is one line, and no planted key is
printed in clear. A fixed budget (derandomized, no deadline) keeps `pytest` (and .ci/run) fast.
"""

from __future__ import annotations

import json
import os
import random
import string
import tempfile
from pathlib import Path
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is in the `test` extra")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from secure_lint.cli.app import main  # noqa: E402

# Each example scans a repository in-process (~0.2 s): a budget of a few seconds per property.
# The scans use the test session's cache (conftest.py): the bundled rules are validated once, not
# once per example (2 s each under --no-cache), and a file's results are keyed by its content, so
# every drawn repository is still matched.
BUDGET = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)
FORMATS = ("text", "json", "sarif", "markdown", "html", "github")


def _github_style(seed: int, prefix: str) -> str:
    from secret_samples import github_style

    return github_style(random.Random(seed), prefix)


# Live-format keys (fake: made here, checksums valid where the format has one).
KEYS = (
    "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu",
    "AKIAZ7Q2VR4XLMN3PQTW",
    _github_style(25, "ghp_"),
    _github_style(30, "npm_"),
    "xoxb-2048117032-5502839001236-Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0",
)

CODE = st.sampled_from(
    [
        "export const run = (req) => eval(req.query.x);",
        "app.get('/pay', (req, res) => res.redirect(req.query.next));",
        "const el = <div dangerouslySetInnerHTML={{ __html: html }} />;",
        "new https.Agent({ rejectUnauthorized: false });",
        "let url = URL(string: \"http://example.com\")!",
        "// secure-lint: ignore[js.injection.eval-dynamic] -- reviewed",
        "/* secure-lint: ignore-file */",
        "import express from 'express';",
        "<key>NSAllowsArbitraryLoads</key><true/>",
        "db_password: \"hunter2-Qz7vR\" # fake",
        "",
    ]
)


@st.composite
def secret_line(draw: st.DrawFn) -> tuple[str, str]:
    """A line holding a key, in one of the ways code and config files hold one."""
    key = draw(st.sampled_from(KEYS))
    shape = draw(
        st.sampled_from(
            [
                "const key = '{k}';",
                "STRIPE_SECRET_KEY={k}",
                "token: \"{k}\"",
                "\"apiKey\": \"{k}\",",
                "<string>{k}</string>",
                "curl -H 'Authorization: Bearer {k}' https://api.example.com",
                "{k}",
            ]
        )
    )
    return shape.format(k=key), key


GARBAGE = st.text(st.characters(codec="utf-8", exclude_characters="\n\r"), max_size=60)


@st.composite
def file_content(draw: st.DrawFn) -> tuple[bytes, list[str]]:
    """A file's bytes and the keys planted in it."""
    lines: list[str] = []
    keys: list[str] = []
    for _ in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["code", "code", "secret", "garbage", "long"]))
        if kind == "code":
            lines.append(draw(CODE))
        elif kind == "secret":
            line, key = draw(secret_line())
            lines.append(line)
            keys.append(key)
        elif kind == "garbage":
            lines.append(draw(GARBAGE))
        else:
            lines.append(draw(st.sampled_from(["x", " ", "a", "=", "\t"])) * draw(st.integers(500, 20_000)))
    ending = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    text = ending.join(lines) + draw(st.sampled_from([ending, ""]))
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8-sig", "utf-16", "utf-32", "latin-1", "bytes"]))
    if encoding == "bytes":  # not text at all: a NUL, an invalid UTF-8 sequence, or cut in a character
        data = text.encode("utf-8") + draw(st.sampled_from([b"\x00", b"\xff\xfe\xfd", b"\xe2\x82"]))
    else:
        data = text.encode(encoding, errors="replace")
    return data, keys


NAME = st.one_of(
    st.sampled_from(
        [
            "src/app.ts", "src/App.tsx", "app/api/pay/route.ts", "server.js", ".env", ".env.local",
            "config/settings.yaml", "ios/App/Info.plist", "app.json", "package.json", "Podfile",
            "src/a b.ts", "src/cr\rname.js", "src/tab\tname.ts", "src/%41.ts", "src/::error x.ts",
            "docs/guide.md", "tests/app.test.ts", "vendor/lib.min.js", "dist/out.js", "src/é.ts",
        ]
    ),
    st.builds(
        lambda d, n, e: f"{d}/{n}.{e}",
        st.sampled_from(["src", "lib", "app", "config", "."]),
        st.text(string.ascii_letters + string.digits + "-_. ()[]{}!@#$%^&,;'~", min_size=1, max_size=20),
        st.sampled_from(["ts", "js", "tsx", "swift", "json", "yaml", "plist", "env", "txt", "sh"]),
    ),
)

GOOD_CONFIG = st.sampled_from(
    [
        None, None, "fail-on: never\n", "select: [secrets]\n", "include-tests: true\n", "shipped: ['tests/']\n",
        "exclude: ['dist/']\n", "max-file-size: 4096\n", "stacks: [nextjs, swift]\n", "ignore: [core]\n",
    ]
)
CONFIG_VALUE = st.one_of(
    st.sampled_from(
        [
            "fail-on: sometimes\n", "exclude: ['\\\\']\n", "exclude: ['!']\n", "select: [nope]\n",
            "max-file-size: 0\n", "max-file-size: 64\n", "rules: [/etc/passwd]\n", "baseline: /dev/zero\n",
            "rules: ['..']\n", "baseline: ../../../../etc/passwd\n", "baseline: missing.json\n",
            "stacks: [android]\n", "include-tests: maybe\n", "- a\n- b\n", "select: [\n",
            "severity: {core: urgent}\n", "unknown-key: 1\n", "non-shipped: ['**']\n", "\x00\x01",
            "exclude: [" + "'a'," * 200 + "'b']\n",
        ]
    ),
    st.text(max_size=40),
)
IGNORE_FILE = st.one_of(st.sampled_from(["\\\n", "!\n", "src/\n", "*.env\n", "#\n", "!\\\n", "a\\\n"]), GARBAGE)


def _repository(base: str, files: list[tuple[str, bytes]], config: str | None, ignore: str | None) -> Path:
    root = Path(base) / "repo"
    root.mkdir()
    (root / ".git").mkdir()  # the scan root (a repository git does not know: nothing is run)
    for name, data in files:
        _write(root, name, data)
    if config is not None:
        _write(root, ".secure-lint.yaml", config.encode("utf-8", errors="replace"))
    if ignore is not None:
        _write(root, ".secure-lintignore", ignore.encode("utf-8", errors="replace"))
    return root


def _write(root: Path, name: str, data: bytes) -> None:
    target = root / name
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    except (OSError, ValueError):
        pass  # a name this file system refuses (NUL, too long): not part of the repository


def _invoke(args: list[str], cwd: Path) -> tuple[int, str, str]:
    from click.testing import CliRunner

    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, args, catch_exceptions=True)
    finally:
        os.chdir(here)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{args}: uncaught {type(result.exception).__name__}: {result.exception}")
    return result.exit_code, result.stdout, result.stderr


def _assert_sound(code: int, out: str, err: str, keys: set[str], what: Any) -> None:
    assert code in (0, 1, 2), (what, code, err[-500:])
    assert "Traceback" not in out + err, what
    assert "internal error" not in err, (what, err[-300:])
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("secure-lint: error: "), (what, err)
    printed = [key for key in keys if key in out or key in err]
    assert printed == [], (what, printed)


@BUDGET
@given(
    files=st.lists(st.tuples(NAME, file_content()), min_size=1, max_size=4),
    config=GOOD_CONFIG,
    fmt=st.sampled_from(FORMATS),
    verbose=st.booleans(),
)
def test_any_repository_scans_without_a_crash_or_a_key_in_clear(
    files: list[tuple[str, tuple[bytes, list[str]]]], config: str | None, fmt: str, verbose: bool
) -> None:
    keys = {key for _, (_, planted) in files for key in planted}
    with tempfile.TemporaryDirectory(prefix="fuzz-") as base:
        root = _repository(base, [(name, data) for name, (data, _) in files], config, None)
        args = ["scan", "--format", fmt, *(["-v"] if verbose else [])]
        code, out, err = _invoke(args, root)
        _assert_sound(code, out, err, keys, (files, config, fmt))
        assert code != 2, err  # a valid configuration: whatever the files, the scan runs
        if fmt == "json":
            (root.parent / "scan.json").write_text(out, encoding="utf-8")
            report = _invoke(["report", str(root.parent / "scan.json"), "--format", "markdown"], root)
            _assert_sound(*report, keys, "report")


FIXED_FILES = [
    ("src/server.ts", f"export const run = (req) => eval(req.query.x);\nconst key = '{KEYS[0]}';\n".encode()),
    (".env", f"GITHUB_TOKEN={KEYS[2]}\n".encode()),
]


def _scan_with(config: str | None, ignore: str | None, fmt: str) -> None:
    with tempfile.TemporaryDirectory(prefix="fuzz-") as base:
        root = _repository(base, FIXED_FILES, config, ignore)
        code, out, err = _invoke(["scan", "--format", fmt], root)
        _assert_sound(code, out, err, set(KEYS), (config, ignore, fmt))


@BUDGET
@given(
    config=st.one_of(st.none(), CONFIG_VALUE), ignore=st.one_of(st.none(), IGNORE_FILE), fmt=st.sampled_from(FORMATS)
)
def test_any_configuration_is_used_or_refused_in_one_line(config: str | None, ignore: str | None, fmt: str) -> None:
    _scan_with(config, ignore, fmt)


@pytest.mark.parametrize("config", [f"select: [{KEYS[2]}]\n", f"{KEYS[0]}: 1\n", f"severity: {{{KEYS[3]}: low}}\n"])
def test_a_configuration_error_never_echoes_a_key(config: str) -> None:
    _scan_with(config, None, "text")


JSON_VALUE = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20), st.sampled_from(KEYS)),
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=10), children, max_size=4)
    ),
    max_leaves=20,
)
REPORT_SHAPE = st.one_of(
    JSON_VALUE,
    st.builds(lambda f: {"findings": f}, st.lists(JSON_VALUE, max_size=3)),
    st.builds(lambda f: {"findings": [f]}, st.dictionaries(
        st.sampled_from(["rule_id", "title", "severity", "location", "message", "disposition", "evidence"]),
        JSON_VALUE, max_size=7)),
    st.builds(lambda r: {"version": "2.1.0", "runs": r}, JSON_VALUE),
    st.builds(lambda r: {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": r}]},
              st.lists(JSON_VALUE, max_size=3)),
)


@BUDGET
@given(
    report=REPORT_SHAPE, raw=st.one_of(st.none(), st.binary(max_size=40)), command=st.sampled_from(["report", "merge"])
)
def test_any_report_or_sarif_part_is_read_or_refused_in_one_line(report: Any, raw: bytes | None, command: str) -> None:
    with tempfile.TemporaryDirectory(prefix="fuzz-") as base:
        path = Path(base) / "input.json"
        path.write_bytes(raw if raw is not None else json.dumps(report).encode())
        if command == "report":
            args = ["report", str(path)]
        else:
            args = ["sarif", "merge", str(path), str(path), "-o", str(Path(base) / "merged.sarif")]
        code, out, err = _invoke(args, Path(base))
        _assert_sound(code, out, err, set(KEYS), (report, raw, command))
