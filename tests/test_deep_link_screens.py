"""Which React Native screens a link or a notification opens (deep_link_screens.py, the
repository fact in-app-screen of rn.webview.source-from-params)."""

from __future__ import annotations

from conftest import findings_of

from secure_lint.core.repository import Repository
from secure_lint.matchers.deep_link_screens import in_app_screen

RULE = "rn.webview.source-from-params"
HELP_SCREEN = """\
import * as React from 'react'
import { WebView } from 'react-native-webview'
import type { AppSceneProps } from '../types/routerTypes'

export function HelpArticleScene(props: AppSceneProps<'helpArticle'>) {
  const { uri } = props.route.params
  return <WebView source={{ uri }} />
}
"""
DASHBOARD_SCREEN = """\
import React from 'react'
import { useRoute } from '@react-navigation/native'
import { WebView } from 'react-native-webview'

const DashboardScreen = () => {
  const route = useRoute()
  const { url } = route.params as { url: string }
  return <WebView source={{ uri: url }} onMessage={event => console.log(event.nativeEvent.data === 'ready')} />
}

export default DashboardScreen
"""
STACK = """\
import DashboardScreen from '../screens/DashboardScreen'
import ChatScreen from '../screens/ChatScreen'

export const AppStack = () => (
  <Stack.Navigator>
    <Stack.Screen name="ChatScreen" component={ChatScreen} />
    <Stack.Screen options={{ presentation: 'formSheet' }} name="Dashboard" component={DashboardScreen} />
  </Stack.Navigator>
)
"""
LINKING = """\
import { Linking } from 'react-native'

export const linking = {
  prefixes: ['acmechat://'],
  config: { screens: { SCREEN: 'app/conversations/:conversationId' } },
  async getInitialURL() {
    return Linking.getInitialURL()
  },
}
"""
LINK_HANDLER = """\
import { Linking } from 'react-native'
import { openLink } from '../actions/linkActions'

export function DeepLinkListener({ navigation }) {
  React.useEffect(() => {
    const subscription = Linking.addEventListener('url', event => openLink(navigation, event.url))
    return () => subscription.remove()
  }, [navigation])
  return null
}
"""
LINK_ACTIONS = """\
export function openLink(navigation, url) {
  const link = parseLink(url)
  if (link.type === 'article') navigation.navigate('ARTICLE', { slug: link.slug })
  if (link.type === 'scene') NAVIGATE_BY_NAME
}
"""
HELP_MODAL = """\
export function HelpModal({ navigation }) {
  return <Button onPress={() => navigation.navigate('helpArticle', { uri: 'https://help.acme.app/faq' })} />
}
"""
EXPO_ROUTE = """\
import { useLocalSearchParams } from 'expo-router'
import { WebView } from 'react-native-webview'

export default function Article() {
  const { url } = useLocalSearchParams<{ url: string }>()
  return <WebView source={{ uri: url }} />
}
"""


def repo_of(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get)


def app(handled: str = "'home'", linked: str = "'ChatScreen'") -> dict[str, str]:
    return {
        "src/screens/HelpArticleScene.tsx": HELP_SCREEN,
        "src/screens/DashboardScreen.tsx": DASHBOARD_SCREEN,
        "src/navigation/AppStack.tsx": STACK,
        "src/navigation/linking.ts": LINKING.replace("SCREEN", linked),
        "src/components/DeepLinkListener.tsx": LINK_HANDLER,
        "src/actions/linkActions.ts": LINK_ACTIONS.replace("'ARTICLE'", handled).replace(
            "NAVIGATE_BY_NAME", "navigation.navigate('home')"
        ),
        "src/components/HelpModal.tsx": HELP_MODAL,
    }


def test_screens_only_the_app_navigates_to_are_in_app() -> None:
    repo = repo_of(app())
    assert in_app_screen(repo, "src/screens/HelpArticleScene.tsx")  # by its props' route name
    assert in_app_screen(repo, "src/screens/DashboardScreen.tsx")  # by its <Stack.Screen> registration


def test_a_screen_the_linking_config_lists_is_deep_linkable() -> None:
    assert not in_app_screen(repo_of(app(linked="Dashboard")), "src/screens/DashboardScreen.tsx")


def test_a_linking_config_in_a_module_of_its_own_counts() -> None:
    files = app()
    files["src/navigation/linking.ts"] = (
        "export const linking = { prefixes: ['acmechat://'], config: { screens: { Dashboard: 'dash/:url' } } }\n"
    )
    assert not in_app_screen(repo_of(files), "src/screens/DashboardScreen.tsx")
    assert in_app_screen(repo_of(files), "src/screens/HelpArticleScene.tsx")


def test_a_screen_a_link_handler_module_navigates_to_is_deep_linkable() -> None:
    repo = repo_of(app(handled="'helpArticle'"))
    assert not in_app_screen(repo, "src/screens/HelpArticleScene.tsx")
    assert in_app_screen(repo, "src/screens/DashboardScreen.tsx")


def test_navigating_to_a_screen_named_by_the_link_opens_every_screen() -> None:
    files = app()
    files["src/actions/linkActions.ts"] = files["src/actions/linkActions.ts"].replace(
        "navigation.navigate('home')", "navigation.navigate(link.sceneName, link.query)"
    )
    repo = repo_of(files)
    assert not in_app_screen(repo, "src/screens/HelpArticleScene.tsx")
    assert not in_app_screen(repo, "src/screens/DashboardScreen.tsx")


def test_every_expo_router_file_route_is_deep_linkable() -> None:
    files = {"package.json": '{"dependencies": {"expo-router": "~4.0.0"}}', "app/article.tsx": EXPO_ROUTE}
    assert not in_app_screen(repo_of(files), "app/article.tsx")


def test_a_screen_whose_route_name_is_unknown_is_not_in_app() -> None:
    files = app()
    files["src/navigation/AppStack.tsx"] = STACK.replace('name="Dashboard" ', "")
    assert not in_app_screen(repo_of(files), "src/screens/DashboardScreen.tsx")


def test_a_screen_that_reads_a_notification_is_not_in_app() -> None:
    files = app()
    files["src/screens/HelpArticleScene.tsx"] = HELP_SCREEN.replace(
        "const { uri } = props.route.params",
        "const { uri } = props.route.params\n  const pushed = props.notification.request.content.data.url",
    )
    assert not in_app_screen(repo_of(files), "src/screens/HelpArticleScene.tsx")


def test_scan_quiets_the_in_app_screen_and_keeps_the_deep_linked_one(tree, run_cli) -> None:
    manifest = '{"dependencies": {"react-native": "0.76.0", "react-native-webview": "13.0.0"}}'
    files = {**app(linked="Dashboard"), "package.json": manifest, "metro.config.js": "module.exports = {}\n"}
    root = tree(files)
    reported = [
        (path, rule)
        for path, _, rule in findings_of(run_cli("scan", "--profile", "extended", "--format", "json", str(root)))
    ]
    assert (("src/screens/DashboardScreen.tsx", RULE) in reported) and (
        ("src/screens/HelpArticleScene.tsx", RULE) not in reported
    )


def test_a_screen_a_tapped_notification_navigates_to_is_deep_linkable() -> None:
    files = app()
    files["src/notifications.ts"] = (
        "import notifee, { EventType } from '@notifee/react-native'\n"
        "export function listen(navigation) {\n"
        "  return notifee.onForegroundEvent(({ type, detail }) => {\n"
        "    if (type === EventType.PRESS) navigation.navigate('helpArticle', { uri: detail.notification.data.url })\n"
        "  })\n"
        "}\n"
    )
    repo = repo_of(files)
    assert not in_app_screen(repo, "src/screens/HelpArticleScene.tsx")
    assert in_app_screen(repo, "src/screens/DashboardScreen.tsx")


RETURN_SCREEN = """\
import type { AppSceneProps } from '../types/routerTypes'

export function NodeChoiceScene({ navigation, route }: AppSceneProps<'nodeChoice'>) {
  const onDone = () => navigation.navigate(route.params.returnTo)
  return <Button onPress={onDone} />
}
"""


def test_a_navigation_target_from_params_only_the_app_sets_is_quiet(tree, run_cli) -> None:
    """rn.deeplink.redirect-param-navigation needs the screen reachable by a link, as the WebView rule does."""
    manifest = '{"dependencies": {"react-native": "0.76.0"}}'
    rule = "rn.deeplink.redirect-param-navigation"
    files = {**app(), "src/screens/NodeChoiceScene.tsx": RETURN_SCREEN, "package.json": manifest}
    files["metro.config.js"] = "module.exports = {}\n"
    scan = ("scan", "--profile", "audit", "--format", "json")  # the rule's profile since session 29
    in_app = [(path, r) for path, _, r in findings_of(run_cli(*scan, str(tree(files))))]
    assert ("src/screens/NodeChoiceScene.tsx", rule) not in in_app
    files["src/navigation/linking.ts"] = LINKING.replace("SCREEN", "nodeChoice")
    linked = [(path, r) for path, _, r in findings_of(run_cli(*scan, str(tree(files))))]
    assert ("src/screens/NodeChoiceScene.tsx", rule) in linked


BANNER = """\
import { useSelector } from 'react-redux'
import { useNavigation } from '@react-navigation/native'

export function NotificationBanner() {
  const navigation = useNavigation()
  const activeNotification = useSelector((state) => state.notifications.activeNotification)
  const onTap = () => {
    if (activeNotification?.navigationTarget) navigation.navigate(activeNotification.navigationTarget)
  }
  return <Banner message={activeNotification?.message} onPress={onTap} />
}
"""


def test_a_navigation_target_the_app_selects_from_its_store_opens_no_screen() -> None:
    # batch 30's brightid: the app component that subscribes to links renders the in-app banner,
    # which navigates to a target the app's own actions put in the store
    files = app()
    files["src/components/DeepLinkListener.tsx"] = LINK_HANDLER.replace(
        "import { openLink }", "import { NotificationBanner } from './NotificationBanner'\\nimport { openLink }"
    )
    files["src/components/NotificationBanner.tsx"] = BANNER
    assert in_app_screen(repo_of(files), "src/screens/DashboardScreen.tsx")
    files["src/components/NotificationBanner.tsx"] = BANNER.replace(
        "useSelector((state) => state.notifications.activeNotification)", "props.notification"
    )
    assert not in_app_screen(repo_of(files), "src/screens/DashboardScreen.tsx")
