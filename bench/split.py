"""The tuning/test split of the measurement corpora, drawn once at random by app (issues 23 and 24).

    python bench/split.py            # print the draw for the apps listed in both corpora
    python bench/split.py --check    # exit 1 when the `split` recorded per app differs from the draw

Each corpus (bench/realworld: production apps; bench/vulnapps: deliberately vulnerable apps) is
split by app. Within a corpus the apps are grouped by stack (web, React Native, Swift), each group
is sorted by name and shuffled with random.Random(SEED), and the groups are dealt one after the
other into the two halves alternately (tuning first), so each stack is split as evenly as its
count allows. Apps added later form a new batch (`batch:`, default 1), drawn the same way on its
own (seeded with the batch number too), so an earlier app never changes half.
SEED was drawn with `secrets.randbelow(2**32)` on 2026-12-01, before any finding
of the new apps was read; the draw is recorded in each app's entry (`half` in
bench/realworld/run.py, `split:` in bench/vulnapps/apps.yaml) and this script checks that it
still matches. Tune on the tuning half only; read the test half's findings only at the end.
Batches so far: realworld 1 (2026-12-01), 2 (2026-12-02, twelve production apps added after
batch 1's test half was read), 3 (2026-12-02, twelve more after batch 2's test half was read),
4 (2026-12-02, twelve more after batch 3's test half was read), 5 (2026-12-02, twelve more
after batch 4's test half was read), 6 (2026-12-02, twelve more after batch 5's test half was
read), 7 (2026-12-02, twelve more production apps nobody on the team had scanned or read), 8
(2026-12-02, likewise), 9 (2026-12-02, likewise), 10, 11, 12, 13, 14, 15 and 16 (2026-12-03,
likewise), 17, 18, 19, 20 and 21 (2026-12-04, likewise), 22, 23, 24, 25, 26, 27 and 28 (2026-12-05, likewise),
29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47 and 48
(2026-12-06, likewise), 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68,
69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94,
95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112 and 113 (2026-12-07,
likewise);
vulnapps 1 and 2 (2026-12-01), 3, 4, 5, 6, 7 and 8 (2026-12-02; batches 7 and 8: apps nobody on the team
had scanned or read), 9, 10, 11, 12, 13, 14 and 15 (2026-12-03, likewise), 16, 17, 18, 19 and 20 (2026-12-04,
likewise), 21, 22, 23, 24, 25, 26 and 27 (2026-12-05, likewise), 28, 29, 30, 31, 32, 33 and 34 (2026-12-06,
likewise).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
from pathlib import Path

import yaml

SEED = 221389173
HALVES = ("tuning", "test")
HERE = Path(__file__).resolve().parent
GROUPS = {  # stack as written in the corpus -> the group the split balances
    "nextjs": "web",
    "node": "web",
    "react-native": "react-native",
    "swift": "swift",
}


def draw(apps: dict[str, str], corpus: str, batch: int = 1) -> dict[str, str]:
    """{app: half} for {app: group} of one batch; the same input always gives the same halves."""
    rng = random.Random(f"{SEED}:{corpus}" if batch == 1 else f"{SEED}:{corpus}:{batch}")
    order: list[str] = []
    for group in sorted(set(apps.values())):
        members = sorted(name for name, g in apps.items() if g == group)
        rng.shuffle(members)
        order += members
    return {name: HALVES[index % 2] for index, name in enumerate(order)}


def realworld_apps() -> dict[str, tuple[str, str, int]]:
    """{app: (group, recorded half, batch)} of bench/realworld/run.py."""
    spec = importlib.util.spec_from_file_location("realworld_run", HERE / "realworld" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["realworld_run"] = module
    spec.loader.exec_module(module)
    return {app.name: (GROUPS[app.stack], app.half, app.batch) for app in module.APPS}


def vulnapps_apps() -> dict[str, tuple[str, str, int]]:
    """{app: (group, recorded half, batch)} of bench/vulnapps/apps.yaml (`group:`, `split:`, `batch:`)."""
    apps = yaml.safe_load((HERE / "vulnapps" / "apps.yaml").read_text(encoding="utf-8"))["apps"]
    return {name: (app["group"], app.get("split", ""), int(app.get("batch", 1))) for name, app in apps.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when a recorded half differs from the draw")
    args = parser.parse_args()
    wrong = 0
    for corpus, apps in (("realworld", realworld_apps()), ("vulnapps", vulnapps_apps())):
        halves: dict[str, str] = {}
        for batch in sorted({b for _, _, b in apps.values()}):
            halves |= draw({name: g for name, (g, _, b) in apps.items() if b == batch}, corpus, batch)
        print(f"{corpus} (seed {SEED}):")
        for half in HALVES:
            names = [f"{name} ({apps[name][0]}, batch {apps[name][2]})" for name in sorted(halves)
                     if halves[name] == half]
            print(f"  {half} ({len(names)}): {', '.join(names)}")
        for name, (_, recorded, _) in sorted(apps.items()):
            if recorded != halves[name]:
                wrong += 1
                print(f"  {name}: recorded {recorded or 'nothing'}, drawn {halves[name]}", file=sys.stderr)
    if args.check and wrong:
        sys.exit(1)


if __name__ == "__main__":
    main()
