"""Which language a file is, by its name, and which languages ast-grep parses."""

from __future__ import annotations

from typing import Literal

Language = Literal[
    "javascript",
    "typescript",
    "tsx",
    "swift",
    "json",
    "yaml",
    "plist",
    "xml",
    "dotenv",
    "dockerfile",
    "text",
]
LANGUAGES: tuple[str, ...] = Language.__args__  # type: ignore[attr-defined]

# Languages ast-grep parses; the value is ast-grep's own name for it.
STRUCTURAL_LANGUAGES: dict[str, str] = {
    "javascript": "javascript",
    "typescript": "typescript",
    "tsx": "tsx",
    "swift": "swift",
    "json": "json",
    "yaml": "yaml",
}
# Grammars with JSX nodes: asking TypeScript's (.ts) for a `jsx_*` kind is an error in ast-grep.
JSX_LANGUAGES = frozenset({"javascript", "tsx"})

_BY_SUFFIX: dict[str, str] = {
    ".js": "javascript",
    ".jsx": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "typescript",
    ".mts": "typescript",
    ".cts": "typescript",
    ".tsx": "tsx",
    ".swift": "swift",
    ".json": "json",
    ".jsonc": "json",
    ".yml": "yaml",
    ".yaml": "yaml",
    ".plist": "plist",
    ".entitlements": "plist",
    ".xml": "xml",
    ".dockerfile": "dockerfile",
}

# One example file name per language, for rule examples that don't name a file.
EXAMPLE_FILENAMES: dict[str, str] = {
    "javascript": "example.js",
    "typescript": "example.ts",
    "tsx": "example.tsx",
    "swift": "Example.swift",
    "json": "example.json",
    "yaml": "example.yaml",
    "plist": "Info.plist",
    "xml": "example.xml",
    "dotenv": ".env",
    "dockerfile": "Dockerfile",
    "text": "example.txt",
}

# Comment syntaxes, used by suppressions and the rule test harness.
LINE_COMMENTS: dict[str, tuple[str, ...]] = {
    "javascript": ("//",),
    "typescript": ("//",),
    "tsx": ("//",),
    "swift": ("//",),
    "json": ("//",),
    "yaml": ("#",),
    "dotenv": ("#",),
    "dockerfile": ("#",),
    "text": ("#", "//"),
}
BLOCK_COMMENTS: dict[str, tuple[tuple[str, str], ...]] = {
    "javascript": (("/*", "*/"), ("{/*", "*/}")),
    "typescript": (("/*", "*/"),),
    "tsx": (("/*", "*/"), ("{/*", "*/}")),
    "swift": (("/*", "*/"),),
    "plist": (("<!--", "-->"),),
    "xml": (("<!--", "-->"),),
    "text": (("<!--", "-->"), ("/*", "*/")),
}


def language_of(path: str) -> str:
    """The language of a file from its POSIX path; `text` for anything else."""
    name = path.rsplit("/", 1)[-1]
    lower = name.lower()
    if lower == ".env" or lower.startswith(".env."):
        return "dotenv"
    if lower == "dockerfile" or lower.startswith("dockerfile."):
        return "dockerfile"
    if lower.endswith((".d.ts", ".d.mts", ".d.cts")):
        return "text"  # type declarations hold no code that runs: only secret rules apply
    dot = lower.rfind(".")
    if dot <= 0:
        return "text"
    return _BY_SUFFIX.get(lower[dot:], "text")
