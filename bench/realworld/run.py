"""Precision on real production apps (not a test): scan pinned public apps, score them against a triage.

    python bench/realworld/run.py [--mirror DIR] [--cache DIR] [--only NAME ...] [--reuse]
                                  [--secure-lint EXE] [--unjudged] [--stubs]
                                  [--half tuning|test|all] [--counts-only] [--reveal-test]
    python bench/realworld/run.py --blind-precision   # each rule's blind record (blind_entries)

Each app in APPS is materialised once at its pinned commit under the cache folder (default
~/.cache/secure-lint-bench/apps/, outside the repository): a clone sharing the objects of a
local mirror when `--mirror DIR` holds one (DIR/owner+name/repo or DIR/owner+name, as the
search tool's fetch leaves them), else a shallow fetch of that one commit from GitHub. It is
then scanned with `secure-lint scan --format json` and default options, one app after the
other (the JSON is kept in the cache: `--reuse` scores the last scan again without scanning).

Prints per app and per rule: findings, findings per KLOC of shipped code, how many were judged
true / false / unclear in bench/realworld/triage.yaml, precision (true / judged), and the
findings not judged yet. Shipped KLOC counts non-blank lines of the JS/TS/Swift files the scan
read, minus those it classified as not shipped (coverage `not_shipped`). A triage entry is
matched to a finding by instance_id and place, else by rule, path and line, else by instance_id
within a few lines (Judge: an id alone can pass to a later identical text).
`--unjudged` lists the findings not yet judged with their snippet; `--stubs` prints them as
triage entries to complete. bench/REALWORLD.md (npm packages' internals) is the library-code
check; this is the app-code one.

The apps are split at random into a tuning half and a test half (`half` of each App, drawn by
bench/split.py). Findings, verdicts and per-rule tables are printed for the tuning half; the test
half is printed as counts per app (findings, highs and criticals, injection-class) until
`--reveal-test`, which the end-of-issue scoring uses. `--half` keeps one half.

Batch 1 (26 apps) was split on 2026-12-01; its test half has since been read and judged. Batch 2
(12 apps: outline, wikijs, postiz, overseerr, langfuse, dokploy, openstatus, zeus, blixt-wallet,
convos, codeedit, aidoku) was added on 2026-12-02, unscanned, and drawn on its own (`batch=2`);
its test half has since been read and judged too. Batch 3 (12 apps: ghostfolio, docmost,
pingvin-share, nightscout, spliit, chatwoot-mobile, covid-alert, etesync-notes, cozy-flagship,
keepassium, deltachat-ios, amperfy) was added later on 2026-12-02, unscanned, and drawn on its own
(`batch=3`); its test half has since been read and judged as well. Batch 4 (12 apps: karakeep,
reactive-resume, heyform, dockge, planka, standardnotes-mobile, memmy, guardian-editions,
pillarwallet, damus, cryptomator-ios, iina) was added later on 2026-12-02, unscanned, and drawn on
its own (`batch=4`); its test half has since been read and judged too. Batch 5 (12 apps: homepage,
homarr, wg-easy, audiobookshelf, your-spotify, trilium, edge-wallet, alby-go, graysky, element-x-ios,
unstoppable-wallet, yattee) was added later on 2026-12-02, unscanned, and drawn on its own
(`batch=5`); its test half has since been read and judged too. Batch 6 (12 apps: flowise,
nodebb, etherpad, umbrel, runtipi, dashy, bitcoin-keeper, hexa, chainreact-2023, nos,
nextcloud-talk-ios, simplenote-ios) was added later on 2026-12-02, unscanned, and drawn on its own
(`batch=6`). Batch 7 (12 apps: anything-llm, tianji, typebot, standardnotes-server, rybbit, yapi,
streamyfin, showtime, olas, swiftfin, mlem, altstore) was added later on 2026-12-02, unscanned, and
drawn on its own (`batch=7`); both its halves have since been read. Batch 8 (12 apps: zipline,
nginx-proxy-manager, thunderhub, homebridge-ui, openpanel, cnpmcore, jellyfin-audio-player, nostros,
kitsu-mobile, passepartout, owncloud-ios, green-ios) was added later on 2026-12-02, unscanned, and
drawn on its own (`batch=8`); both its halves have since been read. Batch 9 (12 apps: maintainerr,
peppermint, web-check, hemmelig, thelounge, hexabot, jellify, zingo-mobile, temple-wallet,
openhab-ios, xcodes, tella-ios) was added later on 2026-12-02, unscanned, and drawn on its own
(`batch=9`); both its halves have since been read. Batch 10 (12 apps: podverse-api, automatisch,
evershop, papra, flame, lemmy-ui, drip, comapeo-mobile, musicfree, secretive, 2fas-ios, coteditor)
was added on 2026-12-03, unscanned, and drawn on its own (`batch=10`). Batch 11 (12 apps:
magicmirror, caprover, plunk, split-pro, chibisafe, waline, seek, manyverse, helium-wallet, ice,
nightguard, primal-ios) was added later on 2026-12-03, unscanned, and drawn on its own (`batch=11`);
both its halves have since been read. Batch 12 (12 apps: chartbrew, mirotalksfu, send, petio, perplexica,
maxun, bitpay-app, discourse-mobile, relisten, cork, meetingbar, mammoth) was added later on 2026-12-03,
unscanned, and drawn on its own (`batch=12`): nobody has scanned or read either half. Batch 13 (12 apps:
psitransfer, nextchat, rtl, jellystat, spacebar, swetrix, bc-wallet, minibits, enuts, monitorcontrol,
loopfollow, pearcleaner) was added later on 2026-12-03, unscanned, and drawn on its own (`batch=13`): nobody
has scanned or read either half. Batch 14 (12 apps: logchimp, code-server, big-agi, opensign, blinko,
zigbee2mqtt, mittatb, lnreader, freighter-mobile, rectangle, nostur, swift-paperless) was added later on
2026-12-03, unscanned, and drawn on its own (`batch=14`): nobody has scanned or read either half. Batch 15
(12 apps: puter, mongo-express, inbox-zero, wildduck, leather, rabby-mobile, subwallet-mobile, notesnook,
alt-tab, moememos, linearmouse, xdripswift) was added later on 2026-12-03, unscanned, and drawn on its own
(`batch=15`): nobody has read either half. Batch 16 (12 apps: mempool, grist, dittofeed, cobalt,
ecency-mobile, trainlcd, veworld, core-mobile, meshtastic-apple, zotero-ios, trio, zashi-ios) was added
later on 2026-12-03, unscanned, and drawn on its own (`batch=16`) before any scan: nobody has read its
test half. Batch 17 (12 apps: checkmate, gladys, cronicle, pairdrop, xaman, blink-mobile,
hive-keychain-mobile, zooniverse-mobile, onebusaway-ios, jami-ios, utm, enchanted) was added on
2026-12-04, unscanned, and drawn on its own (`batch=17`) before any scan: nobody has read its test half.
Batch 18 (12 apps: companion, signalk-server, morphic, refly, filen-mobile, daimo, kraken-wallet, tlon,
gomap, voiceink, threema-ios, aerospace) was added later on 2026-12-04, unscanned, and drawn on its own
(`batch=18`) before any scan: nobody has read its test half.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from secure_lint.scan.repo.unreached_modules import REVIEW_REASONS

HERE = Path(__file__).resolve().parent
TRIAGE = HERE / "triage.yaml"
DEFAULT_CACHE = Path.home() / ".cache" / "secure-lint-bench"
CODE_SUFFIXES = (".js", ".jsx", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".swift")


@dataclass(frozen=True)
class App:
    name: str
    repo: str  # owner/name on GitHub
    commit: str
    stack: str  # nextjs, node, react-native or swift
    half: str  # tuning or test: the random split of bench/split.py (seed there), recorded here
    batch: int = 1  # apps added after a split are drawn as a new batch (bench/split.py)


# Pinned: the triage is of these commits. Shipped, public production apps. The first eight are the
# team's own corpus (tuned on since issue 12); the others joined for issues 23 and 24.
APPS: tuple[App, ...] = (
    App("dub", "dubinc/dub", "1de955f782a72e1eff7b201ae54a909d5ceb5722", "nextjs", "tuning"),
    App("formbricks", "formbricks/formbricks", "b66c1dd978af618a0e402bd3343b456bed68594c", "nextjs", "test"),
    App("papermark", "mfts/papermark", "7ff2e657ed09b56f0afcc863a5db52d0debd2e6a", "nextjs", "tuning"),
    App("rainbow", "rainbow-me/rainbow", "11829f761625bdc5fa8ce3b904acf27f98a2bdb4", "react-native", "test"),
    App("rocketchat-rn", "RocketChat/Rocket.Chat.ReactNative", "2af4bda3e664c539f5ca5b042c7f1e84fb2e42c4",
        "react-native", "test"),
    App("zulip-mobile", "zulip/zulip-mobile", "d7cf6da79b4b9467e240b42f24330e97390a8aff", "react-native", "tuning"),
    App("icecubes", "Dimillian/IceCubesApp", "0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618", "swift", "tuning"),
    App("home-assistant-ios", "home-assistant/iOS", "d722d7811aec72397d05837477c5f146943b6248", "swift", "test"),
    # New for issues 23 and 24 (not tuned on before the split).
    App("kutt", "thedevs-network/kutt", "fc832d7e7243d5472714e17abfe84b908901e1a7", "node", "test"),
    App("rallly", "lukevella/rallly", "c629b3148024e40a115a731d3660d725c9329b0e", "nextjs", "tuning"),
    App("linkwarden", "linkwarden/linkwarden", "7550ebb8907e0cd22e8b3e0785bf3da03ab96e3a", "nextjs", "tuning"),
    App("uptime-kuma", "louislam/uptime-kuma", "6398a9581d1c3c427a7536559f47ccf45dac08b4", "node", "test"),
    App("hedgedoc", "hedgedoc/hedgedoc", "d706c2b2adc9c066125d08936b9f416ba911ef4e", "nextjs", "test"),
    App("vercel-commerce", "vercel/commerce", "5542649d5b4700e80d2da9b40279af50bf451a75", "nextjs", "test"),
    App("saas-starter-kit", "boxyhq/saas-starter-kit", "abc9b686823cbfb4973c79bc36fea37a3244be6c", "nextjs", "tuning"),
    App("jellyfin-expo", "jellyfin/jellyfin-expo", "5bf24aeda04db08664caf8984925df796f9d7f0a", "react-native",
        "tuning"),
    App("tooot", "tooot-app/app", "7bcef6fe1df1c64f47b2c599f1f56da922e04d4e", "react-native", "tuning"),
    App("inaturalist-rn", "inaturalist/iNaturalistReactNative", "09b27cf3a897c92df7f9398e3f9174a5f5284ca1",
        "react-native", "test"),
    App("podverse-rn", "podverse/podverse-rn", "de0eea39778288c459d3706b44a62addaccbf38e", "react-native", "tuning"),
    App("git-point", "gitpoint/git-point", "3f01534440ab5bda689209f50b3e08891b3e87dd", "react-native", "test"),
    App("maccy", "p0deje/Maccy", "d994f91f11e4836d155f41119577237ce7d9d5b4", "swift", "tuning"),
    App("kiwix-apple", "kiwix/kiwix-apple", "973f26d22dde9e207d9c459b57826d756c60b5ff", "swift", "tuning"),
    App("focus-ios", "mozilla-mobile/focus-ios", "a2832521c1daa0c23419c73705ae043ed60c9791", "swift", "test"),
    App("ivpn-ios", "ivpn/ios-app", "df9951dc0ed61ff3ff65b0ce47c2898d64d86314", "swift", "test"),
    App("stats", "exelban/stats", "1ab6adb58a1ed3e9f6fffbb62af38d64ac3a53f5", "swift", "test"),
    App("whisky", "Whisky-App/Whisky", "fd5480a76b3ebfe3419a1ab86ca3695f5cc328f8", "swift", "tuning"),
    # Batch 2, added 2026-12-02 after the test half of batch 1 was read and judged: apps nobody on the
    # team had scanned or read, pinned at the commit their snapshot holds, drawn on their own by
    # bench/split.py (seed "221389173:realworld:2") before any scan. The next unseen measurement.
    App("outline", "outline/outline", "d77dcdf853868c5d5fe125c895c9b71f0eff5c68", "node", "test", 2),
    App("wikijs", "requarks/wiki", "6f042e97cc2d3acda6b6ff611de8e0faacce91c1", "node", "tuning", 2),
    App("postiz", "gitroomhq/postiz-app", "74b01ada154a177242d558bedc646fcfed100adf", "node", "tuning", 2),
    App("overseerr", "sct/overseerr", "46a9b244efd81e0e70a16a851252114bc2d3c2ca", "node", "test", 2),
    App("langfuse", "langfuse/langfuse", "62751446149b702b419a9292ddfc2280cdf74b8c", "nextjs", "tuning", 2),
    App("dokploy", "Dokploy/dokploy", "772b76821771c53b072c2fbb95cf8876e1a65ae4", "nextjs", "test", 2),
    App("openstatus", "openstatusHQ/openstatus", "22df52eb0dbdafbad2c3fa41269f7a3a3cbf044b", "nextjs", "test", 2),
    App("zeus", "ZeusLN/zeus", "f39a8ee52458884e383266debd777b9e12e122e4", "react-native", "test", 2),
    App("blixt-wallet", "hsjoberg/blixt-wallet", "e868a65b38c22e591675b256c813c47d4fd574c7", "react-native",
        "tuning", 2),
    App("convos", "ephemeraHQ/converse-app", "41f167eb9935314f78cb6d4be82c9e851d099f57", "react-native", "tuning", 2),
    App("codeedit", "CodeEditApp/CodeEdit", "cec6287a49a0a460cd7cab17f254eebc3ada828e", "swift", "tuning", 2),
    App("aidoku", "Aidoku/Aidoku", "eb812a56593631c03997de6b5d343b2dbd3bea62", "swift", "test", 2),
    # Batch 3, added 2026-12-02 after batch 2's test half was read and judged: apps nobody on the team
    # had scanned or read, pinned at the commit their snapshot holds, drawn on their own by
    # bench/split.py (seed "221389173:realworld:3") before any scan. The next unseen measurement.
    App("ghostfolio", "ghostfolio/ghostfolio", "c542997d27990365b607c7a6c9fe4bc8835a55c8", "node", "tuning", 3),
    App("docmost", "docmost/docmost", "549cf7c0053bb4f4c3c4e08d588b1f0c69297daf", "node", "tuning", 3),
    App("pingvin-share", "stonith404/pingvin-share", "4f9a502e40360a062ced981010566744e05a1c33", "node", "test",
        3),
    App("nightscout", "nightscout/cgm-remote-monitor", "7e0e77f88fc113a76fe363504125f5b36b8a3fe3", "node", "test",
        3),
    App("spliit", "spliit-app/spliit", "edcf11ea1485ef42797728d0dcc97735ea51b547", "nextjs", "test", 3),
    App("chatwoot-mobile", "chatwoot/chatwoot-mobile-app", "83328ba02590c621deb2c0c8910925d529ecc01f",
        "react-native", "tuning", 3),
    App("covid-alert", "cds-snc/covid-alert-app", "3f79e220cc4235365207d5146d2784f4622503ab", "react-native",
        "tuning", 3),
    App("etesync-notes", "etesync/etesync-notes", "3b1d1401dd40448781dfc1215e4fc5415b1ab51f", "react-native",
        "test", 3),
    App("cozy-flagship", "cozy/cozy-flagship-app", "66e28d8756caa668803086bdb30b7aa1dca89382", "react-native",
        "test", 3),
    App("keepassium", "keepassium/KeePassium", "e651df4f89b0b8550371566ca9aa55a964d2904e", "swift", "tuning", 3),
    App("deltachat-ios", "deltachat/deltachat-ios", "7332bcad3944f0d31533e6dba950dd0613c98828", "swift", "tuning",
        3),
    App("amperfy", "BLeeEZ/amperfy", "d3513f8551f3613ee74f2ef6ca815d38564a6054", "swift", "test", 3),
    # Batch 4, added 2026-12-02 after batch 3's test half was read and judged: apps nobody on the team
    # had scanned or read, pinned at the commit their snapshot holds, drawn on their own by
    # bench/split.py (seed "221389173:realworld:4") before any scan. The next unseen measurement.
    App("karakeep", "karakeep-app/karakeep", "7ca5ee236b96cd659096b1530c5be3fdcd8e4470", "nextjs", "test", 4),
    App("reactive-resume", "AmruthPillai/Reactive-Resume", "91c8624d8043fdb78424d4a1641b2fc3efdbd016", "node", "test",
        4),
    App("heyform", "heyform/heyform", "c8856912b787038c3b0f21c56640f081fe636e32", "node", "test", 4),
    App("dockge", "louislam/dockge", "f809ae192b571944ad773e9866d3e67064ae8043", "node", "tuning", 4),
    App("planka", "plankanban/planka", "a8dcd7cef3ee8d19ad05b8c734ac43f3103489e8", "node", "tuning", 4),
    App("standardnotes-mobile", "standardnotes/mobile", "f9208145333f3fc6217475c093a66164a85680b2",
        "react-native", "test", 4),
    App("memmy", "Memmy-App/memmy", "f5019cad4660fbf39c63fcc712c8f7ee075836e7", "react-native", "tuning", 4),
    App("guardian-editions", "guardian/editions", "36cc7b0fdd0ccbf39327d5438b81d908ff24e14c", "react-native", "test",
        4),
    App("pillarwallet", "pillarwallet/pillarwallet", "83c62ad3c39d1cd957a23ea37f07a00e82ebc719",
        "react-native", "tuning", 4),
    App("damus", "damus-io/damus", "9d287c7cc7f6835b5d7b57a7bea348cc385dee9a", "swift", "tuning", 4),
    App("cryptomator-ios", "cryptomator/ios", "2cbbe1e3d02fb6fe9b4b269ecaf3289118fd4768", "swift", "test", 4),
    App("iina", "iina/iina", "3e7e879cd12fa22753183872acf49ce38630ef42", "swift", "tuning", 4),
    # Batch 5, added 2026-12-02 after batch 4's test half was read and judged: apps nobody on the team
    # had scanned or read, pinned at the commit their snapshot holds, drawn on their own by
    # bench/split.py (seed "221389173:realworld:5") before any scan. The next unseen measurement.
    App("homepage", "gethomepage/homepage", "b2a52ff2a9df1b7e7bc612178f66539606311b84", "nextjs", "test", 5),
    App("homarr", "homarr-labs/homarr", "464d98e124726f30c5f92ccf18a5ebff71e0cdd9", "nextjs", "tuning", 5),
    App("wg-easy", "wg-easy/wg-easy", "bc05e0eac15d894b642a1c0ab44d4c89de64e7da", "node", "test", 5),
    App("audiobookshelf", "advplyr/audiobookshelf", "1b46d68027f3dcd88a4ef596fe6d005541fea3c6", "node", "tuning", 5),
    App("your-spotify", "Yooooomi/your_spotify", "b687c7a77d98695bade2ba0bc5f7765d4e9cf0ed", "node", "tuning", 5),
    App("trilium", "TriliumNext/Notes", "841fddb2ec04934a350044f3ef9666b4175b8591", "node", "test", 5),
    App("edge-wallet", "EdgeApp/edge-react-gui", "9f40967e148d8e72db1a7d50b3beebb2434652d0", "react-native",
        "tuning", 5),
    App("alby-go", "getAlby/go", "d4edab711bef2a77a402ea07b18483ec84d55d14", "react-native", "test", 5),
    App("graysky", "mozzius/graysky", "043b16cf8aa59d3ce612016e7cb3a1bd0e4c5029", "react-native", "tuning", 5),
    App("element-x-ios", "element-hq/element-x-ios", "5d0343c480a8659a1d5669f8e4a13fb37d7528e7", "swift", "test", 5),
    App("unstoppable-wallet", "horizontalsystems/unstoppable-wallet-ios", "426cdf59491e3d14c52a23c6001abb8ccc0b720d",
        "swift", "tuning", 5),
    App("yattee", "yattee/yattee", "65b2f985ef6778f595432c8ad5a78143d4155566", "swift", "test", 5),
    # Batch 6, added 2026-12-02 after batch 5's test half was read and judged: apps nobody on the team
    # had scanned or read, pinned at the commit their snapshot holds, drawn on their own by
    # bench/split.py (seed "221389173:realworld:6") before any scan. The next unseen measurement.
    App("flowise", "FlowiseAI/Flowise", "ababf4c8ebc0263e03aeeb917832251d3fd785e4", "node", "test", 6),
    App("nodebb", "NodeBB/NodeBB", "ab329b3b4c4d4cc9717b2938908649382cca2b39", "node", "tuning", 6),
    App("etherpad", "ether/etherpad-lite", "b827f5b3d93bc79fc9014c7d9f8b900956b8af65", "node", "tuning", 6),
    App("umbrel", "getumbrel/umbrel", "2a479429c5a9107d92dd4aefd8493b326e547492", "node", "test", 6),
    App("runtipi", "meienberger/runtipi", "06eec45e3b09a351e00bd21ca275e7704b45152f", "nextjs", "test", 6),
    App("dashy", "Lissy93/dashy", "fde99410ff8565bc62160f613a44350352871998", "node", "tuning", 6),
    App("bitcoin-keeper", "bithyve/bitcoin-keeper", "4285c83c05cb62b6d134d883feb4eed015a82f7b", "react-native",
        "tuning", 6),
    App("hexa", "bithyve/hexa", "f39a7e025bb9b605fdb3afb4112e31c6e7c86a16", "react-native", "tuning", 6),
    App("chainreact-2023", "infinitered/ChainReactApp2023", "cb1c2b9e6225dbfbe4077f6ddfbca3d5c9629237",
        "react-native", "test", 6),
    App("nos", "planetary-social/nos", "0ea8218450de1000e75bf12e21dccbfbbbdb4913", "swift", "test", 6),
    App("nextcloud-talk-ios", "nextcloud/talk-ios", "2d31eda5e2acbf3cef27aa289376942bdf0de25d", "swift", "tuning",
        6),
    App("simplenote-ios", "Automattic/simplenote-ios", "d3e2599cd16485a4b75a4a62882056351c18a0c7", "swift", "test",
        6),
    # Batch 7, added 2026-12-02: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:7") before any
    # scan. Both halves unseen.
    App("anything-llm", "Mintplex-Labs/anything-llm", "72aabbd15481ae405434efd4c83d46026eef1173", "node", "tuning", 7),
    App("tianji", "msgbyte/tianji", "1a7907ffb281db76570f2f12469267db431263c6", "node", "test", 7),
    App("typebot", "baptisteArno/typebot.io", "830ba7139bc1e4146ee078c8241bd0b7b25cc218", "nextjs", "test", 7),
    App("standardnotes-server", "standardnotes/server", "31d2b8a092d8e85982c367197ffcf97cc07e2669", "node",
        "tuning", 7),
    App("rybbit", "rybbit-io/rybbit", "e0f9499e7f5008368c40a7e54d171fb7c83ec165", "node", "test", 7),
    App("yapi", "YMFE/yapi", "59bade3a8a43e7db077d38a4b0c7c584f30ddf8c", "node", "tuning", 7),
    App("streamyfin", "streamyfin/streamyfin", "7d57cf1a690e861aed0b983555568cebd33ac13c", "react-native", "tuning", 7),
    App("showtime", "showtime-xyz/showtime-frontend", "d7484398307423e7382a8c9eef84731707b5340d", "react-native",
        "tuning", 7),
    App("olas", "pablof7z/olas", "380d6950197b18eb4a31e7d9ce5862255f4137d1", "react-native", "test", 7),
    App("swiftfin", "jellyfin/Swiftfin", "3944680cf13d7c2c6bb8658ab8d79c151a4b045e", "swift", "tuning", 7),
    App("mlem", "mlemgroup/mlem", "83702b659f9f19f0a7e181c2535b23f6587b18a4", "swift", "test", 7),
    App("altstore", "altstoreio/AltStore", "5a0f2de77e0723bf782447edbc0ab2bc11688234", "swift", "test", 7),
    # Batch 8, added 2026-12-02: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:8") before any
    # scan. Both halves unseen.
    App("zipline", "diced/zipline", "effe1f9ec1d017b98b1bf7b4a392a84e2461f3dd", "nextjs", "tuning", 8),
    App("nginx-proxy-manager", "NginxProxyManager/nginx-proxy-manager", "a62c2a6dc3ab51e6fedc34d3ea3506bc9373953f",
        "node", "tuning", 8),
    App("thunderhub", "apotdevin/thunderhub", "5e116d7359398fc5323e5c8e3e13e9fcee8a9762", "node", "test", 8),
    App("homebridge-ui", "homebridge/homebridge-config-ui-x", "d18fc22692c243e314154d6c4916efc6d5c28159", "node",
        "tuning", 8),
    App("openpanel", "Openpanel-dev/openpanel", "ed7bdddbadbe556719ac4b08963905a2de717ddd", "node", "test", 8),
    App("cnpmcore", "cnpm/cnpmcore", "30877b2b50a8d1517c01bf7b7f330a95c12813ca", "node", "test", 8),
    App("jellyfin-audio-player", "leinelissen/jellyfin-audio-player", "ea8554d89335d067cc9ff38c315600fcf7729508",
        "react-native", "tuning", 8),
    App("nostros", "KoalaSat/nostros", "76c53ecfd525b4ec466aac03f5fb2fcb729f4531", "react-native", "test", 8),
    App("kitsu-mobile", "hummingbird-me/kitsu-mobile", "de0fb86d8950321822aff676ee3ac10b43c1ae11", "react-native",
        "tuning", 8),
    App("passepartout", "passepartoutvpn/passepartout", "7c23f33f6b62ab0a52a68f856edb5ae686aa4768", "swift", "test", 8),
    App("owncloud-ios", "owncloud/ios-app", "0ac09a30505b658672bdda68a30727bf0313bfeb", "swift", "test", 8),
    App("green-ios", "Blockstream/green_ios", "afb597d8a6842d80e8077a969f125298fe2bbe67", "swift", "tuning", 8),
    # Batch 9, added 2026-12-02: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:9") before any
    # scan. Both halves unseen.
    App("maintainerr", "jorenn92/Maintainerr", "60f1756963236e74f3ca8a47868268080f609220", "node", "tuning", 9),
    App("peppermint", "Peppermint-Lab/peppermint", "ba6e2179f9409db76abeb9a3007a262160e24628", "node", "tuning", 9),
    App("web-check", "Lissy93/web-check", "714cf62ca7141113bd3528299e21b660eb14e099", "node", "tuning", 9),
    App("hemmelig", "HemmeligOrg/Hemmelig.app", "9eb7304d42141264be56ecc8af3b99fc9b20f0fb", "node", "test", 9),
    App("thelounge", "thelounge/thelounge", "2c511e667d10f4449b3b5c2a4da4336f17993816", "node", "test", 9),
    App("hexabot", "Hexastack/Hexabot", "9b8dae56ee3953b283dd56358c036c089fd4319a", "node", "test", 9),
    App("jellify", "Jellify-Music/App", "d80f41ddb5dce0ba45314dadde8fc2c399da37b2", "react-native", "test", 9),
    App("zingo-mobile", "zingolabs/zingo-mobile", "00f05b8de45b382c62083c9ac00c5f530ddadf3e", "react-native",
        "tuning", 9),
    App("temple-wallet", "madfish-solutions/templewallet-mobile", "cddf09cfc9ac8fd21bf27ffc682b7a7ab596f43a",
        "react-native", "tuning", 9),
    App("openhab-ios", "openhab/openhab-ios", "eb34c7f5d031ab81ed2c1558a39a3aff5887fd76", "swift", "test", 9),
    App("xcodes", "XcodesOrg/XcodesApp", "7fd5b660b0abeaf3fee84b57c7af7f860ba57048", "swift", "tuning", 9),
    App("tella-ios", "Horizontal-org/Tella-iOS", "da411c9eb88e3a3a397223a997ddf9fd34f8ff28", "swift", "test", 9),
    # Batch 10, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:10") before any
    # scan. Both halves unseen.
    App("podverse-api", "podverse/podverse-api", "f4761929bd3b2ddf07bed84cb387fa7a074287a0", "node", "test", 10),
    App("automatisch", "automatisch/automatisch", "41f3c56a163103cae761bb44f03638cb84e859ee", "node", "test", 10),
    App("evershop", "evershopcommerce/evershop", "770c47bb89b600bebabbc035c014ba7dd8dd0b78", "node", "tuning", 10),
    App("papra", "papra-hq/papra", "2b110a4ce175cddfd18f3f4c44c16068037542c8", "node", "tuning", 10),
    App("flame", "pawelmalak/flame", "3e03c25138df4321143c4fbd1a99468ff375ebb2", "node", "tuning", 10),
    App("lemmy-ui", "LemmyNet/lemmy-ui", "d08625c82e6127eea52e889c3f24ed897b54a620", "node", "test", 10),
    App("drip", "bloodyhealth/drip", "85301fb89c7d04354a868de5d888547d109aa53b", "react-native", "test", 10),
    App("comapeo-mobile", "digidem/comapeo-mobile", "dfd586b0a07718249400114188946f4dd5487a0f", "react-native",
        "tuning", 10),
    App("musicfree", "maotoumao/MusicFree", "d118b18b3d0c904400f7eea7bf99c0ceec6c1aee", "react-native", "tuning", 10),
    App("secretive", "maxgoedjen/secretive", "b00328674542c42c35058069122fd6e63ce2ffb4", "swift", "tuning", 10),
    App("2fas-ios", "twofas/2fas-ios", "693a08e5c89c7c247ce1ed4612edd996bcf44fd8", "swift", "test", 10),
    App("coteditor", "coteditor/CotEditor", "611b0ce5cf6a7ade94535611aac10d9a169f0547", "swift", "test", 10),
    # Batch 11, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:11") before any
    # scan. Both halves unseen.
    App("magicmirror", "MagicMirrorOrg/MagicMirror", "fb41d24ef522e91e802e2a623ff6afbddeb3c9d8", "node", "tuning", 11),
    App("caprover", "caprover/caprover", "c352c9785464caf75166274867f00bc054fa6ce2", "node", "tuning", 11),
    App("plunk", "useplunk/plunk", "07cea202620d9e56a5e9237aaca1d608813fa04f", "node", "test", 11),
    App("split-pro", "oss-apps/split-pro", "fd089df2af9b2f4c7110923932f3f7816909cd38", "nextjs", "test", 11),
    App("chibisafe", "chibisafe/chibisafe", "612e9b5d2d3c29aeddd44147df5b76575e1497c5", "node", "tuning", 11),
    App("waline", "walinejs/waline", "70d6cea1c073884ff8bdd74c3ce38c19da95bddd", "node", "test", 11),
    App("seek", "inaturalist/SeekReactNative", "a79f80c1f1d0d143955a5c01d0107d7114193b95", "react-native", "test", 11),
    App("manyverse", "staltz/manyverse", "0084b7a85fb904e8b6221f4f167828da9dfe6901", "react-native", "tuning", 11),
    App("helium-wallet", "helium/wallet-app", "c612238916c5f4fea93c623ac9e2deae176cb902", "react-native", "tuning", 11),
    App("ice", "jordanbaird/Ice", "11edd39115f3f43a83ae114b5348df6a0e1741cf", "swift", "tuning", 11),
    App("nightguard", "nightscout/nightguard", "4d82879b2a8da9d0de9ef2e628c8bbb721e3b7dd", "swift", "test", 11),
    App("primal-ios", "PrimalHQ/primal-ios-app", "91787a1209bd13f57afcb5fe100783102feae2fb", "swift", "test", 11),
    # Batch 12, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:12") before any
    # scan. Both halves unseen.
    App("chartbrew", "chartbrew/chartbrew", "944afa1ac8e900af77a0694fcb577e488a2e2f7f", "node", "tuning", 12),
    App("mirotalksfu", "miroslavpejic85/mirotalksfu", "f4a9a42b3d3fda6d316edee473174f5725312a63", "node", "test",
        12),
    App("send", "timvisee/send", "e0a3d2bf2c4f5ec78a1cf656c1ae4b63f3ac1e09", "node", "tuning", 12),
    App("petio", "petio-team/petio", "abda13502a8977fa3aa098ec2157bb1a68fe9060", "node", "test", 12),
    App("perplexica", "ItzCrazyKns/Perplexica", "d7b020e5bb6456e7510e54acf098aa1605818d90", "nextjs", "test", 12),
    App("maxun", "getmaxun/maxun", "ca458fed8a92436f35e3f06bf86317f5a9e2f3c3", "node", "tuning", 12),
    App("bitpay-app", "bitpay/bitpay-app", "1fbd9f0b28a1f3b697f6d6b9f2b36e2a12c3726e", "react-native", "tuning", 12),
    App("discourse-mobile", "discourse/DiscourseMobile", "74534a8f0283a9047e836ddd8b5474c2bd2dc1d8", "react-native",
        "test", 12),
    App("relisten", "RelistenNet/relisten-mobile", "0c6a4004afa832b8b9a21c6c0085f6d7d268a945", "react-native",
        "tuning", 12),
    App("cork", "buresdv/Cork", "75c5c61211a8282e5124bfcd8cf821eb56ece7bf", "swift", "test", 12),
    App("meetingbar", "leits/MeetingBar", "26eef52e008a98e42f87fd1a560f404cb615bf03", "swift", "test", 12),
    App("mammoth", "TheBLVD/mammoth", "3befc15a4e2c1c720723e6abf801587016e8ebe1", "swift", "tuning", 12),
    # Batch 13, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:13") before any
    # scan. Both halves unseen.
    App("psitransfer", "psi-4ward/psitransfer", "8b547bf3e09757122efa00aab90281e3915aa0c6", "node", "test", 13),
    App("nextchat", "ChatGPTNextWeb/NextChat", "706a18b95b714ab29b2a4842d3b9ff4f887935d5", "nextjs", "test", 13),
    App("rtl", "Ride-The-Lightning/RTL", "c94ced0e5a754ffdbc0d4073f5ee0169c10ccadc", "node", "tuning", 13),
    App("jellystat", "CyferShepard/Jellystat", "3fae9f7e168a8c4728892793c2bebfae78e4c34b", "node", "test", 13),
    App("spacebar", "spacebarchat/server", "74df883a440484a5b6685521c7074e3d77fb9c1f", "node", "tuning", 13),
    App("swetrix", "Swetrix/swetrix", "c5f4c86b227e76fdb1415aeea7a1aad27127d650", "node", "tuning", 13),
    App("bc-wallet", "bcgov/bc-wallet-mobile", "b98c484b1423e9c535fd7ea039263f07c19caba1", "react-native", "tuning",
        13),
    App("minibits", "minibits-cash/minibits_wallet", "7d6be05eab7d328a706305f7df5b956f5cbdfc5a", "react-native",
        "tuning", 13),
    App("enuts", "cashubtc/eNuts", "e61f5c562a68f1f14948f3fca0108149fc532e9d", "react-native", "test", 13),
    App("monitorcontrol", "MonitorControl/MonitorControl", "f16d90f29cefbd9fff47e26fc8f99fe7a5280deb", "swift", "test",
        13),
    App("loopfollow", "loopandlearn/LoopFollow", "89183a494be5f1370b035163c53fdccc6f4ebd3c", "swift", "tuning", 13),
    App("pearcleaner", "alienator88/Pearcleaner", "7724df7111bff82ae243301cf701992ef05ecf19", "swift", "test", 13),
    # Batch 14, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:14") before any
    # scan. Both halves unseen.
    App("logchimp", "logchimp/logchimp", "70dc37de968daecdc33265cc2d2d3de814dd6b73", "node", "tuning", 14),
    App("code-server", "coder/code-server", "88c2b7432e938f6918f21ff8d9dbfc641cd933d0", "node", "tuning", 14),
    App("big-agi", "enricoros/big-AGI", "52adc48c6d02b6b099257396e39b5d78ca492291", "nextjs", "test", 14),
    App("opensign", "OpenSignLabs/OpenSign", "f2ada473027e9b36e0af7a459ebe703b83bc2e25", "node", "tuning", 14),
    App("blinko", "blinkospace/blinko", "49fcdbb1520c7c24f03b1aa4d9d29a0125ab9d3f", "node", "test", 14),
    App("zigbee2mqtt", "Koenkk/zigbee2mqtt", "6835cbf5a73116aa4bfa097f2ad0dfb972018997", "node", "test", 14),
    App("mittatb", "AtB-AS/mittatb-app", "576f116876bdaed868017eee6ec90639d61442a9", "react-native", "tuning", 14),
    App("lnreader", "LNReader/lnreader", "3af24f08154e9d202c11f4fa027aa75d29e17dab", "react-native", "test", 14),
    App("freighter-mobile", "stellar/freighter-mobile", "c8fe6745d04ca31ed9c84c001e87f7598d23ccd2", "react-native",
        "tuning", 14),
    App("rectangle", "rxhanson/Rectangle", "64a918685269119367a8a70d4518f6bec3a0c1f3", "swift", "test", 14),
    App("nostur", "nostur-com/nostur-ios-public", "48dbde77701696460415c31d76768514172b6300", "swift", "test", 14),
    App("swift-paperless", "paulgessinger/swift-paperless", "07e8e9ff92cbac30e228f221d12a196e68697b0c", "swift",
        "tuning", 14),
    # Batch 15, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:15") before any
    # scan. Both halves unseen.
    App("puter", "HeyPuter/puter", "8307e8c9f0130b9fd325f83fbdf083dfa69b9442", "node", "test", 15),
    App("mongo-express", "mongo-express/mongo-express", "3ea48dd0970768bfe5824d955b12af57c5663159", "node", "test", 15),
    App("inbox-zero", "elie222/inbox-zero", "4f70dcefc55c65f2664ec27a19e118003138fb5f", "nextjs", "tuning", 15),
    App("wildduck", "nodemailer/wildduck", "08c5804798e7ffe1b281859c4edcec2465d058c2", "node", "tuning", 15),
    App("leather", "leather-io/mono", "4ac9e6313ff21c70f5ea3e6d093e351ab8f5bf44", "react-native", "tuning", 15),
    App("rabby-mobile", "RabbyHub/rabby-mobile", "bfe6db3993d72c1ce905165d677b59dc4a04d188", "react-native",
        "tuning", 15),
    App("subwallet-mobile", "Koniverse/SubWallet-Mobile", "5972b2a2780c6042ab649c7872626f70c2480f8b", "react-native",
        "test", 15),
    App("notesnook", "streetwriters/notesnook", "360cd5431de9caee71df1f02aad14f1400853e1e", "react-native", "test", 15),
    App("alt-tab", "lwouis/alt-tab-macos", "10af70aaaaac0a2dbb7d0aaa61cda21b065c203f", "swift", "test", 15),
    App("moememos", "mudkipme/MoeMemos", "7e9e8d6d7590b1eb0660886afe6fa78abeb0f7cd", "swift", "tuning", 15),
    App("linearmouse", "linearmouse/linearmouse", "984333200f1c868638a72e83ff186bb56b5aa8ec", "swift", "test", 15),
    App("xdripswift", "JohanDegraeve/xdripswift", "69eb88330a22e7d9969ee94ec6fa87072367fd2e", "swift", "tuning", 15),
    # Batch 16, added 2026-12-03: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:16") before any
    # scan. The test half unseen (the tuning half scanned at the start build ca0d9ad3, after the draw).
    App("mempool", "mempool/mempool", "3b6ed8bde7826e80283bcd87e11478ce15c93ec7", "node", "tuning", 16),
    App("grist", "gristlabs/grist-core", "f98cda95ac9a39d27c976c9db84ca131bf020f84", "node", "test", 16),
    App("dittofeed", "dittofeed/dittofeed", "52b2bee909744d07dd5d409fd3974d4b95c66766", "nextjs", "tuning", 16),
    App("cobalt", "imputnet/cobalt", "a636575b09de1fc55d9b8cd98cac88f5f2f16b42", "node", "test", 16),
    App("ecency-mobile", "ecency/ecency-mobile", "549d34f077639482657c55c69d76aa0d082b3764", "react-native",
        "test", 16),
    App("trainlcd", "TrainLCD/MobileApp", "046863f78bf1db7f64aecfae0e5d216c89ed1e3c", "react-native", "tuning", 16),
    App("veworld", "vechain/veworld-mobile", "142c2c76894f807f360331568013a422bd39b416", "react-native", "test", 16),
    App("core-mobile", "ava-labs/core-mobile", "64c7a7ff1318fb210e20c2ba862d40689b2bf9cc", "react-native",
        "tuning", 16),
    App("meshtastic-apple", "meshtastic/Meshtastic-Apple", "9f0d810955a5c7662fa0487ad666b34ae36c8d02", "swift",
        "tuning", 16),
    App("zotero-ios", "zotero/zotero-ios", "00280bd834bc3b0ddebb9db7e5f8016719c4e7b9", "swift", "test", 16),
    App("trio", "nightscout/Trio", "29350e31a9f8b25dcea719f52fa1abb676e34af8", "swift", "test", 16),
    App("zashi-ios", "Electric-Coin-Company/zashi-ios", "2488b26607be5e1361c19ca2199de6eefe10bad5", "swift",
        "tuning", 16),
    # Batch 17, added 2026-12-04: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:17") before any
    # scan. The test half unseen (the tuning half scanned at the start build 81098c20, after the draw).
    App("checkmate", "bluewave-labs/checkmate", "290e9226e5b6b6528152543c378e8ae881306a05", "node", "test", 17),
    App("gladys", "GladysAssistant/Gladys", "cf41a63e09017ee1db7419a39bad4ec3cc495179", "node", "tuning", 17),
    App("cronicle", "jhuckaby/Cronicle", "c880eb84a67495ed3a6edb3720d7cb2511e47419", "node", "tuning", 17),
    App("pairdrop", "schlagmichdoch/PairDrop", "31ec776fb304fd7ddf0eeffba41b1631f712887b", "node", "test", 17),
    App("xaman", "XRPL-Labs/Xaman-App", "942f43876265a7af44f233288ad2b1d00841d5fa", "react-native", "test", 17),
    App("blink-mobile", "GaloyMoney/blink-mobile", "3f48d17baa17fcb584214cba00e7973ab506db3e", "react-native",
        "tuning", 17),
    App("hive-keychain-mobile", "hive-keychain/hive-keychain-mobile", "49b0fb9d3d07d69e89a65e5868cecc3b42c3deec",
        "react-native", "test", 17),
    App("zooniverse-mobile", "zooniverse/mobile", "f1529ea1f3a413c1c50fc742f43c524ae07b3c26", "react-native",
        "tuning", 17),
    App("onebusaway-ios", "OneBusAway/onebusaway-ios", "c9dadbd8f192a30485f49cfef7b6d4b4e22397f1", "swift",
        "tuning", 17),
    App("jami-ios", "savoirfairelinux/jami-client-ios", "a8d4bcb1ff9a85c6aba7cf7b542edaa9f78317dc", "swift",
        "tuning", 17),
    App("utm", "utmapp/UTM", "e4a4c34b671284263fc69f81b607de494d7e9b65", "swift", "test", 17),
    App("enchanted", "gluonfield/enchanted", "2f82ee2518c63fa7347c9e8e8e5a131ee0b75cbe", "swift", "test", 17),
    # Batch 18, added 2026-12-04: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:18") before any
    # scan. The test half unseen.
    App("companion", "bitfocus/companion", "3d76cbadedab21d5dc7e14d3b332557248513b1a", "node", "test", 18),
    App("signalk-server", "SignalK/signalk-server", "9edfbf958eb7addb69140a605b4d21a0df249fdc", "node", "tuning", 18),
    App("morphic", "miurla/morphic", "ccdb89d8d173758d736f261312d36c58c3b85dab", "nextjs", "tuning", 18),
    App("refly", "refly-ai/refly", "71f8b875c8751e881776749d8ed7a74383b65fb0", "node", "test", 18),
    App("filen-mobile", "FilenCloudDienste/filen-mobile", "01601160897bd3962c406fd36ed6ac79a7ed67be",
        "react-native", "tuning", 18),
    App("daimo", "daimo-eth/daimo", "ec5b41d3b51e85e2ab09cf148f93fd5f8c9001a4", "react-native", "tuning", 18),
    App("kraken-wallet", "krakenfx/wallet", "f11aa146070a694630853810a5ad9490f372f92b", "react-native", "test", 18),
    App("tlon", "tloncorp/tlon-apps", "4875940aad930dd6f293556b942a5bca2aea11d1", "react-native", "test", 18),
    App("gomap", "bryceco/GoMap", "9d471e275a59e03f51adab36d2a0f32c18e0e6bd", "swift", "tuning", 18),
    App("voiceink", "Beingpax/VoiceInk", "d6da6ba864827a52e40114e395b3db988832b428", "swift", "test", 18),
    App("threema-ios", "threema-ch/threema-ios", "a92bb3b9d06b31de67f6b054725bb6b1253f006c", "swift", "tuning", 18),
    App("aerospace", "nikitabobko/AeroSpace", "c548c7f879164c7ab1acde7ecd88f4f19eb53d21", "swift", "test", 18),
    # Batch 19, added 2026-12-04: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:19") before any
    # scan. The test half unseen.
    App("kubero", "kubero-dev/kubero", "36a5046c379c5e9e5e0b2c1b80c218bfaa811144", "node", "test", 19),
    App("zero-mail", "Mail-0/Zero", "0f0b8e1fce8337eac4eaf8dd2cd556678bfce939", "nextjs", "test", 19),
    App("firecrawl", "mendableai/firecrawl", "0fac8fb22dea4392a5789b2c69eb524cb4245069", "node", "tuning", 19),
    App("lunary", "lunary-ai/lunary", "a86d6986e0edf7f6f565f9f622f1ab649f86c523", "node", "tuning", 19),
    App("berty", "berty/berty", "efb07eb4be3802261901b1e173a8c69aa08e2d5d", "react-native", "test", 19),
    App("paradym-wallet", "animo/paradym-wallet", "c4038930ceb71f14b7545b4bf55a88a2f961d0b8",
        "react-native", "tuning", 19),
    App("internxt-drive", "internxt/drive-mobile", "b06eaa969eb6e91da13748d8690af601f14a733a",
        "react-native", "test", 19),
    App("mindlogger", "ChildMindInstitute/mindlogger-app-refactor", "71d50854e984ca82856db14263ec9c037a74a421",
        "react-native", "tuning", 19),
    App("session-ios", "session-foundation/session-ios", "99bc193f8d619e9ed928e3d211006a0b6378585b",
        "swift", "test", 19),
    App("muun-falcon", "muun/falcon", "45aa14399e559af24dd95eb20907e7664b9a85f0", "swift", "test", 19),
    App("boring-notch", "TheBoredTeam/boring.notch", "7d954412f01daedf1d224efb04a60176f6d69529", "swift", "tuning", 19),
    App("keyboard-cowboy", "zenangst/KeyboardCowboy", "6fb5fc64971f0eb36dbc4edfa8329b90a658f2cb",
        "swift", "tuning", 19),
    # Batch 20, added 2026-12-04: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:20") before any
    # scan. The test half unseen.
    App("opencollective-api", "opencollective/opencollective-api", "e3f35f58970e39eeaa678a8990dfd72d0e71a9ce",
        "node", "test", 20),
    App("rocketadmin", "rocket-admin/rocketadmin", "42c8174fd8a6b2cefda6b8174b22ecafe0625d07", "node", "test", 20),
    App("pages-cms", "pages-cms/pages-cms", "f464c15e97084dad0480ffb4535523c1da078a95", "nextjs", "tuning", 20),
    App("tiledesk-server", "Tiledesk/tiledesk-server", "b70caa428e44347cbda4b7face09cda405643907",
        "node", "tuning", 20),
    App("self-app", "selfxyz/self", "716b3e8a918bbc63d5115c19e8840eb0fef37772", "react-native", "test", 20),
    App("rvmob", "revoltchat/rvmob", "3b3ca2d7463394318b03a7b1dee6c5cc03f5bc69", "react-native", "tuning", 20),
    App("buttercup-mobile", "buttercup/buttercup-mobile", "fe5c4fe721efc2907dc31b59cd6fae25bbaa85ed",
        "react-native", "tuning", 20),
    App("minds-mobile", "Minds/mobile-native", "e7d1d5f65f39fafce907dac36d3331e86821a189", "react-native", "test", 20),
    App("govuk-ios", "alphagov/govuk-mobile-ios-app", "31944a335884c3e4852c758e855ac14d7eeeb487",
        "swift", "tuning", 20),
    App("eudi-wallet-ios", "eu-digital-identity-wallet/eudi-app-ios-wallet-ui",
        "5990db7b90f826c326206c1ee69cfc651559c2f5", "swift", "test", 20),
    App("proton-pass-ios", "protonpass/ios-pass", "e4a1588502515520ad28d2664d06f3a35edff766", "swift", "test", 20),
    App("cove", "bitcoinppl/cove", "3622a7af296557cb48b5411469710118f878d3e8", "swift", "tuning", 20),
    # Batch 21, added 2026-12-04: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:21") before any
    # scan. The test half unseen.
    App("sqlpad", "sqlpad/sqlpad", "5bcee469dc893954b8127ec2e950cbd597b9368b", "node", "test", 21),
    App("cryptpad", "cryptpad/cryptpad", "9004ad2dd1b40d571b25f66dfe968606233f51a8", "node", "tuning", 21),
    App("cloudcmd", "coderaiser/cloudcmd", "7f28803a82e12e9721c3046dc9d71b4d825f8dd4", "node", "test", 21),
    App("usesend", "usesend/useSend", "68b5a072fc8c34b3bbb9fb5b955dd780fabcd9e8", "nextjs", "tuning", 21),
    App("hathor-wallet", "HathorNetwork/hathor-wallet-mobile", "4dd2d038dab010f6dcdc9afa092d7422eb4fa72a",
        "react-native", "tuning", 21),
    App("cypherd-wallet", "CypherD-IO/mobile-app", "a06a5aa330d00ba8e83d377892c0bae4962b886a",
        "react-native", "test", 21),
    App("organize-rn", "High5Apps/organize-rn", "8e7ff67eaf4535083ecc402213f650da49d21ea3",
        "react-native", "tuning", 21),
    App("wafrn-rn", "juandjara/wafrn-rn", "baeca53d6314beae8f0aa2812a8fd57ae368029b", "react-native", "test", 21),
    App("tokenary", "lil-org/tokenary", "3b38bd5a1e76b688c79a2ec51116d5e87b920153", "swift", "test", 21),
    App("fsnotes", "glushchenko/fsnotes", "c69d4f178a616b6cc33c59adbd25eb04bf09dedc", "swift", "tuning", 21),
    App("glucose-direct", "creepymonster/GlucoseDirect", "1927efab5caafa68624d7394aa23ba07fff1508e",
        "swift", "test", 21),
    App("netbird-ios", "netbirdio/ios-client", "c50ff9f24a326d0577951b9b877d759126077cf0", "swift", "tuning", 21),
    # Batch 22, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:22") before any
    # scan. The test half unseen.
    App("pigallery2", "bpatrik/pigallery2", "cd42146424917b68243825e83b6d9823f4e85b18", "node", "tuning", 22),
    App("worklenz", "Worklenz/worklenz", "7c808e5fc79bb75396b409a20bc7f71b721d97e1", "node", "test", 22),
    App("onlyoffice-server", "ONLYOFFICE/server", "4e56b8d056640557ffcd8c860a65535ab6cbd95b", "node", "test", 22),
    App("kan", "kanbn/kan", "0e1f25fc2c524ee3fd1d490a3227aad0d3bfde4c", "nextjs", "tuning", 22),
    App("tonhub", "tonwhales/wallet", "a2503f79d14868d65349ad7035d18389c6e2f996", "react-native", "test", 22),
    App("gooddapp", "GoodDollar/GoodDAPP", "b1b750f8e6a7aba8a0e2e240a2d1bc732bf832f9", "react-native", "test", 22),
    App("avni-client", "avniproject/avni-client", "8571d7bb11538347421f84dadfac260e93873883",
        "react-native", "tuning", 22),
    App("zkpassport", "zkpassport/mobile-app", "c52f5ef1c4c29ce3fd7e46c6dd25d172a1f1cb0e",
        "react-native", "tuning", 22),
    App("passforios", "mssun/passforios", "53ae6426bd0a1a8694f052edcdd9795fcfc005ad", "swift", "tuning", 22),
    App("gem-ios", "gemwalletcom/gem-ios", "9ce78a7de84e5abd3747f75bf40142d78974e084", "swift", "test", 22),
    App("polkadot-vault", "novasamatech/parity-signer", "3c46e7dd6bd1bbbf768a6d5304e8a4711dd34760",
        "swift", "test", 22),
    App("ruddarr", "ruddarr/app", "2b78c71f65e9e63dba24ed87f592cf890270bca0", "swift", "tuning", 22),
    # Batch 23, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:23") before any
    # scan. The test half unseen.
    App("tududi", "chrisvel/tududi", "da64a5892b77b70ee6d67648453bd989437b7575", "node", "tuning", 23),
    App("nango", "NangoHQ/nango", "2f4c0af671e2ca1c43dd4e78f3c369218bf3fc87", "node", "test", 23),
    App("formio", "formio/formio", "ff103279a0766400874422b655a65c0843ee5be5", "node", "tuning", 23),
    App("recipesage", "julianpoy/RecipeSage", "c17ee6eee37873feaaaca1784bdfeff3927852f7", "node", "test", 23),
    App("neon-wallet", "CityOfZion/neon-wallet-mobile", "bb7bad70994a52db2966a1fec9d520d017aa9054",
        "react-native", "tuning", 23),
    App("coltivio", "agricoltivio/coltivio-rn-app", "2ff40c1f9d374d91a4dc59f59d3188e68117b64d",
        "react-native", "test", 23),
    App("satsigner", "satsigner/satsigner", "498d813c10556dfc31c3a1e96163f575ab430847", "react-native", "tuning", 23),
    App("recomend", "recomendapp/mobile-app", "fe330d5b5b3295fe1fa619504138611bdee50e75", "react-native", "test", 23),
    App("myheartcounts", "StanfordBDHG/MyHeartCounts-iOS", "da0a587735bdfa2ea7784965a3d9f4bfdbc02a1a",
        "swift", "tuning", 23),
    App("tinode-ios", "tinode/ios", "68c9f73c24625d0c479e4f721f89caf32e4bfad8", "swift", "test", 23),
    App("phoenix-ios", "ACINQ/phoenix", "13c8ddb6e5f0319184e729359f867aa66c675840", "swift", "tuning", 23),
    App("strongbox", "strongbox-password-safe/Strongbox", "7807c1aecc89d55af66f827a164f7bde1919efdd",
        "swift", "test", 23),
    # Batch 24, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:24") before any
    # scan. The test half unseen.
    App("saltcorn", "saltcorn/saltcorn", "4f37a230d2d8390cff6762fdb03feaba63267dbe", "node", "tuning", 24),
    App("cncjs", "cncjs/cncjs", "48550474bd6b0bf375997f2d779f1f440b16aa4d", "node", "test", 24),
    App("midday", "midday-ai/midday", "47d252aab7e3ab28a0027376cfdd6ee83d2e5ccf", "nextjs", "tuning", 24),
    App("unkey", "unkeyed/unkey", "fc99b6b925b9f455886832261883f4086eb64d3d", "nextjs", "test", 24),
    App("pera-rn", "perawallet/pera-react-native", "9879b84d0728980d33198ec50e169d4329d79510",
        "react-native", "tuning", 24),
    App("haqq-wallet", "haqq-network/haqq-wallet", "e29483238bf0d992ef6041e220a24c36f707252a",
        "react-native", "test", 24),
    App("axelor-mobile", "axelor/axelor-mobile", "98986a2ab1d0265d33fefe2bfeb4f58601723761",
        "react-native", "tuning", 24),
    App("airdao-mobile", "ambrosus/airdao-mobile", "a0b599b94a74138e72934682d883720c176c1364",
        "react-native", "test", 24),
    App("bitchat", "permissionlesstech/bitchat", "9b84b361225facd8e623f25d76f889d3dc54a879", "swift", "tuning", 24),
    App("radix-wallet", "radixdlt/babylon-wallet-ios", "01fb96d0257d7013a547286d1845536cc462503a",
        "swift", "test", 24),
    App("dashwallet-ios", "dashpay/dashwallet-ios", "a461373b9796cf188ec5629c07fdf98a137aea8a",
        "swift", "tuning", 24),
    App("diia-ios", "diia-open-source/ios-diia", "7b7fab86a0de472d96f38a37e7bd96124a95b83e", "swift", "test", 24),
    # Batch 25, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:25") before any
    # scan. The test half unseen.
    App("mcsmanager", "MCSManager/MCSManager", "fd160513b60de22b7c21f016d490df7977b56806", "node", "tuning", 25),
    App("multi-scrobbler", "FoxxMD/multi-scrobbler", "bc28de66b14db1c99eb79ad75d1cdf4c9dfff7cc", "node", "test", 25),
    App("scira", "zaidmukaddam/scira", "7215d53023030e247dfc30ffc2ffe44257094f69", "nextjs", "tuning", 25),
    App("stack-auth", "stack-auth/stack", "4df77497a0c1177cf7682542d8510c0cf6282942", "nextjs", "test", 25),
    App("neotree", "neotree/neotree-react-native-app", "dbb7cbe3f9c7e74b4f2c5c89a4a744a34905dd56",
        "react-native", "tuning", 25),
    App("inji-wallet", "mosip/inji-wallet", "213d22d2b14123d4eb5fd1bc0dde890949e2433a", "react-native", "test", 25),
    App("aao", "StoDevX/AAO-React-Native", "5776b0f351301016cae060a9b358bcd00cf4ce62", "react-native", "tuning", 25),
    App("near-wallet", "Peersyst/near-mobile-wallet", "35e4ec50f45707a439a357ff393f3ecde3ac36d5",
        "react-native", "test", 25),
    App("xcreds", "twocanoes/xcreds", "54128064456fe8988b0c10f175e1a877611bf444", "swift", "tuning", 25),
    App("bitkit-ios", "synonymdev/bitkit-ios", "2dcedad801cf72fd2dc539ce7483850d9af6f92b", "swift", "test", 25),
    App("flow-wallet-ios", "onflow/FRW-iOS", "a9292026250eb984395304156fd849fc4803e952", "swift", "tuning", 25),
    App("one-login-ios", "govuk-one-login/mobile-ios-one-login-app", "b86c0bff4568270cf2fbe8450976378d15f35f9d",
        "swift", "test", 25),
    # Batch 26, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:26") before any
    # scan. The test half unseen.
    App("idurar", "idurar/idurar-erp-crm", "e935dec13cf8b6082a7e7fc4736669e5151a80a3", "node", "test", 26),
    App("ferdium-server", "ferdium/ferdium-server", "ac0ad500c58626cca19ef3f716c86597398aba1c", "node", "tuning", 26),
    App("browserless", "browserless/browserless", "0e2f33edd7beca0356c2548727f2d95e4fed51f3", "node", "tuning", 26),
    App("haraka", "haraka/Haraka", "0bf10cbb486253752042e10af4c65ec78ec7fe91", "node", "test", 26),
    App("wildlife-watcher", "wildlifeai/ww-mobile-app", "c189222702fae7f384c7efdceb79a28aea4b4b87",
        "react-native", "tuning", 26),
    App("index-wallet", "network-goods-institute/index-wallet-mobile", "3b7ef60e908f4e949997570b007b8a90fa883599",
        "react-native", "test", 26),
    App("actual-expo", "cubancodepath/actual-expo", "2e3a679704cfea3f96afbfa6e74cb17fd9ae36b0",
        "react-native", "tuning", 26),
    App("bluebubbles-rn", "munkledata/bluebubbles-rn", "6e7666290e584516341052c3b6082487b7f698d2",
        "react-native", "test", 26),
    App("vultisig-ios", "vultisig/vultisig-ios", "16c7b6b0862f2992d66b448c683775779c723ba3", "swift", "tuning", 26),
    App("code-ios", "code-payments/code-ios-app", "67b659ee1b5bff3f0b5f9cfe936be801901a7c85", "swift", "tuning", 26),
    App("adamant-ios", "Adamant-im/adamant-iOS", "16f4c262204d55e5d40a55284a371e50c7d97003", "swift", "test", 26),
    App("unstoppable-ios", "unstoppabledomains/unstoppable-ios-app", "02c40e84dfc2388260cd1640765b88c9bf9571e7",
        "swift", "test", 26),
    # Batch 27, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:27") before any
    # scan. The test half unseen.
    App("hookshot", "matrix-org/matrix-hookshot", "b6d407bab6f552dcda1be078ce225990a0752dfc", "node", "tuning", 27),
    App("shelf", "Shelf-nu/shelf.nu", "0c85873e406ec5e5aed26cc340a5363848f99e72", "node", "tuning", 27),
    App("rudder-transformer", "rudderlabs/rudder-transformer", "c98d160cfaddc5fe5ddee7891c4f4a23014b9aa8",
        "node", "test", 27),
    App("hey", "heyverse/hey", "873d76d6154a32204a45d266eb59a2e66c131038", "node", "test", 27),
    App("ironfish-wallet", "iron-fish/mobile-wallet", "b83246c62ed33f61dd16c650423a3d9c96e5857a",
        "react-native", "tuning", 27),
    App("u2u-wallet", "unicornultrafoundation/u2u-mobile-wallet", "6a78d807de9a2997c487e9d6b3ef4c957a66d0d6",
        "react-native", "tuning", 27),
    App("pearpass", "tetherto/pearpass-app-mobile", "c6afff8b88e3b28f737c3fc91178a1d187f2fb43",
        "react-native", "test", 27),
    App("renaissance", "parti-renaissance/app-mobile", "9b7f36dec8855437f6f6da6505eb59dea201bfe3",
        "react-native", "test", 27),
    App("cosmostation-ios", "cosmostation/cosmostation-ios", "b100855931d481308108dd1d4917688e0672d8f0",
        "swift", "tuning", 27),
    App("yubico-authenticator", "Yubico/yubioath-ios", "caabf54d0a3414eccbbcbb548ec3601b8429200d",
        "swift", "tuning", 27),
    App("feditext", "feditext/feditext", "b90a83c2a699efc1b9437ea3fd9d8e84d69553c9", "swift", "test", 27),
    App("hedvig-ios", "HedvigInsurance/ugglan", "3c8a2062d8e5f3159fbdd528bda0c3142a2114fe", "swift", "test", 27),
    # Batch 28, added 2026-12-05: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:28") before any
    # scan. The test half unseen.
    App("emailengine", "postalsys/emailengine", "aea4535093276c90d942e0e1723088f316b23754", "node", "tuning", 28),
    App("coinos-server", "coinos/coinos-server", "dea17487cf4fe63d029b760749e8675183042d3c", "node", "tuning", 28),
    App("daily-api", "dailydotdev/daily-api", "d5f0706117de6c94c1fbd82c2350130edcb97ab6", "node", "test", 28),
    App("hollo", "fedify-dev/hollo", "640cd42674da9805b80ef5162f7b4a1c5d9af8ad", "node", "test", 28),
    App("gumroad-mobile", "antiwork/gumroad-mobile", "e2aab79021ff6d3bdd2b910dff4f217d0dc4c7f5",
        "react-native", "tuning", 28),
    App("verus-mobile", "VerusCoin/Verus-Mobile", "483a232e68ad718f1cc5555258cd8b036c0a8e07",
        "react-native", "tuning", 28),
    App("pocketpal", "a-ghorbani/pocketpal-ai", "a3a4c34f500dc250c429f0007e1ef590f7e437d2",
        "react-native", "test", 28),
    App("folo", "RSSNext/Folo", "54447e6faaa21b87bb8f9bb1066b53ce9213697a", "react-native", "test", 28),
    App("openedx-ios", "openedx/openedx-app-ios", "bb9141a746556ad27733294bc446fec9cb2b7b20", "swift", "tuning", 28),
    App("olvid", "olvid-io/olvid-ios", "ecbe2990036c755b0cb07132052fab1a8a046615", "swift", "tuning", 28),
    App("ria-digidoc", "open-eid/MOPP-iOS", "98700b1a9f5a4ff15246f8ca5a6e254b9ad3aad9", "swift", "test", 28),
    App("flowcrypt-ios", "FlowCrypt/flowcrypt-ios", "60668631a4267b1efdab03f44c8973bb8f0e46ea", "swift", "test", 28),
    # Batch 29, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:29") before any
    # scan. The test half unseen.
    App("govuk-pay-frontend", "alphagov/pay-frontend", "0f14c7ee91d1caa7fc78f0ca4f3465f45e42f3b6", "node",
        "tuning", 29),
    App("odk-central-backend", "getodk/central-backend", "4f5943d13dd775fcecd2e21f9b8957db885d1ca3", "node",
        "tuning", 29),
    App("rafiki", "interledger/rafiki", "884c4bcfe657f3a04563e95ee34dc096e460d805", "node", "test", 29),
    App("one-login-auth-frontend", "govuk-one-login/authentication-frontend",
        "7e87f66730a7c35529bc5efda25354158cf55df4", "node", "test", 29),
    App("wavlake-mobile", "wavlake/mobile", "4bb11d88a2ca2bce92d83345be3653bf7c25db8c", "react-native", "tuning", 29),
    App("remote-app", "jgalat/remote-app", "5b82180a7f2716927063149083608909a7dd48d1", "react-native", "tuning", 29),
    App("sticknet-mobile", "sticknet/sticknet-mobile", "23dd1c659c2b75cd902776ea0f45e63a7169badd",
        "react-native", "test", 29),
    App("wisaw", "echowaves/WiSaw", "eff1053160f7ee2043b99a5350e54790d0b3f34e", "react-native", "test", 29),
    App("proton-drive-ios", "ProtonDriveApps/ios-drive", "97efc137cc16db2267636e3c1e71c0755d848ad7", "swift",
        "tuning", 29),
    App("linphone-ios", "BelledonneCommunications/linphone-iphone", "44bb74efc8684271a126639a4644f943c0df319e",
        "swift", "tuning", 29),
    App("kdrive-ios", "Infomaniak/ios-kDrive", "32327c22bc401693f7c713c3cae572781ef5ab7f", "swift", "test", 29),
    App("codeapp", "thebaselab/codeapp", "dfcec888657d88bcea81e89665559923a31bb0a3", "swift", "test", 29),
    # Batch 30, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:30") before any
    # scan. The test half unseen.
    App("stacker-news", "stackernews/stacker.news", "63a7c71d4577db539c410365437849f794d1932a", "nextjs", "tuning", 30),
    App("mozilla-monitor", "mozilla/blurts-server", "3b6c89004050c9e5af9220c05d9ec74c700e643b", "nextjs", "tuning", 30),
    App("ghost-activitypub", "TryGhost/ActivityPub", "90cf17a2206795c055df210d9f5609651bd007e0", "node", "test", 30),
    App("opencrvs-core", "opencrvs/opencrvs-core", "11a599e13a0a10959f0aba724beeca9aa223a08c", "node", "test", 30),
    App("brightid", "BrightID/BrightID", "6372ca8abd7cdc8dee5a4e3da453cc64a6c8cec0", "react-native", "tuning", 30),
    App("ssp-key", "RunOnFlux/ssp-key", "f91af6c840202c2e76166afd4b8907a0dbd44719", "react-native", "test", 30),
    App("peach-app", "Peach2Peach/peach-app", "107d43a79a4b5b668096095a5da26adcdb8f8094", "react-native", "test", 30),
    App("alephium-frontend", "alephium/alephium-frontend", "90ba0e98363f85a9b062f624ac52fae87a58153c",
        "react-native", "tuning", 30),
    App("apple-container", "apple/container", "af405ffd5a4d8e9ec872bc15351af41130c39b94", "swift", "tuning", 30),
    App("hackers-ios", "weiran/Hackers", "ffea336ae2927017c7daca5a6fc6fe60bc43eeca", "swift", "tuning", 30),
    App("pretixscan-ios", "pretix/pretixscan-ios", "70416ff9aef6fe78f225cd286d20fec3ead6992f", "swift", "test", 30),
    App("lunar-mac", "alin23/Lunar", "3e5024189914502d95c991f2d8d4c265b3a5add1", "swift", "test", 30),
    # Batch 31, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:31") before any
    # scan. The test half unseen.
    App("saml-jackson", "boxyhq/jackson", "e2a22b74f52077c1d1c71894723c846f0bd9a9a0", "nextjs", "tuning", 31),
    App("wekan", "wekan/wekan", "f5cc8e37319469dd6a4752e160540213a2094aa4", "node", "test", 31),
    App("atproto", "bluesky-social/atproto", "d6296a1cfdb40a773319cb59061300e4e8e52f26", "node", "tuning", 31),
    App("vendure", "vendure-ecommerce/vendure", "1633446f4ee203e5e3fbca628bee952893bffa5b", "node", "test", 31),
    App("spacedrive", "spacedriveapp/spacedrive", "be454a0b4896dfbc1f25f10168b66be2e95db878", "react-native",
        "test", 31),
    App("puente-collect", "hopetambala/puente-reactnative-collect", "49e5e9c1421f43094eaba1d9b3c5fbcc3af83a34",
        "react-native", "test", 31),
    App("cleanapp", "cleanappio/cleanapp-mobile", "4bbaa30f8561111efc12e6af2dd29baddbbdf692", "react-native",
        "tuning", 31),
    App("expo-orbit", "expo/orbit", "48826627396a4c40d218d2a7f6483cc09c86f5d1", "react-native", "tuning", 31),
    App("tophat", "Shopify/tophat", "bcf81ca935f82d62e3fb2f882d3067c44db3da5f", "swift", "tuning", 31),
    App("tart", "cirruslabs/tart", "5287b597a14773eb9b627ccd0545c675ef8a59f5", "swift", "test", 31),
    App("tba-ios", "the-blue-alliance/the-blue-alliance-ios", "66748afd4b056a194c9efc323e8c539a9f4cf971", "swift",
        "tuning", 31),
    App("wxyc-ios", "WXYC/wxyc-ios-64", "e485a4a6471109f2c39dd8307b14d073f775c509", "swift", "test", 31),
    # Batch 32, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:32") before any
    # scan. The test half unseen.
    App("cap", "CapSoftware/Cap", "0ce9e67516b14449c4263c0b173c85c40f30421b", "nextjs", "tuning", 32),
    App("france-chaleur-urbaine", "betagouv/france-chaleur-urbaine", "71c3c3876b63823e6e926d019e43a8c6a1d06eb7",
        "nextjs", "test", 32),
    App("outline-server", "Jigsaw-Code/outline-server", "4f59eea8a9a9ce479c59a77d9afea5a89b4e97c5", "node", "test",
        32),
    App("trackdechets", "MTES-MCT/trackdechets", "779f59bf47dc94712a476946cb8c55873f7b690a", "node", "tuning", 32),
    App("amsterdam-app", "Amsterdam/amsterdam-app-frontend", "110dedf64b4772a5b8ab1d8f3d0d33a99ddc0d7f",
        "react-native", "test", 32),
    App("wal", "walofficial/wal-react-native", "dce97f1675ae2d6bee0ec9b3bfc367d8177a0b1a", "react-native",
        "tuning", 32),
    App("mano", "SocialGouv/mano", "94a8d19946098d9c934a55de0cee868689436759", "react-native", "test", 32),
    App("hylo", "Hylozoic/hylo", "386ae3241d2bee29693604735eff1519af9c32e8", "react-native", "tuning", 32),
    App("dockdoor", "ejbills/DockDoor", "f80d0576047b81005edd6284b8718a10fa9f39f5", "swift", "tuning", 32),
    App("3dollars-ios", "3dollar-in-my-pocket/3dollars-in-my-pocket-ios", "6065b788d138f34a613be8e0d333bf5cc1af6cb7",
        "swift", "test", 32),
    App("mythic", "MythicApp/Mythic", "754223978e61fb6efcff1e3152ae426bad0020b7", "swift", "test", 32),
    App("mage-ios", "ngageoint/mage-ios", "35120ac942fdb452ec8fced8d57148a3977299b0", "swift", "tuning", 32),
    # Batch 33, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:33") before any
    # scan. The test half unseen.
    App("aave-interface", "aave/interface", "7e1c97841a7aaaf5b4b4ca3ec30d0015ff9f2cd5", "nextjs", "tuning", 33),
    App("metaphysics", "artsy/metaphysics", "abca009d374a03ce2e4c772264d503c83a8d65f4", "node", "test", 33),
    App("annuaire-entreprises", "annuaire-entreprises-data-gouv-fr/site", "e20f7342ecff70d7877297b824bcf082779a4fe4",
        "node", "tuning", 33),
    App("giveth-impact-graph", "Giveth/impact-graph", "b6718ee38207c586d33fcbd5251bd3b3b8039481", "node", "test", 33),
    App("tamanu", "beyondessential/tamanu", "dd80ca4dfb82b4bdb309c80333677a3c2288a824", "react-native", "test", 33),
    App("duolicious", "duolicious/duolicious-frontend", "44a05ac09aaa831cabb7c08b10fcbf529d2e7c37", "react-native",
        "tuning", 33),
    App("neuland", "neuland-ingolstadt/neuland.app-native", "83d5d70b57ae2ec14945c86ac96604d4465795bd",
        "react-native", "tuning", 33),
    App("pillar-valley", "EvanBacon/pillar-valley", "059927c437136b827cbeb39a15b2c012ee15d760", "react-native",
        "test", 33),
    App("penn-mobile-ios", "pennlabs/penn-mobile-ios", "41938908a2b9ad426b4d1601c63d3f861bec18c4", "swift", "test", 33),
    App("markedit", "MarkEdit-app/MarkEdit", "a13c0f23c17bfa386c84b2e78007befc68101e16", "swift", "test", 33),
    App("applite", "milanvarady/Applite", "9f7897cdebb332009b0d8eff92cb1d2fa080dcf0", "swift", "tuning", 33),
    App("input-source-pro", "runjuu/InputSourcePro", "d90e204c251aba6e73a4bc47100627d2b544dee3", "swift", "tuning", 33),
    # Batch 34, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:34") before any
    # scan. The test half unseen.
    App("vao", "SocialGouv/vao", "28f94385e427f956f50ee92e70f0ac290022e321", "node", "test", 34),
    App("sponsorblock-server", "ajayyy/SponsorBlockServer", "7c7ff3923faf149aa542836573029d16104d36a7", "node",
        "tuning", 34),
    App("nexterm", "gnmyt/Nexterm", "7d950070a4db740ddb7bf4feb8d0cff41faf61ea", "node", "tuning", 34),
    App("fdm-monster", "fdm-monster/fdm-monster", "2e9816d2164bd4e135d2af89491674a9e8346cfd", "node", "test", 34),
    App("1000jours", "SocialGouv/1000jours", "2496edce826250a19ea895088130491aba0566aa", "react-native", "test", 34),
    App("recosante", "SocialGouv/recosante-expo-app", "2fe3c744e43337329926ea039dce44f5868af729", "react-native",
        "tuning", 34),
    App("paas-mpa", "bratislava/paas-mpa", "ceea280902067466747e22167b48b56fb456c71e", "react-native", "test", 34),
    App("enforcement-scan", "bratislava/enforcement-scan-app-native", "3a662e72e9448bc6d1354a3a2e581d861b5f339b",
        "react-native", "tuning", 34),
    App("control-room", "twostraws/ControlRoom", "c8c7d4cfd4013e0a36466ed44c179522387ff437", "swift", "test", 34),
    App("eatery-blue-ios", "cuappdev/eatery-blue-ios", "989d34ae23d290ff342399cfa313affc1289c8ff", "swift", "tuning",
        34),
    App("onlyswitch", "jacklandrin/OnlySwitch", "2dc31cd6da631cf7ac663044e4c3e4a91122dec0", "swift", "tuning", 34),
    App("bookplayer", "TortugaPower/BookPlayer", "be3651475f51953a1d75f3b7fd9c273b7f460fd7", "swift", "test", 34),
    # Batch 35, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:35") before any
    # scan. The test half unseen.
    App("ai-answers", "cds-snc/ai-answers", "84b30f543516238caf36ce57a4b91750aee2d720", "node", "tuning", 35),
    App("onghub", "code4romania/onghub", "0c3643d27467a500f9cf0c55d444888ba8d8cefb", "node", "tuning", 35),
    App("pass-emploi-api", "SocialGouv/pass-emploi-api", "551432df7ce0e8aa5173002a463e6c28ae87f7cc", "node", "test",
        35),
    App("zacharie", "betagouv/zacharie", "2f7d26df290908a6d9186d50f7077ccff125c1a2", "node", "test", 35),
    App("vic", "code4romania/vic", "ac237772e998a12e9178f82f48e07d1cf9e5f0bf", "react-native", "test", 35),
    App("mapswipe", "mapswipe/mapswipe", "ded8c1fc181316bad5bc42141051ce1f09bf7e3e", "react-native", "test", 35),
    App("beep", "beepnl/beep-react-native-app", "233990269b8e690e41d87e11b53ec2c193494b72", "react-native", "tuning",
        35),
    App("paseo", "getpaseo/paseo", "f3de568969b27f7b0702d96f458c41a28a7dd2f5", "react-native", "tuning", 35),
    App("quickrecorder", "lihaoyun6/QuickRecorder", "e82051787f013ec2e811fcceab2d7de80e9d4dbe", "swift", "test", 35),
    App("gifski", "sindresorhus/Gifski", "f298f53bc52ddfa908db124800ae830f7a3003d2", "swift", "test", 35),
    App("resell-ios", "cuappdev/resell-ios", "2a3bb90f96645a78629a6cc25445c7d8baa2998a", "swift", "tuning", 35),
    App("ollamac", "kevinhermawan/Ollamac", "7c6bc45238838a7b80c785335203efceef95e4f2", "swift", "tuning", 35),
    # Batch 36, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:36") before any
    # scan. The test half unseen.
    App("mon-aide-cyber", "betagouv/mon-aide-cyber", "569663820fafb849658805ff54201a2783ef818c", "node", "tuning",
        36),
    App("maestro", "betagouv/maestro", "e0b9ff3dab50e7329080863a0293e777b5a5a707", "node", "tuning", 36),
    App("api-engagement", "betagouv/api-engagement", "1b30212baf76880c344eea3bfc67784a47b79b28", "node", "test",
        36),
    App("sante-psy", "betagouv/sante-psy", "e0e933c2b29dbd13939059e23d6b1ffe8059f250", "node", "test", 36),
    App("fzuhelper", "west2-online/fzuhelper-app", "20e05e77d0a9270c1566955d7f5163ecc5d8ef6a", "react-native",
        "tuning", 36),
    App("universe", "GSDV/universe", "f20c0cef597428d08e32a1123eb7a54836d6bc78", "react-native", "tuning", 36),
    App("awardwallet", "CrimeanPatterns/mobile-native", "ff120ff3f88d98aee7a38c0af798c5f173331093", "react-native",
        "test", 36),
    App("youtrack-mobile", "JetBrains/youtrack-mobile", "c957269ab0c65a14f290db7faa46ace344a5c6cc", "react-native",
        "test", 36),
    App("wwdc", "insidegui/WWDC", "67266753e15992ff57e9358d7953c854032582ce", "swift", "tuning", 36),
    App("mos", "Caldis/Mos", "8a2fd112e2af444c37ca5f65f42e9bd19c08a5c2", "swift", "tuning", 36),
    App("easydict", "tisfeng/Easydict", "db250b323f2a5acce772884d5d7cdc29ee01ad5a", "swift", "test", 36),
    App("score-ios", "cuappdev/score-ios", "699169a950da96b0dca108cf6099dee31772be54", "swift", "test", 36),
    # Batch 37, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:37") before any
    # scan. The test half unseen.
    App("one-login-ipv-front", "govuk-one-login/ipv-core-front", "fc73724b7e863b072a410f390a8a31b65c970b3f", "node",
        "tuning", 37),
    App("one-login-account-frontend", "govuk-one-login/di-account-management-frontend",
        "0ed6ba2afb30f931a545fd298f04b290af9dee47", "node", "test", 37),
    App("nosgestesclimat", "incubateur-ademe/nosgestesclimat-app", "618101f7e3c0671129135462adf9a32ee85a3c62", "node",
        "test", 37),
    App("scrypted", "koush/scrypted", "06c989b6319dc2e3576bf7e068da662884b65f71", "node", "tuning", 37),
    App("papillon", "PapillonApp/Papillon", "433761547a1c1d421694a03e2116ac7dc49c1aeb", "react-native", "test", 37),
    App("your-sofia", "sofia-municipality/your-sofia-mobile", "ff980366789aea5283e6bc6bab0ee6ccc2bfdb27",
        "react-native", "tuning", 37),
    App("smart-village-app", "smart-village-solutions/smart-village-app-app",
        "80c5092b2c3a43b54f88c05444b47fec4a025618", "react-native", "test", 37),
    App("lunes", "digitalfabrik/lunes-app", "9ad250390b80447499eaccc612aaa43505fecfe0", "react-native", "tuning", 37),
    App("virtualbuddy", "insidegui/VirtualBuddy", "943b3c022890c7b585ce1ad86c29cd74cdf0ace1", "swift", "test", 37),
    App("pika", "superhighfives/pika", "b3be8cf8904f4f7f41a250b259bb90766ce3c043", "swift", "tuning", 37),
    App("aerial", "JohnCoates/Aerial", "43daa78e8f71726c5818e1410a6044d4c37639c5", "swift", "tuning", 37),
    App("pasteboard-viewer", "sindresorhus/Pasteboard-Viewer", "faf656482dcfe539caf9a9d965f58cb022a6351f", "swift",
        "test", 37),
    # Batch 38, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:38") before any
    # scan. The test half unseen.
    App("zwave-js-ui", "zwave-js/zwave-js-ui", "cd01655a908903537d9079407f87d734f7d2da8e", "node", "test", 38),
    App("webssh2", "billchurch/webssh2", "7901c891d90fbbece2a8519915c854507c48a401", "node", "test", 38),
    App("wetty", "butlerx/wetty", "374593d8b5465a841d150f276d520a4e27632789", "node", "tuning", 38),
    App("domifa", "SocialGouv/domifa", "67395b5209aebebca5d5672df56841f28d90843e", "node", "tuning", 38),
    App("ozensemble", "SocialGouv/ozensemble", "5a2060794b2a39b636dc298b4886a5fb264e0017", "react-native", "test",
        38),
    App("lifepuzzle", "itmca/lifepuzzle-rn", "d100e7e515da20469247baae55e382638f83c4d9", "react-native", "tuning",
        38),
    App("nuvio", "tapframe/NuvioStreaming", "57fa5e1d9cfd6a33085eec22c877542ad6d6f413", "react-native", "test", 38),
    App("heylinda", "heylinda/heylinda-app", "42da556101efdb12debce6cae21d323a2b25b54e", "react-native", "tuning",
        38),
    App("swiftbar", "swiftbar/SwiftBar", "b9fa1ed3fc75868913bf604c1620500e7468460a", "swift", "test", 38),
    App("mist", "ninxsoft/Mist", "d117be7d53794f6dbebea6713acc23cd41b5df54", "swift", "tuning", 38),
    App("pareto-security", "ParetoSecurity/pareto-mac", "9fad4b6d3650563d37c480c23120d07ded243397", "swift",
        "tuning", 38),
    App("notchdrop", "Lakr233/NotchDrop", "64a4f308c6e25a787d3f97dd910911166538effb", "swift", "test", 38),
    # Batch 39, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:39") before any
    # scan. The test half unseen.
    App("mes-adresses-api", "BaseAdresseNationale/mes-adresses-api", "c140fa74f90384e35550c5cf2799184a44804477",
        "node", "test", 39),
    App("ban-plateforme", "BaseAdresseNationale/ban-plateforme", "f96f77657f6e05a433ed92a707756758290303fe", "node",
        "test", 39),
    App("pay-selfservice", "alphagov/pay-selfservice", "bf8ac4bb25043a45155702d065317ac80faaee9c", "node", "tuning",
        39),
    App("zero-logement-vacant", "MTES-MCT/zero-logement-vacant", "e2cca5479e87fd193b3982c448f33b61f87b6a08", "node",
        "tuning", 39),
    App("coopcycle", "coopcycle/coopcycle-app", "e3d2780a8178e5a4c7a9953894211bb81090e0d6", "react-native", "test",
        39),
    App("railway-wallet", "Railway-Wallet/Railway-Wallet", "a99f8ece640afe10ee2b49db07dd0700b9742a39", "react-native",
        "test", 39),
    App("mahara-mobile", "MaharaProject/mahara-mobile-react-native", "9d88b7398592d6ae580f46398b97264aaa8f4c88",
        "react-native", "tuning", 39),
    App("scorepad", "wyne/scorepad-react-native", "904d676f0fdaa2442c3a316738075bdc014d7944", "react-native",
        "tuning", 39),
    App("swiyu-wallet", "swiyu-admin-ch/eidch-ios-wallet", "e1e9b8c4480d052f7955fa649ab9f94d168ab3ba", "swift",
        "test", 39),
    App("kdeconnect-ios", "KDE/kdeconnect-ios", "231bb9d52821c9a669fcccb41c055487b378f01d", "swift", "test", 39),
    App("loop", "LoopKit/Loop", "710182e2342540c22b26af009f1ea3175f5aa0c1", "swift", "tuning", 39),
    App("element-ios", "element-hq/element-ios", "917adc8e1d28ecc116110ac71c4a6d9d2f144714", "swift", "tuning", 39),
    # Batch 40, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:40") before any
    # scan. The test half unseen.
    App("postman-govsg", "opengovsg/postmangovsg", "dfaf212b818e06880039af438088820722dc03ef", "node", "test", 40),
    App("cloud-gov-pages", "cloud-gov/pages-core", "8e8756840762dabdab26ef0bc091397fd46bef0d", "node", "tuning", 40),
    App("citoid", "wikimedia/mediawiki-services-citoid", "a5a4345d260fe75e2d04945821cd78401535b021", "node", "test",
        40),
    App("water-abstraction-system", "DEFRA/water-abstraction-system", "6643a105219d07ba5c39c2955fa2ef42a117a09d",
        "node", "tuning", 40),
    App("polito-students", "polito/students-app", "b8a6cd192c79da4b3922e18b908d26d4c15c9394", "react-native",
        "tuning", 40),
    App("castafiore", "sawyerf/Castafiore", "42b6cfeba60677d947e7f8078a4dba0eeee931cb", "react-native", "test", 40),
    App("hackillinois-mobile", "HackIllinois/mobile", "d4733b6ef449346a638a5004abddcd12df0995df", "react-native",
        "tuning", 40),
    App("living-snow", "Living-Snow-Project/LivingSnowProject", "758061cc0b478f0639c9edfc50fd44018e9cfccd",
        "react-native", "test", 40),
    App("wsdot-ios", "WSDOT/wsdot-ios-app", "3b893679ee9104a5690c5f1b37621ef8f849aa52", "swift", "tuning", 40),
    App("palace-ios", "ThePalaceProject/ios-core", "8ec74be2b5c23da9b1cec14effcab49d119679ae", "swift", "test", 40),
    App("openarchive-save", "OpenArchive/Save-app-ios", "9aa4d5014afd78f4e9bdf240ded69b2f66576bd2", "swift", "test",
        40),
    App("rarime-ios", "rarimo/rarime-ios-app", "c5028aa7ea2dce9fa415eff3f15cfbb7fdfbab21", "swift", "tuning", 40),
    # Batch 41, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:41") before any
    # scan. The test half unseen.
    App("help-with-prison-visits", "ministryofjustice/help-with-prison-visits-external",
        "6686d26501ec4612b9221b5cfc94835fdf9218a0", "node", "tuning", 41),
    App("eq-author", "ONSdigital/eq-author-app", "82831e33d0f3a7dceb46997cca319ccfdbee23b6", "node", "test", 41),
    App("book-secure-move", "ministryofjustice/hmpps-book-secure-move-frontend",
        "03e5c039a51fe3e5f34316a43d7ba08e6cc0371f", "node", "test", 41),
    App("mobiilinutakortti", "City-of-Vantaa-SmartLab/Mobiilinutakortti", "0b7e0165a2c11540aa9872a3bbe682ce280a139c",
        "node", "tuning", 41),
    App("b1-mobile", "ChurchApps/B1Mobile", "7a4112b1d2adf2e1fe4d5861041eeaacde8844a3", "react-native", "tuning", 41),
    App("tamu-shpe", "TAMUSHPE/MobileApp", "015c28e3efd6b5cffc588d01fda29259661f8e4c", "react-native", "test", 41),
    App("strata", "microdotblog/strata", "2739ece601ccabf6a87dcf4fcc9f0a317a09e6de", "react-native", "tuning", 41),
    App("redgrid-mgrs", "RedGridTactical/RedGridMGRS", "6fce0e5115f3213403dc9e7b9fc1c3e001231adf", "react-native",
        "test", 41),
    App("mixin-ios", "MixinNetwork/ios-app", "2c62c53f6d19997449ac576c02fccb54e32c7dc5", "swift", "test", 41),
    App("alfresco-ios", "Alfresco/alfresco-mobile-workspace-ios", "f13aa5c08d4f1dcbd808093c381f23fced64d180",
        "swift", "test", 41),
    App("play-srg", "SRGSSR/playsrg-apple", "0b8a462a6b85f05e1920236d25629238d8daa14c", "swift", "tuning", 41),
    App("mbta-go", "mbta/mobile_app", "1c644338e22b557dd13b51695ab2a1a01b382958", "swift", "tuning", 41),
    # Batch 42, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:42") before any
    # scan. The test half unseen.
    App("pay-toolbox", "alphagov/pay-toolbox", "526eed3684de3113b09ad9a10a1edb9cded3ad9a", "node", "tuning", 42),
    App("onboarding-self-service", "govuk-one-login/onboarding-self-service-experience",
        "fb9a76763978b44daa6a5a8bf4ec656b45628a29", "node", "test", 42),
    App("lido-staking-widget", "lidofinance/ethereum-staking-widget", "19230a0290753750ae4609b2dbef28c2cfa6c377",
        "nextjs", "tuning", 42),
    App("modern-slavery", "UKHomeOffice/modern-slavery", "54dfce7fd172e323ad45e17d9de9fe42f8c12317", "node", "test",
        42),
    App("gemeentepassen", "CentricEU/gemeentepassen", "6335ba97ca407a60f16aa7ad2f1ccb75771d8a29", "react-native",
        "tuning", 42),
    App("hackerweb-2", "cheeaun/hackerweb-native-2", "33944312ba408f224deedf04b294b56df6ab460c", "react-native",
        "tuning", 42),
    App("simple-fitness", "basarsubasi/simplefitnessapp", "a666457cc2aff5f3ab7a15c435ee58dbe011d584", "react-native",
        "test", 42),
    App("treemapper", "Plant-for-the-Planet-org/treemapper", "0cec996f4a672c60fc4bcde60a9a2ee67da8fd45",
        "react-native", "test", 42),
    App("5calls-ios", "5calls/ios", "4bff7b24375b673b894a41e20fe1be069578fa87", "swift", "test", 42),
    App("wakmusic-ios", "wakmusic/wakmusic-iOS", "ec36407d0482ea1e0f2ed4427a868c4cf00ceab8", "swift", "tuning", 42),
    App("entourage-ios", "ReseauEntourage/entourage-ios", "e0057da32c7bd32cbb8dcb8dce5fd17c4694c617", "swift",
        "tuning", 42),
    App("gravatar-ios", "Automattic/Gravatar-iOS", "c5e9ebb2b7154796808e97250f0fe86d68d74c82", "swift", "test", 42),
    # Batch 43, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:43") before any
    # scan. The test half unseen.
    App("lfp-appeals", "companieshouse/lfp-appeals-frontend", "b27494c549d93f59731acdb09c738eb3e23856aa", "node",
        "test", 43),
    App("pip-frontend", "hmcts/pip-frontend", "e0ebaa16c690c26e6a904be60fc090c7c5fb2297", "node", "test", 43),
    App("repairs-hub", "LBHackney-IT/repairs-hub-frontend", "ad1ba506316af291e0e7c0a719d07b85e03f1b7c", "nextjs",
        "tuning", 43),
    App("document-evidence-store", "LBHackney-IT/document-evidence-store-frontend",
        "319de46a64583fdb28d6648b86142e71858de109", "nextjs", "tuning", 43),
    App("hcb-mobile", "hackclub/hcb-mobile", "031404d3f46bf5d24d21d97cf960b424e09f93a9", "react-native", "test", 43),
    App("oky", "Oky-period-tracker/periodtracker", "4f1a7f11e764d6dca73d870dc563160c2885c454", "react-native",
        "test", 43),
    App("danceblue", "UKDanceBlue/monorepo", "0f210d6800e545617179781370983bb6f750edb4", "react-native", "tuning",
        43),
    App("inferrlm", "loomax-labs/InferrLM", "170e1dc4d412d3eef3df3cc4012802e43f4625c1", "react-native", "tuning",
        43),
    App("criticalmaps-ios", "criticalmaps/criticalmaps-ios", "0d56e9dd344ec31176c428ed5432d63365e186c7", "swift",
        "tuning", 43),
    App("octopod", "gdombiak/OctoPod", "94914b464c2f3251f3987d364660ab340183bcac", "swift", "test", 43),
    App("foqos", "awaseem/foqos", "f02cf4e435b115c3d00b1981df26b562a112a849", "swift", "tuning", 43),
    App("trailer", "ptsochantaris/trailer", "48de0662709cecabdb4c49f502b3c02819713ea9", "swift", "test", 43),
    # Batch 44, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:44") before any
    # scan. The test half unseen.
    App("firearms", "UKHomeOffice/firearms", "f5e2acc7a7b0c2974d692d565c8f7b295e2c6263", "node", "test", 44),
    App("fitnote", "dwp/ui-fitnote-frontend", "899ae4ebc4d86818b58d7fb66121db0866feb6c5", "node", "tuning", 44),
    App("atw-claim", "dwp/ui-atw-claim", "6452c199205d417c1d834c9c45cc2634884b2880", "node", "test", 44),
    App("login-dfe-services", "DFE-Digital/login.dfe.services", "24861e75aa7456943bfe1fa7f3eeb9e563dab255", "node",
        "tuning", 44),
    App("pocketgear", "satya164/PocketGear", "493f44b0e584b9c4e6d569f31a070cd198894c76", "react-native", "tuning",
        44),
    App("amicale-insat", "ClubInfoInsaT/application-amicale", "7d5ff0ba820af1650adc2239fd4d1937704a4941",
        "react-native", "test", 44),
    App("hikma-health", "hikmahealth/hikma-health-mobile", "99626416006e0cfb37fb1ddc2a71964b8d697624",
        "react-native", "tuning", 44),
    App("aliasvault", "aliasvault/aliasvault", "95903e926f757046ef32feb7ca147900de0a6802", "react-native", "test",
        44),
    App("clendar", "vinhnx/Clendar", "3f2cf4fcb4412173996bc8aa02e484347c8d5b59", "swift", "test", 44),
    App("berkeley-mobile", "asuc-octo/berkeley-mobile-ios", "d339561016d2f1d4dfd95b84a838c4e270f06aa2", "swift",
        "tuning", 44),
    App("moblin", "eerimoq/moblin", "6e7686d6bae1c6d75a1d70a9ea8f0e121f21de1d", "swift", "tuning", 44),
    App("zavala", "vincode-io/Zavala", "55de370fff4a0263e5e7fd120046efd5db7df239", "swift", "test", 44),
    # Batch 45, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:45") before any
    # scan. The test half unseen.
    App("em-create-order", "ministryofjustice/hmpps-electronic-monitoring-create-an-order",
        "aceb623c4c6efa14628ae3906c8f37529c8a4b99", "node", "tuning", 45),
    App("prisoner-profile", "ministryofjustice/hmpps-prisoner-profile", "8395f8a4e59bc598a94c31a57fec899a314ba040",
        "node", "test", 45),
    App("use-of-force", "ministryofjustice/use-of-force", "fc12dd344582642606edf9f314db478d9daf93f7", "node", "test",
        45),
    App("oc-images", "opencollective/opencollective-images", "6ddc6160050d9db025c61ff549e3d0c6d3cde323", "node",
        "tuning", 45),
    App("terraso", "techmatters/terraso-mobile-client", "b7a2f01e970c80f68076fbb2efb36ccaf8baec20", "react-native",
        "test", 45),
    App("walk2gether", "Project-Walk2Gether/walk2gether-expo", "eb3cc1e31967095a452a09af7de6baeec040c975",
        "react-native", "test", 45),
    App("salty-solutions", "stevenmusumeche/salty-solutions-mobile-v2", "1dbf0524c47bc7df6efa85b4c2167067bc7e61a3",
        "react-native", "tuning", 45),
    App("monum", "xevi10h/monum-mobile-expo", "61be174fd37b9ce52c00a0520fe4d2d6d67c2fa9", "react-native", "tuning",
        45),
    App("construct", "Thomvis/Construct", "65db2bb055985933cf6121043b6eb01b79f1bd48", "swift", "tuning", 45),
    App("chronos", "joeldavidw/Chronos", "7908a3bca663304303d4bc837492a34a35389851", "swift", "test", 45),
    App("piecelet", "Piecelet/neodb-app", "9158e3276656b1c9388304e0b3b236fe4abc0c4f", "swift", "tuning", 45),
    App("imast", "cinderella-project/iMast", "432eaff91e95ef239933feed423baff029c3c115", "swift", "test", 45),
    # Batch 46, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:46") before any
    # scan. The test half unseen.
    App("rechtsantragstelle", "digitalservicebund/a2j-rechtsantragstelle", "8591b6e3f49fe9d6529d5d9312507fefe6ec5826",
        "node", "test", 46),
    App("resettlement-passport", "ministryofjustice/hmpps-resettlement-passport-ui",
        "b58527c4da0cd70f19404fc78d3d6f59722b36ff", "node", "tuning", 46),
    App("oc-pdf", "opencollective/opencollective-pdf", "59b11ebe7b4e325fed4c69d62a871150944f5703", "node", "tuning",
        46),
    App("oc-rest", "opencollective/opencollective-rest", "35c69f620f3fd20e8b77cf2064aa121401511be6", "node", "test",
        46),
    App("sekta", "Nazar-Klymenko/sekta-rn", "b08b8870b67e3b6cd62d37284e760ce3aed234da", "react-native", "test", 46),
    App("animu", "RadioAnimu/animu-mobile-app", "d060dea440e10d339ebf0526c006eca0eb11d9a6", "react-native", "tuning",
        46),
    App("ham2k-polo", "ham2k/app-polo", "c10fffb08eebd4d48c2fe6665119d2070668a8e2", "react-native", "test", 46),
    App("fife", "FiFe-App/fife-app-expo", "b13b2b0652741f5e3a2304462c1771f839f89541", "react-native", "tuning", 46),
    App("calendr", "pakerwreah/Calendr", "2260213886f632a9f9d8604f46d8e3d0f1a27782", "swift", "test", 46),
    App("itorrent", "XITRIX/iTorrent", "e95af51ff84b45f4a5de075aa024a75ed2a19bdb", "swift", "test", 46),
    App("openinterminal", "Ji4n1ng/OpenInTerminal", "537ac2a5ee69ae46d4948c9b259e067a0c179a5f", "swift", "tuning",
        46),
    App("delta", "rileytestut/Delta", "adee3c5c13a5fd944d0389cdbdd526cdcff2e6e6", "swift", "tuning", 46),
    # Batch 47, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:47") before any
    # scan. The test half unseen.
    App("forms-runner", "DEFRA/forms-runner", "a20919f731587ed1ab3a760103fda427c74fb4f2", "node", "tuning", 47),
    App("incident-reporting", "ministryofjustice/hmpps-incident-reporting", "5ac5a009fc7c94badfc7a6925486975d4387644c",
        "node", "test", 47),
    App("youtubedl-material", "Tzahi12345/YoutubeDL-Material", "072210b605c9167ec83b73cc4191b23ff67cff04",
        "node", "test", 47),
    App("kener", "rajnandan1/kener", "880080cea1ef162e4945c9f306fba98ca3e99898", "node", "test", 47),
    App("cross-seed", "cross-seed/cross-seed", "0a222a03bcd503a90b38d47157eebde17411da7b", "node", "tuning", 47),
    App("slovo-propovedi", "Slovo-Propovedi/slovo-propovedi-mobile", "082d1a9ed53f1fe491fd64304a6a41b1348eda10",
        "react-native", "tuning", 47),
    App("reminders-menubar", "DamascenoRafael/reminders-menubar", "bbe17d010ec8e2fa85c45a89fd71362b467e1d85",
        "swift", "test", 47),
    App("itsyhome", "nickustinov/itsyhome-macos", "4d1a2c43969d7b1ab26aad060593d273061433a5", "swift", "test", 47),
    App("coder-desktop", "coder/coder-desktop-macos", "b63334a49ab2113b1f657f1e370265db8430a1ff", "swift", "test", 47),
    App("clop", "FuzzyIdeas/Clop", "b8993f633924303de96ab8f5b184f1907edcd9ea", "swift", "tuning", 47),
    App("ishare", "castdrian/ishare", "eda3e2e9e2ecad4a23d32801b59a38fb28c9ab09", "swift", "tuning", 47),
    App("internxt-desktop", "internxt/drive-desktop-macos", "3d394de2517214e4bd67bcdd8ac251eb0a77852a",
        "swift", "tuning", 47),
    # Batch 48, added 2026-12-06: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:48") before any
    # scan. The test half unseen.
    App("termix", "Termix-SSH/Termix", "566b908daf38fd651544ee278e45b125ee80d9ae", "node", "test", 48),
    App("filepizza", "kern/filepizza", "60704b45e6e4ed0fbcc43931b759d0cb9536c146", "nextjs", "test", 48),
    App("raneto", "ryanlelek/Raneto", "a42f280b7e49b92ee435ab6950428c69b498c12d", "node", "tuning", 48),
    App("appeal-planning-decision", "Planning-Inspectorate/appeal-planning-decision",
        "b24892a3606df9e68b5482c93fe8637c26e7a7b1", "node", "test", 48),
    App("coursetable", "coursetable/coursetable", "efe545aae4767ad460690a45cf323f82dcb0e457", "node", "tuning", 48),
    App("nusmods", "nusmodifications/nusmods", "b2994927b30f04a6e182dba0931f812b7c73e672", "node", "tuning", 48),
    App("transfer-zip", "robinkarlberg/transfer.zip-web", "dee6d837fb9471ffd2c7fcfd013a40ef3f49f1cc", "nextjs",
        "test", 48),
    App("open-wtimetable", "MrDog210/Open-WTimeTable", "2a02c5e83089bd9d0a8f2954336cd5becc24d74f", "react-native",
        "tuning", 48),
    App("ghostty", "ghostty-org/ghostty", "3b9c4e0ddbe953540243af89cf11fad26f297088", "swift", "test", 48),
    App("karabiner-elements", "pqrs-org/Karabiner-Elements", "f57e3212cc75c0e1d2564d73aec6454ff2b57054", "swift",
        "tuning", 48),
    App("mac-mouse-fix", "noah-nuebling/mac-mouse-fix", "98fa6631e4cc15915250e1793aa9898f6c6814e5", "swift",
        "tuning", 48),
    App("tsurukame", "davidsansome/tsurukame", "8e18ddf7f12c44e91cb0ad63bab31af7440648ea", "swift", "test", 48),
    # Batch 49, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:49") before any
    # scan. The test half unseen.
    App("publii", "GetPublii/Publii", "1ea7e78bd4ec4421ac411bf0b07763cd8fbcbfd8", "node", "test", 49),
    App("reduced-to", "origranot/reduced.to", "37bec20d64046da9ce2754bf086cd0523a889734", "node", "tuning", 49),
    App("cmucourses", "ScottyLabs/cmucourses", "c60927f8767ffc5d6c79cabd1bc4b7777f176b4f", "nextjs", "tuning", 49),
    App("sink", "ccbikai/Sink", "64dedd46630ad0eab3b46b062ea39191215e570e", "node", "test", 49),
    App("hack-chat", "hack-chat/main", "7435d0a5c45c5b8ba840eb2a20074b97575d0d18", "node", "test", 49),
    App("quapp", "fa-fo/quapp-expo", "a06114848f742ab4743677a4b10b55133ba21069", "react-native", "tuning", 49),
    App("konferenciapp", "simonyiszk/konferenciapp-expo", "259f1431e1b353981d755484e0fde621728aec54",
        "react-native", "test", 49),
    App("postgres-app", "PostgresApp/PostgresApp", "f28781ab6c873f04f51641e7dba13f8b4913d6df", "swift", "test", 49),
    App("devcleaner", "vashpan/xcode-dev-cleaner", "a9754f53998309ecc2e75c49cf957ad677485d15", "swift", "test", 49),
    App("trex", "amebalabs/TRex", "50d4ecb155d97d6e4b24cbb5ccc1fb00d3c84973", "swift", "tuning", 49),
    App("mcbopomofo", "openvanilla/McBopomofo", "73d0379eca621377fb46416ceb4a7dc9bb576d47", "swift", "tuning", 49),
    App("mochi-diffusion", "MochiDiffusion/MochiDiffusion", "e686551ee06cf0d9fc788d59f9282f9dea5e6dbd", "swift",
        "tuning", 49),
    # Batch 50, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:50") before any
    # scan. The test half unseen.
    App("dumbdrop", "DumbWareio/DumbDrop", "ff8f813f493e89c7da056e7a3101ce2ef48e3960", "node", "test", 50),
    App("uptimeflare", "lyc8503/UptimeFlare", "c8e2db258ccb964435894ff2a47e45e173c1d156", "nextjs", "test", 50),
    App("wanderer", "Flomp/wanderer", "81d148c09fc8154f9f061df342a1ad9ad9a6e571", "node", "tuning", 50),
    App("grimoire", "goniszewski/grimoire", "4620135dc7c3fe664d1b4bdca9ec7c7cfc3007ff", "node", "test", 50),
    App("tiddlywiki", "TiddlyWiki/TiddlyWiki5", "5e5937838b90a55eda5e2b47177767353d7b68c4", "node", "tuning", 50),
    App("learner-credential-wallet", "digitalcredentials/learner-credential-wallet",
        "743acc1db749ed1b49c9f199b8d1ae0c564884c0", "react-native", "tuning", 50),
    App("azayaka", "Mnpn/Azayaka", "614c212d027733fc2f4dabbabf98aa99c8b5c6da", "swift", "test", 50),
    App("neardrop", "grishka/NearDrop", "01e423147e7a010b44a2df7f658047f37af041b5", "swift", "tuning", 50),
    # Batch 51, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:51") before any
    # scan. The test half unseen.
    App("hebcal", "hebcal/hebcal-web", "aebe04fdc0d373a21557176d81a60d46ccb24bbb", "node", "tuning", 51),
    App("cronmaster", "fccview/cronmaster", "70dd52805cb2d3391553bcbdd9c0752ce433215f", "nextjs", "tuning", 51),
    App("bytestash", "jordan-dalby/ByteStash", "a9c918551c016423095cf9d77da7e73515bc62a7", "node", "test", 51),
    App("serpbear", "towfiqi/serpbear", "32204ee044e499590aecd0e2e244c018fb8fc8a3", "nextjs", "tuning", 51),
    App("wud", "getwud/wud", "f249e06d95176de01e16faeb90072efe3db4de7d", "node", "tuning", 51),
    App("mockoon", "mockoon/mockoon", "2054a046e17a2065e03a276d73b9d82542a1eb65", "node", "test", 51),
    App("zetkin", "zetkin/app.zetkin.org", "0aef1bed2280fce70b7928fe1b87e3780e1eb453", "nextjs", "test", 51),
    App("palaute", "UniversityOfHelsinkiCS/palaute", "b54a21872bf4b8185fdb18e16c0481c01c8fec02", "node", "test", 51),
    App("support-app", "root3nl/SupportApp", "378ce37f82d17da8b826fe9fe33d7e4d8378cb4a", "swift", "tuning", 51),
    App("swiftdialog", "swiftDialog/swiftDialog", "952355a304cab4fb97bc12649c389daee6bc1ea0", "swift", "test", 51),
    App("brightintosh", "niklasr22/BrightIntosh", "8c1d4dde0ee62a954f88977035561c8fcf73c6d9", "swift", "test", 51),
    App("raivo", "raivo-otp/ios-application", "8ea4901b49996b9237d8e937aa2fa14890f2d43d", "swift", "tuning", 51),
    # Batch 52, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:52") before any
    # scan. The test half unseen.
    App("franceconnect", "france-connect/sources", "fbf65bf85ad640648bda40180f9a165212497309", "node", "test", 52),
    App("bloom-housing", "bloom-housing/bloom", "a5e2c851fd5570cd6b6bbb1f1222ffac9a69f921", "nextjs", "test", 52),
    App("coral", "coralproject/talk", "8bf2ad784d65ae23a277be045819af04642ed8ce", "node", "test", 52),
    App("smg-collections", "TheScienceMuseum/collectionsonline", "e4fe8de1fa1eb5b356da22180fead3712b1629b9", "node",
        "test", 52),
    App("titra", "kromitgmbh/titra", "2c5b00687c5abb7b89b15a2f403fdac353808bf8", "node", "tuning", 52),
    App("iobroker-admin", "ioBroker/ioBroker.admin", "dec60709e80a3f74feb11d47e99fddf2b2c83a51", "node", "tuning", 52),
    App("zettlr", "Zettlr/Zettlr", "de076c65d1f715f0ef11f72fd758cd26c00a20d9", "node", "tuning", 52),
    App("litlyx", "Litlyx/litlyx", "3881c67b9350ce96f630d69a0e7bf1f49ac95876", "node", "tuning", 52),
    App("munki", "munki/munki", "83accce6367e1908c806b8669dc55ccd3cd05096", "swift", "test", 52),
    App("hex", "kitlangton/Hex", "881c46f236f529a8f6c7eed61ed1f4cbca9ac267", "swift", "test", 52),
    App("harbour", "rrroyal/Harbour", "e56c10cb376baaa3ada49b29b8396e1ab9293942", "swift", "tuning", 52),
    App("ibm-notifier", "IBM/mac-ibm-notifications", "12d8a1e9f9ce48f9a898ed4d79fd0e24577cb40f", "swift", "tuning", 52),
    # Batch 53, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:53") before any
    # scan. The test half unseen.
    App("wellcome-collection", "wellcomecollection/wellcomecollection.org", "edc6c55e77db871a8a56bae73e66a3e1eccf9e4c",
        "nextjs", "test", 53),
    App("citizenos", "citizenos/citizenos-api", "8cf044a676e494aeabb9ef0306636087f4ebbd79", "node", "tuning", 53),
    App("dbgate", "dbgate/dbgate", "ecf82e6629d392c0e796a10417d3c7d1772c93c4", "node", "test", 53),
    App("httptoolkit-server", "httptoolkit/httptoolkit-server", "f29feb46e28c2d69df22ca3d124a547b46101068", "node",
        "test", 53),
    App("bruno", "usebruno/bruno", "675965612ff11b23bc9b6c9541110a287bcb2967", "node", "test", 53),
    App("labonnealternance", "mission-apprentissage/labonnealternance", "b632524b96420e754068a3dd46900d76cf90f338",
        "node", "tuning", 53),
    App("nypl-research-catalog", "NYPL/research-catalog", "634e8a044f54ed76e41993e3ccb6c69ce3179e95", "nextjs",
        "tuning", 53),
    App("healing4heroes", "GTBitsOfGood/Healing4Heroes", "85adfaeb5415b257afaa3d64fb3ab5c8073eec66", "react-native",
        "tuning", 53),
    App("flashspace", "wojciech-kulik/FlashSpace", "bfcff15947bf5dcbc8c7ab31f488a84831586925", "swift", "tuning", 53),
    App("batfi", "rurza/BatFi", "83a76bc9cfff244f6a0d703c8ceaa84083ceb1ec", "swift", "tuning", 53),
    App("lyric-fever", "aviwad/LyricFever", "014ae2f58a4f778a61b89a542fe5d5be4841b098", "swift", "test", 53),
    App("mew-notch", "monuk7735/mew-notch", "1037bfebb7f38719555088ab886ba9be9c5cdf39", "swift", "test", 53),
    # Batch 54, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:54") before any
    # scan. The test half unseen.
    App("electerm", "electerm/electerm", "b3c023e1368f2508241b46513e28454297dbac12", "node", "tuning", 54),
    App("mdn-yari", "mdn/yari", "0cfdd1b8445c0c6983ff4f2ce6375ae32308047a", "node", "tuning", 54),
    App("arbeidsplassen-stillingsok", "navikt/pam-stillingsok", "bc9661283281139a55536adedaaf9988165d846b", "nextjs",
        "test", 54),
    App("europeana-portal", "europeana/portal.js", "2506b213e9323848018b37d04565c09e4e3bbf88", "node", "tuning", 54),
    App("beekeeper-studio", "beekeeper-studio/beekeeper-studio", "bc4dd51dcf5ed6d1e720e65a5ed723ef66666220", "node",
        "test", 54),
    App("tabby", "Eugeny/tabby", "14e2d60b9b6dee84a53c37f05eefeb803787de04", "node", "test", 54),
    App("heroic", "Heroic-Games-Launcher/HeroicGamesLauncher", "37a9bef678a837240477e97b708069dab4517666", "node",
        "test", 54),
    App("nhs-service-manual", "nhsuk/nhsuk-service-manual", "1ed624d4381414563b6c45750a32b4b36f7f1453", "node",
        "tuning", 54),
    App("vlc-ios", "videolan/vlc-ios", "12cd503e3b12e00f0bc36ef568d2edf985c7d473", "swift", "test", 54),
    App("submariner", "SubmarinerApp/Submariner", "3eb321b35375f5617123a2e24cc3e31db5bd8eeb", "swift", "test", 54),
    App("macai", "Renset/macai", "08b3484809a1ed43cc4552f1298bb9eb201e42eb", "swift", "tuning", 54),
    App("userscripts", "quoid/userscripts", "7d77cab92225be44a9a0fe76f6ac3caa5485b200", "swift", "tuning", 54),
    # Batch 55, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:55") before any
    # scan. The test half unseen.
    App("maildev", "maildev/maildev", "7756cfa1a767e1d3b67f57dcfef7d72ee4fb1b33", "node", "test", 55),
    App("tasks-md", "BaldissaraMatheus/Tasks.md", "3d1a3753bd988eaad46722a20d9395a908c472f3", "node", "test", 55),
    App("usdr-gost", "usdigitalresponse/usdr-gost", "01095b2261644b439e1ce3631d4716fac5ab4362", "node", "tuning", 55),
    App("managed-care-review", "Enterprise-CMCS/managed-care-review", "ca718c44c2f307c7c99e68d94a214cbcb81e065e",
        "node", "tuning", 55),
    App("lossless-cut", "mifi/lossless-cut", "e1f4348637575bb21fe9bc2ba70e0f9a70cbafaf", "node", "tuning", 55),
    App("fluent-reader", "yang991178/fluent-reader", "cd331fbe3d5b208035eba2e8c3d4cd18871ad013", "node", "test", 55),
    App("super-productivity", "johannesjo/super-productivity", "eca5fc930f6706678ea381eaaf03c6d93b36a1a8", "node",
        "test", 55),
    App("evcc-app", "evcc-io/app", "db7abead751795ff923f14e2f86146c544a5e008", "react-native", "tuning", 55),
    App("onit", "synth-inc/onit", "910240c6d872cb16a59c082bd849359f4a4ce64a", "swift", "tuning", 55),
    App("preview-markdown", "smittytone/PreviewMarkdown", "16ba6a248d38d5ffdb83705cdbccba22fc784327", "swift",
        "test", 55),
    App("vimr", "qvacua/vimr", "9a7970604823acac446694ed8ef46ec15d80bb06", "swift", "tuning", 55),
    App("sequel-ace", "Sequel-Ace/Sequel-Ace", "abb61152bbff04d3b32f6caa9ff5deee31afc87a", "swift", "test", 55),
    # Batch 56, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:56") before any
    # scan. The test half unseen.
    App("upscayl", "upscayl/upscayl", "a00d55fee90e0f9435d5eaa86e76700df8199af8", "node", "test", 56),
    App("elk", "elk-zone/elk", "ae4ebf3375eb68f1f355390b4f163adb10f5026c", "node", "tuning", 56),
    App("voyager", "aeharding/voyager", "27c074a9a94157833bbcf3e56ce355e15dbbda0f", "node", "test", 56),
    App("openmtp", "ganeshrvel/openmtp", "ac02705fa9bcb81715ae328fb6c7324e126b2483", "node", "test", 56),
    App("mailspring", "Foundry376/Mailspring", "d93a0d7f43049dd81e1ff0cdf9957915dd5d62b6", "node", "tuning", 56),
    App("heynote", "heyman/heynote", "c301e42f9d432d1449212d36324f5028ca18880c", "node", "tuning", 56),
    App("whalebird", "h3poteto/whalebird-desktop", "7c90df2f6f9bc8d7b28d52d8a294f06f5d394f91", "node", "test", 56),
    App("nuclear", "nukeop/nuclear", "d030cc10d060041aa792e2854ce8f3995335fbdf", "node", "tuning", 56),
    App("barik", "mocki-toki/barik", "22388d29df7fb246bd12607df3d18f48c3db09cd", "swift", "tuning", 56),
    App("swift-shift", "pablopunk/SwiftShift", "a327046f3ae071cd26e5ca78b018746a887e8356", "swift", "tuning", 56),
    App("wblock", "0xCUB3/wBlock", "00380d17b540646405cea28073620a03655cc574", "swift", "test", 56),
    App("middle-click", "artginzburg/MiddleClick", "64375c8d079556c3a892d59d8bcb9c2e1140a757", "swift", "test", 56),
    # Batch 57, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:57") before any
    # scan. The test half unseen.
    App("waveterm", "wavetermdev/waveterm", "a4447c1563b2df285ab89e76c82f91e1a1a49c1e", "node", "tuning", 57),
    App("yaak", "mountain-loop/yaak", "aa76d501f09d44de4a2c6b0d1f3968e3242bcfc0", "node", "tuning", 57),
    App("freetube", "FreeTubeApp/FreeTube", "9351cbd7e6e12a2e550e96558542bda3c3d3c670", "node", "test", 57),
    App("etcher", "balena-io/etcher", "a79db1db6b940dbc4616df2d760cb25a81c1133f", "node", "tuning", 57),
    App("responsively", "responsively-org/responsively-app", "e5623c5a70c0c476b3f247c8d3980c7224e36410", "node",
        "test", 57),
    App("tidal-hifi", "Mastermindzh/tidal-hifi", "1dff6d2ed2eaa589e9e38d136e80028cbe34bbb3", "node", "tuning", 57),
    App("min-browser", "minbrowser/min", "81ad7b91265ace21256d4ce8d36c4116e64d88b7", "node", "test", 57),
    App("altair", "altair-graphql/altair", "d658484bb85bb1e4618b7ca161467be60f7e6488", "node", "test", 57),
    App("hush", "oblador/hush", "7c1eba784bff0f94c1121fa179cf57a58966d4aa", "swift", "tuning", 57),
    App("mas", "mas-cli/mas", "1eeacfca0e0ddf9e3a5b9cfe4205aa6b8e2951b7", "swift", "tuning", 57),
    App("tinypng4mac", "kyleduo/TinyPNG4Mac", "6fd4ddfb074d58fbdd19e067e34d8b80a0ff64db", "swift", "test", 57),
    App("periphery", "peripheryapp/periphery", "f87c3f63493b2e775aa8af9d253c6474a3dc1ab6", "swift", "test", 57),
    # Batch 58, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:58") before any
    # scan. The test half unseen. Six apps, not twelve (time).
    App("it-tools", "CorentinTh/it-tools", "07eea0f484c0e4d1224aba51285323ec3c7ee4d3", "node", "tuning", 58),
    App("pot-desktop", "pot-app/pot-desktop", "afebdfe18526524618b327f01a43e2637773a988", "node", "test", 58),
    App("apostrophe", "apostrophecms/apostrophe", "9438e77ff1df1fa4e28b291908b52fa3c9f7c321", "node", "test", 58),
    App("ryot", "IgnisDa/ryot", "9c37d60b2da20fb5707ebcd07859f0ea485d5c5a", "node", "tuning", 58),
    App("miaoyan", "tw93/MiaoYan", "2def6bc3de85e00c867e1e57e9002645972de38a", "swift", "test", 58),
    App("quick-rss", "jaywcjlove/quick-rss", "5daa5555048ee78984dc313cea6a77ca4de154bf", "swift", "tuning", 58),
    # Batch 59, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:59") before any
    # scan. The test half unseen. Nine apps, not twelve (time; the pool of unused apps is nearly exhausted).
    App("headplane", "tale/headplane", "990e1e9ff54d5d6975336c5df358007019a04ab6", "node", "test", 59),
    App("rssmonster", "pietheinstrengholt/rssmonster", "83ed403cf719e4d8bc6de6539715aec7f05d45bd", "node",
        "tuning", 59),
    App("workout-cool", "Snouzy/workout-cool", "77f25a922b51be7d96bd051c5d2096959f0d61a8", "nextjs", "test", 59),
    App("enketo", "enketo/enketo", "f0f974cdfc4b1ae0858bf33203915726e5d5b65e", "node", "tuning", 59),
    App("io-backend", "pagopa/io-backend", "22e20b8b4e149bca1dcec9eb468207c77a88eb96", "node", "test", 59),
    App("cerebro", "cerebroapp/cerebro", "9940d619cbbb2c32298d3b04d508c06668d55e36", "node", "tuning", 59),
    App("opensuperwhisper", "Starmel/OpenSuperWhisper", "15230dc15c55deb83e6385b525642a327a94cc2f", "swift",
        "test", 59),
    App("scoot", "mjrusso/scoot", "de1126e90b499bef005b4a02e59980881785985e", "swift", "tuning", 59),
    App("mullvad-vpn", "mullvad/mullvadvpn-app", "9380a8076bc0511937477989a80ebca89cb334d9", "swift", "tuning", 59),
    # Batch 60, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:60") before any
    # scan. The test half unseen. Six apps, not twelve (time; the pool of unused apps is nearly exhausted).
    App("prepare-a-case", "ministryofjustice/prepare-a-case", "36107363936db422578d6bb93fd3eefeddd4051b", "node",
        "test", 60),
    App("civil-citizen-ui", "hmcts/civil-citizen-ui", "e217bedb0fa2bfd1c61138c5166f262ed88205aa", "node", "tuning", 60),
    App("cdp-portal-frontend", "DEFRA/cdp-portal-frontend", "5500896ba76c16e30bfde500ceee16b4b131d75a", "node",
        "tuning", 60),
    App("skjemabygging-formio", "navikt/skjemabygging-formio", "e98077cb3afa3674101b97318685bf60ed99736f", "node",
        "test", 60),
    App("javazone-ios", "javaBin/javazone-ios-app", "fe078b5ad71d90d0c86556ce3c62cdcd35d6211c", "swift", "test", 60),
    App("prey-ios", "prey/prey-ios-client", "ba0f41e4c9b4ea0eb4d079512223f426c9afb89d", "swift", "tuning", 60),
    # Batch 61, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:61") before any
    # scan. The test half unseen. Eight apps, not twelve (time; the pool of unused apps is nearly exhausted).
    App("fuxa", "frangoteam/FUXA", "54a13a9d54575dcee35f198238cda48d422dc2be", "node", "test", 61),
    App("qinglong", "whyour/qinglong", "92e4f26690eb2994188129054720c790fd8646eb", "node", "test", 61),
    App("hydro", "hydro-dev/Hydro", "409af9270b44eb85735d6b784c54b0b07dc9360e", "node", "tuning", 61),
    App("volumio", "volumio/volumio3-backend", "e94c5b27ab2607d3918cd6a4973c240c1b2ce37e", "node", "test", 61),
    App("vanblog", "Mereithhh/vanblog", "4b488500be8100b19772ec00d8315f343a6ac21e", "node", "tuning", 61),
    App("pia-vpn-ios", "pia-foss/mobile-ios", "0c9be9f77656b6961649dbf7d3d3b532c533c651", "swift", "tuning", 61),
    App("mmex-ios", "moneymanagerex/mmex-ios", "7ae338ca652012d02df70dcdaf6c9601241d0b67", "swift", "tuning", 61),
    App("bittr-ios", "getbittr/bittr-ios-app", "7bb6133121b8807b9379855e2bd1a02b3eac1d6d", "swift", "test", 61),
    # Batch 62, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:62") before any
    # scan. The test half unseen. Six apps, not twelve (time; the pool of unused apps is nearly exhausted).
    App("dbildungs-iam", "dBildungsplattform/dbildungs-iam-server", "e638684f3c9efb160a7b592f95adb24e94b559df", "node",
        "tuning", 62),
    App("matters-server", "thematters/matters-server", "807a6d2a5e4c179944a9f544f203cde1be39a560", "node",
        "tuning", 62),
    App("fimidara", "softkave/fimidara-server-node", "f4caf436e4156b5d1e35cb2c952a9832358fabdf", "node", "test", 62),
    App("sap-ev-server", "sap-labs-france/ev-server", "1e44bbe36b03411dde91cd8a978b3ff29b87f31a", "node", "test", 62),
    App("hound-ios", "jxakellis/Hound-iOS-App", "9e8d0634639b17c58d2c61af6623f13a4a45fde5", "swift", "tuning", 62),
    App("meinepiraten-ios", "sebulino/PIRATEN-iOS-App", "0703e296a2924f19bb95f713dcf6b2a4a5bb8ded", "swift",
        "test", 62),
    # Batch 63, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:63") before any
    # scan. The test half unseen. Eight apps: four React Native/Expo and four Swift, no web server.
    App("open-mobileui", "RonasIT/open-webui-react-native", "d6c2f3ac604b6121ef6f20db42e8359b5828834e", "react-native",
        "tuning", 63),
    App("r2v", "kucial/v2ex-react-native", "881a04cdb99cf232c1d2ff325937ed28ee121def", "react-native", "test", 63),
    App("travalpass", "DuaneQ/voyager-rn", "d3ccd18163930f11e291828112d2ba118e91bf3b", "react-native", "tuning", 63),
    App("reapp", "ReappMobi/reapp-mobile", "e3d5ff525e5231fba11e514b50835c3904815f73", "react-native", "test", 63),
    App("cwa-ios", "corona-warn-app/cwa-app-ios", "02c629b695e64643b3d8a06dff290eb59ae14ad3", "swift", "tuning", 63),
    App("grocy-mobile", "supergeorg/Grocy-SwiftUI", "f87678ee84aa781258939a25374b544776c6990d", "swift", "test", 63),
    App("sw-parks", "easydev991/SwiftUI-WorkoutApp", "eebbb3bcbbaa50ce4f02206345c2000518727610", "swift", "tuning", 63),
    App("spawn-ios", "Daggerpov/Spawn-App-iOS-SwiftUI", "e43d7a82f0756a5ebf97c5a67275f44a40f30da4", "swift", "test",
        63),
    # Batch 64, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:64") before any
    # scan. The test half unseen. Eight web apps (Node servers with a database, Next.js apps with sign-in).
    App("codex-docs", "codex-team/codex.docs", "9993be51daf3c7b5a44ba849e370c96b4d6444cc", "node", "tuning", 64),
    App("spacedeck-open", "spacedeck/spacedeck-open", "a5914ab600e9f4ae3f42d9361195a3696843903e", "node", "tuning", 64),
    App("mstream", "IrosTheBeggar/mStream", "1d63c7f89891973f3096bbae6027709d1941ebe5", "node", "test", 64),
    App("usertour", "usertour/usertour", "f9f8065f1bcbeaea14a8de490a916238d05f09a2", "node", "test", 64),
    App("chatbot-ui", "mckaywrigley/chatbot-ui", "81328b61d2a4ab597a7a057be70e785cf756d9f8", "nextjs", "tuning", 64),
    App("frontpage", "likeandscribe/frontpage", "2a8a984e7801ba980a3942cef363269637257f9b", "nextjs", "test", 64),
    App("typehero", "typehero/typehero", "e32da38bcb9ced6fbc78a0b891701e8e023cd231", "nextjs", "tuning", 64),
    App("feedbase", "chroxify/feedbase", "18dca32a923e12b3af54f1f761c063c7925dfeef", "nextjs", "test", 64),
    # Batch 65, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:65") before any
    # scan. The test half unseen. Four Swift apps, not eight (time; no unused React Native app was found).
    App("sora-ios", "sora-xor/sora-ios", "1af8831cfeaf00a513d93c6aaf80114fa4bdcc6b", "swift", "test", 65),
    App("halloapp-ios", "HalloAppInc/halloapp-ios-pub", "918162cbbbad84e719ee4b38869edd63ab0c55c5", "swift", "test",
        65),
    App("eduid-ios", "Tiqr/eduid-app-ios", "6dc1f9ca0791bcd26634c206dc89f43b9cab7721", "swift", "tuning", 65),
    App("onlyoffice-documents-ios", "ONLYOFFICE/documents-app-ios", "b439d8998ce7a403926617460517dca2244f5456", "swift",
        "tuning", 65),
    # Batch 66, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:66") before any
    # scan. The test half unseen. Eight web apps (Node servers with a database, Next.js apps with sign-in).
    App("voidauth", "voidauth/voidauth", "a52534d07749605f5f51049d8d24c2fc70b3cfa2", "node", "tuning", 66),
    App("novu", "novuhq/novu", "74a2e9a6a295cd5a17aa9806914b4574fecce737", "node", "test", 66),
    App("seize-6529", "6529-Collections/6529seize-backend", "325511a3abc81831594e6810ffe0c2f541f32620", "node",
        "tuning", 66),
    App("scriptoria", "sillsdev/appbuilder-portal", "a4fca454089df08fc4cd7af4b1b7f8f48dd6a248", "node", "test", 66),
    App("scrt-link", "stophecom/scrt-link", "3f0b2337f65e07781df83551c119e99c2b7bd855", "nextjs", "tuning", 66),
    App("sourcebot", "sourcebot-dev/sourcebot", "7f7be84f230b2ab85726d95df71a3114d489e2b0", "nextjs", "tuning", 66),
    App("epr-backend", "DEFRA/epr-backend", "0c7a4c1c3ff73de89b29fbb78b14dc938196c229", "node", "test", 66),
    App("world-developer-portal", "worldcoin/developer-portal", "657f62221f6cb482ed337c1c63b66dfe55970cba", "nextjs",
        "test", 66),
    # Batch 67, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:67") before any
    # scan. The test half unseen. Eight Swift apps (no unused React Native app was found).
    App("kukai-ios", "kukai-wallet/kukai-mobile-ios", "3a88b9080b768bf0ca3d257071ea01d771a21326", "swift", "test", 67),
    App("openvk-ios", "OpenVK/mobile-ios", "46e7db09f8aff6f9383d7f6ae5f468e23f5a46a4", "swift", "test", 67),
    App("tari-aurora-ios", "tari-project/wallet-ios", "20e475a97fb51bc1c294762e6b908f194fa3f14f", "swift", "tuning",
        67),
    App("minwallet-ios", "minswap/min-wallet-ios", "19da789570d3d5fc4d14da6587355fa257db5b2d", "swift", "test", 67),
    App("litewallet-ios", "litecoin-foundation/litewallet-ios", "e25ed0face96e1b935f2fdaae747ea92d1951dae", "swift",
        "test", 67),
    App("beam-wallet-ios", "BeamMW/ios-wallet", "85c5f95dd85a35334d8e6bc84140abdabe09e5ca", "swift", "tuning", 67),
    App("gitchat-ios", "GitchatSH/gitchat-ios-native", "906a2a11cc7e418041594f1ec69aa65d85467394", "swift", "tuning",
        67),
    App("ownd-wallet-ios", "OWND-Project/OWND-Wallet-iOS", "7d901b542e6172c7a0818e0d996482c9491d0e70", "swift",
        "tuning", 67),
    # Batch 68, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:68") before any
    # scan. The test half unseen. Eight web apps (Node servers with a database or sessions, Next.js apps with
    # sign-in).
    App("guardian-manage", "guardian/manage-frontend", "fa634d0ba19933b1a9143bf3e7bde1ce84128145", "node", "tuning",
        68),
    App("zeppelin", "ZeppelinBot/Zeppelin", "942b8d0a56f32f1a94694abb07a9fbcab8a19cc6", "node", "tuning", 68),
    App("discord-tickets", "discord-tickets/bot", "8a08ab5dd6a47ae1f2c0bfed06d44afc2e822d5e", "node", "test", 68),
    App("crossfeed", "cisagov/crossfeed", "7da8691c302267015bb45a9ad4485dd87e554fab", "node", "test", 68),
    App("bat-ledger", "brave-intl/bat-ledger", "ecb93cd78a4da914b4b665e9fb9d6dd458e10f06", "node", "tuning", 68),
    App("book-a-prison-visit", "ministryofjustice/hmpps-book-a-prison-visit-ui",
        "e1e20dcd4c15982d7c9e7a8b78451ad5579981d9", "node", "test", 68),
    App("egapro", "SocialGouv/egapro", "dd3040e0f2ad62d53e69075fd73d867de4b0d393", "nextjs", "test", 68),
    App("supermemory", "supermemoryai/supermemory", "34876664810a43a55954a0a83571662a3bd333b8", "nextjs", "tuning", 68),
    # Batch 69, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:69") before any
    # scan. The test half unseen. Eight Swift apps (iOS and macOS: a browser, two authenticators, a health
    # service, a macOS login window, a sync client, a messenger and a VPN client).
    App("brave-ios", "brave/brave-ios", "398f8b763aa88cdc23289138863d62f05b2c2a23", "swift", "test", 69),
    App("authenticator-ios", "mattrubin/Authenticator", "500c9a0cdf3ecf51841afbd9b6c440fe64075667", "swift", "test",
        69),
    App("nhs-covid-19-ios", "nihp-public/covid-19-app-ios-ag-public", "8d7a64bc5e10c0dc89889bad3558bcf648f97378",
        "swift", "tuning", 69),
    App("noload", "jamf/NoMADLogin-AD", "37a3b11a9d1ef5d7ef7409013cbe1ecc8c187208", "swift", "tuning", 69),
    App("synctrain", "pixelspark/sushitrain", "e415b30d8b44b367bc30dfb2556651df09969fec", "swift", "test", 69),
    App("krypton-ios", "kryptco/krypton-ios", "c2c33c1fc9bfaac27a5a9bc3fb54db2f86206d06", "swift", "tuning", 69),
    App("telegram-macos", "overtake/TelegramSwift", "a31de126ba2aa245ef167a7bf647b0b3e3c2c22a", "swift", "test", 69),
    App("obscura-vpn", "Sovereign-Engineering/obscuravpn-client", "5f4af63f138d9f87ac8477190a9996ed2daf6216",
        "swift", "tuning", 69),
    # Batch 70, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:70") before any
    # scan. The test half unseen. Eight web apps (Node servers with sign-in, sessions, uploads or payments,
    # Next.js apps with sign-in and a database).
    App("overseas-entities", "companieshouse/overseas-entities-web", "bf76556cb35f5a473d44374d9c3b4b47a0a3bebb", "node",
        "test", 70),
    App("nfdiv", "hmcts/nfdiv-frontend", "69debe97c97a8d6c9cfe36c2854cede90d002f29", "node", "tuning", 70),
    App("latitude", "latitude-dev/latitude-llm", "10c6c2d9dfef22713cccf8dc9acb80417f56daa3", "node", "test", 70),
    App("zone-mta", "zone-eu/zone-mta", "cf94b992e3a5eb81f0bdf28455210227e68a44a9", "node", "test", 70),
    App("coordinape", "coordinape/coordinape", "2ac2f9064555cd54e54aa5885ce169fe9b3a2d67", "node", "test", 70),
    App("openpipe", "OpenPipe/OpenPipe", "1da9a24127973b65f40f5da0d7b52bd61b0bfedd", "nextjs", "tuning", 70),
    App("charmverse", "charmverse/app.charmverse.io", "eba312fdf3fdd0ea206c7456ef2dadb7d8069c61", "nextjs", "tuning",
        70),
    App("nextcrm", "pdovhomilja/nextcrm-app", "73ccc2f357950214a003c1d9135bb1336f8e8ea6", "nextjs", "tuning", 70),
    # Batch 71, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:71") before any
    # scan. The test half unseen. Eight apps chosen for the backend access rules they commit: four with
    # Firebase security rules, four with Supabase migrations holding row-level-security policies.
    App("excalidraw", "excalidraw/excalidraw", "4872083c044491b6d5c96ae134a75464f96d6831", "node", "test", 71),
    App("rowy", "rowyio/rowy", "a5b4316cf04c7b653f007e8420ca189b587637cf", "node", "tuning", 71),
    App("web-sequence", "ZenUml/web-sequence", "90eaf511ffc66c3646528da1fb4d4ed24cc8081b", "node", "test", 71),
    App("tsukota", "bouzuya/tsukota", "b791ca21833adf0a79385f2608ba6fdf324d6d03", "react-native", "tuning", 71),
    App("leaflet", "hyperlink-academy/leaflet", "d0a14856743a8cefe017dcefde2193fb2e3a02fc", "nextjs", "test", 71),
    App("onlook", "onlook-dev/onlook", "ab9333d4fcfdb485383a228d157402a5efa6b4ea", "nextjs", "tuning", 71),
    App("plop", "plop-email/plop", "19b042f568cc28346dc008006af5560a328dc569", "nextjs", "test", 71),
    App("database-build", "supabase-community/postgres-new", "2771c3b16f5c58be1afdc0982212fa4ae8a87d04", "nextjs",
        "tuning", 71),
    # Batch 72, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:72") before any
    # scan. The test half unseen. Eight Swift apps (self-hosted service clients, social clients, an expense
    # splitter with its own backend).
    App("swiftcord", "SwiftcordApp/Swiftcord", "14465d927ebe1ba34b3befa00f9365fad7b56eb9", "swift", "test", 72),
    App("kimis", "Lakr233/Kimis", "77d41b03e1354c76ef661e3b1e01b8c5e0a14c0f", "swift", "test", 72),
    App("sunlit", "microdotblog/sunlit", "5016d2662cfc29eb6b896bb848e249cf7014bf69", "swift", "tuning", 72),
    App("nextcloud-passwords-ios", "johannes-schliephake/nextcloud-passwords-ios",
        "aff1bf32da83a43804925cce3f01833b3c65cc54", "swift", "tuning", 72),
    App("nextcloud-cookbook-ios", "VincentMeilinger/Nextcloud-Cookbook-iOS", "512d534edfef309e22951f0d687f00eef637c6b8",
        "swift", "test", 72),
    App("splito", "canopas/splito", "af06e005275b3235c3739c7151b24fd7430528c1", "swift", "tuning", 72),
    App("pi-stats", "Bunn/PiStats", "083b12057557bdeae5fb092f223ce6afb1716067", "swift", "test", 72),
    App("qbitcontrol", "Michael-128/qBitControl", "399ab86e58dabf33ada94b43c922ec3a1655e97e", "swift", "tuning", 72),
    # Batch 73, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:73") before any
    # scan. The test half unseen. Eight apps: four Node servers and four Next.js apps, each a product with
    # accounts and a database (batch 72, Swift, is drawn at the same time by another helper).
    App("schulcloud", "hpi-schul-cloud/schulcloud-server", "d7c5cbd2890fb0e42397d7521c06dda04ae8a319", "node",
        "test", 73),
    App("rechat", "dreamcareer7/real-estate-server", "16fe96b4128693d91fa3bcb03b312bbae71678e4", "node", "tuning", 73),
    App("keyshade", "keyshade-xyz/keyshade", "c518dd963fdd037af60c45140043ca2c4d826872", "node", "tuning", 73),
    App("codestream", "TeamCodeStream/codestream-server", "062137e4c1558b0b0929e0fef4ca84f1c96c81c4", "node",
        "tuning", 73),
    App("manifold", "manifoldmarkets/manifold", "1e3ad3be74e046769091fa761d0ffbac50a010b4", "nextjs", "test", 73),
    App("onyx", "onyx-dot-app/onyx", "a7d66a8b778c3f9026c4f89dae47d14a3f84816f", "nextjs", "tuning", 73),
    App("metaculus", "Metaculus/metaculus", "100c4088f3d37ab0720d987ee70bc59e0514692e", "nextjs", "test", 73),
    App("phase-console", "phasehq/console", "646ff2165b8a6f3d541ac3feac41237beeeaac6b", "nextjs", "test", 73),
    # Batch 74, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:74") before any
    # scan. The test half unseen. Eight React Native/Expo apps (batch 75, web, is drawn at the same time by
    # another helper).
    App("homebase-id", "homebase-id/homebase-id-app", "7d8d32fd50fdb280fe2a791a30bbf6463f5ff9a7", "react-native",
        "tuning", 74),
    App("helium-hotspot", "helium/hotspot-app", "d335486954cb3f55ae81662dda634ad79932d533", "react-native", "test", 74),
    App("terra-station", "terra-money/station-mobile", "a06fc67ccc2143a7799a17a13cec73156dfb9fb3", "react-native",
        "test", 74),
    App("calcom-companion", "calcom/companion", "e5d99e488ad0656962acd072834e6089a54624c5", "react-native", "tuning",
        74),
    App("openinterpreter-01", "OpenInterpreter/01-app", "39869d3252a5d4620a22d57b34cdd65ab9e72ed5", "react-native",
        "tuning", 74),
    App("pubky-ring", "pubky/pubky-ring", "16320e786af4ab2916cdb629e0f186a14a728ed0", "react-native", "tuning", 74),
    App("casperdash", "CasperDash/casperdash-mobile-wallet", "5e936f8d5fb234908926fd14a40e39d8a327e8be",
        "react-native", "test", 74),
    App("moonlet-wallet", "Moonlet/wallet-app", "d831f5e44056be328b9d581a1422ada8e9476dd4", "react-native", "test", 74),
    # Batch 75, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:75") before any
    # scan. The test half unseen. Eight apps: three Node servers with a database and sign-in and five
    # Next.js apps with their own server code (batch 74, React Native, is drawn at the same time by
    # another helper).
    App("proconnect-identite", "numerique-gouv/proconnect-identite", "1bcd7acc5d463ba25ed3e8119d0c2a0b64d4bcf0",
        "node", "tuning", 75),
    App("talawa-api", "PalisadoesFoundation/talawa-api", "7b1a04c95662137f65c59495845ceb1594704c4d", "node",
        "test", 75),
    App("cord-api", "SeedCompany/cord-api-v3", "0443731e7f3d353fb49e9049d3f06b48b5697f4d", "node", "tuning", 75),
    App("life-ustc", "Life-USTC/server-nextjs", "c332d219de7f331294aeae8142c13e2f7698ef66", "nextjs", "tuning", 75),
    App("langtrace", "Scale3-Labs/langtrace", "b94e15cb3ca89d94ef88b368fcc00be2a8a65ed0", "nextjs", "test", 75),
    App("laminar", "lmnr-ai/lmnr", "39a1e595b60f77e7d7c9ad7eda2c410f7c252f5b", "nextjs", "test", 75),
    App("databuddy", "databuddy-analytics/Databuddy", "a377c59cae6ce2a17835ae3d5e9842a851c5ff82", "nextjs",
        "test", 75),
    App("sykmeldinger", "navikt/sykmeldinger", "e373f412eb5ef0f386bc9e0cc553657213859c2f", "nextjs", "tuning", 75),
    # Batch 76, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:76") before any
    # scan. The test half unseen. Eight Swift apps (iOS and macOS clients of VPNs, chat, campus and social services).
    App("firezone-apple", "firezone/firezone", "df8139e82dd537f4bc99af32f7f94033b809ef3e", "swift",
        "test", 76),
    App("beagle-im", "tigase/beagle-im", "7acd3a36570b6448320a1d9f2f6484df2b97a5a6", "swift", "test", 76),
    App("koin-ios", "BCSDLab/KOIN_iOS", "ddde9ea18860ac0db8e3e8eea590b82354d424af", "swift", "tuning", 76),
    App("kaist-buddy-ios", "sparcs-kaist/app-ios", "568883d6fd354768d7d97b41e5283479f8c9ca19", "swift",
        "test", 76),
    App("near-private-chat-ios", "nearai/private-chat-ios", "046708533710cfdbf3953f83a636aac143a8a4e4", "swift",
        "tuning", 76),
    App("psiphon-vpn-ios", "Psiphon-Inc/psiphon-ios-vpn", "eb2af624dba568639d13cb0df83d4768a45138cf", "swift",
        "test", 76),
    App("peer-ios", "peer-network/peer_ios_frontend", "60e3752a8238c75b1fbf8a6d1176c28d94e00758", "swift",
        "tuning", 76),
    App("havital-ios", "centerseed/havital_ios", "24529353ed83ceeeb16145f34c7bb554bb97fd00", "swift",
        "tuning", 76),
    # Batch 77, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:77") before any
    # scan. The test half unseen. Eight web apps: four Node servers with a database and sign-in and four
    # Next.js apps with their own server code (batch 76, Swift, is drawn at the same time by another helper).
    App("data-subvention", "betagouv/api-subventions-asso", "140b6abdda63e2edf925229b828f5de6aa06a72a", "node",
        "test", 77),
    App("tdb-apprentissage", "mission-apprentissage/flux-retour-cfas", "12cb59e9b2100bd2f17e110d8d476e63cdf079b5",
        "node", "test", 77),
    App("pezzo", "pezzolabs/pezzo", "886d38b50bd7d8af723eb12e7d815e1e2b625c87", "node", "tuning", 77),
    App("amplication", "amplication/amplication", "d533515daf0845d82cd7edbe0e5c5f927cf2388a", "node", "tuning", 77),
    App("1jeune1solution", "DNUM-SocialGouv/1j1s-front", "2024fc0dab77c74ec7903e13fc73661f84e7d94b", "nextjs",
        "tuning", 77),
    App("dinesykmeldte", "navikt/dinesykmeldte", "5800c26575fdee59bd00f87a564ec2c95f973509", "nextjs", "test", 77),
    App("openlit", "openlit/openlit", "ad20b7b4c282f5c19239937f3bb485ec380e772e", "nextjs", "tuning", 77),
    App("learnhouse", "learnhouse/learnhouse", "6fcca07134068e708cacf0be994ba080c2749cd9", "nextjs", "test", 77),
    # Batch 78, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:78") before any
    # scan. The test half unseen. Eight mobile apps: three React Native apps (an identity wallet, a
    # weightlifting tracker with its own server, a Lightning EV-charging wallet) and five Swift iOS apps
    # (batch 79, web, is drawn at the same time by another helper).
    App("procivis-one-wallet", "procivis/one-wallet", "5471b8070b53b683ca54f901cdb094a70c7c33cd", "react-native",
        "test", 78),
    App("liftosaur", "astashov/liftosaur", "dea690bbaaafa3db47a575b58c118b3cb6221fed", "react-native", "tuning", 78),
    App("satimoto", "satimoto/satimoto", "e76a8d1c78ce890088ed6b10a6ad0588c85db627", "react-native", "tuning", 78),
    App("django-files-ios", "django-files/ios-client", "1f80a242d0a9f9fc740f34513db846d39f70abc1", "swift",
        "tuning", 78),
    App("animeal-ios", "AnimealProject/animeal_iOS", "2d54fb7b95aacedf9289234e07cc05eac256e5b5", "swift",
        "test", 78),
    App("hackertracker-ios", "junctor/hackertracker-ios", "6551bb811cff1a272abe6f36c7cb11498e88e764", "swift",
        "test", 78),
    App("snutt-ios", "wafflestudio/snutt-ios", "4d3af04b6c2503797c1c0fb5636f366bebaf9ed6", "swift", "test", 78),
    App("dydx-ios", "dydxprotocol/v4-native-ios", "eb05ab11a2cd62959ef90170b10c6aa9741fc0e2", "swift", "tuning", 78),
    # Batch 79, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:79") before any
    # scan. The test half unseen. Eight web apps: four Node servers with a database and sign-in and four
    # Next.js apps with their own server code (batch 78, mobile, is drawn at the same time by another helper).
    App("moj-licences", "ministryofjustice/licences", "7db3b8417e925ff0b2c728ddbae201cd38ddd116", "node",
        "test", 79),
    App("sparcs-taxi", "sparcs-kaist/taxi-back", "7bb9fc13139c93cc4c4b7701fd28279c7e22f6d1", "node", "tuning", 79),
    App("carriage", "cornell-dti/carriage-web", "6ec90b305c2df61b000cc6830c0097e90e3ca109", "node", "test", 79),
    App("berkeleytime", "asuc-octo/berkeleytime", "01b9b5b2148bc967d30547a175532f116767c6d3", "node", "test", 79),
    App("sykepengesoknad", "navikt/sykepengesoknad-frontend", "babbba04f79ff660313043cb6819c95c911324f5", "nextjs",
        "tuning", 79),
    App("scrapbook", "hackclub/scrapbook", "634c719b760ed8b1e4e454ba4c867945597ee76b", "nextjs", "tuning", 79),
    App("utd-trends", "UTDNebula/utd-trends", "dd79eba914806a69e5879ec8976423fd8351668d", "nextjs", "tuning", 79),
    App("kultus-teachers", "City-of-Helsinki/palvelutarjotin-ui", "37188aa35533495bf15d02ad39134efcafe9bdc5", "nextjs",
        "test", 79),
    # Batch 80, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:80") before any
    # scan. The test half unseen. Eight web apps: four Node servers with a database and sign-in and four
    # Next.js apps with their own server code (batches 81 and 82 are drawn at the same time by other helpers).
    App("arbeidsflate", "Altinn/dialogporten-frontend", "17413bc3e02ec8bcb62a208cc9067f360dedbc9c", "node",
        "test", 80),
    App("permitconnect", "bcgov/nr-permitconnect-navigator-service", "059e07695cadd46e7334a14c9f99f17d2bead55f",
        "node", "tuning", 80),
    App("safe-client-gateway", "safe-global/safe-client-gateway", "e36e81ee903afbb5e5447008c8da1250b9a95570",
        "node", "test", 80),
    App("tdm-calculator", "hackforla/tdm-calculator", "ba88b8d7b2c819871e6beaadc04c64d65083860a", "node",
        "tuning", 80),
    App("coop-mediation", "inclusion-numerique/coop-mediation-numerique", "46aa33bdf21c42c2d5bbb2913f5c453cca5a9542",
        "nextjs", "test", 80),
    App("aap-soknad", "navikt/aap-soknad", "1e08b4e82e2c957481e252b63255cf4e2604fdd8", "nextjs", "test", 80),
    App("citycatalyst", "Open-Earth-Foundation/CityCatalyst", "47afbbb6745965175ca28fad2e529a5bc95dfe34", "nextjs",
        "tuning", 80),
    App("linkedregistrations", "City-of-Helsinki/linkedregistrations-ui", "354ff30114f52aea6b36accf4644dbe9af3850d8",
        "nextjs", "tuning", 80),
    # Batch 81, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:81") before any
    # scan. The test half unseen. Eight mobile apps: one React Native app (a task and chat app's official
    # client) and seven Swift iOS/macOS apps (batches 80 and 82, web, are drawn at the same time by other helpers).
    App("fatodo-mobile", "v-perfilev/fatodo-mobile-app", "cb1d46e804abdce021e3ac78c9b9ef8f02abaf0e", "react-native",
        "tuning", 81),
    App("pocket-ios", "Pocket/pocket-ios", "ac8293f755a4b958f1ce707fef70a2076947629e", "swift", "test", 81),
    App("dbco-ios", "minvws/nl-covid19-dbco-app-ios", "596e0c79ef509b003cbbe6f9d92e293415720b0a", "swift",
        "test", 81),
    App("pfadi-seesturm-ios", "valentin-kamm/pfadi-seesturm-app-ios", "11f29ce7bf6c4d4a99be2cd2a287a16a62952188",
        "swift", "test", 81),
    App("calliope-mini-ios", "calliope-edu/calliope-mini-flash-app-iOS", "1cd1c7d4b3b83d84dc676d639cf2e561ddb78347",
        "swift", "tuning", 81),
    App("eduvpn-apple", "eduvpn/apple", "c63c1aa39cee62453aaa63dc6932f92079e7a68e", "swift", "tuning", 81),
    App("nextcloud-notes-ios", "nextcloud/notes-ios", "124a3e13cd65d6ad63e7c21cdc1ecb7e46255c8a", "swift",
        "test", 81),
    App("planetary-ios", "planetary-social/planetary-ios", "45e5f08bdba6c5b620131086612c8cba03a463e9", "swift",
        "tuning", 81),
    # Batch 82, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:82") before any
    # scan. The test half unseen. Eight web apps: four Node servers with a database and sign-in and four
    # Next.js apps with their own server code (batches 80 and 81 are drawn at the same time by other helpers).
    App("pubpub", "knowledgefutures/pubpub", "7a2ac1d666ce8c98383cdb7f487e19d29078c610", "node", "tuning", 82),
    App("brainlife-warehouse", "brainlife/warehouse", "b833b98e3518181eacef71cc04ae773a7592b1a8", "node", "test", 82),
    App("cityvizor", "cityvizor/cityvizor", "245da006eee96a314994f91be9eb355cee8c3f97", "node", "tuning", 82),
    App("3dp4me", "hack4impact-uiuc/3dp4me", "c41d8ef78492eae992ba887983ba60e2bbbe2786", "node", "tuning", 82),
    App("open-tacos", "OpenBeta/open-tacos", "c36d151ff2519b656acf79f9f32ce21b2d2eb2da", "nextjs", "test", 82),
    App("hope-for-haiti", "GTBitsOfGood/hope-for-haiti", "6a0bfd9ded79ad25366a85e5e4b8669e222670eb", "nextjs",
        "test", 82),
    App("scf-truckers", "hack4impact-utk/st-christopher-truckers-relief-fund",
        "1833db53d35b110bfd077c8663e622e16cdc26c6", "nextjs", "tuning", 82),
    App("searchneu", "sandboxnu/searchneu", "3e4533fa4215131bc46beb15282d02c9687e11a0", "nextjs", "test", 82),
    # Batch 83, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:83") before any
    # scan. The test half unseen. Seven web apps, not eight (time): three Node servers with a database and
    # sign-in and four Next.js apps with their own server code (batches 84 and 85 are drawn at the same time).
    App("microrealestate", "microrealestate/microrealestate", "479d0ad703436071b64dfdf4e48321c121d8efb5", "node",
        "tuning", 83),
    App("chari-erp", "it-volunteers-ukraine/ChariERP", "b76eaa97899a0fd4e8a59b7950895e6a8f41dba4", "node",
        "tuning", 83),
    App("lagos-volunteers", "cornellh4i/lagos-volunteers", "f03beea5f46e97817ea46cd14816cb7749b6f37b", "node",
        "test", 83),
    App("everybody-eats", "everybody-eats-nz/volunteer-portal", "f14dd856e237e9be9dfa2ea056d407bfc32697d2", "nextjs",
        "test", 83),
    App("animecon-volunteers", "AnimeNL/volunteer-manager", "9a9348de85b0037fb91c33a03650b6f10239d837", "nextjs",
        "tuning", 83),
    App("mirai-action-board", "team-mirai-volunteer/action-board", "8f5cd6c022d877b872969f9ec5eba674ca72a19d",
        "nextjs", "test", 83),
    App("havenhub", "HAVEN-Free-Clinic/HAVENHub", "c2704e6d4c85a85870c6e8e2872945c6acba3efc", "nextjs",
        "tuning", 83),
    # Batch 84, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:84") before any
    # scan. The test half unseen. Eight mobile apps: four React Native/Expo apps and four Swift iOS apps
    # (batches 83 and 85, web, are drawn at the same time by other helpers).
    App("raindrop-android", "raindropio/mobile", "5761a1f4b90d0f06422a0c0bac0289f5fe734957", "react-native",
        "test", 84),
    App("thu-info", "thu-info-community/thu-info-app", "87b71ec334e48a4faf445983774863b16a256ebc", "react-native",
        "test", 84),
    App("mensa-swag", "MensaSverige/swagapp", "a2e546eef7bbf4c46aac497393ca41bd1182b999", "react-native",
        "tuning", 84),
    App("democracy-app", "demokratie-live/democracy-client", "76754a432eabc6d4846f1af55ee09a4c7b1e4ea4",
        "react-native", "tuning", 84),
    App("godtools-ios", "CruGlobal/godtools-swift", "e22e87afdbcd0cd167ca4fc3bb347e98f8b50afb", "swift",
        "tuning", 84),
    App("danxi-ios", "DanXi-Dev/DanXi-swift", "78336f636e772f9683b896aa1d5823077520ac64", "swift", "test", 84),
    App("monitorizare-vot-ios", "code4romania/monitorizare-vot-ios", "95817b38a038e9bf705f98f1afa463c1b1158bc1",
        "swift", "test", 84),
    App("titi-ios", "TimerTiTi/TiTi_iOS", "559cb67b2926fa9358fc372508829ff561ff998c", "swift", "tuning", 84),
    # Batch 85, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:85") before any
    # scan. The test half unseen. Eight web apps of student-run nonprofit tech clubs: four Node servers with a
    # database and sign-in and four Next.js apps with their own server code (batches 83 and 84 are drawn at the
    # same time by other helpers).
    App("jump-math", "uwblueprint/jump-math", "e9f78d359f53ce043e9edf69eadde720ee56552f", "node", "test", 85),
    App("mada-v2", "hack4impact-mcgill/MADA-v2", "2a1777586c39ce71161c4c0cfec7eb408d161735", "node", "tuning", 85),
    App("life-after-hate", "hack4impact-uiuc/life-after-hate", "931bc4daa025936c7686e5b9769bcc5467fe77f9", "node",
        "test", 85),
    App("juno", "GTBitsOfGood/juno", "c69ad0e2bda79d92d80a5873d2603a32f536b09a", "node", "test", 85),
    App("alp-portal", "Hack4Impact-Princeton/alp-portal", "629d502d02b55507ddf9834ccc5a6524dd4a947f", "nextjs",
        "tuning", 85),
    App("persevere", "hack4impact-utk/persevere", "0c8bde5762e5522f6f3532d25f305ae29ed780b6", "nextjs", "test", 85),
    App("slo-beaver-brigade", "hack4impact-calpoly/slo-beaver-brigade", "2a13ceb0e811fc0bfe0a595498918c67082d8a79",
        "nextjs", "tuning", 85),
    App("odyssey", "Emory-Hack4Impact/Odyssey", "3d8e3f5f4aa2badcbc72de8e614ce47ac393d08e", "nextjs", "tuning", 85),
    # Batch 86, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:86") before any
    # scan. The test half unseen. Eight web apps of governments, public-interest groups, a climate nonprofit
    # and an art marketplace's editorial tool: four Node servers with a database and sign-in and four Next.js
    # apps with their own server code (batches 87 and 88 are drawn at the same time by other helpers).
    App("oed", "OpenEnergyDashboard/OED", "722186243bd72b0a827dc75fd789a2594a87c097", "node", "tuning", 86),
    App("positron", "artsy/positron", "f3430de1a17c65465e4208b516f09a783ab6a097", "node", "test", 86),
    App("uci-apis", "samagra-comms/uci-apis", "f06da7e73ae91f78115642ba58dda8d8e0d7a61f", "node", "tuning", 86),
    App("checkwho", "opengovsg/verifySG", "0c3185378bb8ec1c677f00b60dc0262b55f10961", "node", "test", 86),
    App("brasilapi", "BrasilAPI/BrasilAPI", "0104c49c94017e47560615c8713ba7686ae2e381", "nextjs", "tuning", 86),
    App("quartz-frontend", "openclimatefix/quartz-frontend", "b753365a653753dce0a28fe844d0dbc8605a19e8", "nextjs",
        "test", 86),
    App("backlog-dim", "anpdgovbr/backlog-dim", "4e16516815c3b4db50db8981bdc52638ed6c59bb", "nextjs", "tuning", 86),
    App("portal-interno", "prefeitura-rio/portal-interno", "feb01fcab861bd3c8270e3a704b1353a61787e93", "nextjs",
        "test", 86),
    # Batch 87, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:87") before any
    # scan. The test half unseen. Eight mobile apps: three React Native/Expo and five Swift (iOS, watchOS and
    # macOS), no web app or server (batches 86 and 88 draw web apps at the same time).
    App("xrph-wallet", "XRPHealthcare/XRPH-Mobile-Wallet", "1dd42469fdd0fa827022c75bc586abe69c351720",
        "react-native", "tuning", 87),
    App("favordao-mobile", "FavorLabs/favor-dao-mobile-rn", "3ed5d35af682eb91121fabea3136b0caecc94b11",
        "react-native", "tuning", 87),
    App("nyc-sda-church", "New-York-Chinese-Seventh-day-Adventist/sda-church-app",
        "d1d10251a4aaec1ad7ae5995ab5b42654225ae5e", "react-native", "test", 87),
    App("playola-ios", "playola-radio/playola-radio-ios", "2f56c88392f373113d0fd4b775a6a87103ea9012", "swift",
        "test", 87),
    App("proton-authenticator-ios", "protonpass/ios-authenticator", "0df16a0877e23e1cc0b9e1260ad1d40f37cb6161",
        "swift", "tuning", 87),
    App("kaset", "sozercan/kaset", "183cec2cab70c97af800ebd6f5570af74701ef6c", "swift", "test", 87),
    App("miataru-ios", "miataru/miataru-ios-client", "c9b9c4ee0934921823b200fc6a18b2ea665662ab", "swift",
        "tuning", 87),
    App("feelin-ios", "project-lyrics/app-iOS", "a330ac5ef95fba8088d943f7a61b0289172a023c", "swift",
        "test", 87),
    # Batch 88, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:88") before any
    # scan. The test half unseen. Eight web apps of French public digital services (beta.gouv.fr state
    # start-ups and ministries' product teams) and a citizen-science sensor API: four Node servers with a
    # database and sign-in and four Next.js apps with their own server code (batches 86 and 87 are drawn at
    # the same time by other helpers).
    App("immersion-facile", "gip-inclusion/immersion-facile", "cd676358befab6b481b326b25f0e649abc6e1423", "node",
        "tuning", 88),
    App("benefriches", "incubateur-ademe/benefriches", "ff601707a335973c5616b9424d2bbfab0265150c", "node",
        "tuning", 88),
    App("mon-service-securise", "betagouv/mon-service-securise", "cc131242e04bce97eb9e2aa53b04b9920341e257", "node",
        "tuning", 88),
    App("opensensemap-api", "sensebox/openSenseMap-API", "953c476b192bcb051823e67c2a3b3e9891eb7bea", "node",
        "test", 88),
    App("mon-inclusion-numerique", "anct-cnum/suite-gestionnaire-numerique", "4492d44caefa005ccb118db024297d611c92ea68",
        "nextjs", "test", 88),
    App("fonds-prevention-argile", "MTES-MCT/fonds-prevention-argile", "73be1e012435800d97601b0e1de7c6a965057501",
        "nextjs", "test", 88),
    App("enfants-du-spectacle", "SocialGouv/enfants-du-spectacle", "a5def898a757e138872e610d7ddd9a7551722e5f",
        "nextjs", "test", 88),
    App("helios", "DNUM-SocialGouv/helios", "8bc0c11251b0f07418581d7ef9cd5498ee5a079e", "nextjs", "tuning", 88),
    # Batch 89, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:89") before any
    # scan. The test half unseen. Eight web apps of public services and civic-tech groups in Singapore,
    # Slovakia, Finland, India, Norway, Kenya/South Africa and Czechia: four Node servers with a database and
    # sign-in and four Next.js apps with their own server code (batch 90 is drawn at the same time by another
    # helper).
    App("askgov", "opengovsg/askgovsg", "03b4ca8727cc8b0a5393f1b45a6f822a74f62a02", "node", "test", 89),
    App("konto-bratislava", "bratislava/konto.bratislava.sk", "d8a232b1ce00fad858d799c745d6053f15b30230", "node",
        "test", 89),
    App("moocfi-quizzes", "rage/quizzes", "58901d9d814d5f9657b6a5c9f673c18fbdea85d0", "node", "tuning", 89),
    App("samagra-user-service", "Samagra-Development/user-service", "9d4c99a083c229bb3debb7f5d2a4091d88186c2f",
        "node", "tuning", 89),
    App("syk-inn", "navikt/syk-inn", "6f89c2b4a2902a960ffdec410a4678c980760f35", "nextjs", "test", 89),
    App("codeforafrica-ui", "CodeForAfrica/ui", "f98606fc8dce479a7436d6378d9d7b5317550cf7", "nextjs", "tuning", 89),
    App("dataspace", "CivicDataLab/DataSpaceFrontend", "68f34ffb3b46fb5e02113878f945f2fb9f35563b", "nextjs",
        "tuning", 89),
    App("cesko-digital-app", "cesko-digital/app", "3280b37d503d283478916181f6bbc5696663d45b", "nextjs", "test", 89),
    # Batch 90, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:90") before any
    # scan. The test half unseen. Eight mobile and desktop apps: three React Native/Expo apps (a convention's
    # official app, a hospitality network's Nostr client, a Lemmy client) and five Swift apps (a workout app,
    # two GitHub clients, a Microsoft Fabric OneLake file provider for macOS and a walking and meditation tracker).
    App("eurofurence-app", "eurofurence/ef-app_react-native", "726a8d597db64a06ef9b517a0af7883c5390b1ba",
        "react-native", "tuning", 90),
    App("nostroots", "Trustroots/nostroots", "00e334179878ce37059534728357eac8d37d3e9e", "react-native",
        "tuning", 90),
    App("arctius", "nick-delirium/lemmy-fennec", "55c843ee43a85c91eb512a009dbad28a46dfaeb8", "react-native",
        "test", 90),
    App("sotka-ios", "easydev991/SwiftUI-SotkaApp", "de61f1579e8513cc69622549f11de17f13d79e1c", "swift",
        "tuning", 90),
    App("zlgithubclient", "ExistOrLive/GithubClient", "7969212a8b6c938f93391d6e37666cc2c4a4c207", "swift",
        "test", 90),
    App("gisthub", "ldakhoa/GistHub", "05c63a4b9f98401891d0c09a18d9b1547f94199b", "swift", "test", 90),
    App("onelake-explorer", "sdebruyn/onelake-explorer-macos", "03ef1daf2fc6e9244b25183952459bb40c51689a",
        "swift", "test", 90),
    App("pilgrim-ios", "walktalkmeditate/pilgrim-ios", "b98e562bc7667a8ff6490bcd7086da9e487f46e4", "swift",
        "tuning", 90),
    # Batch 91, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:91") before any
    # scan. The test half unseen. Eight web apps: four Node servers (a hackathon platform, a WhatsApp ticket
    # desk, a support ticket system and a Brazilian civic-tech platform's APIs) and four Next.js apps (a
    # hackathon portal, a venue's volunteer scheduler, a hackathon community site and a civic bill explainer).
    App("junction-app", "hackjunction/JunctionApp", "2678e1c95ae2540a9b77325cd998b1b52fd43de8", "node", "test", 91),
    App("whaticket", "canove/whaticket-community", "423a53d68b13a69645e9a1908354ae4be2aa75bb", "node", "tuning", 91),
    App("leanticket", "leancloud/ticket", "634cbb110ffdc99e58669eea53b33752f321e7ea", "node", "tuning", 91),
    App("bonde-apis", "nossas/bonde-apis", "8078080fee8c2c00b3bee9b078a9a838d0fb3700", "node", "tuning", 91),
    App("hackportal", "acmutd/hackportal", "9eca328789fea4adea2ffae5a0928363cbb0382c", "nextjs", "tuning", 91),
    App("desering-scheduler", "desering/volunteer-scheduler", "e4fa9a750beb325723d24a8ff3ff4bb84020afa1", "nextjs",
        "test", 91),
    App("hackathonweekly", "hackathonweekly/community", "21fa097824070e23205cbe9bc5a404f6f8cf8ae6", "nextjs",
        "test", 91),
    App("mirai-gikai", "team-mirai-volunteer/mirai-gikai", "3afbcacdd7d15353dfaf41f6c3819587af1e5117", "nextjs",
        "test", 91),
    # Batch 92, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:92") before any
    # scan. The test half unseen. Eight web apps: four Node servers (an invoicing server, a leave-management
    # server, a collaborative workspace server, a programmable telephony platform) and four Next.js apps with
    # their own server code (a blogging and newsletter platform, a link-in-bio platform, a sports team
    # manager and an invoicing app).
    App("invoicerr", "Impre-visible/invoicerr", "1ffac25d5eb766cbcf8d419e752fee8b52d4f6aa", "node", "test", 92),
    App("timeoff-management", "timeoff-management/timeoff-management-application",
        "5b1c1be08038e606bdd6ac5337c937847af1aa11", "node", "test", 92),
    App("colanode", "colanode/colanode", "d649523637f0f059c936418488165d4a689da27c", "node", "tuning", 92),
    App("fonoster", "fonoster/fonoster", "52d26a06a2e7dfec57e7352948eef1b6007285ce", "node", "tuning", 92),
    App("letterpad", "letterpad/letterpad", "91d3e2516987ea00b1f068bda20dcd8fd14eb90d", "nextjs", "test", 92),
    App("biodrop", "EddieHubCommunity/BioDrop", "47e40873c1e70ba5e51303837afec2837a893c9b", "nextjs", "tuning", 92),
    App("openleague", "mbeacom/openleague", "77b2313e0078d14a58dfb8985aae675a6b66042b", "nextjs", "tuning", 92),
    App("invoicetrackr", "rekodev/invoicetrackr", "00fc00e137e63607bc9588b921677a6994e07b83", "nextjs", "test",
        92),
    # Batch 94, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:94") before any
    # scan. The test half unseen. Eight web apps of public services and public-health infrastructure in
    # Australia, Canada, the UK, France, Norway, Ireland and South Africa: four Node servers with a database and
    # four Next.js apps with their own server code (batches 91 to 93 are drawn at the same time by others).
    App("magda", "magda-io/magda", "e69a1b0124918bf521d2da078149ace1d1419c58", "node", "test", 94),
    App("ches", "bcgov/common-hosted-email-service", "fedd9a52641e8c8ae60669bb638ee34275e6b9a5", "node", "tuning", 94),
    App("defra-ahwr-application", "DEFRA/ffc-ahwr-application", "61cf09fc952994abe994c3b0c22929e3ac795589",
        "node", "tuning", 94),
    App("potentiel", "MTES-MCT/potentiel", "fc921d85632bb64c1c8382cbe76ce0548428bdff", "nextjs", "test", 94),
    App("sosialhjelp-innsyn", "navikt/sosialhjelp-innsyn", "14223e9305952fe71b0adf181aecb9880e3e8e9c", "nextjs",
        "test", 94),
    App("msca-secure-client-hub", "DTS-STN/secure-client-hub", "cfda4559f0405f4306c11ccbc1f43d9de1ba6006",
        "nextjs", "test", 94),
    App("openhim-core", "jembi/openhim-core-js", "fdfa87b359c2acebf2536d0fd77e0c1286ab8891", "node", "tuning", 94),
    App("ogcio-life-events", "ogcio/life-events", "2bdbdac7197765a5f109503441a8c6ec96b7c32b", "nextjs", "tuning", 94),
    # Batch 93, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:93") before any
    # scan. The test half unseen. Six mobile and desktop apps, not eight (time): one React Native/Expo app (a
    # Farcaster client) and five Swift apps (a TON wallet, a bike registry's client, a photo-delivery service's
    # macOS uploader, a goal tracker's official app and a smartwatch companion).
    App("discove", "discove-xyz/discove-farcaster-expo-app", "90e5e9cc4d20150a38b9181d06e3a78ea596a145",
        "react-native", "tuning", 93),
    App("tonkeeper-ios", "tonkeeper/ios", "2216d9ffddcb894dabcc3c5975177a0772e997f5", "swift", "tuning", 93),
    App("bike-index-ios", "bikeindex/bike_index_ios", "fe4e43576bdd8bc4f49ccd0f86166877547ac5fc", "swift",
        "test", 93),
    App("picflow-macos", "nusign/picflow-macos-app", "0a1cf4ad7c2507b128c07e1651a1457f185148e8", "swift",
        "tuning", 93),
    App("beeswift", "beeminder/BeeSwift", "1ca14d754935bc1426b6322309f080baeead74e4", "swift", "test", 93),
    App("infinilink", "InfiniTimeOrg/InfiniLink", "dff63f7d8be2059e487160be193c3b9642cd8ada", "swift",
        "test", 93),
    # Batch 95, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:95") before any
    # scan. The test half unseen. Eight web apps of farming, food banks, faith communities, co-operative
    # budgeting, Indian education, Korean blogging and Japanese political transparency: four Node servers with
    # a database and four Next.js apps with their own server code (batches 96 and 97 are drawn at the same time
    # by others).
    App("litefarm", "LiteFarmOrg/LiteFarm", "69272be650f8fbce0f9585aaf7518e4a3c228511", "node", "tuning", 95),
    App("elevate-mentoring", "ELEVATE-Project/mentoring", "aa52d89ede8fae099edc99d0db97b7ff5624c7eb", "node",
        "test", 95),
    App("food-oasis", "hackforla/food-oasis", "f532cf6e7d023a87472f00496482f4a7dbd9a256", "node", "test", 95),
    App("velog", "velog-io/velog", "63dcace01e1c87b35a38027f681d9e7c0f210467", "node", "tuning", 95),
    App("e-masjid", "Dev4w4n/e-masjid.my", "34ddc571a77960eea12b9f0d5ea0767b5d0f1460", "nextjs", "tuning", 95),
    App("cobudget", "cobudget/cobudget", "fc667f08ca21df02d332fc719d5aac40441c99bc", "nextjs", "test", 95),
    App("marumie", "team-mirai/marumie", "7704e677869648f6ea373e90749acb09e36f74c5", "nextjs", "tuning", 95),
    App("lambeth-foodbank", "LambethFoodbank/foodbankapp", "296affb772212d84f747a4ed05ce2ca2e5a29a0e", "nextjs",
        "test", 95),
    # Batch 96, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:96") before any
    # scan. The test half unseen. Eight web apps: four Node servers and four Next.js apps.
    App("gakunin-lti-mc", "RCOSDP/GakuNinLMS-LTI-MC", "008664f4b76d597e38ab51663bf6ce70417719d3", "node", "tuning", 96),
    App("mangabookmark", "dthung1602/MangaBookmark", "0cbab5561497006a8139fc05f27e349847d36631", "node", "test", 96),
    App("klurigo", "emilhornlund/quiz", "a67ad427325898db203e449eed5adadfa3685a83", "node", "tuning", 96),
    App("quizball-backend", "Quizball-trivia/quizball-backend", "055a5e4f0b9a5e52d725f3f18ea9deb290b87604", "node",
        "test", 96),
    App("norish", "norish-recipes/norish", "4e54fc4664db66c9e3eecd71458c866483e1adc4", "nextjs", "tuning", 96),
    App("habittrove", "dohsimpson/HabitTrove", "3e6b4b75ecac0c23f643def13ccfcd86b867bc91", "nextjs", "test", 96),
    App("exif-photo-blog", "sambecker/exif-photo-blog", "109a02eb8f817c455b412bb297363d7bf6a29f28", "nextjs",
        "tuning", 96),
    App("openreview-web", "openreview/openreview-web", "2b312cc6ed9a09d89ddfdd00ab18dea7cacaabdf", "nextjs",
        "test", 96),
    # Batch 97, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:97") before any
    # scan. The test half unseen. Eight mobile and desktop apps: one React Native app (a Pixiv client) and seven
    # Swift apps (a macOS browser, a festival map, a weather app, a Hacker News client, a location diary, a macOS
    # dictation app and a macOS Toggl client).
    App("pxview", "alphasp/pxview", "ff75b0ac08e8d6621ba5413f285fe5585a8572be", "react-native", "tuning", 97),
    App("phi-browser-mac", "phibrowser/phibrowser-mac", "5ec09a2e9e3fde9c713ebad1f3d9de6cb158004e", "swift",
        "test", 97),
    App("iburn-ios", "iBurnApp/iBurn-iOS", "b4fbde6c04b62b89d546a50a7b72e4679f468fea", "swift", "tuning", 97),
    App("saxweather", "saxobroko/SaxWeather", "a746c4f164cbc59c7cfe4951f80b6596f1437611", "swift", "test", 97),
    App("gem-hn", "Livinglist/Gem", "c3d0fe2d1ed27c810c5146660e28c24fee9929d1", "swift", "tuning", 97),
    App("arc-mini", "sobri909/ArcMini", "acdb5ca083aa554e0c864fcd1517b2b013dc9f26", "swift", "test", 97),
    App("aidictation", "writingmate/aidictation", "8409cd1b3267c4eff61c78fe41a019be75266e91", "swift",
        "test", 97),
    App("toggltargets", "davila-vilanova/TogglTargets", "27ff093c038d6495cdb75de20416f7e0de906863", "swift",
        "tuning", 97),
    # Batch 98, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:98") before any
    # scan. The test half unseen. Eight web apps: four Node servers (a tutoring platform, a coding school, a
    # public procurement marketplace, a language school) and four Next.js apps (a multi-vendor marketplace, a
    # nonprofit coding school's hub, an offline school server with its cloud, a farmers-market marketplace).
    App("lernfair-backend", "corona-school/backend", "7ebda0c4b069528a85c838e151b008252bb85ba2", "node", "test", 98),
    App("rsschool-app", "rolling-scopes/rsschool-app", "a10d3eb862a9051976ff1f0454b78f443e5a8e2e", "node",
        "tuning", 98),
    App("bc-digital-marketplace", "bcgov/digital_marketplace", "919877453ca1ec0df09ee0e76472c0c74553955d", "node",
        "tuning", 98),
    App("sayyes-online", "sayyesschool/sayyes-online", "d861ca5bd01162dfbafa5217862790bacca8d8e9", "node",
        "test", 98),
    App("renivet-marketplace", "Renivet-it/renivet-marketplace", "a55de045f175e4ffbe7a17e55c1c31c38222b34b",
        "nextjs", "tuning", 98),
    App("lap-student-tracker", "TritonSE/LAP-Student-Tracker", "f01532269d35a505bc3c4efe7b49c9e2e2fe3182",
        "nextjs", "test", 98),
    App("rose-academies-uganda", "calblueprint/rose-academies-uganda", "736f37d984e2a7fe00d6894df8e9264cd7991b5b",
        "nextjs", "test", 98),
    App("inpersonmarketplace", "tsjr00/inpersonmarketplace", "bfc60dfd92b5240ae67a320fad4cd5c00d17b077", "nextjs",
        "tuning", 98),
    # Batch 99, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:99") before any
    # scan. The test half unseen. Eight web apps: four Next.js apps with their own server code (a changelog
    # host, a Web3 crowdfunding app, a token-approval dashboard, a DAO governance app) and four Node servers (a
    # GraphQL federation control plane, a blockchain transaction server, a community data platform, a project
    # management tool).
    App("changes-page", "techulus/changes-page", "063728e8bab86d2e72c7e4f876113a4bfb05cd78", "nextjs", "test", 99),
    App("juicebox", "jbx-protocol/juice-interface", "9666ba81ed0a2e423f5f1dc0b1cfcfe8140bcad5", "nextjs", "test", 99),
    App("revoke-cash", "RevokeCash/revoke.cash", "ec5366733f2a756ca9f23535a61ba5ab214e21a3", "nextjs", "tuning", 99),
    App("agora-next", "voteagora/agora-next", "fa3f297339c08951ae9f46071bc6d58b5dfb5d77", "nextjs", "tuning", 99),
    App("wundergraph-cosmo", "wundergraph/cosmo", "6e0a147f4d2ec387cddc06b45b97814b940fe40b", "node", "tuning", 99),
    App("thirdweb-engine", "thirdweb-dev/engine", "6cc82911104c20e3f2993967c25d4cd4dd24b0c1", "node", "test", 99),
    App("crowd-cdp", "CrowdDotDev/crowd.dev", "bc2e323d3c86e9c8a3e5b8297e9cb83e5c4ae41d", "node", "test", 99),
    App("kaneo", "usekaneo/kaneo", "367132d0ea7101c44924a96ed72aaacfb1831a74", "node", "tuning", 99),
    # Batch 100, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:100") before any
    # scan. The test half unseen. Eight Swift apps, no React Native one (a mail client, a children's robot app,
    # a web-novel community app, a Komga reader, a macOS astronomy portal client, a podcast soundboard, a
    # newspaper reader and a school's job-placement app).
    App("planck-ios", "plancksecurity/iOS-planckForiOS", "7e8d30e257b27f68fef3e6a216436f65812963f4", "swift",
        "tuning", 100),
    App("leka-ios", "leka/ios-monorepo", "e9c3a27d3959e295f897f9a5e9e58438def23fe3", "swift", "tuning", 100),
    App("websoso-ios", "Team-WSS/WSS-iOS", "d119d2198ca5dccb3854e02063fa5d653163f0de", "swift", "tuning", 100),
    App("kmreader", "everpcpc/Komga-iOS", "9b12f133d20bfffd0bd7a1fabb044859bc6ec9ac", "swift", "test", 100),
    App("verbinal-mac", "szautkin/canfar-macos", "d292663f83e8b145d415d3b4a9c2de63bf1b7b37", "swift", "test", 100),
    App("medo-delirio", "rafaelclaycon/MedoDelirioiOSApp", "53291e4768f0830f35399fa9fc7695cf3b30f974", "swift",
        "tuning", 100),
    App("taz-neo-ios", "die-tageszeitung/taz-neo.ios", "9775d37e54516d5e403600373fe62303217a8072", "swift",
        "test", 100),
    App("jobis-ios", "Team-return/JOBIS-DSM-iOS-v2", "713c258ebd4f2ca814ff680613a17c2449d3b723", "swift",
        "test", 100),
    # Batch 102, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:102") before any
    # scan. The test half unseen. Eight web apps (Node servers with a database or sessions and sign-in,
    # Next.js apps with server code): bookings, event tickets, job boards, a recruiting tool, restaurant menus.
    App("smart-city-booking", "ECCdigital/smart-city-booking-backend", "43b6a5e1318a93e66e6fcfdd6b35b5cbebd1f46b",
        "node", "test", 102),
    App("zupass", "proofcarryingdata/zupass", "bcfe298b103907fe2f2970eed548e0b948651a58", "node", "tuning", 102),
    App("fizz-kidz", "ryan-saffer/react-booking-system", "c9e59d32cc49342d50d124cd5c865a033ab40dc3", "node",
        "tuning", 102),
    App("book-a-video-link", "ministryofjustice/hmpps-book-a-video-link-ui",
        "0a3281b76ee0e342ec664f26c721f39bf145ecf7", "node", "tuning", 102),
    App("100xdevs-job-board", "code100x/job-board", "2ed4b46a0d532fb8edab3d02a9fc416f53847f01", "nextjs", "tuning",
        102),
    App("jobsync", "Gsync/jobsync", "06d994b248b73ea57395254f5e3ccce582388ec5", "nextjs", "test", 102),
    App("menufic", "kaje94/menufic", "5438f133646e2764f35e251d8021d64595547dac", "nextjs", "test", 102),
    App("staff-optima", "AshrafElshaer/staff-optima", "4539c994ce0a9811b45cad36e51a00c931518d78", "nextjs", "test",
        102),
    # Batch 101, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:101") before any
    # scan. The test half unseen. Eight web apps: four Node servers (a church video platform, a student club's
    # membership portal, a non-profit texting platform and a pharmacy POS) and four Next.js apps (an arts
    # festival's volunteer system, a charity's donation platform, a church volunteer scheduler and a hockey
    # association's membership system).
    App("lets-church", "LetsChurch/lets.church", "a4f35b911984e6876b97b538929bc7a240be814a", "node", "test", 101),
    App("acm-membership-portal", "acmucsd/membership-portal", "7debfa30f83620f5054df020ac0cbf060d8429b4", "node",
        "tuning", 101),
    App("spoke", "MoveOnOrg/Spoke", "12a0729c311cc03599cbe0472071c65575fb1a6e", "node", "tuning", 101),
    App("pharmacy-pos", "henry1266/pharmacy-pos", "9cfa239aa8d6a1e7585d04e709a29b360ad24ed5", "node", "test", 101),
    App("volunteer-next", "tohyperborea/volunteer-next", "5eaea0addc79627ace881abeb55192d98ccafc20", "nextjs",
        "tuning", 101),
    App("giv-effektivt", "giveffektivt/donation-platform", "fb8218ab790ba4e08c3e7b785faa4b5320dcfd51", "nextjs",
        "test", 101),
    App("volunteercal", "HarpElle/volunteercalendar", "6ae3b57040556726e014efaae50623d341809f03", "nextjs",
        "test", 101),
    App("hockey-membership", "dwenderf/membership-system", "5cbb72448672887f0f6f97fd039c6d2b1e5fa3c3", "nextjs",
        "tuning", 101),
    # Batch 103, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:103") before any
    # scan. The test half unseen. Eight public-sector and civic web apps: four Next.js apps with their own server
    # code (a government platform-services registry, a digital public library's sites, a federal grants portal, a
    # labour-code site's admin tool) and four Node servers (a government web-security tracker, a preprint review
    # platform, a food-business registration service, a family-court citizen service).
    App("bcgov-registry", "bcgov/platform-services-registry", "845a0c4b1a975074b6c7ff63e802042d43062b33", "nextjs",
        "tuning", 103),
    App("dpla-frontend", "dpla/dpla-frontend", "ab2b91d16cd82b8d53d457bfbba9c64cda1877fc", "nextjs", "tuning", 103),
    App("simpler-grants", "HHS/simpler-grants-gov", "32d9a126f4f2f54228d77abe8ea4e2395b2c78d6", "nextjs", "tuning",
        103),
    App("cdtn-admin", "SocialGouv/cdtn-admin", "eeaf3129098b59458616e8b9ff8eaacbd04db3ab", "nextjs", "tuning", 103),
    App("gc-tracker", "canada-ca/tracker", "edff3df10077209d0722d5c05cf24c082012e9d2", "node", "test", 103),
    App("sciety", "sciety/sciety", "3e3f725c6d91e21af870064ffb1805637bd41882", "node", "test", 103),
    App("fsa-register-food", "FoodStandardsAgency/register-a-food-business-service",
        "95c93497ce89b7a97a59a1e267212cba32432c0e", "node", "test", 103),
    App("prl-citizen", "hmcts/prl-citizen-frontend", "2d70390df7c531a9fd01dec71103803d1116148c", "node", "test",
        103),
    # Batch 104, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:104") before any
    # scan. The test half unseen. Eight web apps: four Node servers (a survey platform, an issue tracker, a
    # government form builder, a newsroom's newsletter tool) and four Next.js apps (notes and checklists, a
    # notes app, a bookmark board, a government SSO request portal).
    App("xiaoju-survey", "didi/xiaoju-survey", "7f3f60aaf0626c21fbbd1315ee1f83c694b4110a", "node", "tuning", 104),
    App("tegon", "tegonhq/tegon", "e9d07e4db7c7c162c605853f85f176337d73054a", "node", "test", 104),
    App("xgov-form-builder", "XGovFormBuilder/digital-form-builder", "03906200013742572c2f40f74a5e15e0d212d236",
        "node", "test", 104),
    App("guardian-newsletters", "guardian/newsletters-nx", "a1277ec6045916a5e2f67292a9d2c4ff2e278149", "node",
        "test", 104),
    App("jotty", "fccview/jotty", "9b15db5509bf8e3a0ccab45f0169260aaae647fc", "nextjs", "test", 104),
    App("notea", "notea-org/notea", "52a9b186e7514b668369283809f1e141557ae3d6", "nextjs", "tuning", 104),
    App("bookmark-board", "mktu/bookmark-board", "b26a10bb036f1ce7d72aeade96a7af3f8bd9ae11", "nextjs", "tuning", 104),
    App("bcgov-css", "bcgov/sso-requests", "41a65706f9ca3608c98450edbe02bac05972f505", "nextjs", "tuning", 104),
    # Batch 105, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:105") before any
    # scan. The test half unseen. Eight mobile apps: three React Native/Expo (a study app, an EV-inspection
    # booking app, a diaspora digital-ID app) and five Swift (a rideshare app, a VPN client, an orchestra video
    # app, a property-inspection app and a prayer-times app).
    App("saber-espirita", "KleiserNairobi/SaberEspirita-Expo", "f2e30600533474cac85ef42d325beebf847ad69b",
        "react-native", "tuning", 105),
    App("charzing", "ijbmsm/CharzingApp-Expo", "3252636ac1b5584a02def442188c566d951f7215", "react-native",
        "test", 105),
    App("new-belarus-id", "nbgov/id-mobile-public", "9fcef7d5bc1db1e2a3c615c6d1cb3f35ff8a55d5", "react-native",
        "tuning", 105),
    App("scoop-ios", "cuappdev/scoop-ios", "c609cff99e5bf94f04bf54246bf5a215d28428f3", "swift", "tuning", 105),
    App("based-vpn-ios", "basedapps/based-vpn-ios", "67f70f9dddd5b7a99aad1b9c452915212df14ed6", "swift",
        "test", 105),
    App("orchestra-ios", "optimist-brasso/orchestra-ios-public", "b3e96fe86c0bea89bdd7822640a3dd1044410bf1",
        "swift", "test", 105),
    App("sapphire-inspections", "BetaNuTech/sapphire-inspections-ios-public",
        "d4f270d145625eff7638c5366cc50f432f0e11b6", "swift", "test", 105),
    App("ibad-ios", "ibad-al-rahman/ios-public", "163c0d5d18a20aaf2fb6c6a504dfc588e4fdd95b", "swift", "tuning",
        105),
    # Batch 107, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:107") before any
    # scan. The test half unseen. Eight education web apps: four Node servers (an online judge, a course
    # platform, an online assessment system, a university club's API) and four Next.js apps (a hackathon
    # portal, a teen coding challenge, a tutoring marketplace, an online course platform).
    App("syzoj", "syzoj/syzoj", "573796fa7670e28d428692f1d91e7ea50ee154e5", "node", "tuning", 107),
    App("educandu", "educandu/educandu", "e082b3a2f57d672f711e8a234be1be6afa48372d", "node", "tuning", 107),
    App("prairielearn", "PrairieLearn/PrairieLearn", "88fb8556a7a1768e2082736be9095241b11238d7", "node", "tuning",
        107),
    App("acm-uiuc-core", "acm-uiuc/core", "140b4d33f7e80ebcb2834b8c61dc9bca5ad2a6f0", "node", "tuning", 107),
    App("deltahacks-portal", "deltahacks/portal", "13aae100dfe961d4f7180049d5a08a1651174ce3", "nextjs", "test",
        107),
    App("high-seas", "hackclub/high-seas", "3c3f844238f6faf68f8b20491bb652e4e6a198b2", "nextjs", "test", 107),
    App("tutorwise", "tutorwiseapp/tutorwise", "c7ec58feb1a35096afd6f5571c661a0d229b0981", "nextjs", "test", 107),
    App("medh-web", "medhedtech/medh-web", "0568eb75214ef24f5449056ef53781a7be748d18", "nextjs", "test", 107),
    # Batch 109, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:109") before any
    # scan. The test half unseen. Eight web apps: four Node servers (a tabletop combat tracker, a Dota 2 stats
    # service, an Old School RuneScape tracker and a Discord bot with its dashboard API) and four Next.js apps
    # (a Discord forum index, a speedrunning site, a Guild Wars 2 database and a course office-hours queue).
    App("improved-initiative", "cynicaloptimist/improved-initiative", "ca10dc0af09696555f081a03ac21ed52bc98b335",
        "node", "test", 109),
    App("opendota-core", "odota/core", "8d0a715a0cda362d48940cee431c1fd36100cc12", "node", "tuning", 109),
    App("wise-old-man", "wise-old-man/wise-old-man", "bc8aa02fb4dcd071fc9d19492042a35e637d7a8d", "node", "test",
        109),
    App("skyra", "skyra-project/skyra", "31fe15f1d8969764240560ff982c962c67df5b48", "node", "test", 109),
    App("answeroverflow", "AnswerOverflow/AnswerOverflow", "a8de589e980b38b50b1ed2a765a83356b16f2c5a", "nextjs",
        "test", 109),
    App("therun", "therungg/therun-frontend", "d0f14d3ca0c7414b6c66066f671443d3899237a3", "nextjs", "tuning", 109),
    App("gw2treasures", "GW2Treasures/gw2treasures.com", "8d480ee88ee45166d7e18ae91c119b758fd36040", "nextjs",
        "tuning", 109),
    App("illinois-queue", "illinois/queue", "46988bf972f511a5ce60b29f83565f77cc0b0661", "nextjs", "tuning", 109),
    # Batch 106, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:106") before any
    # scan. The test half unseen. Eight money apps: four Node servers (a budget tracker, a donor-funded
    # project expenditure tool, a personal finance manager, a membership magazine's platform with crowdfunding
    # and payments) and four Next.js apps (an expense and budget tracker, a business banking and invoicing app,
    # a payments app, a bounty and grants platform).
    App("moneymatter", "letehaha/budget-tracker", "bb4728080902465bed859352d0b34542bc5c9433", "node", "tuning", 106),
    App("trubudget", "openkfw/TruBudget", "e3c318d19785f0d62396ba39fcc389ea30d55166", "node", "tuning", 106),
    App("budget-buddy", "BudgetBuddyDE/BudgetBuddyDE", "f06d0c6697a0727a08f695cefeb3f1367482d4b6", "node", "test",
        106),
    App("republik-plattform", "republik/plattform", "11a1a82aa734f4ca9cd444aa4fbb8b8fcf31835d", "node", "test", 106),
    App("expense-budget-tracker", "kirill-markin/expense-budget-tracker", "36a44a84a359ab424f846591b961013e50126e4d",
        "nextjs", "test", 106),
    App("zero-finance", "different-ai/zero-finance", "7c5a7c110882470889825f8dc3cde84947274a00", "nextjs", "tuning",
        106),
    App("peanut-ui", "peanutprotocol/peanut-ui", "63280795c53b2ddc52f9335f6d0089268caa4a6d", "nextjs", "tuning", 106),
    App("superteam-earn", "SuperteamDAO/earn", "eea1a88e8c20fbaaa0a27455448b35992cc81e87", "nextjs", "test", 106),
    # Batch 108, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:108") before any
    # scan. The test half unseen. Eight web apps in operations: four Node servers (Shelly's device fleet
    # manager, balena's IoT fleet API, the FlowFuse Node-RED platform, the WebThings home-automation gateway)
    # and four Next.js apps (a trucking company's logistics app, a shop's inventory and POS, a LEGO resale
    # business's inventory system, a winery inventory and operations app).
    App("shelly-fleet-manager", "ALLTERCO/fleet-management", "699a09dafce539777e69d1096f4c40ed8ee77a31", "node",
        "tuning", 108),
    App("open-balena-api", "balena-io/open-balena-api", "61a847acd7d9ecacc3cdf8c6f71599fc816286a3", "node",
        "test", 108),
    App("flowfuse", "FlowFuse/flowfuse", "d3419bbf314b91a98a51d9fec60abb2fa69b7a93", "node", "tuning", 108),
    App("webthings-gateway", "WebThingsIO/gateway", "1d37b0820ed0139e2c95ca90815cf0a23eca6863", "node",
        "tuning", 108),
    App("jtp-logistics", "imsoft/jtplogistics", "3753ea472a090fc4f15a5bf81689a0fe1c5b0d31", "nextjs", "tuning",
        108),
    App("baawa-inventory", "baawa1/baawa-inventory", "740c0c7f631c0dcb3916a407e9c9b50aff5c578a", "nextjs",
        "test", 108),
    App("hadley-bricks", "chrishadley1983/hadley-bricks-inventory-management",
        "b55811443bd956da26423361baed2e5fa4dfae75", "nextjs", "test", 108),
    App("wine-inventory", "russellmoss/wine-inventory", "b5f4df865ed2a318591d49a456a026d972cb4c1e", "nextjs",
        "test", 108),
    # Batch 110, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:110") before any
    # scan. The test half unseen. Eight web apps in media and publishing: four Node servers (CyTube's
    # synchronized video channels, WatchParty, OpenTogetherTube, the Mirlo music platform) and four Next.js
    # apps (the TabNews publishing community, Snapify's screen-recording videos, the Readest ebook reader's
    # web app and sync server, the WhiteWind blog service on atproto).
    App("cytube", "calzoneman/sync", "227244e2d0420a20afe4acb0ac7adf7610db6233", "node", "tuning", 110),
    App("watchparty", "howardchung/watchparty", "5e5cf38996d49ba4ac0783cbf2184c1825a05a96", "node", "test", 110),
    App("opentogethertube", "dyc3/opentogethertube", "1a0bf0a10fdc919147c118bec47ca2c7abec783f", "node", "tuning",
        110),
    App("mirlo", "funmusicplace/mirlo", "6a3ecd017fd75b0b9606342cbd8101d64e5712a1", "node", "test", 110),
    App("tabnews", "filipedeschamps/tabnews.com.br", "5e35f6fae64debe5bbfd5854d700992ed1d0ef40", "nextjs", "tuning",
        110),
    App("snapify", "MarconLP/snapify", "3e19d6bea06e3598bfa79c66bd211e177daa7044", "nextjs", "test", 110),
    App("readest", "readest/readest", "a4358d22efea8e4b87efc049de8fa03c3f98b169", "nextjs", "test", 110),
    App("whitewind", "whtwnd/whitewind-blog", "047c8d44b5a13e5b8518823982c486e9e3df50c0", "nextjs", "tuning", 110),
    # Batch 111, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:111") before any
    # scan. The test half unseen. Eight web apps among developer and ops tools: four Node servers (a visual
    # testing platform, a web and product analytics service, an audit log service, a Redis admin UI) and four
    # Next.js apps (a status page, a product feedback board, an uptime monitor, a web analytics service).
    App("argos", "argos-ci/argos", "301d3181aaf662b7409b2ca0a59cf2196e7dea12", "node", "tuning", 111),
    App("vemetric", "vemetric/vemetric", "41aeee9eda2a87aff21f0f2bd8e32b4768eab3e0", "node", "tuning", 111),
    App("retraced", "retracedhq/retraced", "e0d4f6e4ad28e2b59afc0bb74c01b9cd7cdb8658", "node", "test", 111),
    App("redis-commander", "joeferner/redis-commander", "b03e3c453c9c1cbcf296cb86898e503dcb7c3f75", "node",
        "test", 111),
    App("hostzero-status", "Hostzero-GmbH/yet-another-status-page", "38ec8f4992eaf62dc637bde8c53b29308166f00c",
        "nextjs", "test", 111),
    App("reflet", "damien-schneider/reflet", "3fec50cd5cac907314b1e4d411c97c562f12fe7e", "nextjs", "tuning", 111),
    App("screenapp-uptime", "screenappai/uptime-monitor", "048042c2e91f4110bec4deb2b4ce3a6d81100c6b", "nextjs",
        "test", 111),
    App("loglib", "loglib/loglib", "b0aa95610ffd856fb1f99f4b5ef6c6cd77997d45", "nextjs", "tuning", 111),
    # Batch 112, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:112") before any
    # scan. The test half unseen. Eight health apps: four Node servers (a child helpline's case records, a
    # telehealth platform's services, the WHO's outbreak response API and an HIV care programme's reporting
    # server) and four Next.js apps (two strength training trackers, a workout planner and a campus dining
    # menu with nutrition facts).
    App("aselo-hrm", "techmatters/hrm", "37098338cd1412f110244a482e61e239cbea74b9", "node", "test", 112),
    App("intelehealth-backend", "Intelehealth/intelehealth-backend-service", "86c6e42e7fa82f1b7b190980f596eabe4f58874e",
        "node", "tuning", 112),
    App("godata-api", "WorldHealthOrganization/GoDataSource-API", "cf8a5259700792742f401ace0e68b363784c71cd",
        "node", "test", 112),
    App("ampath-etl", "AMPATH/etl-rest-server", "af65c14424f1b2a9fbf096cb10bec46925004613", "node", "tuning", 112),
    App("ripit-fitness", "aptx-health/ripit-fitness", "cea1a011bf6a44cdb792304486a9c4f96dda4563", "nextjs",
        "test", 112),
    App("workout-lol", "Vincenius/workout-lol", "e5d2b8efe7a8c9972348c6a7abc8cc317c072431", "nextjs", "tuning", 112),
    App("zotmeal", "icssc/ZotMeal", "c812a44769e35933b4776ee518f966f8e1ee6191", "nextjs", "tuning", 112),
    App("strength-journeys", "wayneschuller/strengthjourneys", "2642c1fa9533b6bab4ab6bba0a031937e4624c0f", "nextjs",
        "test", 112),
    # Batch 113, added 2026-12-07: apps nobody on the team had scanned or read, pinned at the commit their
    # snapshot holds, drawn on their own by bench/split.py (seed "221389173:realworld:113") before any
    # scan. The test half unseen. Eight mobile apps: five React Native/Expo (a music festival's app with its
    # backend, a music creators' platform, a halal food scanner with its backend, an event ticketing platform's
    # app with its web platform, a personal life organiser) and three Swift (a link-saving app, a bullet
    # journal with cloud sync, a Nostr-based messaging client).
    App("bigfam-festival", "rlerikse/bigfamfestival", "bb9955745685f9e4e5e87cae143b9ce30134713a", "react-native",
        "test", 113),
    App("soundbridge", "Asibe-Cheta/soundbridge-mobile-app", "719c0f60d63e2e55a7eed91a9e924bd8617615c2",
        "react-native", "tuning", 113),
    App("naqiy", "GLWebDevAgency/optimus-halal-mobile-app", "27c51444df7a7588ff8b68c5b93306e1597b7ec8",
        "react-native", "tuning", 113),
    App("event4u", "evenfouryou/event4u-mobile-app", "40172651f826b4b164f00e302ef13e4933d0ce13", "react-native",
        "test", 113),
    App("mylife-mobile", "DMQQ/life-mobile-app", "6ea971384d9a57e7aec260e1baae9273dfc61da4", "react-native",
        "tuning", 113),
    App("joosum-ios", "Beside-15-1/app-ios", "38007a352c9f9078400e540339531df05b452490", "swift", "tuning", 113),
    App("spread-ios", "johnny-olszewski/spread-app-ios", "8d2d1e2877a79db0d7d5fc9499c2577530e9618d", "swift",
        "test", 113),
    App("hive-buzz-ios", "jtvargas/buzz-ios-client", "3d33a89adfc8c3a43a7b30b20b3dff2ac5c3e816", "swift",
        "test", 113),
)
HALVES = ("tuning", "test")
VERDICTS = ("true", "false", "unclear")


@dataclass
class Outcome:
    app: App
    findings: list[dict] = field(default_factory=list)
    code_in_not_shipped: int = 0  # code-rule findings in paths the scan classified as not shipped
    shipped_kloc: float = 0.0
    total_kloc: float = 0.0
    error: str = ""


def git(*args: str, cwd: Path | None = None) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args[:2])}: {done.stderr.strip()[-300:]}")
    return done.stdout.strip()


def find_mirror(mirror: Path | None, app: App) -> Path | None:
    if mirror is None:
        return None
    base = mirror / app.repo.replace("/", "+")
    for candidate in (base / "repo", base):
        if (candidate / "objects").is_dir() or (candidate / ".git").exists():
            return candidate
    return None


def materialise(app: App, cache: Path, mirror: Path | None) -> Path:
    """The app's tree at its pinned commit, as a git checkout (files listed as git lists them)."""
    tree = cache / "apps" / f"{app.name}@{app.commit[:12]}"
    if (tree / ".git").exists() and git("rev-parse", "HEAD", cwd=tree) == app.commit:
        return tree
    shutil.rmtree(tree, ignore_errors=True)
    staging = tree.with_name(tree.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.parent.mkdir(parents=True, exist_ok=True)
    source = find_mirror(mirror, app)
    if source is not None:  # objects shared with the mirror: nothing copied
        git("clone", "-q", "--shared", "--no-checkout", str(source), str(staging))
    else:
        git("init", "-q", str(staging))
        git("fetch", "-q", "--depth", "1", f"https://github.com/{app.repo}.git", app.commit, cwd=staging)
    git("-c", "advice.detachedHead=false", "checkout", "-q", "--detach", app.commit, cwd=staging)
    os.replace(staging, tree)
    return tree


def scan(exe: str, tree: Path, out: Path, profile: str) -> dict:
    done = subprocess.run(
        [exe, "scan", "--format", "json", "--profile", profile, "--root", str(tree), "."],
        cwd=tree, capture_output=True, text=True, check=False,
    )
    if done.returncode not in (0, 1):
        raise RuntimeError(f"exit {done.returncode}: {done.stderr.strip()[:300]}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(done.stdout, encoding="utf-8")
    return json.loads(done.stdout)


def code_lines(tree: Path, report: dict) -> tuple[float, float]:
    """(shipped KLOC, all KLOC): non-blank lines of the code files the scan read."""
    skipped = {s["path"] for s in report["coverage"]["skipped"]}
    not_shipped = set(report["coverage"].get("not_shipped", []))
    listed = git("ls-files", "-z", cwd=tree).split("\0")
    shipped = total = 0
    for path in listed:
        if not path.endswith(CODE_SUFFIXES) or path in skipped or not (tree / path).is_file():
            continue
        with open(tree / path, "rb") as handle:
            lines = sum(1 for line in handle if line.strip())
        total += lines
        if path not in not_shipped:
            shipped += lines
    return shipped / 1000, total / 1000


def load_triage(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    judged = entries.get("findings", [])
    for entry in judged:
        if entry.get("verdict") not in VERDICTS:
            sys.exit(f"{path.name}: {entry.get('app')} {entry.get('at')}: verdict must be one of {VERDICTS}")
    return judged


# How far (lines, same file) a finding may sit from the place a verdict names and still take it
# by instance_id alone: a rule that now reports a statement's first line instead of its argument's.
ID_WINDOW = 5


class Judge:
    """Verdicts by app, instance_id and place; by place alone; else by instance_id near the place.

    An instance_id hashes the rule, the path, the matched text and its occurrence among identical
    texts of the file: when an earlier identical text stops being reported, a later finding takes
    its id. So an id's verdict goes to a finding only at the very place the verdict names (two
    findings on one line keep theirs apart), or, when no verdict names the finding's own place,
    within ID_WINDOW lines of it in the same file.
    """

    def __init__(self, entries: list[dict]) -> None:
        self.by_id: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
        for e in entries:
            if e.get("instance_id"):
                self.by_id[(e["app"], e["instance_id"])].append(e)
        self.by_place = {(e["app"], e["rule"], e["at"]): e for e in entries}
        self.used: set[int] = set()

    def entry(self, app: str, finding: dict) -> dict | None:
        loc = finding["location"]
        place = f"{loc['path']}:{loc['start_line']}"
        same_id = self.by_id.get((app, finding["instance_id"]), [])
        exact = [e for e in same_id if e["at"] == place]
        if exact:
            return exact[-1]
        by_place = self.by_place.get((app, finding["rule_id"], place))
        if by_place is not None:
            return by_place
        distances = [_distance(e["at"], loc["path"], loc["start_line"]) for e in same_id]
        near = [(d, e) for d, e in zip(distances, same_id, strict=True) if d <= ID_WINDOW]
        return min(near, key=lambda pair: pair[0])[1] if near else None

    def verdict(self, app: str, finding: dict) -> str | None:
        entry = self.entry(app, finding)
        if entry is None:
            return None
        self.used.add(id(entry))
        return str(entry["verdict"])


def _distance(at: str, path: str, line: int) -> int:
    """Lines between a verdict's place and a finding's, or more than ID_WINDOW in another file."""
    where, _, number = at.rpartition(":")
    return abs(int(number) - line) if where == path and number.isdigit() else ID_WINDOW + 1


# A triage section (the comment line above its entries) whose verdicts were given after its half had
# been read says so with this word in its header: its entries are not part of the blind record.
POST_FREEZE = "post-freeze"
# The team's own corpus, tuned on since issue 12 before the split drew its halves: never blind.
READ_BEFORE_SPLIT = frozenset({
    "dub", "formbricks", "papermark", "rainbow", "rocketchat-rn", "zulip-mobile", "icecubes", "home-assistant-ios",
})
REVIEW_ITEM = "review item"  # how a triage reason starts for an extended-only review item


def _section_headers(path: Path) -> list[str]:
    """The section header above each entry of the triage file, in file order (entries are one a line)."""
    header, headers = "", []
    for raw in path.read_text(encoding="utf-8").splitlines():
        text = raw.strip()
        if text.startswith("#") and not text.startswith(("# -", "# misses")):
            header = text
        elif text.startswith("- {"):
            headers.append(header)
    return headers


def blind_entries(path: Path = TRIAGE) -> list[dict]:
    """The judged findings of test-half apps as the test half was first read: its blind record.

    Every batch's test half was scanned at its session's frozen build before anyone read it and
    judged by fresh judges; what each rule scored there is the honest measure of its precision
    (rules/precision.json counts what the current build reports, after the tuning that read both
    halves). Left out: the apps read before the split (READ_BEFORE_SPLIT), the entries of a section
    marked POST_FREEZE (findings a later build added, judged after the half was read) and the
    review items (a reason starting "review item": extended-only findings, judged when their rules
    changed). Bias: a post-freeze entry in a section not marked so is counted as blind; the sections
    of batches 3-8 carry no header, so a later build's new finding on one of their test-half apps,
    judged into them, is indistinguishable from the freeze's (a few, from the blame: batches 5-8).
    A rule renamed since keeps its old id in triage.yaml and is counted under it.
    """
    entries = load_triage(path)
    headers = _section_headers(path)
    if len(headers) != len(entries):
        sys.exit(f"{path.name}: every entry must be on one line ({len(entries)} entries, {len(headers)} lines)")
    halves = {app.name: app.half for app in APPS}
    return [
        entry for entry, header in zip(entries, headers, strict=True)
        if halves.get(entry["app"]) == "test" and entry["app"] not in READ_BEFORE_SPLIT
        and POST_FREEZE not in header and not str(entry.get("reason", "")).startswith(REVIEW_ITEM)
    ]


def blind_precision(path: Path = TRIAGE) -> dict[str, collections.Counter]:
    """rule id -> its blind record's verdict counts (true, false, unclear)."""
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for entry in blind_entries(path):
        counts[entry["rule"]][entry["verdict"]] += 1
    return dict(counts)


def print_blind_precision(path: Path) -> None:
    """Each rule's blind record, least precise first, with its profile today."""
    from secure_lint.rules.loader import load_rules

    profiles = {rule.id: rule.profile for rule in load_rules()}
    record = blind_precision(path)
    print(f"{'rule (blind record: test halves as first read)':<56}{'profile':>9}{'true':>6}{'false':>6}{'unclr':>6}"
          f"{'prec':>7}")
    totals: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for rule, c in sorted(record.items(), key=lambda item: (_ratio(item[1]), item[0])):
        profile = profiles.get(rule, "gone")
        totals[profile] += c
        print(f"{rule[:55]:<56}{profile:>9}{c['true']:>6}{c['false']:>6}{c['unclear']:>6}{precision(c):>7}")
    for profile, c in sorted(totals.items()):
        print(f"{'TOTAL ' + profile:<56}{'':>9}{c['true']:>6}{c['false']:>6}{c['unclear']:>6}{precision(c):>7}")


def _ratio(c: collections.Counter) -> float:
    judged = c["true"] + c["false"] + c["unclear"]
    return c["true"] / judged if judged else 1.0


def tally(pairs: list[tuple[dict, str | None]]) -> collections.Counter:
    counts: collections.Counter = collections.Counter(verdict or "unjudged" for _, verdict in pairs)
    counts["findings"] = len(pairs)
    counts["critical false"] = sum(1 for f, v in pairs if v == "false" and f["severity"] == "critical")
    return counts


def precision(c: collections.Counter) -> str:
    judged = c["true"] + c["false"] + c["unclear"]
    return f"{100 * c['true'] / judged:.0f}%" if judged else "-"


SEVERE = ("high", "critical")
INJECTION = "injection-risk"  # the rule category of every injection-class rule (issue 23's measure)
HEAD = f"{'':<34}{'findings':>9}{'/KLOC':>8}{'true':>6}{'false':>6}{'unclr':>6}{'unjdg':>6}{'prec':>7}{'crit F':>7}"


def is_review_item(finding: dict) -> bool:
    """A sink reached only by a value whose origin is not shown (taint/unproven.py): info severity,
    `needs_review`, never failing the default --fail-on; counted in the totals, and apart below them."""
    return finding.get("disposition") == "needs_review" and finding["severity"] == "info"


def line(label: str, c: collections.Counter, kloc: float | None) -> str:
    density = f"{c['findings'] / kloc:.3f}" if kloc else ""
    return (f"{label[:33]:<34}{c['findings']:>9}{density:>8}{c['true']:>6}{c['false']:>6}{c['unclear']:>6}"
            f"{c['unjudged']:>6}{precision(c):>7}{c['critical false']:>7}")


def judged_pairs(outcome: Outcome, judge: Judge) -> list[tuple[dict, str | None]]:
    return [(f, judge.verdict(outcome.app.name, f)) for f in outcome.findings]


def print_half(half: str, outcomes: list[Outcome], judge: Judge) -> dict[str, list[tuple[dict, str | None]]]:
    """One half's per-app table, its total, its highs and criticals; returns its findings by rule."""
    everything: list[tuple[dict, str | None]] = []
    by_rule: dict[str, list[tuple[dict, str | None]]] = collections.defaultdict(list)
    print("\n" + HEAD.replace(" " * 34, f"{half + ' half, per app':<34}", 1))
    for o in outcomes:
        pairs = judged_pairs(o, judge)
        everything += pairs
        for pair in pairs:
            by_rule[pair[0]["rule_id"]].append(pair)
        print(line(o.app.name, tally(pairs), o.shipped_kloc))
    kloc = sum(o.shipped_kloc for o in outcomes)
    print(line(f"TOTAL {half}", tally(everything), kloc))
    severe = [pair for pair in everything if pair[0]["severity"] in SEVERE]
    print(line("  highs and criticals", tally(severe), None))
    injection = [pair for pair in everything if pair[0].get("category") == INJECTION]
    print(line("  injection-class (issue 23)", tally(injection), None))
    review = [pair for pair in everything if is_review_item(pair[0])]
    print(line("  review items (info, unproven)", tally(review), None))
    print(line("  all but review items", tally([p for p in everything if not is_review_item(p[0])]), None))
    print(line("  injection, but review items", tally([p for p in injection if not is_review_item(p[0])]), None))
    print(f"code-rule findings in non-shipped paths: {sum(o.code_in_not_shipped for o in outcomes)}")
    return by_rule


RULE_HEAD = f"{'findings':>9}{'true':>6}{'false':>6}{'unclr':>6}{'unjdg':>6}{'prec':>7}"


def rule_cells(pairs: list[tuple[dict, str | None]]) -> str:
    c = tally(pairs)
    return f"{c['findings']:>9}{c['true']:>6}{c['false']:>6}{c['unclear']:>6}{c['unjudged']:>6}{precision(c):>7}"


def print_report(outcomes: list[Outcome], judge: Judge, halves: tuple[str, ...]) -> None:
    print(f"{'app':<34}{'half':>7}{'shipped KLOC':>13}{'all KLOC':>10}")
    for o in outcomes:
        error = f"  ERROR {o.error}" if o.error else ""
        print(f"{o.app.name:<34}{o.app.half:>7}{o.shipped_kloc:>13.1f}{o.total_kloc:>10.1f}{error}")
    rules: dict[str, dict[str, list[tuple[dict, str | None]]]] = {}
    for half in halves:
        rules[half] = print_half(half, [o for o in outcomes if o.app.half == half], judge)
    names = sorted({rule for by_rule in rules.values() for rule in by_rule},
                   key=lambda rule: (-sum(len(rules[h].get(rule, [])) for h in halves), rule))
    print("\nper rule" + " " * 40 + "".join(f"{'| ' + half + ' half':<{len(RULE_HEAD)}}" for half in halves))
    print(f"{'':<48}" + RULE_HEAD * len(halves))
    for rule in names:
        print(f"{rule[:47]:<48}" + "".join(rule_cells(rules[half].get(rule, [])) for half in halves))


def print_counts(outcomes: list[Outcome]) -> None:
    """Findings per app and nothing else: what may be recorded of a half whose findings are not read yet."""
    print(f"{'app':<34}{'half':>7}{'shipped KLOC':>13}{'findings':>10}{'highs+crit':>12}{'injection':>11}")

    def counts(chosen: list[Outcome]) -> str:
        found = [f for o in chosen for f in o.findings]
        severe = sum(1 for f in found if f["severity"] in SEVERE)
        injection = sum(1 for f in found if f.get("category") == INJECTION)
        return f"{sum(o.shipped_kloc for o in chosen):>13.1f}{len(found):>10}{severe:>12}{injection:>11}"

    for o in outcomes:
        error = f"  ERROR {o.error}" if o.error else ""
        print(f"{o.app.name:<34}{o.app.half:>7}{counts([o])}{error}")
    for half in HALVES:
        chosen = [o for o in outcomes if o.app.half == half]
        if chosen:
            print(f"{'TOTAL ' + half:<34}{'':>7}{counts(chosen)}")


def print_unjudged(outcomes: list[Outcome], judge: Judge, stubs: bool) -> None:
    for o in outcomes:
        for f in o.findings:
            if judge.verdict(o.app.name, f) is not None:
                continue
            loc = f["location"]
            at = f"{loc['path']}:{loc['start_line']}"
            if stubs:
                print(f"- {{app: {o.app.name}, rule: {f['rule_id']}, at: '{at}', instance_id: {f['instance_id']},"
                      f" verdict: , reason: ''}}")
            else:
                print(f"{o.app.name} {f['severity']} {f['rule_id']} {at}\n    {loc['snippet'].strip()[:200]}")


def write_precision(path: Path, outcomes: list[Outcome], judge: Judge, only: frozenset[str] = frozenset()) -> None:
    """Per rule and per half shown: findings, true, false, unclear (rules/precision.json, read by the
    docs, `rules list` and tests/test_profile_policy.py). The counts are of what the default profile
    reports; the review items (shown_by_extended_only) are counted apart under `review`, so a default
    rule is measured on the findings it shows. A half not shown keeps the counts the file had; with
    `only` (--precision-rules), so does every rule not named (a rule remeasured after a change, on the
    apps it fired on: say so where the file is committed)."""
    old = json.loads(path.read_text(encoding="utf-8"))["rules"] if path.is_file() else {}
    halves = {o.app.half for o in outcomes}
    rules: dict[str, dict[str, dict]] = {
        rule: {h: c for h, c in counts.items() if h not in halves or (only and rule not in only)}
        for rule, counts in old.items()
    }
    for o in outcomes:
        for finding, verdict in judged_pairs(o, judge):
            if only and finding["rule_id"] not in only:
                continue
            counts = rules.setdefault(finding["rule_id"], {}).setdefault(o.app.half, _zero())
            if shown_by_extended_only(finding):
                counts = counts.setdefault("review", _zero())
            counts["findings"] += 1
            if verdict is not None:
                counts[verdict] += 1
    data = {
        "about": "each rule's findings and verdicts per half of bench/realworld's production corpus, as the "
                 "default profile reports them; `review`: the review items only --profile audit shows: "
                 "python bench/realworld/run.py --profile audit --write-precision rules/precision.json",
        "rules": {rule: dict(sorted(rules[rule].items())) for rule in sorted(rules) if rules[rule]},
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def shown_by_extended_only(finding: dict) -> bool:
    """A review item the default profile drops (scan/repo/unreached_modules.py): a sink reached only
    by a value whose origin is not shown, or a self-signed certificate's key."""
    return finding.get("disposition_reason") in REVIEW_REASONS


def _zero() -> dict:
    return {"findings": 0, "true": 0, "false": 0, "unclear": 0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="where app trees and scans are kept")
    parser.add_argument("--mirror", type=Path, help="folder of local git mirrors (owner+name/repo)")
    parser.add_argument("--secure-lint", dest="exe", help="the secure-lint command (default: next to this Python)")
    parser.add_argument("--only", nargs="*", default=[], help="only these apps")
    parser.add_argument("--reuse", action="store_true", help="score the last scan kept in the cache, do not scan")
    parser.add_argument("--triage", type=Path, default=TRIAGE)
    parser.add_argument("--unjudged", action="store_true", help="list findings not judged yet")
    parser.add_argument("--stubs", action="store_true", help="print findings not judged yet as triage entries")
    parser.add_argument("--half", choices=(*HALVES, "all"), default="all",
                        help="only the apps of this half of the split (bench/split.py); default all")
    parser.add_argument("--counts-only", action="store_true",
                        help="print only the number of findings per app (for a half not to be read yet)")
    parser.add_argument("--profile", choices=("default", "extended", "audit"), default="default",
                        help="the rule set scanned (extended: every rule, to measure the extended ones too;"
                             " audit: with the review items)")
    parser.add_argument("--write-precision", type=Path, metavar="FILE",
                        help="write each rule's counts per half shown (rules/precision.json) from this triage")
    parser.add_argument("--precision-rules", nargs="*", default=[], metavar="RULE",
                        help="with --write-precision: rewrite only these rules' counts (the others kept)")
    parser.add_argument("--blind-precision", action="store_true",
                        help="print each rule's blind record (the test halves' verdicts as first read) and stop")
    parser.add_argument("--reveal-test", action="store_true",
                        help="show the test half's findings and verdicts (end-of-issue scoring only); "
                             "without it the test half is printed as counts")
    args = parser.parse_args()
    if args.blind_precision:
        print_blind_precision(args.triage)
        return
    unknown = sorted(set(args.only) - {app.name for app in APPS})
    if unknown:
        parser.error(f"--only: no app named {', '.join(unknown)} (names are separated by spaces)")
    search = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    exe = args.exe or shutil.which("secure-lint", path=search) or sys.exit("secure-lint is not installed here")
    if not args.reuse:
        print(subprocess.run([exe, "--version"], capture_output=True, text=True, check=False).stdout.strip())
    outcomes = []
    for app in APPS:
        if (args.only and app.name not in args.only) or args.half not in ("all", app.half):
            continue
        outcome = Outcome(app)
        suffix = "" if args.profile == "default" else f"-{args.profile}"
        result = args.cache / "results" / f"{app.name}@{app.commit[:12]}{suffix}.json"
        try:
            tree = materialise(app, args.cache, args.mirror)
            report = (json.loads(result.read_text(encoding="utf-8")) if args.reuse
                      else scan(exe, tree, result, args.profile))
            outcome.findings = [f for f in report["findings"] if f["disposition"] != "suppressed"]
            outcome.shipped_kloc, outcome.total_kloc = code_lines(tree, report)
            not_shipped = set(report["coverage"].get("not_shipped", []))
            outcome.code_in_not_shipped = sum(
                1 for f in outcome.findings
                if f["location"]["path"] in not_shipped and not f["rule_id"].startswith("secrets.")
            )
        except (RuntimeError, OSError, ValueError) as error:
            outcome.error = str(error)
        outcomes.append(outcome)
        print(f"  {'read' if args.reuse else 'scanned'} {app.name}", file=sys.stderr)
    judge = Judge(load_triage(args.triage))
    if args.counts_only:
        print_counts(outcomes)
        return
    readable = HALVES if args.reveal_test else ("tuning",)
    shown = [o for o in outcomes if o.app.half in readable]
    hidden = [o for o in outcomes if o.app.half not in readable]
    if args.write_precision:
        failed = [o for o in shown if o.error]
        if failed:  # counts from apps that were not scanned would overwrite every rule's measured numbers
            print(f"--write-precision: {failed[0].app.name} was not scanned or read ({failed[0].error}); "
                  f"{args.write_precision} left as it was", file=sys.stderr)
            sys.exit(2)
        write_precision(args.write_precision, shown, judge, frozenset(args.precision_rules))
    if args.unjudged or args.stubs:
        print_unjudged(shown, judge, args.stubs)
    elif shown:
        print_report(shown, judge, tuple(h for h in HALVES if h in readable and args.half in ("all", h)))
    if hidden:
        print("\ntest half, counts only (its findings are read at the end of an issue: --reveal-test)")
        print_counts(hidden)


if __name__ == "__main__":
    main()
