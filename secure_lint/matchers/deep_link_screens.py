"""Which React Native screens a link or a notification can open with parameters of its own (the
repository fact in-app-screen, catalogued in structural_facts.py).

A screen's route params are the link's only when something outside the app can put them there:
a React Navigation `linking` config that lists the screen (`config.screens`), code that receives
a URL or a notification (`Linking.getInitialURL`, `addEventListener('url', ...)`,
`getInitialNotification`, `onNotificationOpenedApp`, a custom `getStateFromPath`, ...) and
navigates to the screen, itself or in a module it imports, or an expo-router file route (every
file under `app/` is a deep link). Such code that navigates to a name it reads from the link or
the payload (`navigation.navigate(link.sceneName, link.query)`) opens every screen; a name read
from the app's store (`useSelector`: an in-app banner's target) is no such name.

A screen file is in-app when the names it is routed by (`SceneProps<'webView'>`,
`RouteProp<List, 'Dashboard'>`, or `<Stack.Screen name="Dashboard" component={DashboardScreen}>`
for the component it exports) are known and none of them is reachable that way: its params come
from the app's own `navigate` calls. Unknown names, an expo-router route, a screen that reads
search params, or one that takes values from a notification, are not. A screen that reads a
WebView's messages still is: those values are no route params, and the rules asking this fact
keep a value declared from a message (their `message-value`).
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_JS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")
# code that receives an incoming URL or a tapped notification
_RECEIVES = lazy_compile(
    r"Linking\.(getInitialURL|addEventListener\(\s*['\"]url|useURL)\b|\buseURL\(|\buseLinkingURL\(|"
    r"\bgetStateFromPath\b|addNotificationResponseReceivedListener|getLastNotificationResponse|"
    r"onNotificationOpenedApp|getInitialNotification|\bonNotification\b|branch\.subscribe|dynamicLinks\(\)|"
    r"\bon(?:Foreground|Background)Event\(|setNotificationOpenedHandler|registerNotificationOpened|"
    r"PushNotification\.configure|OneSignal\.Notifications\.addEventListener"
)
# a route name given to navigation: navigate('X'), push("X"), reset({ routes: [{ name: 'X' }] })
_NAVIGATES = lazy_compile(
    r"(?:\b(?:navigate|jumpTo|popTo)|\b(?i:nav\w*|router|stackactions)\.(?:push|replace))\(\s*"
    r"(?:\{\s*name:\s*)?(?P<call>[^,)\s]+)|\bname:\s*(?P<pair>[^,}\s]+)"
)
# a React Navigation linking config (its `prefixes`), wherever it is declared
_LINKING_CONFIG = lazy_compile(r"\bprefixes\s*:")
_LITERAL = lazy_compile(r"^['\"`]([\w./-]+)['\"`]$")
_IMPORT = lazy_compile(r"""(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)['"]([^'"]+)['"]""")
# `SceneProps<'webView'>`, `RouteProp<ParamList, 'Dashboard'>`, `NativeStackScreenProps<List, 'X'>`
_ROUTE_TYPE = lazy_compile(r"\b\w*(?:Props|RouteProp|Route)\s*<\s*(?:[\w.]+\s*,\s*)?['\"]([\w./-]+)['\"]\s*[,>]")
_EXPORTED = lazy_compile(r"\bexport\s+(?:default\s+)?(?:function\s+|const\s+|class\s+)?(\w+)")
# params from something other than navigation: search params, a notification. (A WebView's
# message is no route param: the rules that read one tell its values apart, `message-value`.)
_OTHER_PARAMS = lazy_compile(
    r"\buse(?:Local|Global)?SearchParams\b|(?:const|let|var)\s[^=;]*=[^;\n]*"
    r"(?:notification\??\.request|remoteMessage)"
)
_EXPO_ROUTE = lazy_compile(r"(^|/)app/")
_SCREEN_ELEMENT = {
    "any": [{"kind": "jsx_self_closing_element"}, {"kind": "jsx_opening_element"}],
    "regex": r"^<[\w.]*Screen\b",
}
_ALL = "*"  # navigation to a name read from the link: every screen


def in_app_screen(repo: Repository, path: str) -> bool:
    """Whether `path` is a screen only the app's own navigation opens (module docstring)."""
    text = repo.text(path)
    if text is None or not path.endswith(_JS) or _RECEIVES.search(text) or _OTHER_PARAMS.search(text):
        return False
    if _EXPO_ROUTE.search(path) and repo.once("expo-router", lambda: _uses_expo_router(repo)):
        return False
    names = _route_names(repo, text)
    if not names:
        return False
    linked: set[str] = repo.once("deep-linked-screens", lambda: _deep_linked(repo))
    return _ALL not in linked and not names & linked


def _uses_expo_router(repo: Repository) -> bool:
    manifests = (p for p in repo.paths if p.endswith("package.json"))
    return any('"expo-router"' in (repo.text(p) or "") for p in manifests)


def _route_names(repo: Repository, text: str) -> set[str]:
    """The route names the screen in `text` is known by: its props' type, or its registrations."""
    names = set(_ROUTE_TYPE.findall(text))
    components = set(_EXPORTED.findall(text))
    registered: dict[str, set[str]] = repo.once("registered-screens", lambda: _registered(repo))
    for component in components:
        names |= registered.get(component, set())
    return names


def _registered(repo: Repository) -> dict[str, set[str]]:
    """{component: route names} from `<Stack.Screen name="X" component={Component} />`."""
    found: dict[str, set[str]] = {}
    for path in repo.paths:
        text = repo.text(path) if path.endswith(_JS) else None
        if text is None or "component=" not in text or "Screen" not in text:
            continue
        for element in SourceFile(path, text).tree.find_all(**_SCREEN_ELEMENT):
            name, component = _attribute(element, "name"), _attribute(element, "component")
            if name and component:
                found.setdefault(component, set()).add(name)
    return found


def _attribute(element: Any, key: str) -> str | None:
    """A JSX attribute's literal string, or the identifier in its braces."""
    for attribute in element.find_all(kind="jsx_attribute"):
        match = re.fullmatch(rf"{key}\s*=\s*(?:\{{\s*)?['\"]?([\w./-]+)['\"]?(?:\s*\}})?", attribute.text())
        if match:
            return match.group(1)
    return None


def _deep_linked(repo: Repository) -> set[str]:
    """The route names a link or a notification can open; `_ALL` among them when any can be."""
    code = {p: t for p in repo.paths if p.endswith(_JS) and (t := repo.text(p)) is not None}
    shipped = {p: t for p, t in code.items() if repo.is_shipped(p)}
    linked: set[str] = set()
    for text in shipped.values():
        if _LINKING_CONFIG.search(text):
            linked |= _linking_screens(text)
    for path in (p for p, t in shipped.items() if _RECEIVES.search(t)):
        for module in {path, *_imported(path, code[path], code)}:
            linked |= _navigated(code[module])
    return linked


def _linking_screens(text: str) -> set[str]:
    """The keys of every `screens: { ... }` object (a linking config, nested ones too)."""
    tree = SourceFile("linking.tsx", text).tree
    names: set[str] = set()
    for pair in tree.find_all(kind="pair", regex=r"^['\"]?screens['\"]?\s*:\s*\{"):
        value = pair.field("value")
        for entry in value.find_all(kind="pair") if value is not None else []:
            key = entry.field("key")
            if key is not None:
                names.add(key.text().strip("'\""))
    return names


def _navigated(text: str) -> set[str]:
    """The route names `text` navigates to; `_ALL` when it navigates to a name read from data."""
    names = set()
    for match in _NAVIGATES.finditer(text):
        target = match.group("call") or match.group("pair")
        literal = _LITERAL.match(target)
        if literal:
            names.add(literal.group(1))
        elif match.group("call") and re.match(r"^[\w$]+(\??\.|\[)", target) and not _app_state(text, target):
            names.add(_ALL)  # `navigate(link.sceneName, ...)`, `push(data['screen'])`
    return names


def _app_state(text: str, target: str) -> bool:
    """Whether the target's object is a value the file selects from the app's store
    (`const activeNotification = useSelector(...)`, an in-app banner's state): the app's own."""
    root = re.escape(re.split(r"[?.\[]", target, maxsplit=1)[0])
    return re.search(rf"\b(?:const|let|var)\s+{root}\s*=\s*use\w*Selector\s*\(", text) is not None


def _imported(path: str, text: str, code: dict[str, str]) -> set[str]:
    """The repository modules `text` imports (relative, or `@/`/`~/` from a source root)."""
    found = set()
    for spec in _IMPORT.findall(text):
        if spec.startswith("."):
            base = posixpath.normpath(posixpath.join(posixpath.dirname(path), spec))
            found |= {c for c in _candidates(base) if c in code}
        elif spec.startswith(("@/", "~/")):
            tail = spec[2:]
            found |= {p for p in code for c in _candidates(tail) if p == c or p.endswith("/" + c)}
    return found


def _candidates(base: str) -> list[str]:
    return [base, *(base + ext for ext in _JS), *(f"{base}/index{ext}" for ext in _JS)]
