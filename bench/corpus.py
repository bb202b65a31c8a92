"""Generate realistic TypeScript app files for the speed benchmarks (no network, deterministic)."""

from __future__ import annotations

import random
from pathlib import Path

ROUTE = """import {{ NextResponse }} from "next/server";
import {{ z }} from "zod";
import {{ db }} from "@/lib/db";
import {{ requireUser }} from "@/lib/auth";

const Body{n} = z.object({{ title: z.string().min(1).max(200), done: z.boolean().default(false) }});

export async function GET(request: Request, {{ params }}: {{ params: {{ id: string }} }}) {{
  const user = await requireUser();
  const item = await db.todo{n}.findFirst({{ where: {{ id: params.id, ownerId: user.id }} }});
  if (!item) {{
    return NextResponse.json({{ error: "not found" }}, {{ status: 404 }});
  }}
  return NextResponse.json(item);
}}

export async function PATCH(request: Request, {{ params }}: {{ params: {{ id: string }} }}) {{
  const user = await requireUser();
  const body = Body{n}.parse(await request.json());
  const updated = await db.todo{n}.updateMany({{
    where: {{ id: params.id, ownerId: user.id }},
    data: {{ title: body.title, done: body.done }},
  }});
  return NextResponse.json({{ updated: updated.count }});
}}
"""

COMPONENT = """"use client";

import {{ useEffect, useMemo, useState }} from "react";
import type {{ Item{n} }} from "@/types";

type Props = {{ items: Item{n}[]; onSelect: (id: string) => void }};

export function ItemList{n}({{ items, onSelect }}: Props) {{
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const visible = useMemo(
    () => items.filter((item) => item.title.toLowerCase().includes(query.toLowerCase())),
    [items, query],
  );

  useEffect(() => {{
    setPage(0);
  }}, [query]);

  return (
    <section className="list">
      <input value={{query}} onChange={{(event) => setQuery(event.target.value)}} placeholder="Search" />
      <ul>
        {{visible.slice(page * 20, page * 20 + 20).map((item) => (
          <li key={{item.id}}>
            <button type="button" onClick={{() => onSelect(item.id)}}>
              {{item.title}}
            </button>
            <a href={{`/items/${{item.id}}`}}>Open</a>
          </li>
        ))}}
      </ul>
      <button type="button" onClick={{() => setPage((p) => p + 1)}}>More</button>
    </section>
  );
}}
"""

SERVICE = """import {{ createHash, randomUUID }} from "node:crypto";
import {{ logger }} from "./logger";

export interface Order{n} {{
  id: string;
  customerId: string;
  lines: {{ sku: string; quantity: number; unitPrice: number }}[];
  createdAt: Date;
}}

export class OrderService{n} {{
  constructor(private readonly repo: {{ save(order: Order{n}): Promise<void> }}) {{}}

  total(order: Order{n}): number {{
    return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  }}

  checksum(order: Order{n}): string {{
    return createHash("sha256").update(JSON.stringify(order.lines)).digest("hex");
  }}

  async place(customerId: string, lines: Order{n}["lines"]): Promise<Order{n}> {{
    if (lines.length === 0) {{
      throw new Error("an order needs at least one line");
    }}
    const order = {{ id: randomUUID(), customerId, lines, createdAt: new Date() }};
    await this.repo.save(order);
    logger.info("order placed", {{ orderId: order.id, lines: lines.length }});
    return order;
  }}
}}
"""

TEMPLATES = {"route.ts": ROUTE, "ItemList.tsx": COMPONENT, "service.ts": SERVICE}


def write_corpus(root: Path, count: int, seed: int = 7) -> int:
    """Write `count` files under root/src; returns the total bytes written."""
    rng = random.Random(seed)
    total = 0
    names = list(TEMPLATES)
    for n in range(count):
        name = names[n % len(names)]
        text = TEMPLATES[name].format(n=n)
        text += "\n" + TEMPLATES["service.ts"].format(n=f"{n}x")
        if rng.random() < 0.5:  # vary size a little, like real code
            text += "\n" + TEMPLATES["service.ts"].format(n=f"{n}y")
        path = root / "src" / f"feature{n // 20}" / f"{n}-{name}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        total += len(text.encode())
    return total
