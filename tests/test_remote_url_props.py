"""Props every caller fills with a remote URL (remote_url_props.py, the repository fact
remote-url-props of rn.webview.file-url-access)."""

from __future__ import annotations

from conftest import findings_of

from secure_lint.core.repository import Repository
from secure_lint.matchers.remote_url_props import remote_url_props

RULE = "rn.webview.file-url-access"
VIEWER = """\
import * as React from 'react'
import { WebView } from 'react-native-webview'

export function ProviderView({ uri, title }: { uri: string; title: string }) {
  return <WebView source={{ uri }} allowUniversalAccessFromFileURLs javaScriptEnabled />
}
"""
CALLERS = """\
import { ProviderView } from './ProviderView'

export const SupportScene = () => <ProviderView uri="https://support.acme.app/chat" title="Support" />
export const KycScene = ({ id }) => <ProviderView uri={`https://kyc.acme.app/start?session=${id}`} title="KYC" />
"""
MANIFEST = '{"dependencies": {"react-native": "0.76.0", "react-native-webview": "13.0.0"}}'


def repo_of(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def test_a_prop_every_caller_fills_with_a_remote_url_is_remote() -> None:
    files = {"src/ProviderView.tsx": VIEWER, "src/scenes.tsx": CALLERS}
    assert remote_url_props(repo_of(files), "src/ProviderView.tsx") == {"uri"}


def test_one_caller_passing_a_local_file_makes_the_prop_unknown() -> None:
    local = CALLERS + "export const Receipt = ({ path }) => <ProviderView uri={`file://${path}`} title='Receipt' />\n"
    files = {"src/ProviderView.tsx": VIEWER, "src/scenes.tsx": local}
    assert remote_url_props(repo_of(files), "src/ProviderView.tsx") == frozenset()


def test_a_caller_that_spreads_props_or_passes_a_variable_makes_the_prop_unknown() -> None:
    for use in ("<ProviderView {...route.params} />", "<ProviderView uri={link} title='Link' />"):
        files = {"src/ProviderView.tsx": VIEWER, "src/scenes.tsx": CALLERS + f"export const Other = () => {use}\n"}
        assert remote_url_props(repo_of(files), "src/ProviderView.tsx") == frozenset()


def test_a_typescript_file_naming_the_component_in_a_type_assertion_is_not_a_use() -> None:
    # `.ts` has no JSX grammar: `<ProviderView>` there is a type assertion, and asking its tree for JSX
    # nodes used to stop the whole scan with an internal error
    helper = "import type { ProviderView } from './ProviderView'\nexport const v = <ProviderView>(null as unknown)\n"
    files = {"src/ProviderView.tsx": VIEWER, "src/scenes.tsx": CALLERS, "src/cast.ts": helper}
    assert remote_url_props(repo_of(files), "src/ProviderView.tsx") == {"uri"}


def test_a_component_nobody_uses_has_no_remote_prop() -> None:
    assert remote_url_props(repo_of({"src/ProviderView.tsx": VIEWER}), "src/ProviderView.tsx") == frozenset()


# the same view in a module that also names a local page (an offline fallback from the app's files):
# file-URL access matters there unless every caller's URL is remote
VIEWER_WITH_LOCAL_PAGE = VIEWER + "\nexport const OFFLINE_PAGE = 'file:///android_asset/offline.html'\n"


def test_scan_quiets_file_access_of_a_view_only_remote_pages_reach(tree, run_cli) -> None:
    files = {
        "package.json": MANIFEST,
        "metro.config.js": "module.exports = {}\n",
        "src/ProviderView.tsx": VIEWER_WITH_LOCAL_PAGE,
    }
    alone = tree(files)
    extended = ("scan", "--profile", "extended", "--format", "json", str(alone))  # the rule's profile since prof17
    assert [rule for _, _, rule in findings_of(run_cli(*extended))] == [RULE]
    (alone / "src" / "scenes.tsx").write_text(CALLERS)
    reported = [rule for _, _, rule in findings_of(run_cli(*extended))]
    assert RULE not in reported


def test_a_module_that_names_no_local_page_is_quiet_alone(tree, run_cli) -> None:
    files = {"package.json": MANIFEST, "metro.config.js": "module.exports = {}\n", "src/ProviderView.tsx": VIEWER}
    assert RULE not in [rule for _, _, rule in findings_of(run_cli("scan", "--format", "json", str(tree(files))))]
