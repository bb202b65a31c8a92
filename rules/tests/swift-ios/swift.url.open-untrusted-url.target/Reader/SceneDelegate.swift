import UIKit

// The scene hands each opened link to the app's router, declared in another file of the target.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = LinkRouter()

    // reader://share?next=https://evil.example
    // flow-source: swift.url.open-untrusted-url
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let next = items.first(where: { $0.name == "next" })?.value else { return }
        // flow-via: swift.url.open-untrusted-url
        router.followSharedLink(next)
        router.showArticle(slug: next)
    }
}
