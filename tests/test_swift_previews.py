"""SwiftUI previews are not the shipped app: code rules are off in `#Preview` bodies,
`PreviewProvider` types and `#if DEBUG` blocks only previews use; secret rules keep running."""

from __future__ import annotations

from pathlib import Path

from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rule_file
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.swift_previews import inside, preview_spans

RULES_DIR = Path(__file__).parent.parent / "rules"
SWIFT = EngineOptions(stacks=frozenset({"common", "swift"}))


def _spans(text: str) -> list[tuple[int, int]]:
    return preview_spans(SourceFile("App/PinView.swift", text))


def _in_preview(text: str, needle: str) -> bool:
    return inside(_spans(text), text.index(needle))


PROVIDER = """#if DEBUG
struct PinView_Previews: PreviewProvider {
    static var previews: some View { PinView(check: { $0 == "1234" }) }
}
#endif
"""


def test_preview_macro_body_is_a_preview() -> None:
    text = 'struct PinView: View {}\n\n#Preview("Dark") {\n    PinView(check: { $0 == "1234" })\n}\n'
    assert _in_preview(text, '"1234"')
    assert not _in_preview(text, "struct PinView")


def test_preview_provider_type_is_a_preview() -> None:
    assert _in_preview(PROVIDER, '"1234"')


def test_debug_block_used_only_by_previews_is_a_preview() -> None:
    text = (
        '#if DEBUG\nextension Wallet {\n    static let sample = Wallet(pin: "9999")\n}\n#endif\n\n'
        "#Preview {\n    WalletView(wallet: .sample)\n}\n"
    )
    assert _in_preview(text, '"9999"')


def test_debug_block_that_shipped_code_names_is_not_a_preview() -> None:
    text = (
        '#if DEBUG\nextension Wallet {\n    static let sample = Wallet(pin: "9999")\n}\n#endif\n\n'
        "func start() { open(.sample) }\n#Preview {\n    WalletView(wallet: .sample)\n}\n"
    )
    assert not _in_preview(text, '"9999"')


def test_else_branch_and_other_conditions_are_shipped() -> None:
    text = (
        '#if DEBUG\nlet demoPin = "1111"\n#else\nlet releasePin = "2222"\n#endif\n'
        '#if !DEBUG\nlet otherPin = "3333"\n#endif\n#Preview { PinView(pin: demoPin) }\n'
    )
    assert _in_preview(text, '"1111"')
    assert not _in_preview(text, '"2222"')
    assert not _in_preview(text, '"3333"')


def test_a_file_without_previews_has_none() -> None:
    assert _spans('#if DEBUG\nlet pin = "1111"\n#endif\n') == []
    assert preview_spans(SourceFile("web/preview.ts", "const Preview = 1; // #Preview")) == []


def test_code_rules_are_off_in_previews_and_secret_rules_are_not() -> None:
    rules = load_rule_file(RULES_DIR / "swift-ios.yaml") + load_rule_file(RULES_DIR / "secrets.yaml")
    key = "AKIA" + "Q3EGRVX7MZ2LW5PB"
    text = (
        "import SwiftUI\n\n#Preview {\n"
        f'    PinView(check: {{ pin in pin == "482913" }}, awsKey: "{key}")\n'
        '}\n\nfunc unlock(pin: String) -> Bool {\n    pin == "482913"\n}\n'
    )
    found = scan_source(SourceFile("App/PinView.swift", text), RuleIndex(rules, SWIFT)).findings
    lines = {(f.rule_id, f.location.start_line) for f in found}
    assert ("swift.auth.credential-compared-to-literal", 8) in lines
    assert not any(rule == "swift.auth.credential-compared-to-literal" and line == 4 for rule, line in lines)
    assert any(rule.startswith("secrets.") and line == 4 for rule, line in lines)


def test_a_preview_s_sample_password_is_not_reported_but_the_same_in_app_code_is() -> None:
    """A secret known only by its name (a sign-up form's sample password) stands for the user's
    in a preview; in the app's code the same assignment is reported."""
    rules = load_rule_file(RULES_DIR / "secrets.yaml")
    sample = "struct SignupInfos {\n    let email: String\n    let password: String\n}\n\n"
    preview = (
        "struct SignupView_Previews: PreviewProvider {\n"
        '    static let infos = SignupInfos(email: "dev@example.org", password: "Tq7!vR2m#Lx9")\n'
        "    static var previews: some View { SignupView(infos: infos) }\n}\n"
    )
    shipped = 'let serviceAccount = SignupInfos(email: "ops@example.org", password: "Tq7!vR2m#Lx9")\n'
    index = RuleIndex(rules, SWIFT)
    in_preview = scan_source(SourceFile("App/SignupView.swift", sample + preview), index).findings
    in_app = scan_source(SourceFile("App/ServiceAccount.swift", sample + shipped), index).findings
    assert not [f for f in in_preview if f.rule_id == "secrets.generic-password"]
    assert [f for f in in_app if f.rule_id == "secrets.generic-password"]
