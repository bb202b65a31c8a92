"""Hook latency (not a test): the `secure-lint` pre-commit hook on a 10-file commit.

    python bench/hook_latency.py [--runs 10] [--pre-commit-home DIR]

Makes a temporary Next.js project with 10 realistic staged files, points its
.pre-commit-config.yaml at a clone of this repository at HEAD, installs the hook
environment (not timed; pass --pre-commit-home to reuse an installed one), then times N
runs of each:

- `git commit` through pre-commit's hook (then `git reset --soft` to undo the commit);
- `secure-lint scan --staged` alone, the same installed secure-lint, on the same index.

Prints the median, minimum and maximum wall time of each, and the median CPU time (user +
system of every process started): on a loaded machine wall time grows, CPU time much less.
Each command runs once first, not counted (it fills secure-lint's rule cache). Needs git
and pre-commit.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]

FILES = {
    "package.json": """{
  "name": "storefront",
  "private": true,
  "scripts": {"dev": "next dev", "build": "next build"},
  "dependencies": {"next": "14.2.3", "react": "18.3.1", "react-dom": "18.3.1", "zod": "3.23.8"}
}
""",
    "next.config.mjs": """/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: { remotePatterns: [{ protocol: 'https', hostname: 'cdn.example.com' }] },
};
export default nextConfig;
""",
    "app/layout.tsx": """import type { ReactNode } from 'react';

export const metadata = { title: 'Storefront' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
""",
    "app/page.tsx": """import Link from 'next/link';
import { listProducts } from '@/lib/products';
import { ProductCard } from '@/components/ProductCard';

export default async function Home() {
  const products = await listProducts({ limit: 12 });
  return (
    <main>
      <h1>New arrivals</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <Link href="/cart">Cart</Link>
    </main>
  );
}
""",
    "app/api/orders/route.ts": """import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getSession } from '@/lib/session';
import { createOrder } from '@/lib/orders';

const Order = z.object({ productId: z.string().uuid(), quantity: z.number().int().min(1).max(10) });

export async function POST(request: Request) {
  const session = await getSession(request);
  if (!session) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  }
  const parsed = Order.safeParse(await request.json());
  if (!parsed.success) {
    return NextResponse.json({ error: 'invalid order' }, { status: 400 });
  }
  const order = await createOrder(session.userId, parsed.data);
  return NextResponse.json(order, { status: 201 });
}
""",
    "components/ProductCard.tsx": """import Image from 'next/image';
import type { Product } from '@/lib/products';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="card">
      <Image src={product.imageUrl} alt={product.name} width={320} height={240} />
      <h2>{product.name}</h2>
      <p>{(product.priceCents / 100).toFixed(2)} EUR</p>
    </article>
  );
}
""",
    "lib/products.ts": """export type Product = { id: string; name: string; priceCents: number; imageUrl: string };

export async function listProducts({ limit }: { limit: number }): Promise<Product[]> {
  const response = await fetch(`${process.env.CATALOG_URL}/products?limit=${limit}`, {
    next: { revalidate: 60 },
  });
  if (!response.ok) {
    throw new Error(`catalog returned ${response.status}`);
  }
  return response.json();
}
""",
    "lib/session.ts": """import { cookies } from 'next/headers';
import { verifySessionToken } from './tokens';

export async function getSession(_request: Request) {
  const token = cookies().get('session')?.value;
  if (!token) return null;
  return verifySessionToken(token);
}
""",
    "middleware.ts": """import { NextResponse, type NextRequest } from 'next/server';

export function middleware(request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
}

export const config = { matcher: ['/((?!_next/static|favicon.ico).*)'] };
""",
    ".env.example": """# Copy to .env.local and fill in
CATALOG_URL=https://catalog.internal.example.com
SESSION_SECRET=
""",
}


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, check=False)


def checked(args: list[str], cwd: Path, env: dict[str, str]) -> str:
    done = run(args, cwd, env)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args[:3])} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def environment(base: Path, pre_commit_home: Path) -> dict[str, str]:
    config = base / "gitconfig"
    config.write_text("[user]\n\tname = Bench\n\temail = bench@example.com\n[init]\n\tdefaultBranch = main\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_CONFIG_GLOBAL=str(config), GIT_CONFIG_NOSYSTEM="1", PRE_COMMIT_HOME=str(pre_commit_home))
    return env


def make_project(base: Path, env: dict[str, str]) -> Path:
    clone = base / "secure-lint"
    checked(["git", "clone", "-q", str(PROJECT), str(clone)], base, env)
    rev = checked(["git", "rev-parse", "HEAD"], clone, env).strip()
    project = base / "storefront"
    project.mkdir()
    checked(["git", "init", "-q"], project, env)
    config = f"repos:\n  - repo: {clone}\n    rev: {rev}\n    hooks:\n      - id: secure-lint\n"
    (project / ".pre-commit-config.yaml").write_text(config)
    (project / "README.md").write_text("# Storefront\n")
    checked(["git", "add", "."], project, env)
    checked(["git", "commit", "-q", "-m", "start"], project, env)
    for relpath, text in FILES.items():
        (project / relpath).parent.mkdir(parents=True, exist_ok=True)
        (project / relpath).write_text(text)
    checked(["git", "add", "."], project, env)
    staged = checked(["git", "diff", "--cached", "--name-only"], project, env).split()
    assert len(staged) == 10, staged
    return project


def installed_secure_lint(pre_commit_home: Path) -> list[str]:
    for candidate in sorted(pre_commit_home.glob("repo*/py_env-*/bin/secure-lint")):
        return [str(candidate)]
    return [sys.executable, "-m", "secure_lint"]


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(label: str, command: list[str], project: Path, env: dict[str, str], runs: int, undo: bool) -> None:
    """Wall time and CPU time (user + system, of every process it started) per run."""
    walls, cpus = [], []
    for _ in range(runs + 1):  # one warm-up run (fills the rule cache), not counted
        cpu, start = _cpu(), time.perf_counter()
        done = run(command, project, env)
        walls.append(time.perf_counter() - start)
        cpus.append(_cpu() - cpu)
        if done.returncode != 0:
            sys.exit(f"{label} failed (exit {done.returncode}):\n{done.stdout}{done.stderr}")
        if undo:
            checked(["git", "reset", "-q", "--soft", "HEAD~1"], project, env)
    walls, cpus = walls[1:], cpus[1:]
    print(
        f"{label:<44} wall median {statistics.median(walls) * 1000:6.0f} ms"
        f" (min {min(walls) * 1000:.0f}, max {max(walls) * 1000:.0f})"
        f"   cpu median {statistics.median(cpus) * 1000:6.0f} ms   ({runs} runs)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--pre-commit-home", type=Path, help="reuse this pre-commit cache (default: a new one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hook-latency-") as tmp:
        base = Path(tmp)
        home = (args.pre_commit_home or base / "pre-commit").resolve()
        env = environment(base, home)
        project = make_project(base, env)
        print(f"installing the hook environment (not timed) ...; load average {os.getloadavg()[0]:.1f}", flush=True)
        checked([sys.executable, "-m", "pre_commit", "install-hooks"], project, env)
        checked([sys.executable, "-m", "pre_commit", "install"], project, env)
        commit = ["git", "commit", "-q", "-m", "ten files"]
        timed("git commit through pre-commit (10 files)", commit, project, env, args.runs, undo=True)
        scan = [*installed_secure_lint(home), "scan", "--staged"]
        timed("secure-lint scan --staged alone (10 files)", scan, project, env, args.runs, undo=False)
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
