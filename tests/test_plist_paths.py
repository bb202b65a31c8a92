"""Where a place in a property list sits (matchers/plist_paths.py): App Transport Security reads
`NSAppTransportSecurity` at the top of an Info.plist only."""

from __future__ import annotations

from secure_lint.matchers.plist_paths import dict_path, under_top_level_key

EXTENSION_PLIST = """\
<plist version="1.0">
<dict>
	<key>NSExtension</key>
	<dict>
		<key>NSAppTransportSecurity</key>
		<dict>
			<key>NSAllowsArbitraryLoads</key><true/>
		</dict>
	</dict>
	<key>UIBackgroundModes</key>
	<array><dict><key>Mode</key><string>fetch</string></dict></array>
	<key>NSAppTransportSecurity</key>
	<dict>
		<key>NSExceptionDomains</key>
		<dict>
			<key>legacy.example.com</key>
			<dict><key>NSExceptionAllowsInsecureHTTPLoads</key><true/></dict>
		</dict>
	</dict>
</dict>
</plist>
"""


def _at(key: str, nth: int = 0) -> int:
    start = -1
    for _ in range(nth + 1):
        start = EXTENSION_PLIST.index(f"<key>{key}</key>", start + 1)
    return start


def test_the_path_names_each_dictionary_around_a_place() -> None:
    assert dict_path(EXTENSION_PLIST, _at("NSAllowsArbitraryLoads")) == ["", "NSExtension", "NSAppTransportSecurity"]
    assert dict_path(EXTENSION_PLIST, _at("Mode")) == ["", ""]  # a dictionary in an array has no key
    assert dict_path(EXTENSION_PLIST, _at("NSExceptionAllowsInsecureHTTPLoads")) == [
        "", "NSAppTransportSecurity", "NSExceptionDomains", "legacy.example.com"
    ]


def test_only_the_top_level_ats_dictionary_counts() -> None:
    assert not under_top_level_key(EXTENSION_PLIST, _at("NSAllowsArbitraryLoads"), "NSAppTransportSecurity")
    assert under_top_level_key(EXTENSION_PLIST, _at("NSExceptionAllowsInsecureHTTPLoads"), "NSAppTransportSecurity")
    # a fragment without the root dictionary (a rule's example) starts at its first key
    fragment = "<key>NSAppTransportSecurity</key>\n<dict>\n  <key>NSAllowsArbitraryLoads</key>\n  <true/>\n</dict>"
    assert under_top_level_key(fragment, fragment.index("<key>NSAllows"), "NSAppTransportSecurity")
